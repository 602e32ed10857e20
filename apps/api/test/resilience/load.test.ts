import type { Database } from '@lectern/db';
import { testDatabaseKind } from '@lectern/db/testing';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness } from '../harness.js';
import { ACTORS } from '../helpers.js';
import { createCluster, findPostgresBinaries } from './cluster.js';
import { startApiOn } from './server.js';
import { auditWrites, writeUntil, type WriteTarget } from './writes.js';

// Load: 60 s of unique writes at 100+ connections, with 0 lost and 0 duplicated.

/** The figure to reach: a full minute of writes. */
const LOAD_DURATION_MS = 60_000;
/** Concurrent writers, each on its own keep-alive connection. */
const CONNECTIONS = 110;
/** Any request slower than this counts as hung. */
const REQUEST_TIMEOUT_MS = 30_000;
const PAUSE_AFTER_503_MS = 250;

// The figure is PostgreSQL's: the suite's server when DATABASE_URL is set, else a cluster of
// the test's own (the embedded PGlite is one connection, for development, not for 100 writers).
const onSuiteServer = testDatabaseKind() === 'postgres';
const bindir = onSuiteServer ? undefined : findPostgresBinaries();
const describeOnPostgres = onSuiteServer || bindir || process.env.CI ? describe : describe.skip;

describeOnPostgres('60 s of unique writes at 100+ connections', () => {
  let db: Kysely<Database>;
  let app: FastifyInstance;
  let target: WriteTarget;
  const cleanups: (() => Promise<void>)[] = [];
  let connections = 0;
  let open = 0;
  let peakOpen = 0;

  beforeAll(async () => {
    if (onSuiteServer) {
      const h = await createApiHarness();
      cleanups.push(() => h.close());
      db = h.db;
      app = await h.http();
      const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      target = {
        baseUrl,
        clubId: h.demo.clubId,
        authorization: (await h.authAs(ACTORS.vpe)).authorization,
        timeoutMs: REQUEST_TIMEOUT_MS,
      };
    } else {
      if (!bindir) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found');
      const cluster = await createCluster(bindir);
      cleanups.push(() => cluster.destroy());
      const api = await startApiOn(cluster.url, { timeoutMs: REQUEST_TIMEOUT_MS });
      cleanups.push(() => api.close());
      ({ app, target } = api);
      db = api.handle.db;
    }
    app.server.on('connection', (socket) => {
      connections++;
      peakOpen = Math.max(peakOpen, ++open);
      socket.once('close', () => open--);
    });
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(
    'every acknowledged write is stored exactly once',
    async () => {
      const endAt = performance.now() + LOAD_DURATION_MS;
      const outcomes = await writeUntil(target, {
        prefix: 'load',
        workers: CONNECTIONS,
        shouldStop: () => performance.now() >= endAt,
        pauseAfterUnavailableMs: PAUSE_AFTER_503_MS,
      });

      expect(peakOpen).toBeGreaterThanOrEqual(100);
      expect(connections).toBeGreaterThanOrEqual(100);
      // Answered, and only with success or "unavailable, retry" (never a 500 or a reset).
      expect(outcomes.filter((o) => o.failure !== undefined).map((o) => o.failure)).toEqual([]);
      expect(outcomes.filter((o) => o.status !== 201 && o.status !== 503)).toEqual([]);

      const audit = await auditWrites(db, target.clubId, 'load', outcomes);
      const unavailable = outcomes.filter((o) => o.status === 503).length;
      console.info(
        `load: ${outcomes.length} writes in ${LOAD_DURATION_MS / 1000} s over ${connections} connections ` +
          `(peak ${peakOpen} open): ${audit.acknowledged} acknowledged, ${unavailable} × 503`,
      );
      expect(audit.acknowledged).toBeGreaterThan(outcomes.length / 2);
      expect(audit.lost).toEqual([]);
      expect(audit.duplicated).toEqual([]);
    },
    LOAD_DURATION_MS + 120_000,
  );
});
