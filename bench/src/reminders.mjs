// `npm run bench:reminders`: reminder day at 10,000 clubs (docs/SCALING.md). On a database of its
// own (a clone of the test template on the server at DATABASE_URL, filled with the benchmark's L
// dataset, dropped after), the next meeting of `--due` clubs is moved so that its meeting and RSVP
// reminders fall due now, and nothing falls due for the other clubs. Then:
//   - the planner's run, as the schedule runs it (its time, the jobs it adds, this process's heap),
//     and the schedule's next run a period later (what every later run costs);
//   - the built API's workers sending them to a local SMTP sink and a local push sink (HTTPS, a
//     certificate made for the run): one instance for `--seconds`, then two; messages a second at
//     the sinks, each process's CPU, PostgreSQL's CPU, and how long the whole queue would take.
// Loopback only; the sinks run in this process on the same two cores. Not a timed test.
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import {
  generateDataset,
  MEETINGS_PER_CLUB,
  MEMBERS_PER_CLUB,
  PAST_MEETINGS,
  vacuumDataset,
} from './datasets.mjs';
import {
  buildApi,
  postgresCpuMs,
  runUnderTsx,
  startServerProcess,
  usageOf,
} from './server-process.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

const HELP = `Usage: DATABASE_URL=postgres://… npm run bench:reminders -- [flags]
  --clubs N      clubs in the dataset, 100 members each (default 10000, the L dataset)
  --due N        clubs whose next meeting's reminders fall due now (default 500)
  --seconds N    seconds each sending phase is measured (default 30)
  --devices N    percent of the due clubs' members with a device for push (default 30)`;

function parseFlags(argv) {
  const flags = { clubs: 10_000, due: 500, seconds: 30, devices: 30 };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    if (flag === '--help' || flag === '-h') {
      console.log(HELP);
      process.exit(0);
    }
    const name = flag.replace(/^--/, '');
    const value = Number.parseInt(argv[i + 1] ?? '', 10);
    if (!(name in flags) || !Number.isFinite(value) || value < 1)
      throw new Error(`Bad flag ${flag}\n${HELP}`);
    flags[name] = value;
    i += 1;
  }
  if (flags.due > flags.clubs) throw new Error(`--due is more than --clubs\n${HELP}`);
  return flags;
}

const flags = parseFlags(process.argv.slice(2));
if (!process.env.DATABASE_URL) {
  console.error(`DATABASE_URL is not set.\n${HELP}`);
  process.exit(1);
}

runUnderTsx(import.meta.url);

const { setInterval, clearInterval } = globalThis;
const apiRequire = createRequire(`${root}apps/api/package.json`);
const pg = apiRequire('pg');
const { SMTPServer } = apiRequire('smtp-server');
const { createTestDb } = await import(`${root}packages/db/src/testing.ts`);
const { planReminders, PLAN_EVERY_MS } = await import(
  `${root}apps/api/src/features/reminders/planner.ts`
);

const TIME_ZONE = 'Australia/Sydney';
/** How long the bench waits for the queue to empty after the measured windows. */
const DRAIN_LIMIT_MS = 20 * 60_000;
const perSecond = (count, seconds) => (count / seconds).toFixed(0);
const mib = (bytes) => `${(bytes / 1_048_576).toFixed(0)} MiB`;

