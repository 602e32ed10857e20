import { createDb } from '@lectern/db';
import { sql } from 'kysely';
import type { Cluster } from './cluster.js';
import { writeUntil, type WriteOutcome, type WriteTarget } from './writes.js';

// PostgreSQL stopped and started again under a load of unique writes: what happened, with the
// instants it happened at. postgres-restart.test.ts asserts the behaviour (503 while the database
// is away, success after, nothing lost); `npm run bench:restart` (bench/src/restart.mjs) prints
// the times. Instants are performance.now() readings.

export const RESTART_SCENARIO = {
  writers: 16,
  beforeOutageMs: 1_500,
  outageMs: 2_500,
  /** Writes go on this long after the first success that follows the restart. */
  afterRecoveryMs: 1_000,
  /** Writers retry this soon after a 503: what is timed is the server's recovery, not Retry-After. */
  pauseAfter503Ms: 25,
  /** Longest wait for a first success after the restart: past it the server counts as stuck. */
  recoveryGiveUpMs: 60_000,
};

export interface RestartRun {
  /** Every write, each with the instants it was sent and answered. */
  outcomes: WriteOutcome[];
  /** A read through each door while the database was away. */
  readsWhileDown: { status: number; retryAfter: string | null }[];
  /** PostgreSQL stopped; was asked to start; first answered a query again. */
  downAt: number;
  restartingAt: number;
  upAt: number;
  /** When the first write sent after the database stopped succeeded (Infinity: none did). */
  firstSuccessAt: number;
}

/** When PostgreSQL first answers a query again (pg_ctl -w only polls every 100 ms). */
async function firstAcceptedConnection(url: string, stopAt: () => boolean): Promise<number> {
  const probe = await createDb({ databaseUrl: url, poolSize: 1 });
  try {
    while (!stopAt()) {
      try {
        await sql`SELECT 1`.execute(probe.db);
        return performance.now();
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    return Infinity;
  } finally {
    await probe.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes at `target`, stops the cluster, reads through both doors, starts it again. */
export async function restartUnderLoad(
  cluster: Cluster,
  target: WriteTarget,
  prefix: string,
): Promise<RestartRun> {
  const s = RESTART_SCENARIO;
  let stopping = false;
  let downAt = Infinity;
  let firstSuccessAt = Infinity;
  const noteSuccess = (o: WriteOutcome) => {
    if (o.status === 201 && o.sentAt > downAt)
      firstSuccessAt = Math.min(firstSuccessAt, o.answeredAt);
  };
  const load = writeUntil(target, {
    prefix,
    workers: s.writers,
    shouldStop: () => stopping,
    pauseAfterUnavailableMs: s.pauseAfter503Ms,
    onOutcome: noteSuccess,
  });

  await sleep(s.beforeOutageMs);
  await cluster.stop();
  downAt = performance.now();
  // Reads on both doors (the caller lookup is the first query).
  const input = encodeURIComponent(JSON.stringify({ clubId: target.clubId }));
  const reads = await Promise.all(
    [`/api/trpc/meetings.list?input=${input}`, `/api/clubs/${target.clubId}/meetings`].map((path) =>
      fetch(`${target.baseUrl}${path}`, { headers: { authorization: target.authorization } }),
    ),
  );
  await sleep(s.outageMs);
  const restartingAt = performance.now();
  let started = false;
  const accepted = firstAcceptedConnection(cluster.url, () => started);
  await cluster.start();
  started = true;
  const upAt = Math.min(await accepted, performance.now());
  const giveUpAt = performance.now() + s.recoveryGiveUpMs;
  while (firstSuccessAt === Infinity && performance.now() < giveUpAt) await sleep(20);
  await sleep(s.afterRecoveryMs);
  stopping = true;
  const outcomes = await load;
  return {
    outcomes,
    readsWhileDown: reads.map((r) => ({
      status: r.status,
      retryAfter: r.headers.get('retry-after'),
    })),
    downAt,
    restartingAt,
    upAt,
    firstSuccessAt,
  };
}
