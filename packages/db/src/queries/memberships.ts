import { sql } from 'kysely';
import type { Executor } from '../executor.js';
import type { ClubRole, MembershipStatus } from '../schema.js';

export interface MembershipFacts {
  role: ClubRole;
  status: MembershipStatus;
}

/**
 * The caller's membership as a scope query joining `club_memberships` found it: both columns null
 * when there is none (a left join).
 */
export function membershipFrom(columns: {
  role: ClubRole | null;
  membershipStatus: MembershipStatus | null;
}): MembershipFacts | null {
  return columns.role && columns.membershipStatus
    ? { role: columns.role, status: columns.membershipStatus }
    : null;
}

/** A person's membership of a club, in one indexed statement; undefined: none. */
export function findMembership(
  db: Executor,
  clubId: number,
  userId: number,
): Promise<MembershipFacts | undefined> {
  return db
    .selectFrom('clubMemberships')
    .select(['role', 'status'])
    .where('clubId', '=', clubId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function listClubsOfUser(db: Executor, userId: number) {
  return (
    db
      .selectFrom('clubMemberships as cm')
      .innerJoin('clubs as c', 'c.id', 'cm.clubId')
      .select([
        'cm.clubId',
        'cm.role',
        'cm.status',
        'c.id',
        'c.name',
        'c.clubNumber',
        'c.district',
        'c.logoUrl',
        'c.timeZone',
        'c.locale',
        'c.currency',
        'c.rolesPerMember',
        sql<string>`c.no_meal_fee::text`.as('noMealFee'),
      ])
      .where('cm.userId', '=', userId)
      .where('cm.status', '=', 'active')
      // Archived clubs are hidden (their records stay; docs/decisions/032-clubs-come-into-being.md).
      .where('c.archivedAt', 'is', null)
      .orderBy('cm.joinedAt')
      .orderBy('cm.clubId')
      .execute()
  );
}

/** Is the user an active member of the club? Only active members can be assigned a role. */
export async function isActiveMember(
  db: Executor,
  clubId: number,
  userId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('clubMemberships')
    .select('userId')
    .where('clubId', '=', clubId)
    .where('userId', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A club, whether it is archived, and a person's membership there, in one indexed statement;
 * undefined: no such club. What every club-named procedure checks before it runs.
 */
export function findClubAccess(db: Executor, clubId: number, userId: number) {
  return db
    .selectFrom('clubs as c')
    .leftJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.clubId', '=', 'c.id').on('cm.userId', '=', userId),
    )
    .select([
      'c.id as clubId',
      'c.archivedAt as clubArchivedAt',
      'cm.role',
      'cm.status as membershipStatus',
    ])
    .where('c.id', '=', clubId)
    .executeTakeFirst();
}
