import { Migrator, NO_MIGRATIONS, sql, type Kysely, type Migration } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client.js';
import { MIGRATIONS, migrateToLatest } from './migrate.js';
import { splitStatements } from './migrations/run-statements.js';
import type { Database } from './schema.js';
import { createEmptyTestDb, createTestDb, testDatabaseKind } from './testing.js';

const ALL_MIGRATIONS = Object.keys(MIGRATIONS).sort();

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function tables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ tableName: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name
  `.execute(db);
  return rows.map((r) => r.tableName);
}

async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
  return rows.map((r) => r.name);
}

describe('migrateToLatest', () => {
  it('applies every migration to an empty database, then is a no-op', async () => {
    const empty = await createEmptyTestDb();
    cleanups.push(() => empty.drop());
    expect(await tables(empty.db)).toEqual([]);

    expect(await migrateToLatest(empty.db)).toEqual(ALL_MIGRATIONS);
    const after = await tables(empty.db);
    expect(after).toContain('meeting_roles');
    expect(after).toContain('kysely_migration');

    expect(await migrateToLatest(empty.db)).toEqual([]);
    expect(await tables(empty.db)).toEqual(after);
    expect(await appliedMigrations(empty.db)).toEqual(ALL_MIGRATIONS);
  });

  it('finds the test database already migrated', async () => {
    const testDb = await createTestDb();
    cleanups.push(() => testDb.drop());
    expect(await appliedMigrations(testDb.db)).toEqual(ALL_MIGRATIONS);
    expect(await migrateToLatest(testDb.db)).toEqual([]);
  });

  it('down() of every migration removes everything up() created, and up() runs again after it', async () => {
    const empty = await createEmptyTestDb();
    cleanups.push(() => empty.drop());
    const provider = {
      getMigrations: () => Promise.resolve<Record<string, Migration>>(MIGRATIONS),
    };
    const migrator = new Migrator({ db: empty.db, provider });
    await migrator.migrateToLatest();
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await tables(empty.db)).toEqual(['kysely_migration', 'kysely_migration_lock']);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_proc
      WHERE proname IN ('payment_events_append_only', 'club_rows_changed', 'clubs_changed',
                        'users_changed', 'project_completions_changed')
    `.execute(empty.db);
    expect(rows[0]?.n).toBe(0);
    expect(await migrateToLatest(empty.db)).toEqual(ALL_MIGRATIONS);
  });

  it('moves the stored mentorship choices and in-app flag into their own columns', async () => {
    const empty = await createEmptyTestDb();
    cleanups.push(() => empty.drop());
    const mine = '2026-11-26T05-15-00_profile-mentorship';
    const before = ALL_MIGRATIONS[ALL_MIGRATIONS.indexOf(mine) - 1] ?? '';
    const provider = {
      getMigrations: () => Promise.resolve<Record<string, Migration>>(MIGRATIONS),
    };
    const migrator = new Migrator({ db: empty.db, provider });
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    await sql`INSERT INTO users (id, email) VALUES (1, 'a@example.com'), (2, 'b@example.com')`.execute(
      empty.db,
    );
    await sql`INSERT INTO clubs (id, name) VALUES (1, 'Club')`.execute(empty.db);
    await sql`INSERT INTO club_memberships (club_id, user_id) VALUES (1, 1), (1, 2)`.execute(
      empty.db,
    );
    await sql`
      INSERT INTO member_profiles (club_id, user_id, mentorship_interests, communication_preferences)
      VALUES
        (1, 1, '{"availability": "monthly", "preferred_format": "virtual", "goals": "Lead",
                 "emailNotifications": false, "appNotifications": false}',
               '{"email": true, "app": false, "reminderDays": 3}'),
        (1, 2, '{"availability": "sometimes", "preferred_format": 7}', '{}')
    `.execute(empty.db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const { rows } = await sql<Record<string, unknown>>`
      SELECT user_id, mentorship_availability, mentorship_format, mentorship_goals,
             mentorship_email_notifications, mentorship_app_notifications, app_notifications
      FROM member_profiles ORDER BY user_id
    `.execute(empty.db);
    expect(rows).toEqual([
      {
        userId: 1,
        mentorshipAvailability: 'monthly',
        mentorshipFormat: 'virtual',
        mentorshipGoals: 'Lead',
        mentorshipEmailNotifications: false,
        mentorshipAppNotifications: false,
        appNotifications: false,
      },
      {
        userId: 2,
        mentorshipAvailability: 'flexible',
        mentorshipFormat: 'hybrid',
        mentorshipGoals: null,
        mentorshipEmailNotifications: true,
        mentorshipAppNotifications: true,
        appNotifications: true,
      },
    ]);
  });

  // Two pools (two API instances) against one fresh database: a race, run on PostgreSQL only
  // (as raceTest in apps/api/test/helpers.ts does).
  const onPostgres = testDatabaseKind() === 'postgres';
  const name = 'applies each migration once when two callers start together';
  const skipped =
    ' (skipped on the embedded database: PGlite runs one query at a time, so nothing can interleave)';
  it.skipIf(!onPostgres)(onPostgres ? name : `${name}${skipped}`, async () => {
    const empty = await createEmptyTestDb();
    cleanups.push(() => empty.drop());
    const second: DbHandle = await createDb({ databaseUrl: empty.databaseUrl });
    cleanups.push(() => second.close());
    const handles: Kysely<Database>[] = [empty.db, second.db];
    const results = await Promise.all(handles.map((db) => migrateToLatest(db)));
    expect(results.flat()).toEqual(ALL_MIGRATIONS);
    expect(results.filter((r) => r.length === 0)).toHaveLength(1);
    expect(await appliedMigrations(empty.db)).toEqual(ALL_MIGRATIONS);
  });
});

describe('splitStatements', () => {
  it('splits on semicolons at line ends, keeps dollar-quoted bodies whole and drops comment lines', () => {
    const script = `
      CREATE TABLE a (id int);
      -- a comment; with a semicolon
      CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'no';
      END $$;
      CREATE INDEX a_id ON a (id)
    `;
    const statements = splitStatements(script);
    expect(statements).toHaveLength(3);
    expect(statements[0]).toBe('CREATE TABLE a (id int)');
    expect(statements[1]).toMatch(
      /^CREATE FUNCTION f\(\)[\s\S]*RAISE EXCEPTION 'no';[\s\S]*END \$\$$/,
    );
    expect(statements[2]).toBe('CREATE INDEX a_id ON a (id)');
  });
});
