// `npm run bench:live`: meeting night's live console under load (docs/SCALING.md, decision 079).
// Two API instances on one PostgreSQL database of its own (cloned from the test template on the
// server at DATABASE_URL, dropped after), watchers split between them on the REST stream
// GET /api/meetings/{id}/live/events, and the Timer POSTing changes to the first instance:
//   - latency from each POST's return to each watcher's event with that version (p50/p95/p99),
//     and events lost (a version some watcher never saw);
//   - connect/disconnect cycles, then the open streams left (subscriberCount) and heap growth;
//   - close() of an instance with its streams open;
//   - voters casting at once through both instances → exactly that many ballots;
//   - phones with clocks up to ±5 s off and 150 ms round trips correcting their clocks against
//     both instances as the console does: how far apart they change colour (p95 over pairs);
//   - the same latency run with fewer watchers on the embedded database (PGlite).
// With --scale, instead: the built API in a process of its own with 1,000 then 5,000 streams, its
// memory per stream and CPU per event delivered (read from /proc); then 100 meetings changing at
// once; then PostgreSQL's commits a second with and without NOTIFY as writers are added.
// Loopback only; everything (servers and clients) runs in this one process, on whatever else the
// machine is doing: the figures are an upper bound of what the servers add. Not timed tests.
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import {
  buildApi,
  postgresCpuMs,
  runUnderTsx,
  startServerProcess,
  usageOf,
} from './server-process.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The floors: a change reaches watchers this soon after the POST returns (ms). */
const FLOORS = { p95: 250, p99: 500, closeMs: 2_000, phoneSpreadMs: 150 };

const HELP = `Usage: DATABASE_URL=postgres://… npm run bench:live -- [flags]
  --watchers N           streams on PostgreSQL, split over two instances (default 200)
  --embedded-watchers N  streams on the embedded database (default 50)
  --changes N            Timer POSTs per latency run (default 30)
  --cycles N             connect/disconnect cycles (default 1000)
  --voters N             voters casting at once (default 60)
  --phones N             phones correcting their clocks (default 30)
  --scale                instead: 1,000 then 5,000 streams on one built API process of its own,
                         its memory and CPU per stream and per event delivered; 100 meetings
                         changing at once; commits a second with and without NOTIFY`;

function parseFlags(argv) {
  const flags = {
    watchers: 200,
    embeddedWatchers: 50,
    changes: 30,
    cycles: 1_000,
    voters: 60,
    phones: 30,
    scale: false,
  };
  const names = {
    '--watchers': 'watchers',
    '--embedded-watchers': 'embeddedWatchers',
    '--changes': 'changes',
    '--cycles': 'cycles',
    '--voters': 'voters',
    '--phones': 'phones',
  };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    if (flag === '--help' || flag === '-h') {
      console.log(HELP);
      process.exit(0);
    }
    if (flag === '--scale') {
      flags.scale = true;
      continue;
    }
    const name = names[flag];
    const value = Number.parseInt(argv[i + 1] ?? '', 10);
    if (!name || !Number.isFinite(value) || value < 1) throw new Error(`Bad flag ${flag}\n${HELP}`);
    flags[name] = value;
    i += 1;
  }
  return flags;
}

const flags = parseFlags(process.argv.slice(2));
if (!process.env.DATABASE_URL) {
  console.error(`DATABASE_URL is not set.\n${HELP}`);
  process.exit(1);
}

runUnderTsx(import.meta.url);

const { createTestDb } = await import(`${root}packages/db/src/testing.ts`);
const { createDb } = await import(`${root}packages/db/src/client.ts`);
const { createApiToken } = await import(`${root}packages/auth/src/api-tokens.ts`);
const { buildApp, liveBusOf } = await import(`${root}apps/api/src/app.ts`);
const { loadConfig } = await import(`${root}apps/api/src/config.ts`);
const { clockOffsetMs, serverNowMs } = await import(`${root}packages/domain/src/live-timing.ts`);
const { sql } = await import(createRequire(`${root}packages/db/package.json`).resolve('kysely'));

