import { compiledOnce } from '../compiled.js';
import type { Executor } from '../executor.js';
import type { ClubRole, MembershipStatus } from '../schema.js';
import { currentSnapshot, unchangedSince } from './club-changes.js';

export interface MembershipFacts {
  role: ClubRole;
  status: MembershipStatus;
}

/**
 * The caller's membership as a query joining `club_memberships` found it: both columns null when
 * there is none (a left join).
 */
export function membershipFrom(columns: {
  role: ClubRole | null;
  membershipStatus: MembershipStatus | null;
}): MembershipFacts | null {
  return columns.role && columns.membershipStatus
    ? { role: columns.role, status: columns.membershipStatus }
    : null;
}

/**
 * A known person's membership of a club (null columns: none) with the read cache's columns
 * (decision 012); no row when the club does not exist.
 */
export const findMembershipInClub = compiledOnce(
  (db, args: { clubId: number; userId: number; since: string | null }) =>
    db
      .selectFrom('clubs as c')
      .leftJoin('clubMemberships as cm', (join) =>
        join.onRef('cm.clubId', '=', 'c.id').on('cm.userId', '=', args.userId),
      )
      .select(['cm.role', 'cm.status as membershipStatus', 'c.timeZone'])
      .select([
        currentSnapshot().as('snapshot'),
        unchangedSince(args.clubId, args.since).as('unchanged'),
      ])
      .where('c.id', '=', args.clubId),
);

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

/** Is the user an active member of the club? Assignees must be (SECURITY.md §2). */
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
