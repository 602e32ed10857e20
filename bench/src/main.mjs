// `npm run bench`: the benchmark of Lectern's API. See docs/SCALING.md for the protocol and the
// meaning of every column; `npm run bench -- --help` for the flags.
import { spawn, spawnSync } from 'node:child_process';
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
import { isKeptLookup } from './kept-read.mjs';
import { startCountingProxy } from './proxy.mjs';
import { ensureInstalled, SERVER_NODE_FLAGS, env as toolEnv } from '../../scripts/lib.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const apiRequire = createRequire(`${root}apps/api/package.json`);
const pg = apiRequire('pg');
const tsx = apiRequire.resolve('tsx');

// ---------------------------------------------------------------------------------------------
// Flags

const HELP = `Usage: npm run bench -- [flags]
  --quick                 S only, 10 connections, 3 s runs after 1 s warm-up, 1 round
  --datasets S,L          datasets (default S,L)
  --calls a,b             calls (default all): ${'{calls}'}
  --doors rest,trpc       doors (default both)
  --connections 1,10,50   connection counts (default 1,10,50)
  --duration 10           seconds per measured run (default 10)
  --warmup 3              seconds of discarded warm-up before each run (default 3)
  --rounds 3              interleaved rounds; medians are taken over them (default 3)
  --max-other 0.05        reject a run when other processes used more of the machine (default 0.05)
  --retries 4             repeats of a rejected run before its quietest attempt is kept (default 4)
  --regenerate            regenerate the datasets even when the databases are up to date
  --no-build              do not run the API build first
  --explain-only          prepare the datasets, count round trips and run the EXPLAIN check only`;

function parseFlags(argv) {
  const flags = {
    datasets: ['S', 'L'],
    calls: null,
    doors: ['rest', 'trpc'],
    connections: [1, 10, 50],
    duration: 10,
    warmup: 3,
    rounds: 3,
    maxOther: 0.05,
    retries: 4,
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
    } else if (flag === '--datasets') flags.datasets = list(value()).map((d) => d.toUpperCase());
    else if (flag === '--calls') flags.calls = list(value());
    else if (flag === '--doors') flags.doors = list(value());
    else if (flag === '--connections') flags.connections = list(value()).map(Number);
    else if (flag === '--duration') flags.duration = Number(value());
    else if (flag === '--warmup') flags.warmup = Number(value());
    else if (flag === '--rounds') flags.rounds = Number(value());
    else if (flag === '--max-other') flags.maxOther = Number(value());
    else if (flag === '--retries') flags.retries = Number(value());
    else if (flag === '--regenerate') flags.regenerate = true;
    else if (flag === '--no-build') flags.build = false;
    else if (flag === '--explain-only') flags.explainOnly = true;
    else throw new Error(`unknown flag ${flag} (see --help)`);
  }
  for (const d of flags.datasets) if (!DATASETS[d]) throw new Error(`unknown dataset ${d}`);
  for (const c of flags.calls ?? []) if (!CALLS[c]) throw new Error(`unknown call ${c}`);
  return flags;
}

// ---------------------------------------------------------------------------------------------
// The benchmarked calls, through both doors. `auth: 'writer'` gives each connection its own
// member (and volunteer target), so concurrent writes never contend on one row.

// The tRPC door is called the way the web app calls it: httpBatchLink's format (a batch of one).
const trpcQuery = (path, input) =>
  `/api/trpc/${path}?batch=1&input=${encodeURIComponent(JSON.stringify(input === undefined ? {} : { 0: input }))}`;
const trpcBody = (input) => JSON.stringify({ 0: input });

