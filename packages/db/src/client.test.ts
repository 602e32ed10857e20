// The PostgreSQL pool runs parameterised statements as named prepared statements (decision 007).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client.js';
import { createTestDb, testDatabaseKind, type TestDb } from './testing.js';

const onPostgres = testDatabaseKind() === 'postgres';

describe.runIf(onPostgres)('prepared statements on PostgreSQL', () => {
  let testDb: TestDb;
  let handle: DbHandle;

  beforeAll(async () => {
    testDb = await createTestDb();
    // One connection, so every statement and the check below share one server session.
    handle = await createDb({
      databaseUrl: testDb.databaseUrl,
      poolSize: 1,
      preparedStatementLimit: 2,
    });
  });
  afterAll(async () => {
    await handle?.close();
    await testDb?.drop();
  });

  const prepared = async () =>
    (
      await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(
        handle.db,
      )
    ).rows.map((row) => row.statement);

  it('prepares a parameterised statement once per connection and reuses it', async () => {
    const byId = (id: number) =>
      handle.db.selectFrom('pathways').select('id').where('id', '=', id).execute();
    expect(await byId(1)).toHaveLength(1);
    expect(await byId(2)).toHaveLength(1);
    const statements = await prepared();
    expect(statements.filter((text) => text.includes('from "pathways"'))).toHaveLength(1);
  });

  it('keeps statements without parameters unnamed', async () => {
    await sql`SELECT 42 AS answer`.execute(handle.db);
    expect((await prepared()).some((text) => text.includes('42'))).toBe(false);
  });

  it('runs statements past the limit unnamed, with the same results', async () => {
    const byCode = (code: string) =>
      handle.db.selectFrom('pathways').select('id').where('name', '=', code).execute();
    const inList = (ids: number[]) =>
      handle.db.selectFrom('pathways').select('id').where('id', 'in', ids).execute();
    await byCode('Dynamic Leadership');
    // The limit (2) is reached: these texts are not prepared, and still answer.
    expect(await inList([1, 2, 3])).toHaveLength(3);
    expect(await inList([1, 2, 3, 4])).toHaveLength(4);
    const statements = await prepared();
    expect(statements).toHaveLength(2);
    expect(statements.some((text) => text.includes(' in ('))).toBe(false);
  });

  it('works inside a transaction', async () => {
    const ids = await handle.db
      .transaction()
      .execute((trx) => trx.selectFrom('pathways').select('id').where('id', '=', 1).execute());
    expect(ids).toEqual([{ id: 1 }]);
  });
});

describe('result rows (CamelCasePlugin, names remembered, rows built whole)', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  it('maps column names and nested JSON keys exactly as Kysely does', async () => {
    const query = sql<Record<string, unknown>>`
      SELECT 1 AS first_name, 'x' AS drink_6pm,
        json_build_object(
          'some_key', json_build_array(json_build_object('inner_key', 1),
                                       json_build_array(json_build_object('deep_key', 2))),
          'other_key', json_build_object('leaf_key', null)) AS nested_value,
        json_build_object(
          'alreadyCamel', json_build_object('deep_key', 1),
          'items', json_build_array(json_build_object('ok', 1), json_build_object('snake_key', 2))
        ) AS changed_deep_down,
        json_build_object('fine', 1, 'alsoFine', json_build_array(1, 'a', json_build_object('x', true)))
          AS unchanged,
        timestamptz '2026-11-21T00:00:00Z' AS created_at`;
    const expected = {
      firstName: 1,
      drink6pm: 'x',
      nestedValue: {
        someKey: [{ innerKey: 1 }, [{ deep_key: 2 }]],
        otherKey: { leafKey: null },
      },
      changedDeepDown: { alreadyCamel: { deepKey: 1 }, items: [{ ok: 1 }, { snakeKey: 2 }] },
      unchanged: { fine: 1, alsoFine: [1, 'a', { x: true }] },
      createdAt: new Date('2026-11-21T00:00:00Z'),
    };
    const { rows } = await query.execute(testDb.db);
    expect(rows).toEqual([expected]);
  });
});
