import { POOL_TIMEOUTS } from '@lectern/db/client';
import { createDb } from '@lectern/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCluster, findPostgresBinaries, type Cluster } from './cluster.js';
import { startApiOn, type ApiOnPostgres } from './server.js';
import { auditWrites, writeUntil, type WriteOutcome } from './writes.js';

// PostgreSQL restarts under load: the process survives, answers 503 during the outage, succeeds
// again within 2 s of the database's return, and loses no acknowledged write. On a cluster of its
// own (cluster.ts).

/** The figure to reach: from "the database accepts connections" to the first 2xx. */
const FIRST_SUCCESS_AFTER_RESTART_MS = 2_000;
const WRITERS = 16;
const BEFORE_OUTAGE_MS = 1_500;
const OUTAGE_MS = 2_500;
const AFTER_RESTART_MS = 2_500;
/** Longest a request may wait: the pool's connect timeout, plus scheduling slack. */
const LONGEST_ANSWER_MS = POOL_TIMEOUTS.connectMs + 2_000;
/** Writers retry this soon after a 503: the figure is the server's recovery, not Retry-After. */
const PAUSE_AFTER_503_MS = 25;

const bindir = findPostgresBinaries();
// CI has the PostgreSQL server binaries; elsewhere without them the test says why it is skipped.
const describeWithPostgres = bindir || process.env.CI ? describe : describe.skip;

describeWithPostgres('PostgreSQL restart under load', () => {
  let cluster: Cluster;
  let api: ApiOnPostgres;
  const poolErrors: Error[] = [];

  beforeAll(async () => {
    if (!bindir) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found');
    cluster = await createCluster(bindir);
    api = await startApiOn(cluster.url, {
      timeoutMs: LONGEST_ANSWER_MS * 2,
      onPoolError: (error) => poolErrors.push(error),
    });
  });

  afterAll(async () => {
    await api?.close();
    await cluster?.destroy();
  });

  /** When PostgreSQL first answers a query again (pg_ctl -w only polls every 100 ms). */
  async function firstAcceptedConnection(stopAt: () => boolean): Promise<number> {
    const probe = await createDb({ databaseUrl: cluster.url, poolSize: 1 });
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

  it('answers 503 + Retry-After while the database is away, recovers within 2 s, loses nothing', async () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    let stopping = false;
    const { target } = api;
    const load = writeUntil(target, {
      prefix: 'restart',
      workers: WRITERS,
      shouldStop: () => stopping,
      pauseAfterUnavailableMs: PAUSE_AFTER_503_MS,
    });

    await sleep(BEFORE_OUTAGE_MS);
    await cluster.stop();
    const downAt = performance.now();
    // Reads on both doors answer 503 + Retry-After too (the caller lookup is the first query).
    const input = encodeURIComponent(JSON.stringify({ clubId: target.clubId }));
    const reads = await Promise.all(
      [`/api/trpc/meetings.list?input=${input}`, `/api/clubs/${target.clubId}/meetings`].map(
        (path) =>
          fetch(`${target.baseUrl}${path}`, { headers: { authorization: target.authorization } }),
      ),
    );
    expect(reads.map((r) => [r.status, Number(r.headers.get('retry-after')) > 0])).toEqual([
      [503, true],
      [503, true],
    ]);
    await sleep(OUTAGE_MS);
    const restartingAt = performance.now();
    let started = false;
    const accepted = firstAcceptedConnection(() => started);
    await cluster.start();
    started = true;
    const upAt = Math.min(await accepted, performance.now());
    await sleep(AFTER_RESTART_MS);
    stopping = true;
    const outcomes = await load;

    const summary = (list: WriteOutcome[]) =>
      Object.entries(
        list.reduce<Record<string, number>>((counts, o) => {
          const label = o.failure ?? String(o.status);
          counts[label] = (counts[label] ?? 0) + 1;
          return counts;
        }, {}),
      );

    // Every request was answered (no resets, no hangs), and only with success or 503.
    expect(outcomes.filter((o) => o.failure !== undefined).map((o) => o.failure)).toEqual([]);
    expect(summary(outcomes.filter((o) => o.status !== 201 && o.status !== 503))).toEqual([]);
    const slowest = Math.max(...outcomes.map((o) => o.answeredAt - o.sentAt));
    expect(slowest).toBeLessThanOrEqual(LONGEST_ANSWER_MS);

    // Before the outage writes succeed; while the database is down (sent after it stopped,
    // answered before it was started again) every answer is 503 with Retry-After.
    expect(outcomes.some((o) => o.status === 201 && o.answeredAt < downAt)).toBe(true);
    const duringOutage = outcomes.filter((o) => o.sentAt > downAt && o.answeredAt < restartingAt);
    expect(duringOutage.length).toBeGreaterThan(WRITERS);
    expect(summary(duringOutage)).toEqual([['503', duringOutage.length]]);
    expect(duringOutage.every((o) => o.retryAfter !== null && Number(o.retryAfter) > 0)).toBe(true);

    // The first success after PostgreSQL accepts connections again comes within 2 s.
    const firstSuccess = Math.min(
      ...outcomes.filter((o) => o.status === 201 && o.sentAt > downAt).map((o) => o.answeredAt),
    );
    console.info(
      `restart: ${outcomes.length} writes, ${duringOutage.length} × 503 while down, first success ` +
        `${Math.round(firstSuccess - upAt)} ms after PostgreSQL accepted connections again`,
    );
    expect(firstSuccess - upAt).toBeLessThanOrEqual(FIRST_SUCCESS_AFTER_RESTART_MS);

    // 0 acknowledged writes lost, none written twice.
    const audit = await auditWrites(api.handle.db, target.clubId, 'restart', outcomes);
    expect(audit.acknowledged).toBeGreaterThan(0);
    expect(audit.lost).toEqual([]);
    expect(audit.duplicated).toEqual([]);

    // The process survived and still serves.
    const health = await fetch(`${target.baseUrl}/api/health`);
    expect(health.status).toBe(200);
  });
});