const config = loadConfig({
  NODE_ENV: 'test',
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  // Load, not the limits, is measured here.
  RATE_LIMIT_MUTATIONS_PER_MINUTE: '1000000',
  MAX_EVENT_LOOP_DELAY_MS: '60000',
});

const { fetch, AbortController, AbortSignal, TextDecoderStream } = globalThis;

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—');

/** Waits until `check` holds or `limitMs` passes; answers whether it held. */
async function until(check, limitMs) {
  const end = performance.now() + limitMs;
  while (performance.now() < end) {
    if (check()) return true;
    await sleep(10);
  }
  return check();
}

async function start(db, listen) {
  const app = await buildApp({ db, config, logger: false, listen });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, bus: liveBusOf(app) };
}

/** Stream connections an overloaded instance answered 503 (each retried after 500 ms). */
let refusedConnects = 0;

/**
 * One watcher: the REST stream read as it arrives; each state's version (the event id) noted
 * with the moment it arrived. `ended` once the server closes it.
 */
async function watch(url, meetingId, authorization) {
  // The console's stream, as the web app's console and scripts open it.
  const address = `${url}/api/meetings/${meetingId}/live/events`;
  const controller = new AbortController();
  const arrivals = new Map();
  const watcher = { arrivals, ended: false, close: () => controller.abort() };
  let response;
  // An overloaded instance answers 503 + Retry-After: a phone's EventSource comes back, so does this.
  for (let attempt = 0; ; attempt += 1) {
    response = await fetch(address, {
      headers: { authorization, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (response.status !== 503 || attempt === 10) break;
    refusedConnects += 1;
    await response.body?.cancel();
    await sleep(500);
  }
  if (response.status !== 200 || !response.body) throw new Error(`stream: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const at = performance.now();
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: ?(\d+)$/m.exec(block);
          if (id && /^event: ?state$/m.test(block)) arrivals.set(Number(id[1]), at);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by the bench.
    }
    watcher.ended = true;
  })();
  return watcher;
}

/** A meeting of the demo club to run the console of, and the club. */
async function demoMeeting(db) {
  const meeting = await db
    .selectFrom('meetings')
    .select(['id', 'clubId'])
    .where('status', '=', 'scheduled')
    .orderBy('date')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { meetingId: meeting.id, clubId: meeting.clubId };
}

async function tokenOf(db, email) {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return `Bearer ${(await createApiToken(db, user.id, 'bench:live', 'full')).token}`;
}

/** Makes `count` active members of the club (new people) with a token each. */
async function newMembers(db, clubId, count, prefix) {
  const tokens = [];
  for (let i = 0; i < count; i += 1) {
    const user = await db
      .insertInto('users')
      .values({
        email: `${prefix}${i}@bench.example`,
        firstName: 'Bench',
        lastName: `${prefix}${i}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('clubMemberships')
      .values({ clubId, userId: user.id, role: 'member', status: 'active' })
      .execute();
    tokens.push(`Bearer ${(await createApiToken(db, user.id, 'bench:live', 'full')).token}`);
  }
  return tokens;
}

async function post(url, path, authorization, body) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * The Timer presses start and pause `changes` times (one after another, `gapMs` apart, the first
 * after `delayMs`); each press's version and the moment its answer returned. Then every watcher's
 * latency per version.
 */
async function latencyRun(
  timerUrl,
  meetingId,
  timerToken,
  watchers,
  changes,
  { gapMs = 100, delayMs = 0 } = {},
) {
  const posted = [];
  await sleep(delayMs);
  for (let i = 0; i < changes; i += 1) {
    const action = i % 2 === 0 ? 'start' : 'pause';
    const sentAt = performance.now();
    const state = await post(timerUrl, `/api/meetings/${meetingId}/live/timer`, timerToken, {
      action,
    });
    posted.push({ version: state.version, sentAt, returnedAt: performance.now() });
    await sleep(gapMs);
  }
  const last = posted.at(-1).version;
  await until(() => watchers.every((w) => w.arrivals.has(last)), 5_000);
  const latencies = [];
  const fromSent = [];
  let early = 0;
  let lost = 0;
  for (const watcher of watchers) {
    for (const { version, sentAt, returnedAt } of posted) {
      const at = watcher.arrivals.get(version);
      if (at === undefined) {
        lost += 1;
        continue;
      }
      if (at < returnedAt) early += 1;
      fromSent.push(at - sentAt);
      latencies.push(Math.max(0, at - returnedAt));
    }
  }
  latencies.sort((a, b) => a - b);
  fromSent.sort((a, b) => a - b);
  return {
    sentP95: percentile(fromSent, 95),
    sentP99: percentile(fromSent, 99),
    events: watchers.length * posted.length,
    lost,
    early,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    latencies,
  };
}

function report(label, run) {
  const ok = run.lost === 0 && run.p95 <= FLOORS.p95 && run.p99 <= FLOORS.p99;
  console.log(
    `${label}: ${run.events} events, ${run.lost} lost; after the POST returned p50 ${ms(run.p50)}, ` +
      `p95 ${ms(run.p95)} (floor ${FLOORS.p95}), p99 ${ms(run.p99)} (floor ${FLOORS.p99}), ` +
      `max ${ms(run.max)}; ${run.early} arrived before the POST's answer; from the POST's ` +
      `sending p95 ${ms(run.sentP95)}, p99 ${ms(run.sentP99)}` +
      (ok ? '' : '  MISSED'),
  );
  return ok;
}

async function openWatchers(urls, meetingId, tokens, count) {
  const watchers = [];
  for (let i = 0; i < count; i += 10) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + 10); j += 1)
      batch.push(watch(urls[j % urls.length], meetingId, tokens[j % tokens.length]));
    watchers.push(...(await Promise.all(batch)));
  }
  const firstSeen = await until(() => watchers.every((w) => w.arrivals.size > 0), 30_000);
  if (!firstSeen) throw new Error('some watcher never got its first state');
  return watchers;
}

