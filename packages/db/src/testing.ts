// Test databases: each createTestDb() call gets its own migrated database with the Pathways
// catalogue (and, when asked, the demo). Imported as '@lectern/db/testing'; never by the app.
//
// PostgreSQL (DATABASE_URL set): one template database per (schema + seed) version per machine,
// built once under an advisory lock, then `CREATE DATABASE … TEMPLATE` per call.
// PGlite (no DATABASE_URL): an in-memory instance per call, started from a data-directory dump
// that is built once per machine and cached on disk (a fresh PGlite takes seconds to initialise).
import { createHash, randomBytes } from 'node:crypto';
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDb, type DatabaseKind, type DbHandle } from './client.js';
import { migrateToLatest } from './migrate.js';
import { seedDemo, type DemoIds } from './seed/demo.js';
import { seedPathways } from './seed/pathways.js';

export interface CreateTestDbOptions {
  /** Seed the demo clubs, people, meetings… (seedDemo). */
  demo?: boolean;
  /** The demo's "now" (meeting dates derive from its date in Australia/Sydney). Default: now. */
  now?: Date;
}

export type TestDb = DbHandle & {
  demo: DemoIds | undefined;
  /** Closes the connections and destroys the database. Idempotent; `close()` does the same. */
  drop(): Promise<void>;
  /** PostgreSQL only: the test database's connection string (e.g. for a server under test). */
  databaseUrl: string | undefined;
};

/** Bump to invalidate every cached template when the harness itself changes what it builds. */
const HARNESS_VERSION = 1;
const TEMPLATE_PREFIX = 'lectern_tpl_';
const TEST_DB_PREFIX = 'lectern_test_';
/** pg advisory lock key guarding template builds (exclusive) and clones (shared). */
const TEMPLATE_LOCK = 0x4c_45_43_54; // 'LECT'
/** Templates of other versions kept (other checkouts may be testing at the same time). */
const STALE_TEMPLATES_KEPT = 3;
/** Test databases older than this are leftovers of killed runs and get dropped. */
const ORPHAN_AGE_MS = 6 * 3_600_000;

export function testDatabaseKind(): DatabaseKind {
  return process.env.DATABASE_URL ? 'postgres' : 'pglite';
}

export async function createTestDb(options: CreateTestDbOptions = {}): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  const base = url ? await createPostgresTestDb(url) : await createPgliteTestDb();
  try {
    const demo = options.demo
      ? await seedDemo(base.db, { now: options.now ?? new Date() })
      : undefined;
    return { ...base, demo };
  } catch (error) {
    await base.drop();
    throw error;
  }
}

type BaseTestDb = Omit<TestDb, 'demo'>;

// ---------------------------------------------------------------------------------------------
// Version of what a template holds: the migrations, the migrator, the catalogue seed and the
// client (its CamelCasePlugin shapes the seed's SQL).

let cachedVersion: string | undefined;

