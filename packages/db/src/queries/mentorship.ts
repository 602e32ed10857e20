import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../executor.js';
import type { ClubRole, MembershipStatus, MentorshipPairStatus } from '../schema.js';

// Mentorship pairs (docs/decisions/036-membership-records.md). Every query filters by the club,
// except by-id reads behind the pair procedure, which has checked the pair's club.

/**
 * The programme in one statement: every active member's mentorship columns (mentors and
 * seekers) and the club's pairs with both names (the newest 500).
 */
export async function findMentorship(db: Executor, clubId: number) {
  const row = await db
    .selectFrom('clubs as c')
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('clubMemberships as cm')
          .innerJoin('users as u', 'u.id', 'cm.userId')
          .innerJoin('memberProfiles as p', (join) =>
            join.onRef('p.clubId', '=', 'cm.clubId').onRef('p.userId', '=', 'cm.userId'),
          )
          .select([
            'cm.userId',
            'cm.role',
            'u.firstName',
            'u.lastName',
            'u.email',
            'p.pathwaysPath',
            'p.currentLevel',
            'p.mentorshipStatus',
            'p.mentoringAreas',
            'p.seekingMentorshipIn',
            'p.mentorshipAvailability',
            'p.mentorshipFormat',
          ])
          .whereRef('cm.clubId', '=', 'c.id')
          .where('cm.status', '=', 'active')
          .where('cm.role', '!=', 'guest')
          .where('p.mentorshipStatus', 'in', ['willing_to_mentor', 'seeking_mentor', 'both'])
          .orderBy('u.firstName')
          .orderBy('cm.userId'),
      ).as('profiles'),
      jsonArrayFrom(
        eb
          .selectFrom('mentorshipPairs as mp')
          .innerJoin('users as mentor', 'mentor.id', 'mp.mentorId')
          .innerJoin('users as mentee', 'mentee.id', 'mp.menteeId')
          .select([
            'mp.id',
            'mp.mentorId',
            'mp.menteeId',
            'mp.status',
            'mp.proposedAt',
            'mp.startedAt',
            'mp.endedAt',
            'mentor.firstName as mentorFirstName',
            'mentor.lastName as mentorLastName',
            'mentor.email as mentorEmail',
            'mentee.firstName as menteeFirstName',
            'mentee.lastName as menteeLastName',
            'mentee.email as menteeEmail',
          ])
          .whereRef('mp.clubId', '=', 'c.id')
          .orderBy('mp.proposedAt', 'desc')
          .orderBy('mp.id', 'desc')
          .limit(500),
      ).as('pairs'),
    ])
    .where('c.id', '=', clubId)
    .executeTakeFirst();
  if (!row) return undefined;
  // Timestamps inside JSON arrive as text.
  const at = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    profiles: row.profiles,
    pairs: row.pairs.map((p) => ({
      ...p,
      proposedAt: new Date(p.proposedAt),
      startedAt: at(p.startedAt),
      endedAt: at(p.endedAt),
    })),
  };
}

/** The would-be mentor's and mentee's active memberships and mentorship status. */
export function findPairCandidates(db: Executor, clubId: number, userIds: readonly number[]) {
  return db
    .selectFrom('clubMemberships as cm')
    .leftJoin('memberProfiles as p', (join) =>
      join.onRef('p.clubId', '=', 'cm.clubId').onRef('p.userId', '=', 'cm.userId'),
    )
    .innerJoin('users as u', 'u.id', 'cm.userId')
    .select(['cm.userId', 'cm.role', 'p.mentorshipStatus', 'u.firstName', 'u.lastName', 'u.email'])
    .where('cm.clubId', '=', clubId)
    .where('cm.userId', 'in', [...userIds])
    .where('cm.status', '=', 'active')
    .where('cm.role', '!=', 'guest')
    .execute();
}

export function insertPair(
  db: Executor,
  values: {
    clubId: number;
    mentorId: number;
    menteeId: number;
    status: 'proposed' | 'active';
    proposedBy: number;
    now: Date;
  },
) {
  return db
    .insertInto('mentorshipPairs')
    .values({
      clubId: values.clubId,
      mentorId: values.mentorId,
      menteeId: values.menteeId,
      status: values.status,
      proposedBy: values.proposedBy,
      proposedAt: values.now,
      startedAt: values.status === 'active' ? values.now : null,
    })
    .returning(['id', 'status'])
    .executeTakeFirstOrThrow();
}

/** One pair by id, locked (the pair procedure has checked its club). */
export function lockPair(db: Executor, pairId: number) {
  return db
    .selectFrom('mentorshipPairs')
    .select(['id', 'clubId', 'mentorId', 'menteeId', 'status'])
    .where('id', '=', pairId)
    .forUpdate()
    .executeTakeFirst();
}

export async function setPairStatus(
  db: Executor,
  pairId: number,
  status: Exclude<MentorshipPairStatus, 'proposed'>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('mentorshipPairs')
    .set(status === 'active' ? { status, startedAt: now } : { status, endedAt: now })
    .where('id', '=', pairId)
    .execute();
}

/** A pair's club, whether it is archived, and the caller's membership there, in one statement. */
export function findPairScope(
  db: Executor,
  pairId: number,
  userId: number,
): Promise<
  | {
      pairId: number;
      clubId: number;
      clubArchivedAt: Date | null;
      role: ClubRole | null;
      membershipStatus: MembershipStatus | null;
    }
  | undefined
> {
  return db
    .selectFrom('mentorshipPairs as mp')
    .innerJoin('clubs as c', 'c.id', 'mp.clubId')
    .leftJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.clubId', '=', 'mp.clubId').on('cm.userId', '=', userId),
    )
    .select([
      'mp.id as pairId',
      'mp.clubId',
      'c.archivedAt as clubArchivedAt',
      'cm.role',
      'cm.status as membershipStatus',
    ])
    .where('mp.id', '=', pairId)
    .executeTakeFirst();
}
