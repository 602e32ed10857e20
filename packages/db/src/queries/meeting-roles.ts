import { sql } from 'kysely';
import type { Executor } from '../executor.js';
import type { ClubRole, MeetingStatus, MembershipStatus } from '../schema.js';

/** A role as the responses show it (aliased `r`), with its holder's name (`u`). */
const ROLE_COLUMNS = [
  'r.id',
  'r.meetingId',
  'r.roleType',
  'r.userId',
  'r.status',
  'r.speechTitle',
  'r.pathwaysProject',
  'r.notes',
  'r.assignedAt',
  'r.confirmedAt',
  'u.firstName',
  'u.lastName',
] as const;

function roleColumns(db: Executor) {
  return db
    .selectFrom('meetingRoles as r')
    .leftJoin('users as u', 'u.id', 'r.userId')
    .select(ROLE_COLUMNS);
}

export type MeetingRoleRow = Awaited<ReturnType<typeof findMeetingRole>> & {};

// By meeting alone: a role's (meeting, club) pair references the meeting's, so these are the
// meeting's club's roles (the meeting procedure has checked the caller's access to that club).
export function listMeetingRoles(db: Executor, meetingId: number) {
  return roleColumns(db).where('r.meetingId', '=', meetingId).orderBy('r.id').execute();
}

export async function findMeetingRole(db: Executor, clubId: number, roleId: number) {
  return roleColumns(db)
    .where('r.clubId', '=', clubId)
    .where('r.id', '=', roleId)
    .executeTakeFirst();
}

export interface MeetingRoleScope {
  roleId: number;
  meetingId: number;
  clubId: number;
  timeZone: string;
  /** How the club writes dates (its notifications say the meeting's date that way). */
  locale: string;
  clubArchivedAt: Date | null;
  roleStatus: 'open' | 'assigned' | 'confirmed';
  roleUserId: number | null;
  meetingStatus: MeetingStatus;
  meetingTitle: string;
  roleType: string;
  meetingDate: string | null;
  meetingStartTime: string | null;
  role: ClubRole | null;
  membershipStatus: MembershipStatus | null;
  /** How many roles the caller already holds in this meeting (other than this one). */
  callerOtherRoles: number;
  /** The club's limit of roles per member per meeting (1 or 2). */
  rolesPerMember: number;
  /** Whether anyone waits for this role (decision 075): releasing it then tells them. */
  hasWaitlist: boolean;
  /** A released role is held for its waitlist until then (decision 077). */
  heldForWaitlistUntil: Date | null;
  /** Whether the caller waits for this role. */
  callerOnWaitlist: boolean;
}

/** A role, its meeting and club, and the caller's membership there, in one statement. */
export function findMeetingRoleScope(
  db: Executor,
  roleId: number,
  userId: number,
): Promise<MeetingRoleScope | undefined> {
  return db
    .selectFrom('meetingRoles as r')
    .innerJoin('meetings as m', (join) =>
      join.onRef('m.id', '=', 'r.meetingId').onRef('m.clubId', '=', 'r.clubId'),
    )
    .innerJoin('clubs as c', 'c.id', 'r.clubId')
    .leftJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.clubId', '=', 'r.clubId').on('cm.userId', '=', userId),
    )
    .select([
      'r.id as roleId',
      'r.meetingId',
      'r.clubId',
      'c.timeZone',
      'c.locale',
      'c.archivedAt as clubArchivedAt',
      'r.status as roleStatus',
      'r.userId as roleUserId',
      'm.status as meetingStatus',
      'm.title as meetingTitle',
      'r.roleType',
      'm.date as meetingDate',
      sql<string | null>`to_char(m.start_time, 'HH24:MI')`.as('meetingStartTime'),
      'cm.role',
      'cm.status as membershipStatus',
      'c.rolesPerMember',
      sql<number>`(
        SELECT count(*)::int FROM meeting_roles other
        WHERE other.meeting_id = r.meeting_id AND other.user_id = ${userId} AND other.id <> r.id)`.as(
        'callerOtherRoles',
      ),
      sql<boolean>`EXISTS (SELECT 1 FROM role_waitlist w WHERE w.role_id = r.id)`.as('hasWaitlist'),
      'r.heldForWaitlistUntil',
      sql<boolean>`EXISTS (
        SELECT 1 FROM role_waitlist w WHERE w.role_id = r.id AND w.user_id = ${userId})`.as(
        'callerOnWaitlist',
      ),
    ])
    .where('r.id', '=', roleId)
    .executeTakeFirst();
}

