// The job queue (docs/decisions/044): every job runs once however many workers claim at the same
// time, failures are retried with backoff and then given up, keys deduplicate, scheduled runs
// wait for their time. Clocks are injected; nothing here waits on the wall clock.
import { enqueueJobs, findJobByKey } from '@lectern/db/queries/jobs';
import { createTestDb, type TestDb } from '@lectern/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createMailer } from '../src/email/mailer.js';
import { raceTest } from './helpers.js';
import {
  enqueueSchedules,
  runDueJobs,
  type JobDeps,
  type JobHandlers,
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

  it('gives up at once on a kind nobody handles', async () => {
    await enqueueJobs(testDb.db, [{ kind: 'unknown', payload: {}, dedupKey: 'u', runAt: T0 }]);
    expect(await runDueJobs(deps, {}, T0)).toEqual({ ran: 0, failed: 1 });
    expect((await findJobByKey(testDb.db, 'u'))?.failedAt).toEqual(T0);
  });

  it('a job whose worker died is claimed again after its lock expires', async () => {
    await enqueueJobs(testDb.db, [{ kind: 'slow', payload: {}, dedupKey: 's', runAt: T0 }]);
    // A worker claims it and never finishes: simulated by a claim without a run.
    await testDb.db
      .updateTable('jobs')
      .set({ attempts: 1, lockedUntil: at(5 * 60_000) })
      .where('dedupKey', '=', 's')
      .execute();
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
