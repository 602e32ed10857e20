// The job queue (docs/decisions/044, 058): every job runs once however many workers claim at the
// same time, a job's lease is its own and held while it runs, only the claim holding a job
// completes or fails it, failures are retried with backoff and then given up (or retried until a
// given instant), keys deduplicate, scheduled runs wait for their time; the worker loop wakes,
// stops and outlives the database going away. Clocks are injected; nothing here measures the
// wall clock.
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { createDb, type DbHandle } from '@lectern/db';
import {
  claimNextJob,
  completeJob,
  enqueueJobs,
  failJob,
  findJobByKey,
  renewJobLease,
} from '@lectern/db/queries/jobs';
import { createTestDb, testDatabaseKind, type TestDb } from '@lectern/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createMailer } from '../src/email/mailer.js';
import { raceTest } from './helpers.js';
import {
  enqueueSchedules,
  JOB_LOCK_MS,
  runDueJobs,
  startWorker,
  type JobDeps,
  type JobHandler,
  type JobHandlers,
  type Worker,
} from '../src/jobs/worker.js';

let testDb: TestDb;
let deps: JobDeps;
beforeAll(async () => {
  testDb = await createTestDb();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  deps = { db: testDb.db, config, mailer: createMailer(config) };
});
afterAll(async () => testDb?.drop());
beforeEach(async () => {
  await testDb.db.deleteFrom('jobs').execute();
});

