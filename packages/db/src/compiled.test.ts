// compiledOnce: built and compiled once, run with each call's arguments, same answers as Kysely.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled.js';
import { createTestDb, type TestDb } from './testing.js';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb?.drop();
});

const levelsOf = compiledOnce((db, args: { pathwayId: number; from: number }) =>
  db
    .selectFrom('pathwayLevels')
    .select(['pathwayId', 'level', 'title'])
    .where('pathwayId', '=', args.pathwayId)
    .where('level', '>=', args.from)
    // A constant stays in the compiled parameters; the arguments go in their slots.
    .where('title', '<>', 'no such level')
    .orderBy('level'),
);

const direct = (pathwayId: number, from: number) =>
  testDb.db
    .selectFrom('pathwayLevels')
    .select(['pathwayId', 'level', 'title'])
    .where('pathwayId', '=', pathwayId)
    .where('level', '>=', from)
    .orderBy('level')
    .execute();

describe('compiledOnce', () => {
  it.each([
    [1, 1],
    [1, 4],
    [2, 2],
    [3, 6],
    [999, 1],
  ])('answers pathway %i from level %i as the query built each time does', async (id, from) => {
    const expected = await direct(id, from);
    expect(await levelsOf(testDb.db, { pathwayId: id, from })).toEqual(expected);
  });

  it('maps result names to camelCase like any query', async () => {
    const [row] = await levelsOf(testDb.db, { pathwayId: 1, from: 1 });
    expect(Object.keys(row ?? {})).toEqual(['pathwayId', 'level', 'title']);
  });

  it('runs inside a transaction, on its connection', async () => {
    const rows = await testDb.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL search_path TO nowhere, public`.execute(trx);
      return levelsOf(trx, { pathwayId: 1, from: 5 });
    });
    expect(rows.map((row) => row.level)).toEqual([5]);
  });

  it('puts the same argument in every place it is used', async () => {
    const both = compiledOnce((db, args: { id: number }) =>
      db
        .selectFrom('pathways')
        .select('id')
        .where('id', '=', args.id)
        .where(sql<boolean>`${args.id} > 0`),
    );
    expect(await both(testDb.db, { id: 2 })).toEqual([{ id: 2 }]);
    expect(await both(testDb.db, { id: 3 })).toEqual([{ id: 3 }]);
  });

  it("refuses a list argument (an in list's length would shape the SQL)", async () => {
    const listed = compiledOnce((db, args: { ids: number[] }) =>
      db.selectFrom('pathways').select('id').where('id', 'in', args.ids),
    );
    await expect(listed(testDb.db, { ids: [1, 2] })).rejects.toThrow(
      'A query argument cannot be a list',
    );
  });

  it('refuses an argument used in JavaScript instead of as a value', async () => {
    const computed = compiledOnce((db, args: { level: number }) =>
      db
        .selectFrom('pathwayLevels')
        .select('level')
        .where('level', '=', args.level + 1),
    );
    await expect(computed(testDb.db, { level: 1 })).rejects.toThrow(
      'The query argument "level" is not sent as a parameter',
    );
  });
});