/** A push service on 127.0.0.1: HTTPS with a certificate made for the run; answers 201 to each message. */
async function startPushSink() {
  const dir = mkdtempSync(join(tmpdir(), 'lectern-bench-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const sink = { received: 0, unsigned: 0 };
  const server = createServer(
    { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    (request, response) => {
      request.resume();
      request.on('end', () => {
        if (/^vapid t=/.test(request.headers.authorization ?? '')) sink.received += 1;
        else sink.unsigned += 1;
        response.writeHead(201).end();
      });
    },
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(sink, {
    url: `https://127.0.0.1:${server.address().port}`,
    /** For the API processes: NODE_EXTRA_CA_CERTS, so they trust the sink's certificate. */
    certificate: join(dir, 'cert.pem'),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  });
}

/** An SMTP server on 127.0.0.1 that takes every message and counts it. */
async function startSmtpSink() {
  const sink = { received: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // Loopback: no reverse DNS lookup of each connection's address.
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        sink.received += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  });
}

/**
 * Reminder day: the `due` clubs' next meeting starts three days from a minute ago (club time), so
 * its meeting reminders (3 days before, the default) and RSVP reminders (2 days before the 1-day
 * deadline) fell due a minute ago; every other meeting starts 6 hours after now's time of day,
 * which puts each of its reminders at least 6 hours ahead or more than the 12 h grace behind.
 */
async function makeReminderDay(client, due, devices, pushUrl) {
  const local = (offset) => `((now() ${offset}) AT TIME ZONE '${TIME_ZONE}')`;
  await client.query(
    `UPDATE meetings SET start_time = date_trunc('minute', ${local("+ interval '6 hours'")})::time
     WHERE status = 'scheduled'`,
  );
  await client.query(
    `UPDATE meetings
     SET date = ${local("- interval '1 minute'")}::date + 3,
       start_time = date_trunc('minute', ${local("- interval '1 minute'")})::time
     WHERE id IN (SELECT (c - 1) * $1 + $2 + 1 FROM generate_series(1, $3) c)`,
    [MEETINGS_PER_CLUB, PAST_MEETINGS, due],
  );
  // One browser key pair for every device (the payload is still encrypted once per message).
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  await client.query(
    `INSERT INTO push_subscriptions (user_id, endpoint, public_key, auth_secret)
     SELECT u, $1 || '/push/' || u, $2, $3 FROM generate_series(1, $4) u WHERE u % 100 < $5`,
    [
      pushUrl,
      browser.getPublicKey('base64url'),
      randomBytes(16).toString('base64url'),
      due * MEMBERS_PER_CLUB,
      devices,
    ],
  );
}

/** Runs the planner as the schedule does; its time, the jobs it added and this process's heap. */
async function planOnce(db, now) {
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const sampler = setInterval(() => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 20);
  const started = performance.now();
  const added = await planReminders({ db, now });
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { added, ms, heapGrowth: heapPeak - heapBefore };
}

/** Jobs of the reminder day not yet done: e-mails, and the pushes the meeting reminders queue. */
async function jobsLeft(client) {
  const { rows } = await client.query(
    `SELECT count(*)::int AS n FROM jobs
     WHERE kind IN ('email', 'push') AND done_at IS NULL AND failed_at IS NULL`,
  );
  return rows[0].n;
}

/** Counts what reaches the sinks over `seconds`, with the CPU each process used meanwhile. */
async function sendingWindow(servers, smtp, push, seconds) {
  const before = { mail: smtp.received, push: push.received, pg: postgresCpuMs() };
  const cpuBefore = servers.map((server) => usageOf(server.pid).cpuMs);
  await sleep(seconds * 1_000);
  const mails = smtp.received - before.mail;
  const pushes = push.received - before.push;
  const cpu = servers.map((server, i) => usageOf(server.pid).cpuMs - cpuBefore[i]);
  const pgCpu = postgresCpuMs() - before.pg;
  return { mails, pushes, cpu, pgCpu };
}

function reportWindow(label, run, seconds) {
  const apiCpu = run.cpu.reduce((sum, ms) => sum + ms, 0);
  console.log(
    `${label}: ${perSecond(run.mails, seconds)} e-mails and ${perSecond(run.pushes, seconds)} pushes a second ` +
      `(${run.mails.toLocaleString('en')} and ${run.pushes.toLocaleString('en')} in ${seconds} s); ` +
      `API CPU ${run.cpu.map((ms) => `${((ms / (seconds * 1_000)) * 100).toFixed(0)} %`).join(' + ')} of a core, ` +
      `${((apiCpu * 1_000) / Math.max(1, run.mails)).toFixed(0)} µs an e-mail; ` +
      `PostgreSQL ${((run.pgCpu / (seconds * 1_000)) * 100).toFixed(0)} % of a core, ` +
      `${((run.pgCpu * 1_000) / Math.max(1, run.mails)).toFixed(0)} µs an e-mail`,
  );
}

console.log(
  `bench:reminders on ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ' / ',
    )}; ${flags.clubs.toLocaleString('en')} clubs, ${flags.due.toLocaleString('en')} due now`,
);
buildApi();
const testDb = await createTestDb();
const connect = async () => {
  const client = new pg.Client({ connectionString: testDb.databaseUrl });
  await client.connect();
  return client;
};
const admin = await connect();
const smtp = await startSmtpSink();
const push = await startPushSink();
const servers = [];
try {
  let started = performance.now();
  await generateDataset(connect, flags.clubs);
  await makeReminderDay(admin, flags.due, flags.devices, push.url);
  await vacuumDataset(connect);
  console.log(`(dataset ready in ${((performance.now() - started) / 1000).toFixed(0)} s)`);

  const firstAt = new Date();
  const first = await planOnce(testDb.db, firstAt);
  // Recorded as the schedule's completed run of a period starting then (a worker runs each
  // period's planner within a poll of its start), so the next run plans from there.
  await admin.query(
    `INSERT INTO jobs (kind, payload, dedup_key, run_at, max_attempts, done_at)
     VALUES ('plan-reminders', '{}', 'plan-reminders:bench', $1, 1, now())`,
    [firstAt],
  );
  console.log(
    `planner, first run: ${first.added.toLocaleString('en')} e-mail jobs in ${(first.ms / 1000).toFixed(1)} s ` +
      `(${perSecond(first.added, first.ms / 1000)} a second); this process's heap +${mib(first.heapGrowth)} at its peak`,
  );
  const { rows: kinds } = await admin.query(
    `SELECT payload->>'type' AS type, count(*)::int AS n FROM jobs WHERE kind = 'email' GROUP BY 1 ORDER BY 1`,
  );
  console.log(`  ${kinds.map((row) => `${row.type} ${row.n.toLocaleString('en')}`).join(', ')}`);
  const second = await planOnce(testDb.db, new Date(firstAt.getTime() + PLAN_EVERY_MS));
  console.log(
    `planner, the next run (${PLAN_EVERY_MS / 60_000} min on, nothing new due): ${second.added} added in ` +
      `${(second.ms / 1000).toFixed(1)} s; heap +${mib(second.heapGrowth)} at its peak`,
  );

  const env = { SMTP_URL: smtp.url, NODE_EXTRA_CA_CERTS: push.certificate };
  servers.push(await startServerProcess(testDb.databaseUrl, env));
  started = performance.now();
  while (smtp.received === 0 && performance.now() - started < 120_000) await sleep(50);
  console.log(
    `first e-mail ${((performance.now() - started) / 1000).toFixed(1)} s after the first instance started ` +
      `(its worker runs the schedule's planner first)`,
  );
  const one = await sendingWindow(servers, smtp, push, flags.seconds);
  reportWindow('one instance', one, flags.seconds);
  servers.push(await startServerProcess(testDb.databaseUrl, env));
  const two = await sendingWindow(servers, smtp, push, flags.seconds);
  reportWindow('two instances', two, flags.seconds);
  // Until the queue is empty (at most DRAIN_LIMIT_MS): when the last reminder went out.
  const draining = performance.now();
  let left = await jobsLeft(admin);
  while (left > 0 && performance.now() - draining < DRAIN_LIMIT_MS) {
    await sleep(1_000);
    left = await jobsLeft(admin);
  }
  const { rows: outcome } = await admin.query(
    `SELECT kind, count(*) FILTER (WHERE done_at IS NOT NULL)::int AS done,
       count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed,
       extract(epoch FROM max(done_at) - (SELECT min(run_at) FROM jobs WHERE kind = 'email'))
         AS seconds
     FROM jobs WHERE kind IN ('email', 'push') GROUP BY kind ORDER BY kind`,
  );
  console.log(
    left > 0
      ? `${left.toLocaleString('en')} jobs still queued after ${DRAIN_LIMIT_MS / 60_000} min`
      : `the whole day: ${outcome
          .map(
            (row) =>
              `${row.done.toLocaleString('en')} ${row.kind} jobs done (${row.failed} failed), the last ` +
              `${(Number(row.seconds) / 60).toFixed(1)} min after the planner's run`,
          )
          .join('; ')}; ${smtp.received.toLocaleString('en')} e-mails and ` +
          `${push.received.toLocaleString('en')} pushes received, ${push.unsigned} without a VAPID signature`,
  );
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await admin.end();
  await smtp.close();
  await push.close();
  await testDb.close();
}
process.exit(0);
