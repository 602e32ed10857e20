// The job queue's worker (docs/decisions/044-job-queue-in-lecterns-tables.md): claims due jobs
// with FOR UPDATE SKIP LOCKED, runs each by its kind, retries failures with backoff. The same code
// runs on PostgreSQL and on the embedded database; any number of instances may run it at once.
import { retryDelayMs } from '@lectern/domain';
import type { Database } from '@lectern/db';
import {
  claimDueJobs,
  completeJob,
  enqueueJobs,
  failJob,
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
}

export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** A claimed job is its worker's for this long; one that dies with it is claimed again after. */
export const JOB_LOCK_MS = 5 * 60_000;
/** Jobs claimed per statement. */
const CLAIM_BATCH = 20;

export interface RunResult {
  ran: number;
  failed: number;
}

/**
 * Runs every job due at `now` (tests pass their own clock), batch after batch, until none is
 * left. Each job's failure is recorded (retry at now + backoff, or given up after its last
 * attempt); it never stops the others.
 */
export async function runDueJobs(
  deps: JobDeps,
  handlers: JobHandlers,
  now: Date,
  options: { maxBatches?: number } = {},
): Promise<RunResult> {
  const result: RunResult = { ran: 0, failed: 0 };
  const maxBatches = options.maxBatches ?? 50;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const jobs = await claimDueJobs(
      deps.db,
      now,
      new Date(now.getTime() + JOB_LOCK_MS),
      CLAIM_BATCH,
    );
    for (const job of jobs) {
      if (await runOne(deps, handlers, job, now)) result.ran += 1;
      else result.failed += 1;
    }
    if (jobs.length < CLAIM_BATCH) break;
  }
  return result;
}

async function runOne(
  deps: JobDeps,
  handlers: JobHandlers,
  job: ClaimedJob,
  now: Date,
): Promise<boolean> {
  const handler = handlers[job.kind];
  try {
    if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
    await handler(job.payload, { ...deps, now });
    await completeJob(deps.db, job.id, now);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const retryAt =
      handler && job.attempts < job.maxAttempts
        ? new Date(now.getTime() + retryDelayMs(job.attempts))
        : null;
    await failJob(deps.db, job.id, message.slice(0, 2000), now, retryAt);
    return false;
  }
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
  },
): Worker {
  const clock = options.now ?? (() => new Date());
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const tick = async () => {
    try {
      const now = clock();
      await enqueueSchedules(deps.db, options.schedules, now);
      await runDueJobs(deps, handlers, now);
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
  timer = setTimeout(run, 0);
  timer.unref();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
