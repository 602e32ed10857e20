// The anchors, in their own process: a Fastify route returning a constant (the HTTP ceiling), one
// doing a single raw `pg` primary-key select (the Node + database ceiling), and a kept read as
// little code can serve it with the API's guarantees (the ceiling of any design that checks the
// caller and the club change log in the database on every request; kept-read.mjs). Fastify and
// pg are the API's own copies, resolved from apps/api.
import { Buffer } from 'node:buffer';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { LOOKUP_SQL, ROLES_SQL } from './kept-read.mjs';

const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const Fastify = require('fastify');
const pg = require('pg');

// The select cycles through the benchmark club's 100 members, the rows the calls also touch.
const [databaseUrl, port, firstUser] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
const app = Fastify({ logger: false });
const first = Number(firstUser);
let next = 0;

app.get('/constant', () => ({ ok: true }));
app.get('/pg', async () => {
  next = (next + 1) % 100;
  const { rows } = await pool.query(
    'SELECT id, email, first_name, last_name FROM users WHERE id = $1',
    [first + next],
  );
  return rows[0];
});

// The bearer token's secret hashed and compared in constant time, revoked tokens refused, the
// caller's active membership required, and the meeting's roles answered from memory while the
// club is unchanged since the snapshot they were read under (read again, raw, when it changed,
// and after a minute, as the API's read cache does: an old snapshot makes the check look at more
// of the change log).
const KEPT_FOR_MS = 60_000;
const keptRoles = new Map();
app.get('/kept/:meetingId', async (request, reply) => {
  const bearer = /^Bearer lct_([a-z2-7]+)\.([a-z2-7]+)$/.exec(request.headers.authorization ?? '');
  if (!bearer) return reply.code(401).send({ message: 'Unauthorized' });
  const [, id, secret] = bearer;
  const meetingId = Number(request.params.meetingId);
  const found = keptRoles.get(meetingId);
  const kept = found && performance.now() - found.storedAt < KEPT_FOR_MS ? found : undefined;
  const since = kept?.snapshot ?? null;
  const { rows } = await pool.query({
    name: 'kept-lookup',
    text: LOOKUP_SQL,
    values: [since, since, meetingId, id],
  });
  const row = rows[0];
  const presented = createHash('sha256').update(secret, 'utf8').digest();
  if (!row || row.revoked_at !== null || !timingSafeEqual(presented, row.secret_hash))
    return reply.code(401).send({ message: 'Unauthorized' });
  if (row.meeting_id === null || row.membership_status !== 'active')
    return reply.code(404).send({ message: 'Not found' });
  if (kept && row.unchanged) return reply.type('application/json; charset=utf-8').send(kept.bytes);
  const roles = await pool.query({ name: 'kept-roles', text: ROLES_SQL, values: [meetingId] });
  const bytes = Buffer.from(JSON.stringify(roles.rows));
  keptRoles.set(meetingId, { snapshot: row.snapshot, bytes, storedAt: performance.now() });
  return reply.type('application/json; charset=utf-8').send(bytes);
});

await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
process.once('SIGTERM', () => {
  void app.close().then(() => pool.end());
});
