// `npm run bench:restart`: how fast the API comes back when PostgreSQL restarts under a load of
// writes. Runs the scenario of apps/api/test/resilience/postgres-restart.test.ts (which asserts
// the behaviour: 503 while the database is away, success after, nothing lost) on a PostgreSQL
// cluster of its own, --runs times, and prints per run the slowest answer and the time from
// "PostgreSQL accepts connections again" to the first successful write, against their figures.
// Exits 1 when a run misses one. Needs PostgreSQL's server binaries (initdb, pg_ctl).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The figures: recovery within 2 s; no answer slower than the pool's connect timeout + 2 s. */
const FIRST_SUCCESS_AFTER_RESTART_MS = 2_000;
const SLACK_MS = 2_000;

const HELP = `Usage: npm run bench:restart -- [--runs 3]
  --runs N   restarts to time, each on a fresh cluster (default 3)`;

function parseFlags(argv) {
  const flags = { runs: 3 };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    if (flag === '--help' || flag === '-h') {
      console.log(HELP);
      process.exit(0);
    } else if (flag === '--runs') flags.runs = Math.max(1, Number.parseInt(argv[++i] ?? '3', 10));
    else throw new Error(`Unknown flag ${flag}\n${HELP}`);
  }
  return flags;
}

const flags = parseFlags(process.argv.slice(2));

// The scenario is TypeScript beside the test: run again under the API package's tsx.
if (!process.env.LECTERN_BENCH_UNDER_TSX) {
  const tsx = createRequire(`${root}apps/api/package.json`).resolve('tsx');
  const child = spawnSync(
    process.execPath,
    ['--import', pathToFileURL(tsx).href, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...process.env, LECTERN_BENCH_UNDER_TSX: '1' } },
  );
  process.exit(child.status ?? 1);
}
const resilience = `${root}apps/api/test/resilience/`;
const { createCluster, findPostgresBinaries } = await import(`${resilience}cluster.ts`);
const { restartUnderLoad } = await import(`${resilience}restart.ts`);
const { startApiOn } = await import(`${resilience}server.ts`);
const { POOL_TIMEOUTS } = await import(`${root}packages/db/src/client.ts`);

const bindir = findPostgresBinaries();
if (!bindir) {
  console.error('PostgreSQL server binaries (initdb, pg_ctl) not found: install the server.');
  process.exit(1);
}
const longestAnswerMs = POOL_TIMEOUTS.connectMs + SLACK_MS;

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');
let missed = false;
const rows = [];
for (let run = 1; run <= flags.runs; run += 1) {
  const cluster = await createCluster(bindir);
  const api = await startApiOn(cluster.url, { timeoutMs: longestAnswerMs * 2 });
  try {
    const result = await restartUnderLoad(cluster, api.target, `bench-restart-${run}`);
    const slowest = Math.max(...result.outcomes.map((o) => o.answeredAt - o.sentAt));
    const recovery = result.firstSuccessAt - result.upAt;
    const unavailable = result.outcomes.filter((o) => o.status === 503).length;
    const ok = slowest <= longestAnswerMs && recovery <= FIRST_SUCCESS_AFTER_RESTART_MS;
    missed ||= !ok;
    rows.push({ run, writes: result.outcomes.length, unavailable, slowest, recovery });
    console.log(
      `run ${run}: ${result.outcomes.length} writes, ${unavailable} × 503; slowest answer ` +
        `${ms(slowest)} (figure ≤ ${longestAnswerMs} ms); first success ${ms(recovery)} after ` +
        `PostgreSQL accepted connections again (figure ≤ ${FIRST_SUCCESS_AFTER_RESTART_MS} ms)` +
        (ok ? '' : '  MISSED'),
    );
  } finally {
    await api.close();
    await cluster.destroy();
  }
}
const worst = (key) => Math.max(...rows.map((r) => r[key]));
console.log(
  `worst of ${rows.length}: slowest answer ${ms(worst('slowest'))}, recovery ${ms(worst('recovery'))}`,
);
process.exit(missed ? 1 : 0);
