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
  return db
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
    ])
    .where('cm.userId', '=', userId)
    .where('cm.status', '=', 'active')
    .orderBy('cm.joinedAt')
    .orderBy('cm.clubId')
    .execute();
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
