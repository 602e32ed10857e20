// A Pipeline (decision 009): statements issued together share one connection and, on PostgreSQL,
// leave in one write; each gets its own answer or its own failure; the connection goes back.
import { Socket } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client.js';
import { compiledOnce } from './compiled.js';
import { Pipeline } from './pipeline.js';
import { createTestDb, testDatabaseKind, type TestDb } from './testing.js';

const levelsOf = compiledOnce((db, args: { pathwayId: number }) =>
  db
    .selectFrom('pathwayLevels')
    .select(['pathwayId', 'level'])
    .where('pathwayId', '=', args.pathwayId)
    .orderBy('level'),
);
const backend = compiledOnce((db, args: { tag: number }) =>
  db.selectNoFrom([
    sql<number>`pg_backend_pid()`.as('pid'),
    sql<number>`${args.tag}::int`.as('tag'),
  ]),
);
const divide = compiledOnce((db, args: { by: number }) =>
  db.selectNoFrom(sql<number>`1 / ${args.by}::int`.as('quotient')),
);

let testDb: TestDb;
let handle: DbHandle;

beforeAll(async () => {
  testDb = await createTestDb();
  // Two connections: a Pipeline's statements must share one even when another is free, and a
  // connection it failed to give back would leave the pool one short (then empty, below).
  handle = testDb.databaseUrl
    ? await createDb({ databaseUrl: testDb.databaseUrl, poolSize: 2 })
    : { db: testDb.db, kind: 'pglite', close: () => Promise.resolve() };
});
afterAll(async () => {
  await handle?.close();
  await testDb?.drop();
});

describe('Pipeline', () => {
  it('answers each statement as it would alone, through the plugins (camelCase)', async () => {
    const pipeline = new Pipeline(handle.db);
    const [one, two] = await Promise.all([
      levelsOf(pipeline, { pathwayId: 1 }),
      levelsOf(pipeline, { pathwayId: 2 }),
    ]);
    expect(one).toEqual(await levelsOf(handle.db, { pathwayId: 1 }));
    expect(two).toEqual(await levelsOf(handle.db, { pathwayId: 2 }));
    expect(one[0]).toHaveProperty('pathwayId', 1);
  });

  it('gives a failing statement its own failure and the other its answer', async () => {
    const pipeline = new Pipeline(handle.db);
    const [failed, answered] = await Promise.allSettled([
      divide(pipeline, { by: 0 }),
      divide(pipeline, { by: 1 }),
    ]);
    expect(failed).toMatchObject({ status: 'rejected', reason: { code: '22012' } });
    expect(answered).toEqual({ status: 'fulfilled', value: [{ quotient: 1 }] });
  });

  it('gives the connection back, after answers and after failures', async () => {
    for (let i = 0; i < 10; i += 1) {
      const pipeline = new Pipeline(handle.db);
      await Promise.allSettled([divide(pipeline, { by: i % 2 }), divide(pipeline, { by: 1 })]);
    }
    // Both connections at once: a connection kept by a pipeline would make this wait and fail.
    const [a, b] = await Promise.all([
      handle.db.connection().execute((db) => sql`SELECT pg_sleep(0.05)`.execute(db)),
      handle.db.connection().execute((db) => sql`SELECT pg_sleep(0.05)`.execute(db)),
    ]);
    expect([a.rows, b.rows]).toHaveLength(2);
  });

  it('runs a statement issued after the others were answered on a connection again', async () => {
    const pipeline = new Pipeline(handle.db);
    expect(await divide(pipeline, { by: 1 })).toEqual([{ quotient: 1 }]);
    expect(await divide(pipeline, { by: 1 })).toEqual([{ quotient: 1 }]);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('Pipeline on PostgreSQL', () => {
  /** Counts the writes to PostgreSQL's sockets while `work` runs. */
  async function writesDuring<T>(work: () => Promise<T>): Promise<{ result: T; writes: number }> {
    const port = Number(new URL(testDb.databaseUrl ?? '').port || 5432);
    const prototype = Socket.prototype as unknown as Record<
      string,
      (...args: unknown[]) => unknown
    >;
    const originals = { _write: prototype._write, _writev: prototype._writev };
    let writes = 0;
    for (const name of ['_write', '_writev'] as const) {
      const original = originals[name];
      if (!original) continue;
      prototype[name] = function (this: Socket, ...args: unknown[]) {
        if (this.remotePort === port) writes += 1;
        return original.apply(this, args);
      };
    }
    try {
      return { result: await work(), writes };
    } finally {
      Object.assign(prototype, originals);
    }
  }

  it('sends statements issued together on one connection, in one write', async () => {
    // Warm both connections and the statement, so no connect or Parse runs below.
    await Promise.all([backend(handle.db, { tag: 0 }), backend(handle.db, { tag: 0 })]);
    const pipeline = new Pipeline(handle.db);
    const { result, writes } = await writesDuring(() =>
      Promise.all([backend(pipeline, { tag: 1 }), backend(pipeline, { tag: 2 })]),
    );
    const [[first], [second]] = result;
    expect(first?.tag).toBe(1);
    expect(second?.tag).toBe(2);
    expect(first?.pid).toBe(second?.pid);
    expect(writes).toBe(1);
  });

  it('sends statements run one after the other in a write each', async () => {
    const { writes } = await writesDuring(async () => {
      await backend(handle.db, { tag: 1 });
      await backend(handle.db, { tag: 2 });
    });
    expect(writes).toBe(2);
  });
});
