import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  type PluginTransformResultArgs,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  type QueryResult,
} from 'kysely';
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
  /** PostgreSQL only: how many distinct statements run as prepared statements (default 1,000). */
  preparedStatementLimit?: number | undefined;
}

const OID = { int8: 20, date: 1082, timestamp: 1114, numeric: 1700 } as const;

// `date` stays 'YYYY-MM-DD' (no local-midnight Date); counts (int8) become numbers.
pg.types.setTypeParser(OID.date, (value) => value);
pg.types.setTypeParser(OID.int8, (value) => Number.parseInt(value, 10));

/** Names remembered per direction; past this, nested JSON keys from user data are not kept. */
const NAME_CACHE_LIMIT = 5_000;
/** Row shapes (column lists) with a converter of their own; the application has a few hundred. */
const ROW_SHAPE_LIMIT = 1_000;

type Row = Record<string, unknown>;
type RowConverter = (row: Row, value: (value: unknown) => unknown) => Row;

/**
 * Kysely's CamelCasePlugin, faster on the hot path (decision 007). Kysely converts every
 * identifier of every query and every key of every result row character by character on every
 * call, and builds each result row key by key, which leaves V8 a dictionary-mode object that is
 * slow to read and to serialise: a list of 100 members is thousands of conversions and 100 such
 * objects. Here names are converted once, and each result shape (its column list) gets a
 * converter that builds the row as one object literal.
 */
class CachedCamelCasePlugin extends CamelCasePlugin {
  readonly #camel = new Map<string, string>();
  readonly #snake = new Map<string, string>();
  readonly #converters = new Map<string, RowConverter>();
  /** A column's value as Kysely maps it: plain objects (JSON), alone or in arrays, key by key. */
  readonly #value = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      return value.map((item: unknown) => (isPlainObject(item) ? this.#object(item) : item));
    }
    return isPlainObject(value) ? this.#object(value) : value;
  };

  #object(object: Row): Row {
    const mapped: Row = {};
    for (const key of Object.keys(object)) mapped[this.camelCase(key)] = this.#value(object[key]);
    return mapped;
  }

  protected override camelCase(name: string): string {
    return remembered(this.#camel, name, (value) => super.camelCase(value));
  }

  protected override snakeCase(name: string): string {
    return remembered(this.#snake, name, (value) => super.snakeCase(value));
  }

  /** Every row of a result has the same columns: the shape is looked up once per result. */
  override transformResult(args: PluginTransformResultArgs): Promise<QueryResult<Row>> {
    const { rows } = args.result;
    const first = rows[0];
    if (first === undefined) return Promise.resolve(args.result);
    const convert = this.#converterOf(first);
    return Promise.resolve({ ...args.result, rows: rows.map((row) => convert(row, this.#value)) });
  }

  #converterOf(row: Row): RowConverter {
    const columns = Object.keys(row);
    // PostgreSQL names cannot hold NUL, so the joined names identify the shape.
    const shape = columns.join('\0');
    let convert = this.#converters.get(shape);
    if (!convert) {
      convert = this.#converterFor(columns);
      if (this.#converters.size < ROW_SHAPE_LIMIT) this.#converters.set(shape, convert);
    }
    return convert;
  }

  /**
   * `(row, value) => ({ firstName: value(row["first_name"]), … })`. The names are the query's
   * own column names (never user data), written as JSON string literals.
   */
  #converterFor(columns: readonly string[]): RowConverter {
    const fields = columns.map(
      (column) =>
        `${JSON.stringify(this.camelCase(column))}: value(row[${JSON.stringify(column)}])`,
    );
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated from column names
    return new Function('row', 'value', `return { ${fields.join(', ')} };`) as RowConverter;
  }
}

function isPlainObject(value: unknown): value is Row {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function remembered(cache: Map<string, string>, name: string, convert: (name: string) => string) {
  let converted = cache.get(name);
  if (converted === undefined) {
    converted = convert(name);
    if (cache.size < NAME_CACHE_LIMIT) cache.set(name, converted);
  }
  return converted;
}

// underscoreBeforeDigits: `drink6pm` must map to the column `drink_6pm` (and back).
const plugins = [new CachedCamelCasePlugin({ underscoreBeforeDigits: true })];

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
    // Statements sent while another is out go straight to the server (a Pipeline's, decision 009);
    // a connection used one statement at a time behaves as without it.
    pipeline: true,
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
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/**
 * How many distinct statement texts become named prepared statements. The application has a few
 * hundred; the cap keeps statements built with a variable shape (an IN list of any length) from
 * growing every connection's cache without end: texts past it run unnamed.
 */
const PREPARED_STATEMENT_LIMIT = 1_000;

/**
 * Every parameterised statement runs as a named prepared statement (decision 007): PostgreSQL
 * parses it once per connection and, after a few executions, reuses its plan, where an unnamed
 * statement is parsed, analysed and planned on every call. Kysely always sends the same text for
 * the same query shape, so the text itself names the statement.
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
      coalesceWrites(client);
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

/** The socket under a pg client (not in pg's types; present on every TCP or Unix connection). */
interface Corkable {
  connection?: { stream?: { cork?: () => void; uncork?: () => void } };
}
const corked = new WeakSet<object>();

/**
 * Holds a connection's writes until the current tick's promise jobs have run, so the statements
 * a Pipeline issues together leave in one write (one system call, one wake-up of the server)
 * instead of one each. pg corks each statement's own messages already; this spans statements.
 */
function coalesceWrites(client: pg.PoolClient) {
  const stream = (client as Corkable).connection?.stream;
  if (!stream?.cork || !stream.uncork || corked.has(stream)) return;
  corked.add(stream);
  stream.cork();
  process.nextTick(() => {
    corked.delete(stream);
    stream.uncork?.();
  });
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
