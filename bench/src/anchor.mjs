// The anchors, in their own process: a Fastify route returning a constant (the HTTP ceiling) and
// one doing a single raw `pg` primary-key select (the Node + database ceiling: every call's
// throughput is reported as a ratio to it). Fastify and pg are the API's own copies, resolved
// from apps/api.
import { createRequire } from 'node:module';

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

await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
process.once('SIGTERM', () => {
  void app.close().then(() => pool.end());
});
