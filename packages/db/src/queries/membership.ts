import { sql } from 'kysely';
import type { Executor } from '../executor.js';
import type { ContactMethod, MembershipActivityKind } from '../schema.js';
import { clubToday } from './meetings.js';

// The VP Membership's records (docs/decisions/036-membership-records.md): guests with their
// visits, the contact log, the activity log. Every query filters by the club.

/**
 * A visit is an attending RSVP for one of the club's meetings dated before the club's today.
 * Correlated on the (club_id, user_id) index of rsvps.
 */
function visitFacts(clubId: number, now: Date) {
  const today = clubToday(clubId, now);
  return {
    visits: sql<number>`(SELECT count(*) FROM rsvps r JOIN meetings m ON m.id = r.meeting_id
      WHERE r.club_id = cm.club_id AND r.user_id = cm.user_id AND r.status = 'attending'
        AND m.date < ${today})::int`,
    lastVisit: sql<
      string | null
    >`(SELECT max(m.date)::text FROM rsvps r JOIN meetings m ON m.id = r.meeting_id
      WHERE r.club_id = cm.club_id AND r.user_id = cm.user_id AND r.status = 'attending'
        AND m.date < ${today})`,
    lastContactAt: sql<Date | null>`(SELECT max(gc.created_at) FROM guest_contacts gc
      WHERE gc.club_id = cm.club_id AND gc.user_id = cm.user_id)`,
  };
}

function peopleQuery(db: Executor, clubId: number, now: Date) {
  const facts = visitFacts(clubId, now);
  return db
    .selectFrom('clubMemberships as cm')
    .innerJoin('users as u', 'u.id', 'cm.userId')
    .select([
      'cm.userId',
      'cm.role',
      'cm.status',
      'cm.joinedAt',
      'cm.interestedAt',
      'u.firstName',
      'u.lastName',
      'u.email',
      facts.visits.as('visits'),
      facts.lastVisit.as('lastVisit'),
      facts.lastContactAt.as('lastContactAt'),
    ])
    .where('cm.clubId', '=', clubId);
}

export type FollowUpPersonRow = Awaited<ReturnType<typeof listFollowUpPeople>>[number];

/** The club's active guests and its inactive members, with visits and the last contact. */
export function listFollowUpPeople(db: Executor, clubId: number, now: Date) {
  return peopleQuery(db, clubId, now)
    .where((eb) =>
      eb.or([
        eb.and([eb('cm.role', '=', 'guest'), eb('cm.status', '=', 'active')]),
        eb('cm.status', '=', 'inactive'),
      ]),
    )
    .orderBy('cm.joinedAt', 'desc')
    .orderBy('cm.userId')
    .execute();
}

/** One person of the club with their visit facts, locked for a conversion. */
export function findFollowUpPerson(db: Executor, clubId: number, userId: number, now: Date) {
  return peopleQuery(db, clubId, now)
    .where('cm.userId', '=', userId)
    .forUpdate('cm')
    .executeTakeFirst();
}

/** Marks (or unmarks) a guest as interested; false when no such guest. */
export async function setGuestInterest(
  db: Executor,
  clubId: number,
  userId: number,
  interested: boolean,
  markedBy: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('clubMemberships')
    .set(
      interested
        ? { interestedAt: now, interestMarkedBy: markedBy }
        : { interestedAt: null, interestMarkedBy: null },
    )
    .where('clubId', '=', clubId)
    .where('userId', '=', userId)
    .where('role', '=', 'guest')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function insertContact(
  db: Executor,
  values: {
    clubId: number;
    userId: number;
    contactedBy: number;
    method: ContactMethod;
    notes: string;
  },
) {
  return db
    .insertInto('guestContacts')
    .values(values)
    .returning(['id', 'userId', 'method', 'notes', 'createdAt'])
    .executeTakeFirstOrThrow();
}

/** A person's contact log, newest first, with who made each contact. */
export function listContacts(db: Executor, clubId: number, userId: number) {
  return db
    .selectFrom('guestContacts as gc')
    .leftJoin('users as u', 'u.id', 'gc.contactedBy')
    .select([
      'gc.id',
      'gc.userId',
      'gc.method',
      'gc.notes',
      'gc.createdAt',
      'u.firstName as byFirstName',
      'u.lastName as byLastName',
      'u.email as byEmail',
    ])
    .where('gc.clubId', '=', clubId)
    .where('gc.userId', '=', userId)
    .orderBy('gc.createdAt', 'desc')
    .orderBy('gc.id', 'desc')
    .limit(100)
    .execute();
}

export interface ActivityValues {
  kind: MembershipActivityKind;
  subjectUserId: number;
  actorUserId: number | null;
  detail?: string | null;
}

export async function recordActivity(
  db: Executor,
  clubId: number,
  entries: readonly ActivityValues[],
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('membershipActivity')
    .values(entries.map((e) => ({ clubId, ...e, detail: e.detail ?? null })))
    .execute();
}

/** The newest activity of the club with the subject's name. */
export function listRecentActivity(db: Executor, clubId: number, limit: number) {
  return db
    .selectFrom('membershipActivity as a')
    .innerJoin('users as u', 'u.id', 'a.subjectUserId')
    .select([
      'a.id',
      'a.kind',
      'a.detail',
      'a.createdAt',
      'a.subjectUserId',
      'u.firstName',
      'u.lastName',
      'u.email',
    ])
    .where('a.clubId', '=', clubId)
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

/** Guests converted to members: all time, and this year of the club's calendar. */
export async function countConversions(db: Executor, clubId: number, now: Date) {
  const yearStart = sql`date_trunc('year', ${clubToday(clubId, now)})`;
  const row = await db
    .selectFrom('membershipActivity')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) FILTER (WHERE created_at::date >= ${yearStart}))::int`.as('thisYear'),
    ])
    .where('clubId', '=', clubId)
    .where('kind', '=', 'guest_converted')
    .executeTakeFirstOrThrow();
  return row;
}

/** Members' figures for the dashboard: status, role, join date and the engagement counters. */
export function listMemberFigures(db: Executor, clubId: number) {
  return db
    .selectFrom('clubMemberships as cm')
    .leftJoin('memberProfiles as p', (join) =>
      join.onRef('p.clubId', '=', 'cm.clubId').onRef('p.userId', '=', 'cm.userId'),
    )
    .select([
      'cm.role',
      'cm.status',
      'cm.joinedAt',
      'p.speechesCompleted',
      'p.evaluationsGiven',
      'p.tableTopicsAnswered',
      'p.currentLevel',
    ])
    .where('cm.clubId', '=', clubId)
    .execute();
}

/** Locks one membership and every president of the club (status changes, as role changes do). */
export function lockStatusChangeRows(db: Executor, clubId: number, userIds: readonly number[]) {
  return db
    .selectFrom('clubMemberships')
    .select(['userId', 'role', 'status'])
    .where('clubId', '=', clubId)
    .where((eb) => eb.or([eb('userId', 'in', [...userIds]), eb('role', '=', 'president')]))
    .orderBy('userId')
    .forUpdate()
    .execute();
}

export async function setMemberStatus(
  db: Executor,
  clubId: number,
  userId: number,
  status: 'active' | 'inactive',
): Promise<void> {
  await db
    .updateTable('clubMemberships')
    .set({ status })
    .where('clubId', '=', clubId)
    .where('userId', '=', userId)
    .execute();
}