const CALLS = {
  dashboard: {
    rest: (s) => [{ method: 'GET', path: `/api/clubs/${s.clubId}/dashboard` }],
    trpc: (s) => [{ method: 'GET', path: trpcQuery('clubs.dashboard', { clubId: s.clubId }) }],
  },
  upcoming: {
    rest: (s) => [{ method: 'GET', path: `/api/clubs/${s.clubId}/meetings/upcoming` }],
    trpc: (s) => [{ method: 'GET', path: trpcQuery('meetings.upcoming', { clubId: s.clubId }) }],
  },
  roles: {
    rest: (s) => [{ method: 'GET', path: `/api/meetings/${s.meetingId}/roles` }],
    trpc: (s) => [
      { method: 'GET', path: trpcQuery('meetingRoles.list', { meetingId: s.meetingId }) },
    ],
  },
  rsvps: {
    rest: (s) => [{ method: 'GET', path: `/api/meetings/${s.meetingId}/rsvps` }],
    trpc: (s) => [{ method: 'GET', path: trpcQuery('rsvps.list', { meetingId: s.meetingId }) }],
  },
  members: {
    rest: (s) => [{ method: 'GET', path: `/api/clubs/${s.clubId}/members` }],
    trpc: (s) => [{ method: 'GET', path: trpcQuery('members.list', { clubId: s.clubId }) }],
  },
  authUser: {
    rest: () => [{ method: 'GET', path: '/api/auth/user' }],
    trpc: () => [{ method: 'GET', path: trpcQuery('auth.user') }],
  },
  rsvpSubmit: {
    write: true,
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
    write: true,
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

const ANCHORS = {
  constant: () => [{ method: 'GET', path: '/constant' }],
  rawPg: () => [{ method: 'GET', path: '/pg' }],
  // The role list as a kept read with nothing but its guarantees (anchor.mjs, kept-read.mjs).
  keptRead: (s) => [{ method: 'GET', path: `/kept/${s.meetingId}` }],
};

// ---------------------------------------------------------------------------------------------
// Processes

const children = new Set();

function startProcess(command, args, env = {}, stdin = 'ignore') {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: [stdin, 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const label = args.find((arg) => !arg.startsWith('-')) ?? command;
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

function runToEnd(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    // The workspace's tools first (turbo needs the pnpm the start and test commands fetch).
    env: { ...toolEnv, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  return result.stdout;
}

const prepare = (mode, url, club = '') =>
  runToEnd(process.execPath, [
    '--import',
    `file://${tsx}`,
    'bench/src/prepare.ts',
    mode,
    url,
    String(club),
  ]);

async function waitFor(url, tries = 200) {
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

let nextPort = 4510;
async function startApi(databaseUrl) {
  const port = nextPort++;
  const child = startProcess(process.execPath, [...SERVER_NODE_FLAGS, 'apps/api/dist/server.js'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    WEB_DIST: '',
    // Each benchmark writer makes thousands of changes a minute: measure throughput, not the
    // per-person abuse limit (600 a minute by default), which would answer 429.
    RATE_LIMIT_MUTATIONS_PER_MINUTE: '100000000',
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  return { child, port, base: `http://127.0.0.1:${port}` };
}

async function startAnchor(databaseUrl, firstUser) {
  const port = nextPort++;
  const child = startProcess(process.execPath, [
    'bench/src/anchor.mjs',
    databaseUrl,
    String(port),
    String(firstUser),
  ]);
  await waitFor(`http://127.0.0.1:${port}/constant`);
  return { child, port, base: `http://127.0.0.1:${port}` };
}

// ---------------------------------------------------------------------------------------------
// Datasets

function databaseUrlFor(base, name) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function ensureDataset(baseUrl, name, regenerate) {
  const database = `lectern_bench_${name.toLowerCase()}`;
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
  prepare('migrate', url);
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
  const scope = JSON.parse(prepare('tokens', url, DATASETS[name].benchClub));
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
 * Round trips per request, counted on a second API instance whose database connection goes
 * through the counting proxy; also collects each call's statements for the EXPLAIN check.
 */
async function countRoundTrips(dataset, callNames, doors) {
  const url = new URL(dataset.url);
  const proxy = await startCountingProxy({
    targetHost: url.hostname,
    targetPort: Number(url.port || 5432),
  });
  const proxied = new URL(dataset.url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const api = await startApi(proxied.toString());
  const counts = {};
  const statementCounts = {};
  const statements = {};
  const REPEATS = 6;
  try {
    for (const name of callNames) {
      for (const door of doors) {
        const templates = CALLS[name][door](dataset);
        const writer = dataset.writers[0];
        if (CALLS[name].write) await resetWrites(dataset);
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
 * The plans a statement can run with: the one for these parameter values and, as the API sends
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
    const child = startProcess(
      process.execPath,
      ['bench/src/load.mjs'],
      { BENCH_LOAD_SPEC: JSON.stringify(spec) },
      'pipe',
    );
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
// Targets (the issue's figures) and the report

const READS = ['dashboard', 'upcoming', 'roles', 'rsvps', 'members', 'authUser'];

function verdicts(summary, connections) {
  const notes = [];
  const top = Math.max(...connections);
  for (const row of summary.filter((s) => s.connections === top && s.call)) {
    const checks = [];
    if (READS.includes(row.call)) {
      const min = row.call === 'dashboard' ? 0.25 : row.door === 'rest' ? 0.65 : 0.3;
      checks.push([`ratio ≥ ${min}`, row.ratio >= min]);
      if (row.dataset === 'L') {
        checks.push(['p99 ≤ 25 ms', row.p99 <= 25]);
        checks.push(['L/S ≥ 0.8', row.lOverS === null || row.lOverS >= 0.8]);
      }
    } else {
      checks.push(['ratio ≥ 0.3', row.ratio >= 0.3]);
    }
    const failed = checks.filter(([, ok]) => !ok).map(([label]) => label);
    if (failed.length > 0)
      notes.push(`${row.dataset} ${row.target} @${top}: misses ${failed.join(', ')}`);
  }
  return notes;
}

function pad(value, width) {
  const text = String(value);
  return text.length >= width ? text : ' '.repeat(width - text.length) + text;
}

function printTable(summary) {
  const header = [
    'dataset',
    'conn',
    'target',
    'req/s',
    'p50 ms',
    'p99 ms',
    'srv µs/req',
    'pg µs/req',
    '×raw pg',
    '×kept',
    'L/S',
    'trips',
    'kept',
  ];
  const widths = [7, 4, 22, 8, 7, 7, 10, 9, 7, 6, 5, 5, 6];
  console.log(header.map((h, i) => pad(h, widths[i])).join(' '));
  for (const row of summary) {
    console.log(
      [
        row.dataset,
        row.connections,
        row.target,
        row.reqPerSec.toFixed(0),
        row.p50.toFixed(1),
        row.p99.toFixed(1),
        row.serverUsPerReq.toFixed(0),
        row.pgUsPerReq.toFixed(0),
        row.ratio === null ? '' : row.ratio.toFixed(2),
        row.overKept === null ? '' : row.overKept.toFixed(2),
        row.lOverS === null ? '' : row.lOverS.toFixed(2),
        row.roundTrips === null ? '' : row.roundTrips.toFixed(1),
        `${row.kept}/${row.rounds}`,
      ]
        .map((v, i) => pad(v, widths[i]))
        .join(' '),
    );
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const flags = parseFlags(process.argv.slice(2));
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!baseUrl)
    throw new Error('Set DATABASE_URL (any database on the server; the bench creates its own).');
  const callNames = flags.calls ?? Object.keys(CALLS);

  if (flags.build) {
    ensureInstalled();
    runToEnd(`${root}node_modules/.bin/turbo`, [
      'run',
      'build',
      '--filter=@lectern/api',
      '--output-logs=errors-only',
    ]);
  }
  if (!existsSync(`${root}apps/api/dist/server.js`))
    throw new Error('apps/api/dist/server.js is missing');

  const datasets = {};
  for (const name of flags.datasets)
    datasets[name] = await ensureDataset(baseUrl, name, flags.regenerate);

  const servers = {};
  for (const dataset of Object.values(datasets)) {
    servers[dataset.name] = {
      api: await startApi(dataset.url),
      anchor: await startAnchor(dataset.url, (dataset.clubId - 1) * MEMBERS_PER_CLUB + 1),
    };
  }

  console.log('counting round trips…');
  const roundTrips = {};
  const statementCounts = {};
  let explain = null;
  let rolesLookup;
  for (const dataset of Object.values(datasets)) {
    const counted = await countRoundTrips(dataset, callNames, flags.doors);
    roundTrips[dataset.name] = counted.counts;
    statementCounts[dataset.name] = counted.statementCounts;
    rolesLookup ??= counted.statements.roles?.[0]?.text;
    if (dataset.name === 'L') explain = await explainCheck(dataset, counted.statements);
  }
  if (rolesLookup !== undefined && !isKeptLookup(rolesLookup))
    console.log(
      'WARNING: the API looks up the caller of a role list with another statement than the kept-read anchor (bench/src/kept-read.mjs): its figures do not compare.',
    );
  if (explain) {
    console.log(
      `EXPLAIN on L: ${explain.checked} statements checked, large tables: ${explain.large.join(', ')}`,
    );
    for (const f of explain.findings)
      console.log(`  SEQ SCAN of ${f.tables.join(', ')} in ${f.call}: ${f.sql}`);
  } else {
    console.log('EXPLAIN check skipped: it runs on dataset L (add --datasets S,L).');
  }

  const targets = [];
  for (const dataset of Object.values(datasets)) {
    const { api, anchor } = servers[dataset.name];
    for (const [name, requests] of Object.entries(ANCHORS)) {
      targets.push({
        dataset,
        target: name,
        base: anchor.base,
        serverPid: anchor.child.pid,
        requests: requests(dataset),
      });
    }
    for (const call of callNames) {
      for (const door of flags.doors) {
        targets.push({
          dataset,
          call,
          door,
          write: CALLS[call].write === true,
          target: `${call}/${door}`,
          base: api.base,
          serverPid: api.child.pid,
          requests: CALLS[call][door](dataset),
        });
      }
    }
  }

  const runs = [];
  if (!flags.explainOnly) {
    const perTarget = targets.length / Object.keys(datasets).length;
    const total = flags.rounds * flags.connections.length * targets.length;
    const minutes = (total * (flags.duration + flags.warmup + 1.5)) / 60;
    console.log(
      `${total} runs (${flags.rounds} rounds × ${flags.connections.length} connection counts × ${Object.keys(datasets).length} datasets × ${perTarget} targets): at least ${minutes.toFixed(0)} min, more when runs are rejected`,
    );
    for (let round = 1; round <= flags.rounds; round += 1) {
      for (const connections of flags.connections) {
        for (const target of targets) {
          const result = await measure({ ...target, connections }, flags);
          if (target.write) await vacuumWrites(target.dataset);
          runs.push({
            round,
            connections,
            dataset: target.dataset.name,
            target: target.target,
            call: target.call ?? null,
            door: target.door ?? null,
            ...result,
          });
          console.log(
            `  r${round} ${target.dataset.name} c${connections} ${target.target}: ${result.reqPerSec.toFixed(0)} req/s, p99 ${result.p99} ms, other ${(result.cpu.otherShare * 100).toFixed(1)}%${result.rejected ? ' (REJECTED, kept the quietest)' : ''}${result.non2xx || result.errors ? ` NON-2XX ${result.non2xx} ERRORS ${result.errors}` : ''}`,
          );
        }
      }
    }
  }

  const summary = [];
  for (const connections of flags.connections) {
    for (const target of targets) {
      const mine = runs.filter(
        (r) =>
          r.connections === connections &&
          r.dataset === target.dataset.name &&
          r.target === target.target,
      );
      if (mine.length === 0) continue;
      const kept = mine.filter((r) => !r.rejected);
      const use = kept.length > 0 ? kept : mine;
      summary.push({
        dataset: target.dataset.name,
        connections,
        target: target.target,
        call: target.call ?? null,
        door: target.door ?? null,
        reqPerSec: median(use.map((r) => r.reqPerSec)),
        p50: median(use.map((r) => r.p50)),
        p99: median(use.map((r) => r.p99)),
        serverUsPerReq: median(use.map((r) => r.serverUsPerReq)),
        pgUsPerReq: median(use.map((r) => r.pgUsPerReq)),
        roundTrips: target.call ? (roundTrips[target.dataset.name][target.target] ?? null) : null,
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
    for (const run of runs) {
      if (run.connections !== row.connections || run.dataset !== row.dataset) continue;
      if (run.target !== row.target) continue;
      const base = runs.find(
        (r) =>
          r.round === run.round &&
          r.connections === run.connections &&
          r.dataset === over.dataset &&
          r.target === over.target,
      );
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
    row.ratio = pairedRatio(row, { dataset: row.dataset, target: 'rawPg' });
    // How near a read comes to the least its guarantees cost (the kept-read anchor).
    row.overKept =
      row.call && READS.includes(row.call)
        ? pairedRatio(row, { dataset: row.dataset, target: 'keptRead' })
        : null;
    row.lOverS =
      row.dataset === 'L' ? pairedRatio(row, { dataset: 'S', target: row.target }) : null;
  }

  console.log('');
  console.log('Round trips per request (and SQL statements sent), counted at the wire:');
  for (const [name, counts] of Object.entries(roundTrips)) {
    console.log(
      `  ${name}: ${Object.entries(counts)
        .map(([k, v]) => `${k} ${v.toFixed(1)} (${statementCounts[name][k].toFixed(1)})`)
        .join(', ')}`,
    );
  }
  if (summary.length > 0) {
    console.log('');
    printTable(summary);
    const misses = verdicts(summary, flags.connections);
    console.log('');
    console.log(
      misses.length === 0 ? 'All targets met.' : `Targets missed:\n  ${misses.join('\n  ')}`,
    );
  }
  const rejected = runs.filter((r) => r.rejected).length;
  if (rejected > 0)
    console.log(
      `${rejected} of ${runs.length} runs stayed above the ${flags.maxOther * 100}% noise limit after retries: the machine was busy; numbers are indicative only.`,
    );

  mkdirSync(`${root}bench/results`, { recursive: true });
  const file = `${root}bench/results/${new Date().toISOString().replaceAll(':', '-')}.json`;
  const machine = {
    cpus: cpus().length,
    model: cpus()[0]?.model,
    memoryGiB: totalmem() / 2 ** 30,
    loadavg: loadavg(),
    node: process.version,
  };
  writeFileSync(
    file,
    JSON.stringify(
      {
        flags,
        machine,
        datasets: Object.values(datasets).map(({ writers: _w, reader: _r, ...d }) => d),
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
      `ERRORS: ${e.dataset} ${e.target} @${e.connections}: ${e.errors} non-2xx or failed requests`,
    );
  stopAll();
  if ((explain && explain.findings.length > 0) || errors.length > 0) process.exit(1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
});