const T0 = new Date('2026-11-20T00:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;

/** A clock the test moves by hand, shared by the workers of a test. */
function testClock(start = T0) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

/** Waits (without measuring) until `check` holds; fails after a generous bound. */
async function until(check: () => Promise<boolean> | boolean, what: string) {
  for (let n = 0; n < 1_000; n += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never happened: ${what}`);
}

describe('claiming', () => {
  raceTest('runs every job exactly once with many workers at once', async () => {
    const JOBS = 300;
    const WORKERS = 8;
    await enqueueJobs(
      testDb.db,
      Array.from({ length: JOBS }, (_, n) => ({ kind: 'count', payload: { n }, runAt: T0 })),
    );
    const runs = new Map<number, number>();
    const handlers: JobHandlers = {
      count: async (payload) => {
        const n = payload.n as number;
        runs.set(n, (runs.get(n) ?? 0) + 1);
        // Yield so the workers' claims interleave.
        await new Promise((resolve) => setImmediate(resolve));
      },
    };
    const results = await Promise.all(
      Array.from({ length: WORKERS }, () => runDueJobs(deps, handlers, T0)),
    );
    expect(results.reduce((sum, r) => sum + r.ran, 0)).toBe(JOBS);
    expect(runs.size).toBe(JOBS);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const left = await testDb.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('doneAt', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
    // More than one worker really took part.
    expect(results.filter((r) => r.ran > 0).length).toBeGreaterThan(1);
  });

  it('leaves jobs that are not due yet', async () => {
    await enqueueJobs(testDb.db, [{ kind: 'count', payload: {}, runAt: at(60_000) }]);
    let ran = 0;
    const handlers: JobHandlers = {
      count: () => {
        ran += 1;
        return Promise.resolve();
      },
    };
    expect(await runDueJobs(deps, handlers, at(59_999))).toEqual({ ran: 0, failed: 0 });
    expect(await runDueJobs(deps, handlers, at(60_000))).toEqual({ ran: 1, failed: 0 });
    expect(ran).toBe(1);
  });
});

describe('leases', () => {
  it("counts each job's lease from its own start: a later job of a long run is not taken by another worker", async () => {
    await enqueueJobs(
      testDb.db,
      [1, 2, 3].map((n) => ({ kind: 'long', payload: { n }, dedupKey: `long-${n}`, runAt: T0 })),
    );
    const clock = testClock();
    const runs: string[] = [];
    let other: Promise<unknown> | undefined;
    const handlers: JobHandlers = {
      long: async (payload) => {
        runs.push(`job ${payload.n as number}`);
        // Each job takes 4 minutes; while the third runs (8 minutes after the run began, past a
        // lease counted from the run's start) another worker looks for work.
        clock.advance(4 * MINUTE);
        if (payload.n === 3) {
          other = runDueJobs(deps, handlers, clock.now);
          await other;
        }
      },
    };
    expect(await runDueJobs(deps, handlers, clock.now)).toEqual({ ran: 3, failed: 0 });
    expect(await other).toEqual({ ran: 0, failed: 0 });
    expect(runs).toEqual(['job 1', 'job 2', 'job 3']);
    expect((await findJobByKey(testDb.db, 'long-3'))?.doneAt).toEqual(at(12 * MINUTE));
  });

  it("renews a running job's lease, so no other worker takes it however long it runs", async () => {
    await enqueueJobs(testDb.db, [{ kind: 'stuck', payload: {}, dedupKey: 'stuck', runAt: T0 }]);
    const clock = testClock();
    let calls = 0;
    let other: Promise<unknown> | undefined;
    const handlers: JobHandlers = {
      stuck: async () => {
        calls += 1;
        if (calls > 1) return;
        // Stuck for longer than a lease, then another worker looks once the lease was renewed.
        clock.advance(JOB_LOCK_MS + MINUTE);
        await until(async () => {
          const job = await findJobByKey(testDb.db, 'stuck');
          return job?.lockedUntil !== null && job!.lockedUntil > clock.now();
        }, 'the lease renewed past the clock');
        other = runDueJobs(deps, handlers, clock.now);
        await other;
      },
    };
    expect(await runDueJobs(deps, handlers, clock.now, { renewEveryMs: 5 })).toEqual({
      ran: 1,
      failed: 0,
    });
    expect(await other).toEqual({ ran: 0, failed: 0 });
    expect(calls).toBe(1);
  });

  it('lets only the claim holding a job complete or fail it; a stale one changes nothing', async () => {
    await enqueueJobs(testDb.db, [{ kind: 'k', payload: {}, dedupKey: 'held', runAt: T0 }]);
    const first = await claimNextJob(testDb.db, T0, at(JOB_LOCK_MS), 'a'.repeat(36));
    expect(first?.attempts).toBe(1);
    // The first claim's lease ran out (its worker was stuck or frozen); another worker claims.
    expect(await claimNextJob(testDb.db, at(JOB_LOCK_MS - 1), at(2 * JOB_LOCK_MS), 'x')).toBe(
      undefined,
    );
    const second = await claimNextJob(
      testDb.db,
      at(JOB_LOCK_MS + 1),
      at(2 * JOB_LOCK_MS + 1),
      'b'.repeat(36),
    );
    expect(second?.attempts).toBe(2);

    const stale = 'a'.repeat(36);
    expect(await renewJobLease(testDb.db, first!.id, stale, at(3 * JOB_LOCK_MS))).toBe(false);
    expect(await completeJob(testDb.db, first!.id, stale, at(JOB_LOCK_MS + 2))).toBe(false);
    expect(
      await failJob(testDb.db, first!.id, stale, 'late', at(JOB_LOCK_MS + 2), at(JOB_LOCK_MS)),
    ).toBe(false);
    expect(await findJobByKey(testDb.db, 'held')).toMatchObject({
      doneAt: null,
      failedAt: null,
      lastError: null,
      runAt: T0,
      lockedUntil: at(2 * JOB_LOCK_MS + 1),
    });

    expect(await completeJob(testDb.db, second!.id, 'b'.repeat(36), at(JOB_LOCK_MS + 3))).toBe(
      true,
    );
    expect((await findJobByKey(testDb.db, 'held'))?.doneAt).toEqual(at(JOB_LOCK_MS + 3));
    expect(await completeJob(testDb.db, second!.id, 'b'.repeat(36), at(JOB_LOCK_MS + 4))).toBe(
      false,
    );
  });

  it('a run that lost its job does not act: the worker holding it does, once', async () => {
    await enqueueJobs(testDb.db, [{ kind: 'send', payload: {}, dedupKey: 'send', runAt: T0 }]);
    const clock = testClock();
    const sent: string[] = [];
    let calls = 0;
    const handlers: JobHandlers = {
      send: async (_payload, ctx) => {
        calls += 1;
        const run = `run ${calls}`;
        if (calls === 1) {
          // This run stalls past its lease without renewing it (its process was frozen);
          // another worker takes the job and sends it.
          clock.advance(JOB_LOCK_MS + MINUTE);
          await runDueJobs(deps, handlers, clock.now);
        }
        if (await ctx.holdsJob()) sent.push(run);
      },
    };
    await runDueJobs(deps, handlers, clock.now, { renewEveryMs: 3_600_000 });
    expect(sent).toEqual(['run 2']);
    const job = await findJobByKey(testDb.db, 'send');
    expect(job).toMatchObject({ attempts: 2, doneAt: at(JOB_LOCK_MS + MINUTE), failedAt: null });
  });
});

describe('retries', () => {
  it('retries with growing delays, then gives up after the last attempt', async () => {
    await enqueueJobs(testDb.db, [
      { kind: 'flaky', payload: {}, dedupKey: 'flaky', runAt: T0, maxAttempts: 3 },
    ]);
    let calls = 0;
    const handlers: JobHandlers = {
      flaky: () => {
        calls += 1;
        return Promise.reject(new Error(`failure ${calls}`));
      },
    };
    expect(await runDueJobs(deps, handlers, T0)).toEqual({ ran: 0, failed: 1 });
    let job = await findJobByKey(testDb.db, 'flaky');
    expect(job?.runAt).toEqual(at(30_000));
    expect(job?.lastError).toBe('failure 1');

    expect((await runDueJobs(deps, handlers, at(29_999))).failed).toBe(0);
    expect((await runDueJobs(deps, handlers, at(30_000))).failed).toBe(1);
    job = await findJobByKey(testDb.db, 'flaky');
    expect(job?.runAt).toEqual(at(30_000 + 60_000));

    expect((await runDueJobs(deps, handlers, at(90_000))).failed).toBe(1);
    job = await findJobByKey(testDb.db, 'flaky');
    expect(job?.failedAt).toEqual(at(90_000));
    expect(job?.attempts).toBe(3);
    expect(await runDueJobs(deps, handlers, at(10 * 3_600_000))).toEqual({ ran: 0, failed: 0 });
    expect(calls).toBe(3);
  });

  it('succeeds on a later attempt', async () => {
    await enqueueJobs(testDb.db, [{ kind: 'once-flaky', payload: {}, dedupKey: 'k', runAt: T0 }]);
    let calls = 0;
    const handlers: JobHandlers = {
      'once-flaky': () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('first time')) : Promise.resolve();
      },
    };
    await runDueJobs(deps, handlers, T0);
    await runDueJobs(deps, handlers, at(30_000));
    const job = await findJobByKey(testDb.db, 'k');
    expect(job?.doneAt).toEqual(at(30_000));
    expect(job?.lastError).toBeNull();
  });

  it('retries a job with an end until then, however many attempts, then gives up', async () => {
    await enqueueJobs(testDb.db, [
      {
        kind: 'down',
        payload: {},
        dedupKey: 'until',
        runAt: T0,
        maxAttempts: 2,
        retryUntil: at(180 * MINUTE),
      },
    ]);
    const handlers: JobHandlers = { down: () => Promise.reject(new Error('SMTP down')) };
    const attemptsAt: number[] = [];
    for (let n = 0; n < 20; n += 1) {
      const job = await findJobByKey(testDb.db, 'until');
      if (job?.failedAt) break;
      attemptsAt.push((job!.runAt.getTime() - T0.getTime()) / 1000);
      await runDueJobs(deps, handlers, job!.runAt);
    }
    // 30 s, then 1, 2, 4, 8, 16 and 32 minutes, then an hour apart; the next one (at 183.5
    // minutes) would come after the end, so the ninth failure gives up.
    expect(attemptsAt).toEqual([0, 30, 90, 210, 450, 930, 1890, 3810, 7410]);
    const job = await findJobByKey(testDb.db, 'until');
    expect(job).toMatchObject({ attempts: 9, failedAt: at(7410_000), lastError: 'SMTP down' });
  });

  it('gives up at once on a kind nobody handles', async () => {
    await enqueueJobs(testDb.db, [{ kind: 'unknown', payload: {}, dedupKey: 'u', runAt: T0 }]);
    expect(await runDueJobs(deps, {}, T0)).toEqual({ ran: 0, failed: 1 });
    expect((await findJobByKey(testDb.db, 'u'))?.failedAt).toEqual(T0);
  });

  it('a job whose worker died is claimed again after its lock expires', async () => {
    await enqueueJobs(testDb.db, [{ kind: 'slow', payload: {}, dedupKey: 's', runAt: T0 }]);
    // A worker claims it and never finishes: simulated by a claim without a run.
    await claimNextJob(testDb.db, T0, at(5 * 60_000), 'd'.repeat(36));
    const handlers: JobHandlers = { slow: () => Promise.resolve() };
    expect((await runDueJobs(deps, handlers, at(60_000))).ran).toBe(0);
    expect((await runDueJobs(deps, handlers, at(5 * 60_000 + 1))).ran).toBe(1);
  });
});

describe('deduplication and schedules', () => {
  raceTest('enqueues a key once, whoever enqueues it', async () => {
    const job = { kind: 'count', payload: {}, dedupKey: 'same', runAt: T0 };
    const added = await Promise.all([
      enqueueJobs(testDb.db, [job]),
      enqueueJobs(testDb.db, [job]),
      enqueueJobs(testDb.db, [job, { ...job, dedupKey: 'other' }]),
    ]);
    expect(added.reduce((a, b) => a + b, 0)).toBe(2);
  });

  raceTest('plans one run per period, however many instances ask', async () => {
    const schedules = [{ kind: 'tick', everyMs: 5 * 60_000 }];
    await Promise.all([
      enqueueSchedules(testDb.db, schedules, at(1_000)),
      enqueueSchedules(testDb.db, schedules, at(2_000)),
    ]);
    await enqueueSchedules(testDb.db, schedules, at(5 * 60_000 + 1));
    const runs: string[] = [];
    const handlers: JobHandlers = {
      tick: () => {
        runs.push('tick');
        return Promise.resolve();
      },
    };
    await Promise.all([
      runDueJobs(deps, handlers, at(5 * 60_000 + 2)),
      runDueJobs(deps, handlers, at(5 * 60_000 + 2)),
    ]);
    expect(runs).toEqual(['tick', 'tick']);
  });
});

describe('the worker loop', () => {
  const HOUR = 3_600_000;
  const started: Worker[] = [];
  afterAll(async () => {
    await Promise.all(started.map((worker) => worker.stop()));
  });
  function start(
    workerDeps: JobDeps,
    handlers: JobHandlers,
    options: { pollMs: number; concurrency?: number; onError?: (error: unknown) => void },
  ) {
    const worker = startWorker(workerDeps, handlers, {
      pollMs: options.pollMs,
      concurrency: options.concurrency,
      schedules: [],
      now: () => T0,
      onError: options.onError ?? ((error) => expect.unreachable(String(error))),
    });
    started.push(worker);
    return worker;
  }
  const counting = (ran: string[]): JobHandlers => ({
    count: (payload) => {
      ran.push(payload.name as string);
      return Promise.resolve();
    },
  });

  it('runs what is due when it starts and when woken, between polls an hour apart', async () => {
    await enqueueJobs(testDb.db, [{ kind: 'count', payload: { name: 'first' }, runAt: T0 }]);
    const ran: string[] = [];
    const worker = start(deps, counting(ran), { pollMs: HOUR });
    await worker.idle();
    expect(ran).toEqual(['first']);
    await enqueueJobs(testDb.db, [{ kind: 'count', payload: { name: 'woken' }, runAt: T0 }]);
    worker.wake();
    await worker.idle();
    expect(ran).toEqual(['first', 'woken']);
    await worker.stop();
  });

  it('stops cleanly: waits for the job in progress, then runs nothing more', async () => {
    let release = () => {};
    const ran: string[] = [];
    const handlers: JobHandlers = {
      ...counting(ran),
      slow: async () => {
        ran.push('slow started');
        await new Promise<void>((resolve) => (release = resolve));
        ran.push('slow finished');
      },
    };
    const worker = start(deps, handlers, { pollMs: HOUR });
    await worker.idle();
    await enqueueJobs(testDb.db, [{ kind: 'slow', payload: {}, dedupKey: 'slow', runAt: T0 }]);
    worker.wake();
    await until(() => ran.includes('slow started'), 'the slow job started');
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(ran).toEqual(['slow started', 'slow finished']);
    expect((await findJobByKey(testDb.db, 'slow'))?.doneAt).toEqual(T0);

    await enqueueJobs(testDb.db, [
      { kind: 'count', payload: { name: 'after' }, dedupKey: 'after', runAt: T0 },
    ]);
    worker.wake();
    await worker.idle();
    expect(ran).not.toContain('after');
    expect((await findJobByKey(testDb.db, 'after'))?.attempts).toBe(0);
  });

  /**
   * Jobs of kind 'gate' that each wait (bounded) until `width` of them have started: with fewer
   * lanes than `width` they fail instead of finishing. Notes the most running at once.
   */
  function gates(width: number) {
    const seen = { started: 0, running: 0, most: 0, finished: 0 };
    const handlers: JobHandlers = {
      gate: async () => {
        seen.started += 1;
        seen.running += 1;
        seen.most = Math.max(seen.most, seen.running);
        try {
          await until(() => seen.started >= width, `${width} gate jobs running at once`);
          seen.finished += 1;
        } finally {
          seen.running -= 1;
        }
      },
    };
    return { seen, handlers };
  }

  it('runs several jobs at once, each once', async () => {
    const { seen, handlers } = gates(3);
    await enqueueJobs(
      testDb.db,
      Array.from({ length: 6 }, (_, i) => ({
        kind: 'gate',
        payload: {},
        dedupKey: `gate-${i}`,
        runAt: T0,
      })),
    );
    const result = await runDueJobs(deps, handlers, T0, { concurrency: 3 });
    expect(result).toEqual({ ran: 6, failed: 0 });
    expect(seen).toMatchObject({ started: 6, finished: 6, most: 3 });
  });

  it('runs what a running job queues several at a time: lanes with nothing to do wait for it', async () => {
    const { seen, handlers } = gates(4);
    const plan: JobHandler = async (_payload, ctx) => {
      await enqueueJobs(
        ctx.db,
        Array.from({ length: 4 }, () => ({ kind: 'gate', payload: {}, runAt: T0 })),
      );
    };
    await enqueueJobs(testDb.db, [{ kind: 'plan', payload: {}, runAt: T0 }]);
    const result = await runDueJobs(deps, { ...handlers, plan }, T0, { concurrency: 4 });
    expect(result).toEqual({ ran: 5, failed: 0 });
    expect(seen.most).toBe(4);
  });

  it('comes back at once for the rest when a run used its whole budget of 1,000 jobs', async () => {
    const ran: string[] = [];
    await enqueueJobs(
      testDb.db,
      Array.from({ length: 1_001 }, (_, i) => ({
        kind: 'count',
        payload: { name: `n${i}` },
        runAt: T0,
      })),
    );
    const worker = start(deps, counting(ran), { pollMs: HOUR, concurrency: 8 });
    await worker.idle();
    expect(ran).toHaveLength(1_001);
    expect(new Set(ran).size).toBe(1_001);
    await worker.stop();
  });

  // The embedded database runs inside this process: only a PostgreSQL server can go away.
  it.skipIf(testDatabaseKind() !== 'postgres')(
    'survives the database going away, says so, and runs the jobs once it is back (PostgreSQL only: the embedded database cannot go away)',
    async () => {
      const target = new URL(testDb.databaseUrl!);
      // A TCP relay in front of PostgreSQL that the test cuts and restores.
      let up = true;
      const sockets = new Set<Socket>();
      const relay: Server = createServer((client) => {
        if (!up) {
          client.destroy();
          return;
        }
        const server = createConnection(Number(target.port || 5432), target.hostname);
        for (const socket of [client, server]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(server).pipe(client);
      });
      await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
      const via = new URL(target);
      via.hostname = '127.0.0.1';
      via.port = String((relay.address() as { port: number }).port);
      const handle: DbHandle = await createDb({
        databaseUrl: via.toString(),
        poolSize: 2,
        onPoolError: () => undefined,
      });
      try {
        const errors: unknown[] = [];
        const ran: string[] = [];
        const worker = start({ ...deps, db: handle.db }, counting(ran), {
          pollMs: 10,
          onError: (error) => errors.push(error),
        });
        await worker.idle();
        expect(errors).toEqual([]);

        up = false;
        for (const socket of sockets) socket.destroy();
        await enqueueJobs(testDb.db, [
          { kind: 'count', payload: { name: 'queued while away' }, runAt: T0 },
        ]);
        await until(() => errors.length >= 3, 'three failed polls');
        expect(ran).toEqual([]);

        up = true;
        await until(() => ran.length === 1, 'the job run once the database is back');
        expect(ran).toEqual(['queued while away']);
        const failedPolls = errors.length;
        await worker.stop();
        expect(errors.length).toBe(failedPolls);
      } finally {
        await handle.close();
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => relay.close(resolve));
      }
    },
  );
});

describe('configuration', () => {
  it('runs a worker unless WORKER=off; keeps e-mail in the outbox unless SMTP_URL is set', () => {
    const plain = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://club.example.org' });
    expect(plain.worker).toBe(true);
    expect(plain.smtpUrl).toBeUndefined();
    expect(plain.mailFrom).toBe('Lectern <no-reply@club.example.org>');
    expect(createMailer(plain).kind).toBe('outbox');
    const configured = loadConfig({
      NODE_ENV: 'test',
      WORKER: 'off',
      SMTP_URL: 'smtp://mail.example.org:587',
      MAIL_FROM: 'Club <club@example.org>',
    });
    expect(configured.worker).toBe(false);
    expect(configured.mailFrom).toBe('Club <club@example.org>');
    expect(createMailer(configured).kind).toBe('smtp');
  });
});
