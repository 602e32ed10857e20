// `npm run bench`: the benchmark of Lectern's API. See docs/SCALING.md for the protocol and the
// meaning of every column; `npm run bench -- --help` for the flags.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { difference, snapshot } from './cpu.mjs';
import {
  DATASETS,
  GENERATOR_VERSION,
  MEMBERS_PER_CLUB,
  OPEN_ROLE_TYPES,
  generateDataset,
  vacuumDataset,
} from './datasets.mjs';
import { startCountingProxy } from './proxy.mjs';
import { git, refCheckout, runToEnd } from './server-process.mjs';
import { ensureInstalled, SERVER_NODE_FLAGS } from '../../scripts/lib.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const apiRequire = createRequire(`${root}apps/api/package.json`);
const pg = apiRequire('pg');

// ---------------------------------------------------------------------------------------------
// Flags

const HELP = `Usage: npm run bench -- [flags]
  --ref <commit>          also measure that commit's API (checked out and built in bench/.refs/),
                          on databases of its own, alternating with this build run by run
  --quick                 S only, 10 connections, 3 s runs after 1 s warm-up, 1 round
  --datasets S,L          datasets (default S,L)
  --calls a,b             calls (default all): ${'{calls}'}
  --doors rest,trpc       doors (default both)
  --connections 10,50     connection counts (default 10,50)
  --duration 10           seconds per measured run (default 10)
  --warmup 3              seconds of discarded warm-up before each run (default 3)
  --rounds 3              interleaved rounds; medians are taken over them (default 3)
  --max-other 0.05        reject a run when other processes used more of the machine (default 0.05)
  --retries 4             repeats of a rejected run before its quietest attempt is kept (default 4)
  --busy                  a shared, busy machine: keep every run whatever else ran (no rejection,
                          no retries); the report still gives the share other processes used
  --regenerate            regenerate the datasets even when the databases are up to date
  --no-build              do not build the API(s) first
  --explain-only          prepare the datasets, count round trips and run the EXPLAIN check only`;

function parseFlags(argv) {
  const flags = {
    ref: null,
    datasets: ['S', 'L'],
    calls: null,
    doors: ['rest', 'trpc'],
    connections: [10, 50],
    duration: 10,
    warmup: 3,
    rounds: 3,
    maxOther: 0.05,
    retries: 4,
    busy: false,
    regenerate: false,
    build: true,
    explainOnly: false,
  };
  const list = (value) => value.split(',').filter(Boolean);
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = () => {
      const next = argv[i + 1];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      i += 1;
      return next;
    };
    if (flag === '--help') {
      console.log(HELP.replace('{calls}', Object.keys(CALLS).join(',')));
      process.exit(0);
    } else if (flag === '--quick') {
      Object.assign(flags, {
        datasets: ['S'],
        connections: [10],
        duration: 3,
        warmup: 1,
        rounds: 1,
        retries: 1,
      });
    } else if (flag === '--ref') flags.ref = value();
    else if (flag === '--datasets') flags.datasets = list(value()).map((d) => d.toUpperCase());
    else if (flag === '--calls') flags.calls = list(value());
    else if (flag === '--doors') flags.doors = list(value());
    else if (flag === '--connections') flags.connections = list(value()).map(Number);
    else if (flag === '--duration') flags.duration = Number(value());
    else if (flag === '--warmup') flags.warmup = Number(value());
    else if (flag === '--rounds') flags.rounds = Number(value());
    else if (flag === '--max-other') flags.maxOther = Number(value());
    else if (flag === '--retries') flags.retries = Number(value());
    else if (flag === '--busy') flags.busy = true;
    else if (flag === '--regenerate') flags.regenerate = true;
    else if (flag === '--no-build') flags.build = false;
    else if (flag === '--explain-only') flags.explainOnly = true;
    else throw new Error(`unknown flag ${flag} (see --help)`);
  }
  // Applied last, so that `--busy --quick` and `--quick --busy` mean the same.
  if (flags.busy) Object.assign(flags, { maxOther: 1, retries: 0 });
  for (const d of flags.datasets) if (!DATASETS[d]) throw new Error(`unknown dataset ${d}`);
  for (const c of flags.calls ?? []) if (!CALLS[c]) throw new Error(`unknown call ${c}`);
  return flags;
}

// ---------------------------------------------------------------------------------------------
// The benchmarked calls, through both doors. `auth: 'writer'` gives each connection its own
// member (and volunteer target), so concurrent writes never contend on one row. `size` names the
// call's floor (its ratio to the raw-pg anchor): small reads, larger reads, writes.

