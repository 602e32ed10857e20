// `npm run bench`: install if needed, make sure PostgreSQL answers at DATABASE_URL, then run the
// benchmark (bench/src/main.mjs, which builds the API itself; docs/SCALING.md describes it).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureInstalled, root } from './lib.mjs';

const USAGE =
  'Set DATABASE_URL to a PostgreSQL server the benchmark may create databases on, e.g.\n' +
  '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- --quick';

/** The URL without its password, to name the server in a message. */
function shown(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.href;
  } catch {
    return 'DATABASE_URL';
  }
}

async function checkPostgres(url) {
  const pg = createRequire(join(root, 'apps/api/package.json'))('pg');
  let client;
  try {
    client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    // A refused connection to a name with several addresses fails with an AggregateError whose
    // message is empty; its code still says why.
    const reason = error.message || error.code || String(error);
    throw new Error(`No PostgreSQL answers at ${shown(url)} (${reason}).\n${USAGE}`);
  } finally {
    await client?.end().catch(() => {});
  }
}

try {
  ensureInstalled();
  if (!process.argv.includes('--help')) {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
    if (!url) throw new Error(`The benchmark needs PostgreSQL. ${USAGE}`);
    await checkPostgres(url);
  }
} catch (error) {
  console.error(error.message);
  process.exit(error.exitCode ?? 1);
}

await import('../bench/src/main.mjs');