/** How many times the console asks the server's clock (CLOCK_SAMPLES of the web's live clock). */
const CLOCK_SAMPLES = 5;
/** One way across the room's Wi-Fi: 60–90 ms, drawn per request (a 150 ms round trip on average). */
const oneWay = () => sleep(60 + Math.random() * 30);

/**
 * Phones in the room, each with its clock up to ±5 s off, correcting it as the console does:
 * `live.clock` asked CLOCK_SAMPLES times one after another over the slowed network, the offset of
 * the shortest round trip kept (`clockOffsetMs`). Then each reads the server's time by its
 * corrected clock at the same true instant (both instances run on this machine's clock): its
 * error is how early or late it changes colour. The spread is |error_i − error_j| over all pairs.
 */
async function phoneSyncRun(urls, tokens, phones) {
  const errors = await Promise.all(
    Array.from({ length: phones }, async (_, i) => {
      const skew = (Math.random() * 2 - 1) * 5_000;
      const phoneNow = () => Date.now() + skew;
      const samples = [];
      for (let k = 0; k < CLOCK_SAMPLES; k += 1) {
        const sentAt = phoneNow();
        await oneWay();
        const response = await fetch(`${urls[i % urls.length]}/api/trpc/live.clock`, {
          headers: { authorization: tokens[i % tokens.length] },
          signal: AbortSignal.timeout(10_000),
        });
        const { result } = await response.json();
        await oneWay();
        samples.push({ sentAt, serverAt: result.data.serverTime, receivedAt: phoneNow() });
      }
      const offset = clockOffsetMs(samples);
      return serverNowMs(phoneNow(), offset) - Date.now();
    }),
  );
  const spreads = [];
  for (let i = 0; i < errors.length; i += 1)
    for (let j = i + 1; j < errors.length; j += 1) spreads.push(Math.abs(errors[i] - errors[j]));
  spreads.sort((x, y) => x - y);
  const worst = errors.reduce((m, e) => Math.max(m, Math.abs(e)), 0);
  return { p95: percentile(spreads, 95), max: spreads.at(-1) ?? 0, worst };
}