// The tRPC door is called the way the web app calls it: httpBatchLink's format (a batch of one).
const trpcQuery = (path, input) =>
  `/api/trpc/${path}?batch=1&input=${encodeURIComponent(JSON.stringify(input === undefined ? {} : { 0: input }))}`;
const trpcBody = (input) => JSON.stringify({ 0: input });

const CALLS = {
  dashboard: {
    size: 'larger read',
    rest: (s) => [{ method: 'GET', path: `/api/clubs/${s.clubId}/dashboard` }],
    trpc: (s) => [{ method: 'GET', path: trpcQuery('clubs.dashboard', { clubId: s.clubId }) }],
  },
  upcoming: {
    size: 'small read',
    rest: (s) => [{ method: 'GET', path: `/api/clubs/${s.clubId}/meetings/upcoming` }],
    trpc: (s) => [{ method: 'GET', path: trpcQuery('meetings.upcoming', { clubId: s.clubId }) }],
  },
  roles: {
    size: 'small read',
    rest: (s) => [{ method: 'GET', path: `/api/meetings/${s.meetingId}/roles` }],
    trpc: (s) => [
      { method: 'GET', path: trpcQuery('meetingRoles.list', { meetingId: s.meetingId }) },
    ],
  },
  rsvps: {
    size: 'larger read',
    rest: (s) => [{ method: 'GET', path: `/api/meetings/${s.meetingId}/rsvps` }],
    trpc: (s) => [{ method: 'GET', path: trpcQuery('rsvps.list', { meetingId: s.meetingId }) }],
  },
  members: {
    size: 'larger read',
    rest: (s) => [{ method: 'GET', path: `/api/clubs/${s.clubId}/members` }],
    trpc: (s) => [{ method: 'GET', path: trpcQuery('members.list', { clubId: s.clubId }) }],
  },
  authUser: {
    size: 'small read',
    rest: () => [{ method: 'GET', path: '/api/auth/user' }],
    trpc: () => [{ method: 'GET', path: trpcQuery('auth.user') }],
  },
  rsvpSubmit: {
    size: 'write',
    rest: (s) => [
      {
        method: 'POST',
        path: `/api/meetings/${s.meetingId}/rsvps`,
        auth: 'writer',
        body: JSON.stringify({ status: 'attending', mealChoice: 'Chicken' }),
      },
    ],
    trpc: (s) => [
      {
        method: 'POST',
        path: '/api/trpc/rsvps.submit?batch=1',
        auth: 'writer',
        body: trpcBody({ meetingId: s.meetingId, status: 'attending', mealChoice: 'Chicken' }),
      },
    ],
  },
  // Volunteer and retract alternate on each connection's own open role (both count as requests).
  volunteer: {
    size: 'write',
    rest: () => [
      { method: 'PATCH', path: '/api/roles/{roleId}/assign', auth: 'writer' },
      { method: 'PATCH', path: '/api/roles/{roleId}/unassign', auth: 'writer' },
    ],
    trpc: () => [
      {
        method: 'POST',
        path: '/api/trpc/meetingRoles.volunteer?batch=1',
        auth: 'writer',
        body: '{"0":{"roleId":{roleId}}}',
      },
      {
        method: 'POST',
        path: '/api/trpc/meetingRoles.retract?batch=1',
        auth: 'writer',
        body: '{"0":{"roleId":{roleId}}}',
      },
    ],
  },
};

/** The floors: each call's least ratio to the raw-pg anchor, by size. */
const FLOORS = { 'small read': 0.2, 'larger read': 0.1, write: 0.1 };
/** p99 at 10 connections on L, every call; L over S, every call. */
const P99_LIMIT_MS = 100;
const L_OVER_S_FLOOR = 0.8;

const ANCHORS = {
  constant: () => [{ method: 'GET', path: '/constant' }],
  rawPg: () => [{ method: 'GET', path: '/pg' }],
};

// ---------------------------------------------------------------------------------------------
// Processes

const children = new Set();

