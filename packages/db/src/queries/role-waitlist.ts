// Members waiting for a role someone holds (decision 075), in the order they joined. Whoever
// comes to hold the role leaves its waitlist (a trigger on meeting_roles).
import { sql } from 'kysely';
import type { Executor } from '../executor.js';

/**
 * Puts the member on the role's waitlist (staying where they were when already on it) and
 * returns their place, counted from 1, and whether they joined just now.
 */
export async function joinWaitlist(
  db: Executor,
  entry: { clubId: number; roleId: number; userId: number },
): Promise<{ position: number; joined: boolean }> {
  const inserted = await db
    .insertInto('roleWaitlist')
    .values(entry)
    .onConflict((oc) => oc.columns(['roleId', 'userId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const row = await db
    .selectFrom('roleWaitlist as w')
    .select(
      sql<number>`(SELECT count(*)::int FROM role_waitlist before
        WHERE before.role_id = w.role_id AND before.id <= w.id)`.as('position'),
    )
    .where('w.roleId', '=', entry.roleId)
    .where('w.userId', '=', entry.userId)
    .executeTakeFirstOrThrow();
  return { position: row.position, joined: inserted !== undefined };
}

/** Takes the member off the role's waitlist; whether they were on it. */
export async function leaveWaitlist(db: Executor, roleId: number, userId: number) {
  const row = await db
    .deleteFrom('roleWaitlist')
    .where('roleId', '=', roleId)
    .where('userId', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Everyone waiting for the roles of one meeting, each role's waitlist in order. */
export function listWaitlistsOfMeeting(db: Executor, meetingId: number) {
  return db
    .selectFrom('roleWaitlist as w')
    .innerJoin('meetingRoles as r', 'r.id', 'w.roleId')
    .innerJoin('users as u', 'u.id', 'w.userId')
    .select(['w.id', 'w.roleId', 'w.userId', 'u.firstName', 'u.lastName', 'w.createdAt'])
    .where('r.meetingId', '=', meetingId)
    .orderBy('w.roleId')
    .orderBy('w.id')
    .execute();
}

/** The people waiting for one role, in order. */
export async function listWaitlistOfRole(db: Executor, roleId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('roleWaitlist')
    .select('userId')
    .where('roleId', '=', roleId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.userId);
}

/**
 * The active members waiting for a role who keep "offers and asks" on: whom a role that opens
 * again is told about.
 */
export async function listWaitingToTell(db: Executor, roleId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('roleWaitlist as w')
    .innerJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.clubId', '=', 'w.clubId').onRef('cm.userId', '=', 'w.userId'),
    )
    .leftJoin('memberProfiles as p', (join) =>
      join.onRef('p.clubId', '=', 'w.clubId').onRef('p.userId', '=', 'w.userId'),
    )
    .select('w.userId')
    .where('w.roleId', '=', roleId)
    .where('cm.status', '=', 'active')
    .where(sql<boolean>`coalesce(p.offer_notifications, true)`)
    .orderBy('w.id')
    .execute();
  return rows.map((row) => row.userId);
}