/** How many roles of the meeting the member holds besides `exceptRoleId`. */
export async function countMemberRolesInMeeting(
  db: Executor,
  meetingId: number,
  userId: number,
  exceptRoleId: number,
): Promise<number> {
  const row = await db
    .selectFrom('meetingRoles')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('meetingId', '=', meetingId)
    .where('userId', '=', userId)
    .where('id', '<>', exceptRoleId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * Adds an open role to the meeting; when the meeting already has a role of that type (a repeated
 * request, a double click) it answers with that role's id instead.
 */
export async function insertMeetingRole(
  db: Executor,
  clubId: number,
  meetingId: number,
  roleType: string,
): Promise<number> {
  const inserted = await db
    .insertInto('meetingRoles')
    .values({ clubId, meetingId, roleType, status: 'open', userId: null })
    .onConflict((oc) => oc.columns(['meetingId', 'roleType']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const existing = await db
    .selectFrom('meetingRoles')
    .select('id')
    .where('clubId', '=', clubId)
    .where('meetingId', '=', meetingId)
    .where('roleType', '=', roleType)
    .executeTakeFirstOrThrow();
  return existing.id;
}

/**
 * Gives each meeting an open slot of each role type it does not have yet (a slot that exists,
 * held or not, is left as it is). Answers how many slots were added.
 */
export async function insertMissingRoleSlots(
  db: Executor,
  clubId: number,
  meetingIds: readonly number[],
  roleTypes: readonly string[],
): Promise<number> {
  if (meetingIds.length === 0 || roleTypes.length === 0) return 0;
  const rows = meetingIds.flatMap((meetingId) =>
    roleTypes.map((roleType) => ({
      clubId,
      meetingId,
      roleType,
      status: 'open' as const,
      userId: null,
    })),
  );
  const added = await db
    .insertInto('meetingRoles')
    .values(rows)
    .onConflict((oc) => oc.columns(['meetingId', 'roleType']).doNothing())
    .returning('id')
    .execute();
  return added.length;
}

/**
 * Volunteering is a conditional update: only an open role changes hands, so two volunteers racing
 * for one role cannot both get it. With `heldAt` (plain volunteering, decision 077) a role held
 * for its waitlist is taken at that instant only by a member waiting for it; the condition is
 * part of the update, so a release and a volunteer racing it are settled by the row's lock.
 * Returns the role as claimed, with the holder's name, or undefined when it was not open (or
 * held for others).
 */
export async function claimOpenRole(
  db: Executor,
  clubId: number,
  roleId: number,
  userId: number,
  heldAt?: Date,
): Promise<MeetingRoleRow | undefined> {
  return db
    .with('changed', (qc) => {
      const update = qc
        .updateTable('meetingRoles')
        .set({
          userId,
          status: 'assigned',
          assignedAt: sql<Date>`now()`,
          confirmedAt: null,
          heldForWaitlistUntil: null,
        })
        .where('clubId', '=', clubId)
        .where('id', '=', roleId)
        .where('status', '=', 'open');
      return (
        heldAt === undefined
          ? update
          : update.where(
              sql<boolean>`(held_for_waitlist_until IS NULL
                OR held_for_waitlist_until <= ${heldAt}
                OR EXISTS (SELECT 1 FROM role_waitlist w
                  WHERE w.role_id = meeting_roles.id AND w.user_id = ${userId}))`,
            )
      ).returningAll();
    })
    .selectFrom('changed as r')
    .leftJoin('users as u', 'u.id', 'r.userId')
    .select(ROLE_COLUMNS)
    .executeTakeFirst();
}

type RoleStatus = 'open' | 'assigned' | 'confirmed';

/**
 * Sets a role's holder and status, but only if it is still in the state the decision was made
 * on (`expected`), so a concurrent change makes this a no-op the caller reports as a conflict.
 * Returns the role as changed, with the holder's name, or undefined when it had changed.
 */
export async function setRoleHolder(
  db: Executor,
  clubId: number,
  roleId: number,
  expected: { status: RoleStatus; userId: number | null },
  next: { status: RoleStatus; userId: number | null },
  /** An open role held for its waitlist until then (decision 077); any other change clears it. */
  heldForWaitlistUntil: Date | null = null,
): Promise<MeetingRoleRow | undefined> {
  return db
    .with('changed', (qc) =>
      qc
        .updateTable('meetingRoles')
        .set({
          userId: next.userId,
          status: next.status,
          // Kept while the role stays held (confirming keeps when it was assigned).
          assignedAt: sql<Date | null>`CASE WHEN ${next.userId}::integer IS NULL THEN NULL
              ELSE coalesce(assigned_at, now()) END`,
          confirmedAt: sql<Date | null>`CASE WHEN ${next.status}::varchar = 'confirmed'
              THEN coalesce(confirmed_at, now()) END`,
          heldForWaitlistUntil: next.status === 'open' ? heldForWaitlistUntil : null,
        })
        .where('clubId', '=', clubId)
        .where('id', '=', roleId)
        .where('status', '=', expected.status)
        .where(sql<boolean>`user_id IS NOT DISTINCT FROM ${expected.userId}`)
        .returningAll(),
    )
    .selectFrom('changed as r')
    .leftJoin('users as u', 'u.id', 'r.userId')
    .select(ROLE_COLUMNS)
    .executeTakeFirst();
}