const heapMiB = () => process.memoryUsage().heapUsed / 1_048_576;
function collect() {
  globalThis.gc?.();
  globalThis.gc?.();
}

// ---- --scale: one API process of its own, its memory and CPU per stream --------------------

/**
 * `--scale`: 1,000 then 5,000 streams on one meeting of one API process; for each, the process's
 * resident memory per open stream, its CPU while the streams sit open, and its CPU per event
 * delivered while the Timer makes 20 changes. The watchers run in this process, the server in its
 * own, so the server's figures are its own.
 */
async function scale() {
  buildApi();
  const pgDb = await createTestDb({ demo: true });
  const server = await startServerProcess(pgDb.databaseUrl);
  try {
    const { meetingId, clubId } = await demoMeeting(pgDb.db);
    const timerToken = await tokenOf(pgDb.db, 'vpe@example.org');
    const tokens = await newMembers(pgDb.db, clubId, 20, 'scale');
    // Warm the process up (first requests load code) before its baseline.
    const warm = await openWatchers([server.url], meetingId, tokens, 10);
    await latencyRun(server.url, meetingId, timerToken, warm, 4);
    for (const watcher of warm) watcher.close();
    for (const count of [1_000, 5_000]) {
      await sleep(2_000);
      const before = usageOf(server.pid);
      const watchers = await openWatchers([server.url], meetingId, tokens, count);
      await sleep(2_000);
      const open = usageOf(server.pid);
      await sleep(5_000);
      const idle = usageOf(server.pid);
      const run = await latencyRun(server.url, meetingId, timerToken, watchers, 20);
      const after = usageOf(server.pid);
      const perStreamKiB = (open.rssKiB - before.rssKiB) / count;
      const idleCore = (idle.cpuMs - open.cpuMs) / 5_000;
      const perEventUs = ((after.cpuMs - idle.cpuMs) * 1_000) / run.events;
      console.log(
        `${count.toLocaleString('en')} streams on one process: resident ${(before.rssKiB / 1024).toFixed(0)} → ` +
          `${(open.rssKiB / 1024).toFixed(0)} MiB (${perStreamKiB.toFixed(1)} KiB a stream); ` +
          `${(idleCore * 100).toFixed(1)} % of a core while they sit open; 20 changes → ` +
          `${run.events.toLocaleString('en')} events, ${run.lost} lost, p95 ${ms(run.p95)}, p99 ${ms(run.p99)} after the POST ` +
          `(from its sending p95 ${ms(run.sentP95)}); ${perEventUs.toFixed(1)} µs of the process's CPU an event delivered`,
      );
      for (const watcher of watchers) watcher.close();
      await until(() => watchers.every((w) => w.ended), 10_000);
    }
    await manyMeetings(pgDb.db, server, meetingId, timerToken, tokens);
    await notifyThroughput(pgDb.databaseUrl);
  } finally {
    await server.stop();
    await pgDb.close();
  }
}

const MEETINGS_AT_ONCE = 100;
const PHONES_PER_MEETING = 30;
const CHANGES_PER_MEETING = 10;
/** Each meeting's console changes once a second: 100 changes a second on the process. */
const MEETING_CHANGE_GAP_MS = 1_000;

/**
 * `--scale`: 100 meetings (copies of the demo meeting) with 30 streams each on the process, every
 * console changing once a second at its own moment. The CPU per event delivered and the latency,
 * against one meeting's: a cost that grew with the number of meetings would show here.
 */
