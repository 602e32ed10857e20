import { createDb, migrateToLatest, seedDemo, seedPathways } from '@lectern/db';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

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

  const app = await buildApp({ db: handle.db, config });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
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
