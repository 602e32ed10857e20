import { createApiToken } from '@lectern/auth';
import { createDb, migrateToLatest, seedDemo, seedPathways, type DbHandle } from '@lectern/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { WriteTarget } from './writes.js';

export interface ApiOnPostgres {
  handle: DbHandle;
  app: FastifyInstance;
  /** The VPE's Bearer token and the demo club: what the writers need. */
  target: WriteTarget;
  close(): Promise<void>;
}

/**
 * The built app, listening on a free port, over a freshly migrated and seeded database at
 * `databaseUrl` (a dedicated cluster: see cluster.ts).
 */
export async function startApiOn(
  databaseUrl: string,
  options: { timeoutMs: number; onPoolError?: (error: Error) => void },
): Promise<ApiOnPostgres> {
  const handle = await createDb({ databaseUrl, onPoolError: options.onPoolError });
  await migrateToLatest(handle.db);
  await seedPathways(handle.db);
  const demo = await seedDemo(handle.db, { now: new Date() });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Load, not rate limiting, is under test (rate-limits.test.ts proves the limits).
    RATE_LIMIT_MUTATIONS_PER_MINUTE: '1000000',
  });
  const app = await buildApp({ db: handle.db, config, logger: false });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const vpe = await handle.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'vpe@example.org')
    .executeTakeFirstOrThrow();
  const { token } = await createApiToken(handle.db, vpe.id, 'resilience test', 'full');
  return {
    handle,
    app,
    target: {
      baseUrl,
      clubId: demo.clubId,
      authorization: `Bearer ${token}`,
      timeoutMs: options.timeoutMs,
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