async function manyMeetings(db, server, meetingId, timerToken, tokens) {
  const copies = await sql`
    INSERT INTO meetings (club_id, agenda_template_id, title, agenda, date, start_time, end_time,
      location, theme, status)
    SELECT club_id, agenda_template_id, title || ' ' || n, agenda, date, start_time, end_time,
      location, theme, status
    FROM meetings, generate_series(2, ${MEETINGS_AT_ONCE}) n
    WHERE id = ${meetingId}
    RETURNING id`.execute(db);
  const meetingIds = [meetingId, ...copies.rows.map((row) => row.id)];
  await sleep(2_000);
  const before = usageOf(server.pid);
  const watchers = [];
  for (const id of meetingIds)
    watchers.push(await openWatchers([server.url], id, tokens, PHONES_PER_MEETING));
  const open = usageOf(server.pid);
  const pgBefore = postgresCpuMs();
  const runs = await Promise.all(
    meetingIds.map((id, i) =>
      latencyRun(server.url, id, timerToken, watchers[i], CHANGES_PER_MEETING, {
        gapMs: MEETING_CHANGE_GAP_MS,
        delayMs: (i * MEETING_CHANGE_GAP_MS) / meetingIds.length,
      }),
    ),
  );
  const after = usageOf(server.pid);
  const pgCpu = postgresCpuMs() - pgBefore;
  const events = runs.reduce((sum, run) => sum + run.events, 0);
  const lost = runs.reduce((sum, run) => sum + run.lost, 0);
  const latencies = runs.flatMap((run) => run.latencies).sort((x, y) => x - y);
  const changes = meetingIds.length * CHANGES_PER_MEETING;
  const seconds = (CHANGES_PER_MEETING * MEETING_CHANGE_GAP_MS) / 1_000;
  console.log(
    `${meetingIds.length} meetings × ${PHONES_PER_MEETING} streams changing at once ` +
      `(${(changes / seconds).toFixed(0)} changes a second): resident +${((open.rssKiB - before.rssKiB) / 1024).toFixed(0)} MiB; ` +
      `${events.toLocaleString('en')} events, ${lost} lost, p95 ${ms(percentile(latencies, 95))}, ` +
      `p99 ${ms(percentile(latencies, 99))} after the POST; ` +
      `${(((after.cpuMs - open.cpuMs) * 1_000) / events).toFixed(1)} µs of the process's CPU an event delivered ` +
      `(${(((after.cpuMs - open.cpuMs) * 1_000) / changes).toFixed(0)} µs a change, its POST included); ` +
      `${(((after.cpuMs - open.cpuMs) / (seconds * 1_000)) * 100).toFixed(0)} % of a core; ` +
      `PostgreSQL ${((pgCpu * 1_000) / changes).toFixed(0)} µs a change (its write and the state read)`,
  );
  for (const group of watchers) for (const watcher of group) watcher.close();
  await until(() => watchers.every((group) => group.every((w) => w.ended)), 10_000);
}

const NOTIFY_CLIENTS = [1, 4, 16, 64];
const NOTIFY_SECONDS = 4;

/**
 * `--scale`: how many transactions a second PostgreSQL commits, and how long each COMMIT takes, as
 * more connections write at once: each transaction updates its own row, with and without a
 * pg_notify on the live channel (what every console change does), while two connections LISTEN
 * (two instances). NOTIFY serialises commits on a database-wide lock held through the commit's
 * WAL flush; where the two columns part is where the live bus's ceiling is.
 */
