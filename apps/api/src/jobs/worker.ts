// The job queue's worker (docs/decisions/044-job-queue-in-lecterns-tables.md, 058, 083): claims
// each due job on its own with FOR UPDATE SKIP LOCKED (several at once when asked), holds each
// job's lease while it runs, runs it by its kind, retries failures with backoff. The same code runs on PostgreSQL and on the embedded
// database; any number of instances may run it at once.
import { randomUUID } from 'node:crypto';
import { retryDelayMs } from '@lectern/domain';
import type { Database } from '@lectern/db';
import {
  claimNextJob,
  completeJob,
  enqueueJobs,
  failJob,
  renewJobLease,
  type ClaimedJob,
} from '@lectern/db/queries/jobs';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { Mailer } from '../email/mailer.js';

export interface JobDeps {
  db: Kysely<Database>;
  config: AppConfig;
  mailer: Mailer;
}

/** What a job's code gets: the dependencies and the clock reading of this run. */
export interface JobContext extends JobDeps {
  now: Date;
  /**
   * Renews this job's lease and says whether this run still holds it. A job that acts outside
   * the database (sends e-mail) asks just before acting and does nothing when it is no longer
   * the job's holder (another worker has it).
   */
  holdsJob(): Promise<boolean>;
}

export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

/**
 * A claimed job is its worker's for this long from when it starts, and the lease is renewed
 * while it runs; a job whose worker dies is claimed again after.
 */
export const JOB_LOCK_MS = 5 * 60_000;
/** How often a running job's lease is renewed. */
export const LEASE_RENEW_MS = JOB_LOCK_MS / 5;
/** Jobs run per call of runDueJobs at most (the worker's loop then comes back for more at once). */
const MAX_JOBS_PER_RUN = 1_000;

export interface RunResult {
  ran: number;
  failed: number;
}

/** A fixed instant (tests), or a clock read when each job starts (the server). */
export type Clock = Date | (() => Date);

function reader(clock: Clock): () => Date {
  return typeof clock === 'function' ? clock : () => clock;
}

export interface RunOptions {
  /** How often a running job's lease is renewed (real time); tests shorten it. */
  renewEveryMs?: number;
  /**
   * Jobs run at once, each claimed on its own (default 1: one after another). A job mostly waits
   * on the database and the SMTP server or push service, so several at once send more a second.
   */
  concurrency?: number;
}

/**
 * Runs every job due (tests pass their own clock) until none is left, `concurrency` at a time.
 * Each job is claimed just before it runs, so its lease counts from its own start, and the lease
 * is renewed while it runs. Each job's failure is recorded (retry at now + backoff, or given up);
 * it never stops the others. A lane that finds nothing due waits while another lane is claiming
 * or running a job (that job may queue more, as the planner does) and stops once none is.
 */
export async function runDueJobs(
  deps: JobDeps,
  handlers: JobHandlers,
  clock: Clock,
  options: RunOptions = {},
): Promise<RunResult> {
  const read = reader(clock);
  const result: RunResult = { ran: 0, failed: 0 };
  let budget = MAX_JOBS_PER_RUN;
  /** Lanes claiming or running a job: one of them may yet find or queue work. */
  let active = 0;
  let stopping = false;
  let waiting: (() => void)[] = [];
  const wakeAll = () => {
    const woken = waiting;
    waiting = [];
    for (const wake of woken) wake();
  };
  const lane = async () => {
    try {
      while (budget > 0 && !stopping) {
        const now = read();
        const token = randomUUID();
        // Counted from the claim through the run, so no other lane sees a gap in between.
        active += 1;
        let job;
        try {
          job = await claimNextJob(deps.db, now, leaseEnd(now), token);
        } catch (error) {
          active -= 1;
          throw error;
        }
        if (!job) {
          active -= 1;
          if (active === 0) break;
          await new Promise<void>((resolve) => waiting.push(resolve));
          continue;
        }
        budget -= 1;
        try {
          const renewEveryMs = options.renewEveryMs ?? LEASE_RENEW_MS;
          if (await runOne(deps, handlers, job, now, read, renewEveryMs)) result.ran += 1;
          else result.failed += 1;
        } finally {
          active -= 1;
          wakeAll();
        }
      }
    } catch (error) {
      // The database failed under this lane: the others finish their job and stop too.
      stopping = true;
      throw error;
    } finally {
      // A lane that stops lets the waiting ones look again (and stop when nothing is left).
      wakeAll();
    }
  };
  const lanes = await Promise.allSettled(Array.from({ length: options.concurrency ?? 1 }, lane));
  const failure = lanes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return result;
}