export function templateVersion(): string {
  if (cachedVersion) return cachedVersion;
  const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  const migrationsDir = here('./migrations/');
  const files = [
    ...readdirSync(migrationsDir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .sort()
      .map((f) => join(migrationsDir, f)),
    here('./migrate.ts'),
    here('./client.ts'),
    here('./seed/pathways.ts'),
    here('./seed/transaction.ts'),
  ];
  const hash = createHash('sha256').update(`harness:${HARNESS_VERSION}\n`);
  for (const file of files)
    hash.update(`${file.slice(file.lastIndexOf('src'))}\n`).update(readFileSync(file));
  cachedVersion = hash.digest('hex').slice(0, 16);
  return cachedVersion;
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

function quoteIdent(name: string): string {
  if (!/^[a-z0-9_]{1,63}$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  return `"${name}"`;
}

function urlForDatabase(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(baseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function databaseExists(client: pg.Client, name: string): Promise<boolean> {
  const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return result.rowCount === 1;
}

/** DDL that needs a database without sessions: the last pool's backends may still be exiting. */
async function retryWhileInUse(fn: () => Promise<unknown>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await fn();
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006'; // object_in_use
      if (!inUse || attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  await client
    .query(`ALTER DATABASE ${quoteIdent(name)} WITH IS_TEMPLATE false`)
    .catch(() => undefined);
  await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
}

async function buildTemplate(client: pg.Client, baseUrl: string, template: string): Promise<void> {
  const build = `${template}_build`;
  await dropDatabase(client, build);
  await client.query(`CREATE DATABASE ${quoteIdent(build)} TEMPLATE template0`);
  const handle = await createDb({ databaseUrl: urlForDatabase(baseUrl, build), poolSize: 2 });
  try {
    await migrateToLatest(handle.db);
    await seedPathways(handle.db);
  } finally {
    await handle.close();
  }
  // Published under its final name only when complete: a crashed build leaves no half template.
  await retryWhileInUse(() =>
    client.query(`ALTER DATABASE ${quoteIdent(build)} RENAME TO ${quoteIdent(template)}`),
  );
  await client.query(
    `ALTER DATABASE ${quoteIdent(template)} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`,
  );

  const stale = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname <> $2 ORDER BY oid DESC OFFSET $3`,
    [`${TEMPLATE_PREFIX}%`, template, STALE_TEMPLATES_KEPT],
  );
  for (const row of stale.rows) await dropDatabase(client, row.datname).catch(() => undefined);
}

/** Holds the shared template lock on return, with the template in place. */
async function lockTemplate(client: pg.Client, baseUrl: string, template: string): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    await client.query('SELECT pg_advisory_lock_shared($1)', [TEMPLATE_LOCK]);
    if (await databaseExists(client, template)) return;
    await client.query('SELECT pg_advisory_unlock_shared($1)', [TEMPLATE_LOCK]);
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if (!(await databaseExists(client, template))) await buildTemplate(client, baseUrl, template);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  }
  throw new Error(`test template ${template} keeps disappearing`);
}

let orphansSwept = false;

async function sweepOrphans(client: pg.Client): Promise<void> {
  if (orphansSwept) return;
  orphansSwept = true;
  const result = await client.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE datname LIKE $1',
    [`${TEST_DB_PREFIX}%`],
  );
  for (const { datname } of result.rows) {
    const created = Number.parseInt(datname.slice(TEST_DB_PREFIX.length).split('_')[0] ?? '', 36);
    if (Number.isFinite(created) && Date.now() - created > ORPHAN_AGE_MS) {
      await dropDatabase(client, datname).catch(() => undefined);
    }
  }
}

function testDatabaseName(): string {
  return `${TEST_DB_PREFIX}${Date.now().toString(36)}_${randomBytes(5).toString('hex')}`;
}

async function createPostgresTestDb(baseUrl: string): Promise<BaseTestDb> {
  const template = `${TEMPLATE_PREFIX}${templateVersion()}`;
  const name = testDatabaseName();
  await withAdmin(baseUrl, async (client) => {
    await sweepOrphans(client);
    await lockTemplate(client, baseUrl, template);
    try {
      await client.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock_shared($1)', [TEMPLATE_LOCK]);
    }
  });
  return openPostgresTestDb(baseUrl, name);
}

async function openPostgresTestDb(baseUrl: string, name: string): Promise<BaseTestDb> {
  const databaseUrl = urlForDatabase(baseUrl, name);
  const handle = await createDb({ databaseUrl });
  let dropping: Promise<void> | undefined;
  const drop = () =>
    (dropping ??= (async () => {
      await handle.close();
      await withAdmin(baseUrl, (client) => dropDatabase(client, name));
    })());
  return { ...handle, close: drop, drop, databaseUrl };
}

/**
 * A database with nothing in it: no migrations, no seeds (for migration tests). PGlite pays a
 * full initialisation per call.
 */
export async function createEmptyTestDb(): Promise<Omit<TestDb, 'demo'>> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await createDb();
    let dropping: Promise<void> | undefined;
    const drop = () => (dropping ??= handle.close());
    return { ...handle, close: drop, drop, databaseUrl: undefined };
  }
  const name = testDatabaseName();
  await withAdmin(url, (client) =>
    client.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE template0`),
  );
  return openPostgresTestDb(url, name);
}

// ---------------------------------------------------------------------------------------------
// PGlite

let snapshot: Promise<Blob> | undefined;

function snapshotPath(): string {
  return join(tmpdir(), 'lectern-db-cache', `pglite-${templateVersion()}.tar`);
}

async function buildSnapshot(): Promise<Blob> {
  const handle = await createDb();
  try {
    await migrateToLatest(handle.db);
    await seedPathways(handle.db);
    if (!handle.dumpDataDir) throw new Error('PGlite handle without dumpDataDir');
    const blob = await handle.dumpDataDir();
    const path = snapshotPath();
    mkdirSync(join(path, '..'), { recursive: true });
    // Written aside then renamed: parallel workers never read a partial file.
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, path);
    pruneSnapshots(path);
    return blob;
  } finally {
    await handle.close();
  }
}

/** Keeps the newest few snapshots (other checkouts may use them) and drops abandoned partials. */
function pruneSnapshots(current: string): void {
  const dir = join(current, '..');
  const entries = readdirSync(dir)
    .filter((f) => f.startsWith('pglite-'))
    .map((f) => {
      const path = join(dir, f);
      try {
        return { path, partial: !f.endsWith('.tar'), mtime: statSync(path).mtimeMs };
      } catch {
        return undefined;
      }
    })
    .filter((e) => e !== undefined && e.path !== current)
    .sort((a, b) => (b?.mtime ?? 0) - (a?.mtime ?? 0));
  let kept = 0;
  for (const entry of entries) {
    if (!entry) continue;
    const abandoned = entry.partial && Date.now() - entry.mtime > 3_600_000;
    const surplus = !entry.partial && ++kept > STALE_TEMPLATES_KEPT;
    if (abandoned || surplus) rmSync(entry.path, { force: true });
  }
}

function readSnapshot(): Blob | undefined {
  try {
    return new Blob([readFileSync(snapshotPath())]);
  } catch {
    return undefined;
  }
}

async function openFromSnapshot(blob: Blob): Promise<DbHandle> {
  const handle = await createDb({ loadDataDir: blob });
  // A cached dump from an incompatible PGlite fails here rather than in a test.
  await handle.db.selectFrom('pathways').select(['id']).limit(1).execute();
  return handle;
}

async function createPgliteTestDb(): Promise<BaseTestDb> {
  let handle: DbHandle | undefined;
  if (!snapshot) {
    const cached = readSnapshot();
    if (cached) {
      try {
        handle = await openFromSnapshot(cached);
        snapshot = Promise.resolve(cached);
      } catch {
        rmSync(snapshotPath(), { force: true });
      }
    }
    if (!snapshot) {
      snapshot = buildSnapshot();
      snapshot.catch(() => {
        snapshot = undefined;
      });
    }
  }
  const opened = handle ?? (await openFromSnapshot(await snapshot));
  let dropping: Promise<void> | undefined;
  const drop = () => (dropping ??= opened.close());
  return { ...opened, close: drop, drop, databaseUrl: undefined };
}