async function notifyThroughput(databaseUrl) {
  const pg = createRequire(`${root}apps/api/package.json`)('pg');
  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return client;
  };
  const setup = await connect();
  const max = Math.max(...NOTIFY_CLIENTS);
  await setup.query('CREATE TABLE bench_notify (id int PRIMARY KEY, n int NOT NULL)');
  await setup.query('INSERT INTO bench_notify SELECT i, 0 FROM generate_series(1, $1) i', [max]);
  const listeners = await Promise.all([connect(), connect()]);
  let heard = 0;
  for (const listener of listeners) {
    listener.on('notification', () => {
      heard += 1;
    });
    await listener.query('LISTEN bench_live');
  }
  const clients = await Promise.all(Array.from({ length: max }, connect));
  const line = [];
  for (const count of NOTIFY_CLIENTS) {
    for (const notify of [false, true]) {
      heard = 0;
      const commits = [];
      const end = performance.now() + NOTIFY_SECONDS * 1_000;
      await Promise.all(
        clients.slice(0, count).map(async (client, i) => {
          while (performance.now() < end) {
            await client.query('BEGIN');
            await client.query('UPDATE bench_notify SET n = n + 1 WHERE id = $1', [i + 1]);
            if (notify)
              await client.query(`SELECT pg_notify('bench_live', $1)`, [
                JSON.stringify({ meetingId: i + 1, version: 1 }),
              ]);
            const started = performance.now();
            await client.query('COMMIT');
            commits.push(performance.now() - started);
          }
        }),
      );
      if (notify) await until(() => heard >= commits.length * listeners.length, 5_000);
      commits.sort((x, y) => x - y);
      line.push(
        `${count} connection${count === 1 ? '' : 's'} ${notify ? 'with' : 'without'} NOTIFY: ` +
          `${(commits.length / NOTIFY_SECONDS).toFixed(0)} commits a second, COMMIT p50 ` +
          `${ms(percentile(commits, 50))}, p99 ${ms(percentile(commits, 99))}` +
          (notify ? `; heard ${heard} of ${commits.length * listeners.length}` : ''),
      );
    }
  }
  console.log(`NOTIFY throughput (each transaction updates its own row):\n  ${line.join('\n  ')}`);
  await Promise.all([...clients, ...listeners, setup].map((client) => client.end()));
}

if (flags.scale) {
  await scale();
  process.exit(0);
}

let allOk = true;
const began = performance.now();
console.log(
  `bench:live on ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} (other work shares the machine)`,
);