function startProcess(label, command, args, { cwd = root, env = {}, stdin = 'ignore' } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: [stdin, 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.stderr.on('data', (chunk) => process.stderr.write(`[${label}] ${chunk}`));
  return child;
}

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.once('SIGINT', () => {
  stopAll();
  process.exit(130);
});
process.once('exit', stopAll);

async function waitFor(url, tries = 300) {
  for (let i = 0; i < tries; i += 1) {
    try {
      const response = await globalThis.fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer`);
}

// ---------------------------------------------------------------------------------------------
// Builds: this worktree's API ("now") and, with --ref, another commit's ("ref"), each with its
// own checkout, install, build, migrator, token issuer and databases.

function thisBuild() {
  const sha = git('rev-parse', 'HEAD');
  const changed = git('status', '--porcelain', '--', 'apps', 'packages') !== '';
  return {
    key: 'now',
    label: `now ${sha.slice(0, 7)}${changed ? '+' : ''}`,
    sha,
    changed,
    root,
    databaseSuffix: '',
  };
}

/** The --ref commit, in a worktree of its own (refCheckout). */
function refBuild(commit) {
  const { sha, short, dir } = refCheckout(commit);
  return {
    key: 'ref',
    label: `ref ${sha.slice(0, 7)}`,
    sha,
    changed: false,
    root: dir,
    databaseSuffix: `_${short}`,
  };
}

function buildApi(build) {
  console.log(`building ${build.label}'s API…`);
  runToEnd(
    `${build.root}node_modules/.bin/turbo`,
    ['run', 'build', '--filter=@lectern/api', '--output-logs=errors-only'],
    { cwd: build.root },
  );
}

/** Each build's own prepare.ts (its migrator, its token issuer), under its own tsx. */
function prepare(build, mode, url, club = '') {
  const tsx = createRequire(`${build.root}apps/api/package.json`).resolve('tsx');
  return runToEnd(
    process.execPath,
    ['--import', `file://${tsx}`, 'bench/src/prepare.ts', mode, url, String(club)],
    { cwd: build.root },
  );
}

let nextPort = 4510;
async function startApi(build, databaseUrl) {
  const port = nextPort++;
  const child = startProcess(
    `${build.label} api`,
    process.execPath,
    [...SERVER_NODE_FLAGS, 'apps/api/dist/server.js'],
    {
      cwd: build.root,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'false',
        // The bench's own database; its callers hold tokens (prepare.ts), but the server starts
        // on DATABASE_URL only with a sign-in.
        DEV_SIGN_IN: 'on',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        WEB_DIST: '',
        // Each benchmark writer makes thousands of changes a minute: measure throughput, not the
        // per-person abuse limit (600 a minute by default), which would answer 429.
        RATE_LIMIT_MUTATIONS_PER_MINUTE: '100000000',
        // Requests only. With its job worker the API would plan every reminder due in L's 10,000
        // clubs (20,000 e-mails at once) and send them during the runs, measuring that instead.
        WORKER: 'off',
      },
    },
  );
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  return { child, port, base: `http://127.0.0.1:${port}` };
}

async function startAnchor(databaseUrl, firstUser) {
  const port = nextPort++;
  const child = startProcess('anchor', process.execPath, [
    'bench/src/anchor.mjs',
    databaseUrl,
    String(port),
    String(firstUser),
  ]);
  await waitFor(`http://127.0.0.1:${port}/constant`);
  return { child, port, base: `http://127.0.0.1:${port}` };
}

// ---------------------------------------------------------------------------------------------
// Datasets: one database per dataset and build (lectern_bench_s, lectern_bench_s_<ref sha>…),
// each migrated by its build's own migrator and filled by the same generator.

function databaseUrlFor(base, name) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function ensureDataset(baseUrl, name, build, regenerate) {
  const database = `lectern_bench_${name.toLowerCase()}${build.databaseSuffix}`;
  const url = databaseUrlFor(baseUrl, database);
  const admin = new pg.Client({ connectionString: databaseUrlFor(baseUrl, 'postgres') });
  await admin.connect();
  const marker = `lectern-bench ${name} v${GENERATOR_VERSION}`;
  const existing = await admin.query(
    `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
    [database],
  );
  const fresh = existing.rowCount === 0 || regenerate || existing.rows[0].comment !== marker;
  if (fresh) {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${database}`);
  }
  await admin.end();
  prepare(build, 'migrate', url);
  let generateSeconds = null;
  if (fresh) {
    console.log(`generating dataset ${name} in ${database}…`);
    const connect = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    };
    const started = performance.now();
    await generateDataset(connect, DATASETS[name].clubs);
    generateSeconds = (performance.now() - started) / 1000;
    const vacuumStarted = performance.now();
    await vacuumDataset(connect);
    const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
    const client = await connect();
    await client.query(`COMMENT ON DATABASE ${database} IS '${marker}'`);
    await client.end();
    console.log(
      `  generated in ${generateSeconds.toFixed(1)} s, VACUUM (ANALYZE) in ${vacuumSeconds.toFixed(1)} s`,
    );
  }
  const scope = JSON.parse(prepare(build, 'tokens', url, DATASETS[name].benchClub));
  return { name, database, url, generateSeconds, ...scope };
}

async function resetWrites(dataset) {
  const client = new pg.Client({ connectionString: dataset.url });
  await client.connect();
  await client.query(
    `UPDATE meeting_roles SET user_id = NULL, status = 'open', assigned_at = NULL, confirmed_at = NULL
     WHERE club_id = $1 AND role_type = ANY($2) AND user_id IS NOT NULL`,
    [dataset.clubId, OPEN_ROLE_TYPES],
  );
  await client.end();
}

