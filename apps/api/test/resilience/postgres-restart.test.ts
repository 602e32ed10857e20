import { POOL_TIMEOUTS } from '@lectern/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCluster, findPostgresBinaries, type Cluster } from './cluster.js';
import { RESTART_SCENARIO, restartUnderLoad } from './restart.js';
import { startApiOn, type ApiOnPostgres } from './server.js';
import { auditWrites, type WriteOutcome } from './writes.js';

// PostgreSQL restarts under load: the process survives, answers 503 during the outage, succeeds
// again once the database is back, and loses no acknowledged write. On a cluster of its own
// (cluster.ts). How long the answers and the recovery take is measured by `npm run bench:restart`
// (docs/SCALING.md), not asserted here.

/** A request unanswered after this long counts as hung (far beyond any pool timeout). */
const HUNG_AFTER_MS = POOL_TIMEOUTS.connectMs + 30_000;

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
      timeoutMs: HUNG_AFTER_MS,
      onPoolError: (error) => poolErrors.push(error),
    });
  });

  afterAll(async () => {
    await api?.close();
    await cluster?.destroy();
  });

  it('answers 503 + Retry-After while the database is away, succeeds again once it is back, loses nothing', async () => {
    const { outcomes, readsWhileDown, downAt, restartingAt, firstSuccessAt } =
      await restartUnderLoad(cluster, api.target, 'restart');

    // Reads on both doors answer 503 + Retry-After too.
    expect(readsWhileDown.map((r) => [r.status, Number(r.retryAfter) > 0])).toEqual([
      [503, true],
      [503, true],
    ]);

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

    // Before the outage writes succeed; while the database is down (sent after it stopped,
    // answered before it was started again) every answer is 503 with Retry-After.
    expect(outcomes.some((o) => o.status === 201 && o.answeredAt < downAt)).toBe(true);
    const duringOutage = outcomes.filter((o) => o.sentAt > downAt && o.answeredAt < restartingAt);
    expect(duringOutage.length).toBeGreaterThan(RESTART_SCENARIO.writers);
    expect(summary(duringOutage)).toEqual([['503', duringOutage.length]]);
    expect(duringOutage.every((o) => o.retryAfter !== null && Number(o.retryAfter) > 0)).toBe(true);

    // Writes succeed again once PostgreSQL is back.
    expect(firstSuccessAt).toBeLessThan(Infinity);
    expect(outcomes.some((o) => o.status === 201 && o.sentAt > restartingAt)).toBe(true);

    // 0 acknowledged writes lost, none written twice.
    const audit = await auditWrites(api.handle.db, api.target.clubId, 'restart', outcomes);
    expect(audit.acknowledged).toBeGreaterThan(0);
    expect(audit.lost).toEqual([]);
    expect(audit.duplicated).toEqual([]);

    // The process survived and still serves.
    const health = await fetch(`${api.target.baseUrl}/api/health`);
    expect(health.status).toBe(200);
  });
});