// ---- PostgreSQL: two instances on one database of its own ---------------------------------
let phase = performance.now();
const pgDb = await createTestDb({ demo: true });
const other = await createDb({ databaseUrl: pgDb.databaseUrl });
const a = await start(pgDb.db, pgDb.listen);
const b = await start(other.db, other.listen);
try {
  const { meetingId, clubId } = await demoMeeting(pgDb.db);
  const timerToken = await tokenOf(pgDb.db, 'vpe@example.org');
  const watcherTokens = await newMembers(pgDb.db, clubId, 20, 'watcher');

  console.log(
    `(database and two instances ready in ${((performance.now() - phase) / 1000).toFixed(1)} s)`,
  );
  const watchers = await openWatchers([a.url, b.url], meetingId, watcherTokens, flags.watchers);
  allOk =
    report(
      `PostgreSQL, ${flags.watchers} watchers over 2 instances, ${flags.changes} changes`,
      await latencyRun(a.url, meetingId, timerToken, watchers, flags.changes),
    ) && allOk;
  for (const watcher of watchers) watcher.close();
  await until(() => a.bus.subscriberCount() + b.bus.subscriberCount() === 0, 5_000);

  const sync = await phoneSyncRun([a.url, b.url], watcherTokens, flags.phones);
  const synced = sync.p95 <= FLOORS.phoneSpreadMs;
  console.log(
    `${flags.phones} phones (clocks ±5 s off, 150 ms round trips) change colour within ` +
      `${ms(sync.p95)} of each other p95 (floor ${FLOORS.phoneSpreadMs}), ${ms(sync.max)} at most; ` +
      `the furthest from the server's clock by ${ms(sync.worst)}` +
      (synced ? '' : '  MISSED'),
  );
  allOk &&= synced;

  // Connect/disconnect cycles, 25 at a time, alternating instances.
  collect();
  const heapBefore = heapMiB();
  let next = 0;
  const cycler = async () => {
    while (next < flags.cycles) {
      const n = next;
      next += 1;
      const w = await watch(
        n % 2 ? b.url : a.url,
        meetingId,
        watcherTokens[n % watcherTokens.length],
      );
      await until(() => w.arrivals.size > 0, 10_000);
      w.close();
    }
  };
  const cyclesStarted = performance.now();
  await Promise.all(Array.from({ length: 25 }, cycler));
  const drained = await until(() => a.bus.subscriberCount() + b.bus.subscriberCount() === 0, 5_000);
  const left = a.bus.subscriberCount() + b.bus.subscriberCount();
  await sleep(200);
  collect();
  const growth = heapMiB() - heapBefore;
  console.log(
    `${flags.cycles} connect/disconnect cycles in ${((performance.now() - cyclesStarted) / 1000).toFixed(1)} s: ` +
      `${left} subscribers left, heap ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MiB` +
      (drained ? '' : '  MISSED'),
  );
  allOk &&= drained;

  // close() with streams open, on a third instance.
  const c = await start(other.db, other.listen);
  const closing = await openWatchers([c.url], meetingId, watcherTokens, flags.watchers);
  const closeStarted = performance.now();
  await c.app.close();
  const closeMs = performance.now() - closeStarted;
  const allEnded = await until(() => closing.every((w) => w.ended), 5_000);
  console.log(
    `close() with ${flags.watchers} open streams: ${ms(closeMs)} (floor ${FLOORS.closeMs}), ` +
      `${closing.filter((w) => w.ended).length} streams ended` +
      (closeMs <= FLOORS.closeMs && allEnded ? '' : '  MISSED'),
  );
  allOk &&= closeMs <= FLOORS.closeMs && allEnded;

  // Voters casting at once, half through each instance.
  const voters = await newMembers(pgDb.db, clubId, flags.voters, 'voter');
  await post(a.url, `/api/meetings/${meetingId}/live/votes`, timerToken, { action: 'open' });
  const state = await (
    await fetch(`${a.url}/api/meetings/${meetingId}/live`, {
      headers: { authorization: timerToken },
    })
  ).json();
  const category = state.votes.categories.find((c) =>
    c.candidateIds.some((id) => !c.disqualifiedIds.includes(id)),
  );
  if (!category) throw new Error('the demo meeting has no candidate to vote for');
  const candidateId = category.candidateIds.find((id) => !category.disqualifiedIds.includes(id));
  const votesStarted = performance.now();
  const cast = await Promise.allSettled(
    voters.map((token, i) =>
      post(i % 2 ? b.url : a.url, `/api/meetings/${meetingId}/live/ballots`, token, {
        category: category.name,
        candidateId,
      }),
    ),
  );
  const votesMs = performance.now() - votesStarted;
  const ballots = await pgDb.db
    .selectFrom('meetingBallots')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('meetingId', '=', meetingId)
    .where('category', '=', category.name)
    .executeTakeFirstOrThrow();
  const counted = Number(ballots.count);
  const refused = cast.filter((r) => r.status === 'rejected').length;
  console.log(
    `${flags.voters} voters at once: ${counted} ballots, ${refused} refused, all answered in ${ms(votesMs)}` +
      (counted === flags.voters && refused === 0 ? '' : '  MISSED'),
  );
  allOk &&= counted === flags.voters && refused === 0;
} finally {
  await b.app.close();
  await a.app.close();
  await other.close();
  await pgDb.close();
}

// ---- The embedded database: one instance ---------------------------------------------------
const url = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;
const embedded = await createTestDb({ demo: true });
process.env.DATABASE_URL = url;
const e = await start(embedded.db, embedded.listen);
try {
  const { meetingId, clubId } = await demoMeeting(embedded.db);
  const timerToken = await tokenOf(embedded.db, 'vpe@example.org');
  const tokens = await newMembers(embedded.db, clubId, 10, 'watcher');
  const watchers = await openWatchers([e.url], meetingId, tokens, flags.embeddedWatchers);
  allOk =
    report(
      `Embedded database, ${flags.embeddedWatchers} watchers, ${flags.changes} changes`,
      await latencyRun(e.url, meetingId, timerToken, watchers, flags.changes),
    ) && allOk;
  for (const watcher of watchers) watcher.close();
} finally {
  await e.app.close();
  await embedded.close();
}

console.log(
  `${refusedConnects} stream connections answered 503 (overloaded) and were retried; done in ` +
    `${((performance.now() - began) / 1000).toFixed(0)} s${allOk ? '' : ': some figure MISSED'}`,
);
process.exit(allOk ? 0 : 1);