/**
 * Clears what a write run leaves behind before the next run (autovacuum is off on the machines
 * this runs on). A write run changes the same few dozen rows ten thousand times; their dead
 * versions and index entries made later reads of the club slower (on L the dashboard fell from
 * ~2,100 to ~750 req/s: its role counts walked ~99,000 dead entries of the club's index), so
 * round 2 measured round 1's writes. INDEX_CLEANUP ON: a plain VACUUM skips the indexes when so
 * few pages have dead rows, which is exactly this case.
 */
async function vacuumWrites(dataset) {
  const client = new pg.Client({ connectionString: dataset.url });
  await client.connect();
  await client.query('VACUUM (ANALYZE, INDEX_CLEANUP ON) rsvps, meeting_roles');
  await client.end();
}

// ---------------------------------------------------------------------------------------------
// Round trips and plans

async function send(base, template, dataset, writer) {
  const token = template.auth === 'writer' ? writer.token : dataset.reader.token;
  const path = template.path.replace('{roleId}', String(writer.roleId));
  const response = await globalThis.fetch(`${base}${path}`, {
    method: template.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(template.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(template.body ? { body: template.body.replace('{roleId}', String(writer.roleId)) } : {}),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(
      `${template.method} ${path} answered ${response.status}: ${text.slice(0, 300)}`,
    );
  }
}

/**
 * Round trips per request, counted on a second API instance of the build whose database
 * connection goes through the counting proxy; also collects each call's statements for the
 * EXPLAIN check.
 */
async function countRoundTrips(build, dataset, callNames, doors) {
  const url = new URL(dataset.url);
  const proxy = await startCountingProxy({
    targetHost: url.hostname,
    targetPort: Number(url.port || 5432),
  });
  const proxied = new URL(dataset.url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const api = await startApi(build, proxied.toString());
  const counts = {};
  const statementCounts = {};
  const statements = {};
  const REPEATS = 6;
  try {
    for (const name of callNames) {
      for (const door of doors) {
        const templates = CALLS[name][door](dataset);
        const writer = dataset.writers[0];
        if (CALLS[name].size === 'write') await resetWrites(dataset);
        // One warm-up pass first: a token's first use of the minute also writes last_used_at.
        for (const template of templates) await send(api.base, template, dataset, writer);
        proxy.reset();
        for (let i = 0; i < REPEATS; i += 1) {
          for (const template of templates) await send(api.base, template, dataset, writer);
        }
        const sent = REPEATS * templates.length;
        counts[`${name}/${door}`] = proxy.state.roundTrips / sent;
        statementCounts[`${name}/${door}`] = proxy.state.statementCount / sent;
        if (door === doors[0]) statements[name] = proxy.state.statements;
      }
    }
  } finally {
    api.child.kill('SIGTERM');
    await proxy.close();
  }
  return { counts, statementCounts, statements };
}

const PLANNABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * The plans a statement can run with: the one for these parameter values and, as the API may send
 * statements as prepared statements that PostgreSQL may keep a generic plan for after five runs,
 * the generic plan (forced with plan_cache_mode).
 */
async function plansOf(client, text, params) {
  const plans = [(await client.query(`EXPLAIN (FORMAT JSON) ${text}`, params)).rows];
  if (params.length > 0) {
    const values = params.map((value) => (value === null ? 'NULL' : client.escapeLiteral(value)));
    await client.query('SET plan_cache_mode = force_generic_plan');
    await client.query(`PREPARE bench_generic AS ${text}`);
    try {
      const execute = `EXPLAIN (FORMAT JSON) EXECUTE bench_generic(${values.join(', ')})`;
      plans.push((await client.query(execute)).rows);
    } finally {
      await client.query('DEALLOCATE bench_generic');
      await client.query('RESET plan_cache_mode');
    }
  }
  return plans.map((rows) => rows[0]['QUERY PLAN'][0].Plan);
}

/** EXPLAIN of every statement each call ran; a Seq Scan of a table over 100k rows fails. */
async function explainCheck(dataset, statements) {
  const client = new pg.Client({ connectionString: dataset.url });
  await client.connect();
  const sizes = await client.query(
    `SELECT relname, reltuples FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`,
  );
  const large = new Set(
    sizes.rows.filter((r) => Number(r.reltuples) > 100_000).map((r) => r.relname),
  );
  const findings = [];
  let checked = 0;
  for (const [call, list] of Object.entries(statements)) {
    const seen = new Set();
    for (const { text, params } of list) {
      if (!PLANNABLE.test(text) || seen.has(text)) continue;
      seen.add(text);
      checked += 1;
      const scans = [];
      const walk = (node) => {
        if (node['Node Type'] === 'Seq Scan' && large.has(node['Relation Name'])) {
          scans.push(node['Relation Name']);
        }
        for (const child of node.Plans ?? []) walk(child);
      };
      for (const plan of await plansOf(client, text, params)) walk(plan);
      if (scans.length > 0) findings.push({ call, tables: scans, sql: text });
    }
  }
  await client.end();
  return { checked, large: [...large], findings };
}

// ---------------------------------------------------------------------------------------------
// Timed runs

function loadRun(spec, target) {
  const { database } = target.dataset;
  return new Promise((resolve, reject) => {
    const child = startProcess('load', process.execPath, ['bench/src/load.mjs'], {
      env: { BENCH_LOAD_SPEC: JSON.stringify(spec) },
      stdin: 'pipe',
    });
    const serverPid = target.serverPid;
    let warm = false;
    const pids = () => ({
      serverPids: new Set([serverPid]),
      loadPids: new Set([child.pid]),
      database,
    });
    let before = null;
    let after = null;
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (!warm && output.includes('WARM\n')) {
        warm = true;
        // A warm-up cut off mid-cycle leaves roles taken: every measured run starts from the same
        // state, once the warm-up's last requests (abandoned by autocannon) have been served.
        const reset = target.write
          ? sleep(1000).then(() => resetWrites(target.dataset))
          : Promise.resolve();
        reset.then(() => child.stdin.end('go\n'), reject);
      }
      if (before === null && output.includes('START\n')) before = snapshot(pids());
      if (before !== null && after === null && /\{.*\}\n/.test(output.split('START\n')[1] ?? '')) {
        after = snapshot(pids());
      }
    });
    child.once('exit', (code) => {
      if (code !== 0 || !before || !after)
        return reject(new Error(`load generator failed: ${output}`));
      const result = JSON.parse(output.split('START\n')[1].trim());
      resolve({ ...result, cpu: difference(before, after) });
    });
  });
}

async function measure(target, options) {
  const attempts = [];
  for (let attempt = 0; attempt <= options.retries; attempt += 1) {
    const result = await loadRun(
      {
        base: target.base,
        connections: target.connections,
        duration: options.duration,
        warmup: options.warmup,
        requests: target.requests,
        readerToken: target.dataset.reader.token,
        writers: target.dataset.writers,
      },
      target,
    );
    attempts.push(result);
    if (result.cpu.otherShare <= options.maxOther) break;
    process.stdout.write(
      `    rejected: other processes used ${(result.cpu.otherShare * 100).toFixed(1)}% of the machine\n`,
    );
  }
  const best = attempts.reduce((a, b) => (b.cpu.otherShare < a.cpu.otherShare ? b : a));
  return {
    ...best,
    attempts: attempts.length,
    rejected: best.cpu.otherShare > options.maxOther,
    serverUsPerReq: best.requests > 0 ? (best.cpu.serverSeconds * 1e6) / best.requests : NaN,
    pgUsPerReq: best.requests > 0 ? (best.cpu.pgSeconds * 1e6) / best.requests : NaN,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// ---------------------------------------------------------------------------------------------
// The floors and the report

/** The floors of the issue "One plain request path", for one build's rows. */
function verdicts(summary, build, statementCounts, explain) {
  const notes = [];
  for (const row of summary.filter((s) => s.build === build.key && s.call)) {
    const at = `${row.dataset} ${row.target} @${row.connections}`;
    const floor = FLOORS[CALLS[row.call].size];
    if (row.ratio !== null && row.ratio < floor)
      notes.push(`${at}: ${row.ratio.toFixed(2)}× raw pg, floor ${floor}`);
    if (row.dataset === 'L' && row.connections === 10 && row.p99 > P99_LIMIT_MS)
      notes.push(`${at}: p99 ${row.p99} ms, limit ${P99_LIMIT_MS}`);
    if (row.lOverS !== null && row.lOverS < L_OVER_S_FLOOR)
      notes.push(`${at}: L/S ${row.lOverS.toFixed(2)}, floor ${L_OVER_S_FLOOR}`);
  }
  const counted = statementCounts[build.key] ?? {};
  if (counted.S && counted.L) {
    for (const [target, onS] of Object.entries(counted.S)) {
      if (counted.L[target] !== onS)
        notes.push(`${target}: ${onS} statements on S but ${counted.L[target]} on L`);
    }
  }
  const plans = explain[build.key];
  if (plans) for (const f of plans.findings) notes.push(`SEQ SCAN of ${f.tables} in ${f.call}`);
  return notes;
}

function pad(value, width) {
  const text = String(value);
  return text.length >= width ? text : ' '.repeat(width - text.length) + text;
}

const fixed = (value, digits) =>
  value === null || value === undefined || Number.isNaN(value) ? '' : value.toFixed(digits);

/** One line per dataset, connection count and target; each build's columns side by side. */
function printTable(summary, builds, roundTrips, statementCounts) {
  const perBuild = ['req/s', '×pg', 'p50', 'p99', 'srv µs', 'pg µs', 'L/S', 'trips', 'other'];
  const widths = [7, 5, 5, 6, 7, 7, 5, 8, 6];
  const head = [pad('set', 3), pad('conn', 4), pad('target', 20)];
  const sub = [' '.repeat(3), ' '.repeat(4), ' '.repeat(20)];
  for (const build of builds) {
    const width = widths.reduce((a, b) => a + b + 1, 0);
    head.push(`| ${build.label}`.padEnd(width));
    sub.push(`| ${perBuild.map((h, i) => pad(h, widths[i])).join(' ')}`);
  }
  if (builds.length > 1) {
    head.push('| now/ref');
    sub.push('|  req/s');
  }
  console.log(head.join(' '));
  console.log(sub.join(' '));
  const keys = [];
  for (const row of summary) {
    const key = `${row.dataset}|${row.connections}|${row.target}`;
    if (!keys.includes(key)) keys.push(key);
  }
  for (const key of keys) {
    const [dataset, connections, target] = key.split('|');
    const line = [pad(dataset, 3), pad(connections, 4), target.padEnd(20)];
    let nowOverRef = null;
    for (const build of builds) {
      const row = summary.find(
        (s) =>
          `${s.dataset}|${s.connections}|${s.target}` === key &&
          (s.build === build.key || s.build === null),
      );
      const showAnchor = row && (row.build !== null || build === builds[0]);
      if (!row || !showAnchor) {
        line.push(`| ${perBuild.map((_, i) => pad('', widths[i])).join(' ')}`);
        continue;
      }
      if (row.build === 'now') nowOverRef = row.nowOverRef;
      const trips = row.call ? roundTrips[build.key]?.[dataset]?.[target] : undefined;
      const statements = row.call ? statementCounts[build.key]?.[dataset]?.[target] : undefined;
      line.push(
        `| ${[
          fixed(row.reqPerSec, 0),
          fixed(row.ratio, 2),
          fixed(row.p50, 0),
          fixed(row.p99, 0),
          fixed(row.serverUsPerReq, 0),
          fixed(row.pgUsPerReq, 0),
          fixed(row.lOverS, 2),
          trips === undefined ? '' : `${fixed(trips, 1)} (${fixed(statements, 1)})`,
          `${fixed(row.otherShare * 100, 0)}%`,
        ]
          .map((v, i) => pad(v, widths[i]))
          .join(' ')}`,
      );
    }
    if (builds.length > 1) line.push(`| ${pad(fixed(nowOverRef, 2), 6)}`);
    console.log(line.join(' '));
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const flags = parseFlags(process.argv.slice(2));
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!baseUrl)
    throw new Error('Set DATABASE_URL (any database on the server; the bench creates its own).');
  const callNames = flags.calls ?? Object.keys(CALLS);
  const startedAt = new Date();
  const loadBefore = loadavg();

  ensureInstalled();
  const builds = [thisBuild()];
  if (flags.ref) builds.push(refBuild(flags.ref));
  for (const build of builds) {
    if (flags.build) buildApi(build);
    if (!existsSync(`${build.root}apps/api/dist/server.js`))
      throw new Error(`${build.root}apps/api/dist/server.js is missing`);
  }

  // datasets[build][name]: each build's own database for each dataset.
  const datasets = {};
  for (const build of builds) {
    datasets[build.key] = {};
    for (const name of flags.datasets)
      datasets[build.key][name] = await ensureDataset(baseUrl, name, build, flags.regenerate);
  }

  console.log('counting round trips…');
  const roundTrips = {};
  const statementCounts = {};
  const explain = {};
  for (const build of builds) {
    roundTrips[build.key] = {};
    statementCounts[build.key] = {};
    for (const dataset of Object.values(datasets[build.key])) {
      const counted = await countRoundTrips(build, dataset, callNames, flags.doors);
      roundTrips[build.key][dataset.name] = counted.counts;
      statementCounts[build.key][dataset.name] = counted.statementCounts;
      if (dataset.name === 'L')
        explain[build.key] = await explainCheck(dataset, counted.statements);
    }
  }
  for (const build of builds) {
    const plans = explain[build.key];
    if (!plans) continue;
    console.log(
      `EXPLAIN on L (${build.label}): ${plans.checked} statements checked, large tables: ${plans.large.join(', ')}`,
    );
    for (const f of plans.findings)
      console.log(`  SEQ SCAN of ${f.tables.join(', ')} in ${f.call}: ${f.sql}`);
  }
  if (!flags.datasets.includes('L'))
    console.log('EXPLAIN check skipped: it runs on dataset L (add --datasets S,L).');

  // The servers: per dataset one anchor (on this build's database; it reads only users), per
  // dataset and build one API.
  const anchors = {};
  const apis = {};
  for (const name of flags.datasets) {
    const dataset = datasets.now[name];
    anchors[name] = await startAnchor(dataset.url, (dataset.clubId - 1) * MEMBERS_PER_CLUB + 1);
    for (const build of builds)
      apis[`${build.key}|${name}`] = await startApi(build, datasets[build.key][name].url);
  }

  // Groups of targets measured back to back: an anchor alone, or one call through one door on
  // every build (the builds' order flips each round, so neither always goes first).
  const groups = [];
  for (const name of flags.datasets) {
    for (const [anchor, requests] of Object.entries(ANCHORS)) {
      groups.push([
        {
          dataset: datasets.now[name],
          build: null,
          target: anchor,
          base: anchors[name].base,
          serverPid: anchors[name].child.pid,
          requests: requests(),
        },
      ]);
    }
    for (const call of callNames) {
      for (const door of flags.doors) {
        groups.push(
          builds.map((build) => {
            const dataset = datasets[build.key][name];
            const api = apis[`${build.key}|${name}`];
            return {
              dataset,
              build: build.key,
              call,
              door,
              write: CALLS[call].size === 'write',
              target: `${call}/${door}`,
              base: api.base,
              serverPid: api.child.pid,
              requests: CALLS[call][door](dataset),
            };
          }),
        );
      }
    }
  }
  const targets = groups.flat();

  const runs = [];
  if (!flags.explainOnly) {
    const total = flags.rounds * flags.connections.length * targets.length;
    const minutes = (total * (flags.duration + flags.warmup + 1.5)) / 60;
    console.log(
      `${total} runs (${flags.rounds} rounds × ${flags.connections.length} connection counts × ${targets.length} targets over ${flags.datasets.length} datasets and ${builds.length} builds): at least ${minutes.toFixed(0)} min${flags.busy ? '' : ', more when runs are rejected'}`,
    );
    for (let round = 1; round <= flags.rounds; round += 1) {
      for (const connections of flags.connections) {
        for (const group of groups) {
          for (const target of round % 2 === 1 ? group : [...group].reverse()) {
            const result = await measure({ ...target, connections }, flags);
            if (target.write) await vacuumWrites(target.dataset);
            runs.push({
              round,
              connections,
              dataset: target.dataset.name,
              target: target.target,
              build: target.build,
              call: target.call ?? null,
              door: target.door ?? null,
              ...result,
            });
            const who = target.build ? ` [${target.build}]` : '';
            console.log(
              `  r${round} ${target.dataset.name} c${connections} ${target.target}${who}: ${result.reqPerSec.toFixed(0)} req/s, p99 ${result.p99} ms, other ${(result.cpu.otherShare * 100).toFixed(1)}%${result.rejected ? ' (REJECTED, kept the quietest)' : ''}${result.non2xx || result.errors ? ` NON-2XX ${result.non2xx} ERRORS ${result.errors}` : ''}`,
            );
          }
        }
      }
    }
  }

  const sameRow = (run, row) =>
    run.connections === row.connections &&
    run.dataset === row.dataset &&
    run.target === row.target &&
    run.build === row.build;
  const summary = [];
  for (const connections of flags.connections) {
    for (const target of targets) {
      const row = {
        dataset: target.dataset.name,
        connections,
        target: target.target,
        build: target.build,
        call: target.call ?? null,
        door: target.door ?? null,
      };
      const mine = runs.filter((r) => sameRow(r, row));
      if (mine.length === 0) continue;
      const kept = mine.filter((r) => !r.rejected);
      const use = kept.length > 0 ? kept : mine;
      summary.push({
        ...row,
        reqPerSec: median(use.map((r) => r.reqPerSec)),
        p50: median(use.map((r) => r.p50)),
        p99: median(use.map((r) => r.p99)),
        serverUsPerReq: median(use.map((r) => r.serverUsPerReq)),
        pgUsPerReq: median(use.map((r) => r.pgUsPerReq)),
        otherShare: median(use.map((r) => r.cpu.otherShare)),
        kept: kept.length,
        rounds: mine.length,
        errors: mine.reduce((n, r) => n + r.non2xx + r.errors, 0),
      });
    }
  }
  // Ratios pair runs of the same round (the interleaving's point): this machine's speed drifts by
  // up to 20 % over a full run, so a median taken apart from its anchor's would carry the drift.
  const pairedRatio = (row, over) => {
    const pairs = [];
    for (const run of runs.filter((r) => sameRow(r, row))) {
      const base = runs.find((r) => r.round === run.round && sameRow(r, over));
      if (base)
        pairs.push({
          ratio: run.reqPerSec / base.reqPerSec,
          quiet: !run.rejected && !base.rejected,
        });
    }
    // As for the medians above: rounds rejected as noisy count only when no quiet pair is left.
    const quiet = pairs.filter((pair) => pair.quiet);
    const use = quiet.length > 0 ? quiet : pairs;
    return use.length > 0 ? median(use.map((pair) => pair.ratio)) : null;
  };
  for (const row of summary) {
    row.ratio = pairedRatio(row, { ...row, target: 'rawPg', build: null });
    row.lOverS = row.dataset === 'L' ? pairedRatio(row, { ...row, dataset: 'S' }) : null;
    row.nowOverRef =
      row.build === 'now' && builds.length > 1 ? pairedRatio(row, { ...row, build: 'ref' }) : null;
  }

  console.log('');
  console.log('Round trips per request (and SQL statements sent), counted at the wire:');
  for (const build of builds) {
    for (const [name, counts] of Object.entries(roundTrips[build.key])) {
      console.log(
        `  ${build.label} ${name}: ${Object.entries(counts)
          .map(
            ([k, v]) => `${k} ${v.toFixed(1)} (${statementCounts[build.key][name][k].toFixed(1)})`,
          )
          .join(', ')}`,
      );
    }
  }
  const others = runs.map((r) => r.cpu.otherShare);
  const loadAfter = loadavg();
  const machine = {
    cpus: cpus().length,
    model: cpus()[0]?.model,
    memoryGiB: totalmem() / 2 ** 30,
    node: process.version,
    loadavgBefore: loadBefore,
    loadavgAfter: loadAfter,
    otherShareMedian: others.length > 0 ? median(others) : null,
    otherShareMax: others.length > 0 ? Math.max(...others) : null,
  };
  if (summary.length > 0) {
    console.log('');
    printTable(summary, builds, roundTrips, statementCounts);
    console.log('');
    for (const build of builds) {
      const misses = verdicts(summary, build, statementCounts, explain);
      console.log(
        misses.length === 0
          ? `Floors (${build.label}): all met.`
          : `Floors (${build.label}) missed:\n  ${misses.join('\n  ')}`,
      );
    }
    console.log(
      `Machine: ${machine.cpus} × ${machine.model}, ${machine.memoryGiB.toFixed(0)} GiB, Node ${machine.node}; load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} at the start, ${loadAfter.map((l) => l.toFixed(1)).join(' ')} at the end; other processes used ${(machine.otherShareMedian * 100).toFixed(0)}% of the machine in the median run (at most ${(machine.otherShareMax * 100).toFixed(0)}%).`,
    );
  }
  const rejected = runs.filter((r) => r.rejected).length;
  if (flags.busy)
    console.log(
      '--busy: no run was rejected for what else ran; these figures describe a busy machine, not a quiet one.',
    );
  else if (rejected > 0)
    console.log(
      `${rejected} of ${runs.length} runs stayed above the ${flags.maxOther * 100}% noise limit after retries: the machine was busy; numbers are indicative only.`,
    );

  mkdirSync(`${root}bench/results`, { recursive: true });
  const file = `${root}bench/results/${startedAt.toISOString().replaceAll(':', '-')}.json`;
  writeFileSync(
    file,
    JSON.stringify(
      {
        flags,
        machine,
        builds: builds.map(({ key, label, sha, changed }) => ({ key, label, sha, changed })),
        datasets: Object.fromEntries(
          builds.map((b) => [
            b.key,
            Object.values(datasets[b.key]).map(({ writers: _w, reader: _r, ...d }) => d),
          ]),
        ),
        roundTrips,
        statementCounts,
        explain,
        summary,
        runs,
      },
      null,
      2,
    ),
  );
  console.log(`results: ${file}`);

  const errors = summary.filter((s) => s.errors > 0);
  for (const e of errors)
    console.log(
      `ERRORS: ${e.dataset} ${e.target} [${e.build}] @${e.connections}: ${e.errors} non-2xx or failed requests`,
    );
  stopAll();
  // This build's plans decide the exit code; the reference's are reported only.
  if ((explain.now && explain.now.findings.length > 0) || errors.length > 0) process.exit(1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
});
