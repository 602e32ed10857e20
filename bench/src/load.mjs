// The load generator, in its own process: a discarded warm-up, then the measured run. After the
// warm-up it prints WARM and waits for a line on stdin (the harness resets what writes changed);
// it prints START when the measured run begins and a JSON summary when it ends, so the harness
// takes its /proc snapshots around exactly the measured interval.
import { once } from 'node:events';
import autocannon from 'autocannon';

// Passed in the environment, not argv: the spec holds API tokens, and argv is world-readable in ps.
const spec = JSON.parse(process.env.BENCH_LOAD_SPEC ?? '{}');

/** One connection's requests, with its writer (token, role) written in. */
function requestsOf(writer) {
  const fill = (text) => text.replace('{roleId}', String(writer?.roleId ?? 0));
  return spec.requests.map((template) => {
    const token = template.auth === 'writer' ? writer?.token : spec.readerToken;
    return {
      method: template.method,
      path: fill(template.path),
      headers: {
        ...(template.body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(template.body ? { body: fill(template.body) } : {}),
    };
  });
}

/**
 * Each connection gets its own writer, so concurrent writes never collide. autocannon shares one
 * request list between its connections and resets per-request context on every loop, so the
 * writer is fixed per connection with setupClient, which gives each its own list.
 */
function run(duration) {
  let nextConnection = 0;
  return autocannon({
    url: spec.base,
    connections: spec.connections,
    duration,
    requests: requestsOf(spec.writers[0] ?? null),
    setupClient(client) {
      const writer = spec.writers[nextConnection % Math.max(1, spec.writers.length)] ?? null;
      nextConnection += 1;
      client.setRequests(requestsOf(writer));
    },
  });
}

if (spec.warmup > 0) await run(spec.warmup);
console.log('WARM');
await once(process.stdin, 'data');
process.stdin.pause();
console.log('START');
const result = await run(spec.duration);
console.log(
  JSON.stringify({
    requests: result.requests.total,
    seconds: result.duration,
    reqPerSec: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }),
);
