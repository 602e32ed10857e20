import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type DatabaseKind = 'postgres' | 'pglite';

export interface DbHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory, loadable with `loadDataDir` (tests reuse it). */
  dumpDataDir?: (() => Promise<Blob>) | undefined;
}

export interface CreateDbOptions {
  /** PostgreSQL connection string; when absent, the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` (or undefined with databaseUrl unset) keeps it in memory. */
  dataDir?: string | undefined;
  /** A PGlite data directory dump (from `dumpDataDir`) to start from: tests skip migrations. */
  loadDataDir?: Blob | undefined;
  poolSize?: number | undefined;
  /** Called when the pool reports an idle-client error (e.g. PostgreSQL restarted). */
  onPoolError?: ((error: Error) => void) | undefined;
}

const OID = { int8: 20, date: 1082, timestamp: 1114, numeric: 1700 } as const;

// `date` stays 'YYYY-MM-DD' (no local-midnight Date); counts (int8) become numbers.
pg.types.setTypeParser(OID.date, (value) => value);
pg.types.setTypeParser(OID.int8, (value) => Number.parseInt(value, 10));

// underscoreBeforeDigits: `drink6pm` must map to the column `drink_6pm` (and back).
const plugins = [new CamelCasePlugin({ underscoreBeforeDigits: true })];

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  if (options.databaseUrl) return createPostgres(options);
  return createPglite(options);
}

function createPostgres(options: CreateDbOptions): DbHandle {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 20,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    query_timeout: 20_000,
  });
  // Without this handler an idle client's error (database restart) crashes the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

async function createPglite(options: CreateDbOptions): Promise<DbHandle> {
  const [{ PGlite }, { PGliteDialect }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('kysely-pglite-dialect'),
  ]);
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dirname(dataDir), { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    parsers: {
      [OID.date]: (value: string) => value,
      [OID.int8]: (value: string) => Number.parseInt(value, 10),
      [OID.numeric]: (value: string) => value,
    },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins });
  return {
    db,
    kind: 'pglite',
    close: () => db.destroy(),
    dumpDataDir: () => pglite.dumpDataDir('none'),
  };
}
