import { createDb, migrateToLatest, seedDemo, seedPathways } from '@lectern/db';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createMailer } from './email/mailer.js';
import { startJobWorker } from './jobs/handlers.js';
import type { Worker } from './jobs/worker.js';

/** How often an idle worker looks for due jobs (work queued by this instance wakes it at once). */
const WORKER_POLL_MS = 5_000;
/**
 * Jobs each instance runs at once on PostgreSQL (each holds at most one of the pool's 20
 * connections while it runs). The embedded database has one connection: one job at a time.
 */
const WORKER_CONCURRENCY = 8;

/** Starts Lectern: migrate, seed, serve. */
async function main() {
  const config = loadConfig();
  const handle = await createDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (error) => console.error('database pool error:', error.message),
  });
  await migrateToLatest(handle.db);
  await seedPathways(handle.db);
  if (config.seedDemo) await seedDemo(handle.db, { now: new Date() });

  // WORKER=off keeps this instance out of background work; the others (or one started for it)
  // run the jobs it queues.
  let worker: Worker | undefined;
  const mailer = createMailer(config);
  if (config.worker) {
    worker = startJobWorker(
      { db: handle.db, config, mailer },
      {
        pollMs: WORKER_POLL_MS,
        concurrency: config.databaseUrl ? WORKER_CONCURRENCY : 1,
        onError: (error) => console.error('job worker:', error),
      },
    );
  }
  const app = await buildApp({
    db: handle.db,
    config,
    listen: handle.listen,
    wakeWorker: worker && (() => worker?.wake()),
  });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await worker?.stop();
    mailer.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const database =
    handle.kind === 'pglite' ? `embedded database (${config.dataDir})` : 'PostgreSQL';
  const signIn = config.oidc ? config.authProviderName : 'built-in development sign-in';
  console.log(`Lectern is running at ${config.publicUrl} — ${database}, ${signIn}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