function leaseEnd(now: Date): Date {
  return new Date(now.getTime() + JOB_LOCK_MS);
}

/** Keeps a running job's lease until stopped (or until another claim has taken the job). */
function holdLease(deps: JobDeps, job: ClaimedJob, read: () => Date, everyMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const renew = () =>
    renewJobLease(deps.db, job.id, job.lockToken, leaseEnd(read())).catch(() => true);
  const schedule = () => {
    timer = setTimeout(() => {
      void renew().then((held) => {
        if (held && !stopped) schedule();
      });
    }, everyMs);
    timer.unref();
  };
  schedule();
  return {
    /** Renews now; whether this claim still holds the job. */
    holds: () => renewJobLease(deps.db, job.id, job.lockToken, leaseEnd(read())),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

async function runOne(
  deps: JobDeps,
  handlers: JobHandlers,
  job: ClaimedJob,
  now: Date,
  read: () => Date,
  renewEveryMs: number,
): Promise<boolean> {
  const handler = handlers[job.kind];
  const lease = holdLease(deps, job, read, renewEveryMs);
  try {
    if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
    await handler(job.payload, { ...deps, now, holdsJob: lease.holds });
  } catch (error) {
    lease.stop();
    const message = error instanceof Error ? error.message : String(error);
    const failedAt = read();
    const retryAt = new Date(failedAt.getTime() + retryDelayMs(job.attempts));
    const retry =
      handler !== undefined &&
      (job.retryUntil === null ? job.attempts < job.maxAttempts : retryAt < job.retryUntil);
    // A claim that lost the job (another worker has it) changes nothing.
    await failJob(
      deps.db,
      job.id,
      job.lockToken,
      message.slice(0, 2000),
      failedAt,
      retry ? retryAt : null,
    );
    return false;
  }
  lease.stop();
  await completeJob(deps.db, job.id, job.lockToken, read());
  return true;
}

export interface Schedule {
  kind: string;
  /** Runs once per period; the period's start names the run, so instances plan it once. */
  everyMs: number;
}

/** Enqueues the current period's run of each schedule (a no-op when already there). */
export async function enqueueSchedules(
  db: Kysely<Database>,
  schedules: readonly Schedule[],
  now: Date,
): Promise<void> {
  await enqueueJobs(
    db,
    schedules.map((schedule) => {
      const start = new Date(Math.floor(now.getTime() / schedule.everyMs) * schedule.everyMs);
      return {
        kind: schedule.kind,
        payload: {},
        dedupKey: `${schedule.kind}:${start.toISOString()}`,
        runAt: start,
        maxAttempts: 1,
      };
    }),
  );
}

export interface Worker {
  /** Look for work now (after enqueueing in this process), instead of at the next poll. */
  wake(): void;
  /** Resolves once no turn is running or asked for (tests: `wake()`, then `await idle()`). */
  idle(): Promise<void>;
  /** Stops polling and waits for the turn in progress to end. */
  stop(): Promise<void>;
}

/**
 * The background loop of one instance: every `pollMs` (or when woken) it enqueues the scheduled
 * runs and runs what is due. Failures of the loop itself (the database away) are logged and the
 * next poll tries again.
 */
export function startWorker(
  deps: JobDeps,
  handlers: JobHandlers,
  options: {
    pollMs: number;
    schedules: readonly Schedule[];
    now?: () => Date;
    onError: (error: unknown) => void;
  } & RunOptions,
): Worker {
  const clock = options.now ?? (() => new Date());
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const tick = async () => {
    try {
      // A run that used its whole budget left work behind: another one at once, not a poll later.
      let result: RunResult;
      do {
        await enqueueSchedules(deps.db, options.schedules, clock());
        result = await runDueJobs(deps, handlers, clock, {
          renewEveryMs: options.renewEveryMs,
          concurrency: options.concurrency,
        });
      } while (!stopped && result.ran + result.failed >= MAX_JOBS_PER_RUN);
    } catch (error) {
      options.onError(error);
    }
  };
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = tick().finally(() => {
      running = undefined;
      if (stopped) return;
      if (again) {
        again = false;
        run();
      } else {
        timer = setTimeout(run, options.pollMs);
        timer.unref();
      }
    });
  };
  run();
  return {
    wake: run,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
