import { sql } from 'kysely';
import type { Executor } from '../executor.js';

// The job queue (docs/decisions/044-job-queue-in-lecterns-tables.md). Every time is passed in by
// the caller (never the database's now()), so tests drive the queue with an injected clock.

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** At most one job per key, ever (until purged): planning the same reminder twice enqueues it once. */
  dedupKey?: string | null;
  runAt: Date;
  maxAttempts?: number;
  /**
   * Retried after failures until this instant, however many attempts (a reminder: until its
   * meeting starts); without it, `maxAttempts` attempts.
   */
  retryUntil?: Date | null;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  dedupKey: string | null;
  attempts: number;
  maxAttempts: number;
  retryUntil: Date | null;
  /** This claim's token: only its holder renews, completes or fails the job. */
  lockToken: string;
}

/** Rows per INSERT: far below PostgreSQL's limit of 65,535 parameters per statement. */
const ENQUEUE_CHUNK = 1_000;

/** Enqueues jobs; those whose key is already taken are skipped. Returns how many were added. */
export async function enqueueJobs(db: Executor, jobs: readonly NewJob[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < jobs.length; start += ENQUEUE_CHUNK) {
    const rows = await db
      .insertInto('jobs')
      .values(
        jobs.slice(start, start + ENQUEUE_CHUNK).map((job) => ({
          kind: job.kind,
          payload: JSON.stringify(job.payload),
          dedupKey: job.dedupKey ?? null,
          runAt: job.runAt,
          retryUntil: job.retryUntil ?? null,
          ...(job.maxAttempts === undefined ? {} : { maxAttempts: job.maxAttempts }),
        })),
      )
      .onConflict((oc) => oc.column('dedupKey').doNothing())
      .returning('id')
      .execute();
    added += rows.length;
  }
  return added;
}

/**
 * Claims the next due job for a worker about to run it: the attempt is counted and the job is
 * leased to `token` until `lockUntil` (a worker that dies leaves it to be claimed again then; one
 * that lives renews the lease while the job runs). `SKIP LOCKED` lets any number of workers
 * claim at once without waiting for, or taking, each other's jobs.
 */
export async function claimNextJob(
  db: Executor,
  now: Date,
  lockUntil: Date,
  token: string,
): Promise<ClaimedJob | undefined> {
  const due = db
    .selectFrom('jobs')
    .select('id')
    .where('doneAt', 'is', null)
    .where('failedAt', 'is', null)
    .where('runAt', '<=', now)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
    .orderBy('runAt')
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .skipLocked();
  const job = await db
    .updateTable('jobs')
    .set({ attempts: sql`attempts + 1`, lockedUntil: lockUntil, lockToken: token })
    .where('id', 'in', due)
    .returning([
      'id',
      'kind',
      'payload',
      'dedupKey',
      'attempts',
      'maxAttempts',
      'retryUntil',
      'lockToken',
    ])
    .executeTakeFirst();
  return job && { ...job, lockToken: token };
}

/**
 * Extends the lease of a job its claim still holds; false when another claim took it (the lease
 * ran out and another worker claimed it) or it is finished.
 */
export async function renewJobLease(
  db: Executor,
  id: number,
  token: string,
  lockUntil: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ lockedUntil: lockUntil })
    .where('id', '=', id)
    .where('lockToken', '=', token)
    .where('doneAt', 'is', null)
    .where('failedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the job done, if the claim still holds it; false (nothing changed) otherwise. */
export async function completeJob(
  db: Executor,
  id: number,
  token: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ doneAt: now, lockedUntil: null, lockToken: null, lastError: null })
    .where('id', '=', id)
    .where('lockToken', '=', token)
    .where('doneAt', 'is', null)
    .where('failedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A failed attempt, if the claim still holds the job: run again at `retryAt`, or give up
 * (failedAt) when `retryAt` is null. False (nothing changed) when the claim no longer holds it.
 */
export async function failJob(
  db: Executor,
  id: number,
  token: string,
  error: string,
  now: Date,
  retryAt: Date | null,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set(
      retryAt === null
        ? { failedAt: now, lockedUntil: null, lockToken: null, lastError: error }
        : { runAt: retryAt, lockedUntil: null, lockToken: null, lastError: error },
    )
    .where('id', '=', id)
    .where('lockToken', '=', token)
    .where('doneAt', 'is', null)
    .where('failedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Finished jobs (done or given up) older than `before` go, with their keys. */
export async function purgeFinishedJobs(db: Executor, before: Date): Promise<number> {
  const done = await db.deleteFrom('jobs').where('doneAt', '<', before).executeTakeFirst();
  const failed = await db.deleteFrom('jobs').where('failedAt', '<', before).executeTakeFirst();
  return Number(done.numDeletedRows) + Number(failed.numDeletedRows);
}

/** Tests and the outbox screen's checks: a job by its key. */
export async function findJobByKey(db: Executor, dedupKey: string) {
  return db
    .selectFrom('jobs')
    .select([
      'id',
      'kind',
      'payload',
      'attempts',
      'runAt',
      'retryUntil',
      'lockedUntil',
      'doneAt',
      'failedAt',
      'lastError',
    ])
    .where('dedupKey', '=', dedupKey)
    .executeTakeFirst();
}
