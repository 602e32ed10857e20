import { sql } from 'kysely';
import { compiledOnce } from '../compiled.js';
import type { Executor } from '../executor.js';
import type { ClubRole, MeetingStatus, MembershipStatus } from '../schema.js';

function roleColumns(db: Executor) {
  return db
    .selectFrom('meetingRoles as r')
    .leftJoin('users as u', 'u.id', 'r.userId')
    .select([
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
    ]);
}

const meetingRolesQuery = compiledOnce((db, args: { clubId: number; meetingId: number }) =>
  roleColumns(db)
    .where('r.clubId', '=', args.clubId)
    .where('r.meetingId', '=', args.meetingId)
    .orderBy('r.id'),
);

export async function listMeetingRoles(db: Executor, clubId: number, meetingId: number) {
  return meetingRolesQuery(db, { clubId, meetingId });
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
  roleStatus: 'open' | 'assigned' | 'confirmed';
  roleUserId: number | null;
  meetingStatus: MeetingStatus;
  meetingDate: string | null;
  meetingStartTime: string | null;
  role: ClubRole | null;
  membershipStatus: MembershipStatus | null;
  /** Whether the caller already holds a role in this meeting (other than this one). */
  callerHoldsOtherRole: boolean;
}

/** A role, its meeting and club, and the caller's membership, in one round trip. */
export async function findMeetingRoleScope(
  db: Executor,
  roleId: number,
  userId: number,
): Promise<MeetingRoleScope | undefined> {
  return (await meetingRoleScopeQuery(db, { roleId, userId }))[0];
}

const meetingRoleScopeQuery = compiledOnce(
  (db, { roleId, userId }: { roleId: number; userId: number }) =>
    db
      .selectFrom('meetingRoles as r')
      .innerJoin('meetings as m', (join) =>
        join.onRef('m.id', '=', 'r.meetingId').onRef('m.clubId', '=', 'r.clubId'),
      )
      .innerJoin('clubs as c', 'c.id', 'r.clubId')
      .leftJoin('clubMemberships as cm', (join) =>
        join.onRef('cm.clubId', '=', 'r.clubId').on('cm.userId', '=', userId),
      )
      .select((eb) => [
        'r.id as roleId',
        'r.meetingId',
        'r.clubId',
        'c.timeZone',
        'r.status as roleStatus',
        'r.userId as roleUserId',
        'm.status as meetingStatus',
        'm.date as meetingDate',
        sql<string | null>`to_char(m.start_time, 'HH24:MI')`.as('meetingStartTime'),
        'cm.role',
        'cm.status as membershipStatus',
        eb
          .exists(
            eb
              .selectFrom('meetingRoles as other')
              .select('other.id')
              .whereRef('other.meetingId', '=', 'r.meetingId')
              .where('other.userId', '=', userId)
              .whereRef('other.id', '<>', 'r.id'),
          )
          .$castTo<boolean>()
          .as('callerHoldsOtherRole'),
      ])
      .where('r.id', '=', roleId),
);

export async function memberHoldsRoleInMeeting(
  db: Executor,
  meetingId: number,
  userId: number,
  exceptRoleId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('meetingRoles')
    .select('id')
    .where('meetingId', '=', meetingId)
    .where('userId', '=', userId)
    .where('id', '<>', exceptRoleId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertMeetingRole(
  db: Executor,
  clubId: number,
  meetingId: number,
  roleType: string,
) {
  const row = await db
    .insertInto('meetingRoles')
    .values({ clubId, meetingId, roleType, status: 'open', userId: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Volunteering is a conditional update: only an open role changes hands (SECURITY.md §8). */
export async function claimOpenRole(
  db: Executor,
  clubId: number,
  roleId: number,
  userId: number,
): Promise<boolean> {
  const result = await db
    .updateTable('meetingRoles')
    .set({ userId, status: 'assigned', assignedAt: sql<Date>`now()`, confirmedAt: null })
    .where('clubId', '=', clubId)
    .where('id', '=', roleId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Sets a role's holder and status, but only if it is still in the state the decision was made
 * on (`expected`), so a concurrent change makes this a no-op the caller reports as a conflict.
 */
export async function setRoleHolder(
  db: Executor,
  clubId: number,
  roleId: number,
  expected: { status: 'open' | 'assigned' | 'confirmed'; userId: number | null },
  next: { status: 'open' | 'assigned' | 'confirmed'; userId: number | null },
): Promise<boolean> {
  let query = db
    .updateTable('meetingRoles')
    .set({
      userId: next.userId,
      status: next.status,
      assignedAt: next.userId === null ? null : sql<Date>`coalesce(assigned_at, now())`,
      confirmedAt: next.status === 'confirmed' ? sql<Date>`coalesce(confirmed_at, now())` : null,
    })
    .where('clubId', '=', clubId)
    .where('id', '=', roleId)
    .where('status', '=', expected.status);
  query =
    expected.userId === null
      ? query.where('userId', 'is', null)
      : query.where('userId', '=', expected.userId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
