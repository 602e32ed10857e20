// The club change log (decision 012): which writes mark a club changed for a snapshot, and which
// do not. The read cache is only as right as this: a write that leaves no entry would let a
// cached read go on showing what was there before it.
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../executor.js';
import type { Database } from '../schema.js';
import type { DemoIds } from '../seed/demo.js';
import { createTestDb, testDatabaseKind, type TestDb } from '../testing.js';
import { findSnapshot, pruneClubChanges, unchangedSince } from './club-changes.js';

let testDb: TestDb;
let ids: DemoIds;

beforeAll(async () => {
  testDb = await createTestDb({ demo: true });
  ids = testDb.demo as DemoIds;
}, 60_000);

afterAll(async () => {
  await testDb?.drop();
});

async function snapshot(db: Executor = testDb.db): Promise<string> {
  const [row] = await findSnapshot(db, {});
  if (!row) throw new Error('no snapshot');
  return row.snapshot;
}

async function unchanged(clubId: number, since: string, db: Executor = testDb.db) {
  const result = await sql<{
    unchanged: boolean;
  }>`SELECT ${unchangedSince(clubId, since)} AS unchanged`.execute(db);
  return result.rows[0]?.unchanged;
}

/** Tables the log does not follow, and why no cached read of a club depends on them. */
const UNTRACKED: Record<string, string> = {
  sessions: 'who is signed in: checked by every lookup itself, never cached',
  api_tokens: 'as sessions',
  platform_settings: 'platform-wide, read by no club procedure',
  pathways: 'the catalogue, seeded once; club reads carry the path by name',
  pathway_levels: 'the catalogue',
  pathway_projects: 'the catalogue',
  level_projects: 'the catalogue',
  club_changes: 'the log itself',
  kysely_migration: "the migrator's",
  kysely_migration_lock: "the migrator's",
};

describe('what the change log follows', () => {
  it('every table is followed by a change trigger or listed as untracked, with its reason', async () => {
    const tables = await sql<{ tableName: string; hasTrigger: boolean }>`
      SELECT t.table_name,
             EXISTS (SELECT 1 FROM pg_trigger tr
                     WHERE tr.tgrelid = format('%I', t.table_name)::regclass
                       AND tr.tgname = t.table_name || '_changes') AS has_trigger
      FROM information_schema.tables t
      WHERE t.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
      ORDER BY 1`.execute(testDb.db);
    const wrong = tables.rows
      .filter((table) => table.hasTrigger === table.tableName in UNTRACKED)
      .map((table) => table.tableName);
    expect(wrong).toEqual([]);
  });
});

interface Case {
  name: string;
  /** The club the write must mark changed (the other demo club must stay unchanged). */
  club: (ids: DemoIds) => number;
  write: (db: Kysely<Database>, ids: DemoIds) => Promise<Written>;
}

/** What Kysely reports of an insert, update or delete: one of these counts is set. */
interface Written {
  numInsertedOrUpdatedRows?: bigint;
  numUpdatedRows?: bigint;
  numDeletedRows?: bigint;
}

function rowsWritten(result: Written): number {
  return Number(
    result.numInsertedOrUpdatedRows ?? result.numUpdatedRows ?? result.numDeletedRows ?? 0,
  );
}

const member = (ids: DemoIds) => ids.userIds['member@example.org'];

