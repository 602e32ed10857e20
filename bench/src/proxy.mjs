// A counting proxy between an API instance and PostgreSQL. It reads the frontend side of the
// wire protocol: every Sync (extended protocol) or Query (simple protocol) message ends one
// statement, and a write from the API that ends at least one is one round trip (statements sent
// together, decision 009, arrive in one write); Parse/Bind give the statements with their parameter values, which the EXPLAIN check
// replays on the large dataset. Used only in the counting phase, never while timing.
import { Buffer } from 'node:buffer';
import { createServer, connect } from 'node:net';

export function startCountingProxy({ targetHost, targetPort }) {
  const state = { roundTrips: 0, statementCount: 0, statements: [] };
  const server = createServer((client) => {
    const upstream = connect(targetPort, targetHost);
    const parsed = new Map(); // statement name → text, per connection
    let buffer = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk) => {
      upstream.write(chunk);
      const before = state.statementCount;
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 8) break;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) break;
          const code = buffer.readInt32BE(4);
          buffer = buffer.subarray(length);
          // SSLRequest and GSSENCRequest come before the real startup message.
          if (code !== 80877103 && code !== 80877104) started = true;
          continue;
        }
        if (buffer.length < 5) break;
        const length = buffer.readInt32BE(1);
        if (buffer.length < length + 1) break;
        observe(String.fromCharCode(buffer[0]), buffer.subarray(5, length + 1), parsed, state);
        buffer = buffer.subarray(length + 1);
      }
      if (state.statementCount > before) state.roundTrips += 1;
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: server.address().port,
        state,
        reset() {
          state.roundTrips = 0;
          state.statementCount = 0;
          state.statements = [];
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

function cstring(body, offset) {
  const end = body.indexOf(0, offset);
  return [body.toString('utf8', offset, end), end + 1];
}

function observe(type, body, parsed, state) {
  if (type === 'S') state.statementCount += 1;
  else if (type === 'Q') {
    state.statementCount += 1;
    state.statements.push({ text: cstring(body, 0)[0], params: [] });
  } else if (type === 'P') {
    const [name, next] = cstring(body, 0);
    parsed.set(name, cstring(body, next)[0]);
  } else if (type === 'B') {
    let offset = cstring(body, 0)[1];
    const [statement, afterName] = cstring(body, offset);
    offset = afterName;
    const formatCount = body.readInt16BE(offset);
    const formats = [];
    for (let i = 0; i < formatCount; i += 1) formats.push(body.readInt16BE(offset + 2 + i * 2));
    offset += 2 + formatCount * 2;
    const paramCount = body.readInt16BE(offset);
    offset += 2;
    const params = [];
    for (let i = 0; i < paramCount; i += 1) {
      const length = body.readInt32BE(offset);
      offset += 4;
      if (length === -1) params.push(null);
      else {
        const format = formatCount === 1 ? formats[0] : (formats[i] ?? 0);
        params.push(format === 0 ? body.toString('utf8', offset, offset + length) : null);
        offset += length;
      }
    }
    state.statements.push({ text: parsed.get(statement) ?? '', params });
  }
}
