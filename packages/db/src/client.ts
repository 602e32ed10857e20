import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import pg from 'pg';
import {
  listenPglite,
  listenPostgres,
  type ListenHandlers,
  type NotificationListener,
} from './listen.js';
import type { Database } from './schema.js';

export type DatabaseKind = 'postgres' | 'pglite';

export interface DbHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
  /**
   * Listens for one notification channel on a connection of its own (PostgreSQL: outside the
   * pool, reconnecting; PGlite: its own `listen`). Notifications are sent with `pg_notify`.
   */
  listen: (channel: string, handlers: ListenHandlers) => Promise<NotificationListener>;
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
  /** PostgreSQL only: how many distinct statements run as prepared statements (default 1,000). */
  preparedStatementLimit?: number | undefined;
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

/**
 * How long the pool waits for PostgreSQL before a request fails (and the API answers 503):
 * bounded everywhere, so a lost database never leaves a request hanging.
 */
export const POOL_TIMEOUTS = {
  /** Opening a connection (TCP + authentication), and waiting for a free one in a full pool. */
  connectMs: 3_000,
  /** Server side: any one statement. */
  statementMs: 15_000,
  /** Client side: a query whose server never answers (a half-open TCP connection). */
  queryMs: 20_000,
  /** Server side: a transaction left idle by a crashed handler releases its locks. */
  idleInTransactionMs: 30_000,
  /** Idle connections are closed after this (and so are not kept across long quiet periods). */
  idleMs: 30_000,
} as const;

function createPostgres(options: CreateDbOptions): DbHandle {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 20,
    connectionTimeoutMillis: POOL_TIMEOUTS.connectMs,
    idleTimeoutMillis: POOL_TIMEOUTS.idleMs,
    statement_timeout: POOL_TIMEOUTS.statementMs,
    query_timeout: POOL_TIMEOUTS.queryMs,
    idle_in_transaction_session_timeout: POOL_TIMEOUTS.idleInTransactionMs,
    // TCP keep-alive notices a peer that vanished without closing (a failed-over host).
    keepAlive: true,
    application_name: 'lectern',
  });
  // Without this handler an idle client's error (database restart) crashes the process. The
  // broken client is already out of the pool; the next checkout opens a fresh connection.
  pool.on('error', (error) => options.onPoolError?.(error));
  // A checked-out client has no pool listener, yet pg still emits 'error' on it when the server
  // goes away (found by the restart test: an uncaught exception). The failure already reaches the
  // query that was running, or the next one, as an error the API maps to 503; the client is not
  // queryable any more, so its release drops it from the pool.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const dialect = new PostgresDialect({
    pool: preparing(pool, options.preparedStatementLimit ?? PREPARED_STATEMENT_LIMIT),
  });
  const db = new Kysely<Database>({ dialect, plugins });
  const databaseUrl = options.databaseUrl as string;
  return {
    db,
    kind: 'postgres',
    close: () => db.destroy(),
    listen: (channel, handlers) => listenPostgres(databaseUrl, channel, handlers),
  };
}

/**
 * How many distinct statement texts become named prepared statements. The application has a few
 * hundred; the cap keeps statements built with a variable shape (an IN list of any length) from
 * growing every connection's cache without end: texts past it run unnamed.
 */
const PREPARED_STATEMENT_LIMIT = 1_000;

/**
 * Every parameterised statement runs as a named prepared statement: PostgreSQL parses it once per
 * connection and, after a few executions, reuses its plan, where an unnamed statement is parsed,
 * analysed and planned on every call. Kysely always sends the same text for the same query shape,
 * so the text itself names the statement, and query authors never see any of this.
 */
function preparing(pool: pg.Pool, limit: number): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < limit) {
      name = `s${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  // One adapter per pooled connection, so Kysely keeps recognising the connection it wrapped.
  const adapters = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const adapterOf = (client: pg.PoolClient): PostgresPoolClient => {
    let adapter = adapters.get(client);
    if (adapter) return adapter;
    function query<R>(text: string, values: readonly unknown[]): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query(
      statement: string | PostgresCursor<unknown>,
      values: readonly unknown[] = [],
    ): unknown {
      // Kysely's .stream() hands over a cursor; nothing here streams, so cursors are not adapted.
      if (typeof statement !== 'string') throw new Error('Query streaming is not supported');
      // Statements without parameters (BEGIN, COMMIT, the migrations' scripts of several
      // statements) keep the simple protocol.
      const name = values.length > 0 ? nameOf(statement) : undefined;
      return client.query({ text: statement, values: [...values], ...(name ? { name } : {}) });
    }
    adapter = { query, release: () => client.release() };
    adapters.set(client, adapter);
    return adapter;
  };
  return {
    connect: async () => adapterOf(await pool.connect()),
    end: () => pool.end(),
  };
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
    listen: (channel, handlers) => listenPglite(pglite, channel, handlers),
    dumpDataDir: () => pglite.dumpDataDir('none'),
  };
}