const CASES: Case[] = [
  {
    name: 'club settings',
    club: (i) => i.clubId,
    write: (db, i) =>
      db
        .updateTable('clubs')
        .set({ mission: 'Changed' })
        .where('id', '=', i.clubId)
        .executeTakeFirstOrThrow(),
  },
  {
    name: "a person's name (every club they belong to)",
    club: (i) => i.clubId,
    write: (db, i) =>
      db
        .updateTable('users')
        .set({ firstName: 'Renamed' })
        .where('id', '=', member(i))
        .executeTakeFirstOrThrow(),
  },
  {
    name: 'a membership',
    club: (i) => i.clubId,
    write: (db, i) =>
      db
        .updateTable('clubMemberships')
        .set({ status: 'inactive' })
        .where('clubId', '=', i.clubId)
        .where('userId', '=', ids.userIds['member2@example.org'])
        .executeTakeFirstOrThrow(),
  },
  {
    name: 'a meeting',
    club: (i) => i.clubId,
    write: (db, i) =>
      db
        .updateTable('meetings')
        .set({ theme: 'Changed' })
        .where('id', '=', i.meetingIds[0] as number)
        .executeTakeFirstOrThrow(),
  },
  {
    name: 'a meeting role',
    club: (i) => i.clubId,
    write: (db, i) =>
      db
        .insertInto('meetingRoles')
        .values({
          clubId: i.clubId,
          meetingId: i.meetingIds[1] as number,
          roleType: 'second_timer',
          status: 'open',
        })
        .executeTakeFirstOrThrow(),
  },
  {
    name: 'an RSVP deleted',
    club: (i) => i.clubId,
    write: (db, i) =>
      db
        .deleteFrom('rsvps')
        .where('id', '=', (eb) =>
          eb
            .selectFrom('rsvps')
            .select((sub) => sub.fn.min('id').as('id'))
            .where('clubId', '=', i.clubId),
        )
        .executeTakeFirstOrThrow(),
  },
  {
    name: 'a menu item',
    club: (i) => i.clubId,
    write: (db, i) =>
      db
        .updateTable('menuItems')
        .set({ name: 'Changed' })
        .where('id', '=', Object.values(i.menuItemIds)[0] as number)
        .executeTakeFirstOrThrow(),
  },
  {
    name: 'an agenda template',
    club: (i) => i.clubId,
    write: (db, i) =>
      db
        .updateTable('agendaTemplates')
        .set({ name: 'Changed' })
        .where('id', '=', i.templateIds.standard)
        .executeTakeFirstOrThrow(),
  },
  {
    name: 'a member profile',
    club: (i) => i.clubId,
    write: (db, i) =>
      db
        .updateTable('memberProfiles')
        .set({ bio: 'Changed' })
        .where('clubId', '=', i.clubId)
        .where('userId', '=', member(i))
        .executeTakeFirstOrThrow(),
  },
  {
    name: "the second club's meeting",
    club: (i) => i.secondClubId,
    write: (db, i) =>
      db
        .updateTable('meetings')
        .set({ theme: 'Changed' })
        .where('id', '=', i.secondClubMeetingId)
        .executeTakeFirstOrThrow(),
  },
];

describe('a committed write marks its club changed, and only its club', () => {
  it.each(CASES)('$name', async ({ club, write }) => {
    const changed = club(ids);
    const other = changed === ids.clubId ? ids.secondClubId : ids.clubId;
    const before = await snapshot();
    expect(await unchanged(changed, before)).toBe(true);
    expect(rowsWritten(await write(testDb.db, ids))).toBeGreaterThan(0);
    expect(await unchanged(changed, before)).toBe(false);
    expect(await unchanged(other, before)).toBe(true);
    // A snapshot taken after the write saw it: nothing has changed since that one.
    expect(await unchanged(changed, await snapshot())).toBe(true);
  });

  it('a write that was rolled back changes nothing', async () => {
    const before = await snapshot();
    await testDb.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('clubs')
          .set({ mission: 'Never' })
          .where('id', '=', ids.clubId)
          .execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await unchanged(ids.clubId, before)).toBe(true);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('transactions that overlap', () => {
  it('a write in flight when the snapshot was taken marks the club changed once it commits', async () => {
    const writer = new pg.Client({ connectionString: testDb.databaseUrl });
    await writer.connect();
    try {
      await writer.query('BEGIN');
      await writer.query(`UPDATE clubs SET mission = 'In flight' WHERE id = $1`, [ids.clubId]);
      // A later transaction commits first: commit order is not transaction-id order.
      const later = await snapshot();
      await testDb.db
        .updateTable('meetings')
        .set({ theme: 'Later' })
        .where('id', '=', ids.meetingIds[0] as number)
        .execute();
      const afterLater = await snapshot();
      // Uncommitted work is nobody's yet: the club is as the newer snapshot saw it.
      expect(await unchanged(ids.clubId, afterLater)).toBe(true);
      expect(await unchanged(ids.clubId, later)).toBe(false);
      await writer.query('COMMIT');
      expect(await unchanged(ids.clubId, afterLater)).toBe(false);
    } finally {
      await writer.end();
    }
  });
});

describe('pruning', () => {
  it('deletes the entries of transactions ended before the horizon, and only those', async () => {
    const horizon = await snapshot();
    await testDb.db
      .updateTable('clubs')
      .set({ mission: 'After the horizon' })
      .where('id', '=', ids.clubId)
      .execute();
    const afterWrite = await snapshot();
    await pruneClubChanges(testDb.db, horizon);
    const left = await sql<{ n: string }>`
      SELECT count(*) AS n FROM club_changes
      WHERE txid < pg_snapshot_xmin(${horizon}::pg_snapshot)`.execute(testDb.db);
    expect(Number(left.rows[0]?.n)).toBe(0);
    // The write after the horizon is still known to a read made before it.
    expect(await unchanged(ids.clubId, horizon)).toBe(false);
    expect(await unchanged(ids.clubId, afterWrite)).toBe(true);
  });
});
