import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../executor.js';
import type { ContactMethod, MembershipActivityKind } from '../schema.js';
import { clubToday } from './meetings.js';

// The VP Membership's records (docs/decisions/036-membership-records.md): guests with their
// visits, the contact log, the activity log. Every query filters by the club.

/**
 * A visit is a meeting of the club the person was at: an attending RSVP for a meeting dated
 * before the club's today, or a check-in on the night (which proves the visit at once).
 * Correlated on the (club_id, user_id) indexes of rsvps and meeting_check_ins.
 */
function visitFacts(clubId: number, now: Date) {
  const today = clubToday(clubId, now);
  const visited = sql`(SELECT r.meeting_id FROM rsvps r JOIN meetings m ON m.id = r.meeting_id
      WHERE r.club_id = cm.club_id AND r.user_id = cm.user_id AND r.status = 'attending'
        AND m.date < ${today}
      UNION
      SELECT ci.meeting_id FROM meeting_check_ins ci
      WHERE ci.club_id = cm.club_id AND ci.user_id = cm.user_id)`;
  return {
    visits: sql<number>`(SELECT count(*) FROM ${visited} v)::int`,
    lastVisit: sql<string | null>`(SELECT max(m.date)::text FROM ${visited} v
      JOIN meetings m ON m.id = v.meeting_id)`,
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

export type FollowUpPersonRow = NonNullable<
  Awaited<ReturnType<typeof findFollowUp>>
>['people'][number];

/** Guest conversions logged: all time, and in the club's calendar year at `now`. */
function conversionCounts(clubId: number, now: Date) {
  const yearStart = sql`date_trunc('year', ${clubToday(clubId, now)})`;
  return {
    total: sql<number>`(SELECT count(*) FROM membership_activity a
      WHERE a.club_id = c.id AND a.kind = 'guest_converted')::int`,
    thisYear: sql<number>`(SELECT count(*) FROM membership_activity a
      WHERE a.club_id = c.id AND a.kind = 'guest_converted'
        AND a.created_at::date >= ${yearStart})::int`,
  };
}

/**
 * Guest Follow-up and Outreach in one statement: the club's calendar date at `now`, its active
 * guests and inactive members with their visits and last contact, and its conversion counts.
 */
export async function findFollowUp(db: Executor, clubId: number, now: Date) {
  const counts = conversionCounts(clubId, now);
  const row = await db
    .selectFrom('clubs as c')
    .select([
      sql<string>`${clubToday(clubId, now)}::text`.as('today'),
      counts.total.as('conversionsTotal'),
      counts.thisYear.as('conversionsThisYear'),
      jsonArrayFrom(
        peopleQuery(db, clubId, now)
          .where((w) =>
            w.or([
              w.and([w('cm.role', '=', 'guest'), w('cm.status', '=', 'active')]),
              w('cm.status', '=', 'inactive'),
            ]),
          )
          .orderBy('cm.joinedAt', 'desc')
          .orderBy('cm.userId'),
      ).as('people'),
    ])
    .where('c.id', '=', clubId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    // Timestamps inside JSON arrive as text.
    people: row.people.map((p) => ({
      ...p,
      joinedAt: new Date(p.joinedAt),
      interestedAt: p.interestedAt === null ? null : new Date(p.interestedAt),
      lastContactAt: p.lastContactAt === null ? null : new Date(p.lastContactAt),
    })),
  };
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

/**
 * A person's contact log, newest first, with who made each contact, in one statement that also
 * says whether the person belongs to the club at all (undefined: they do not).
 */
export async function findContactLog(db: Executor, clubId: number, userId: number) {
  const row = await db
    .selectFrom('clubMemberships as cm')
    .select((eb) => [
      jsonArrayFrom(
        eb
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
          .whereRef('gc.clubId', '=', 'cm.clubId')
          .whereRef('gc.userId', '=', 'cm.userId')
          .orderBy('gc.createdAt', 'desc')
          .orderBy('gc.id', 'desc')
          .limit(100),
      ).as('contacts'),
    ])
    .where('cm.clubId', '=', clubId)
    .where('cm.userId', '=', userId)
    .executeTakeFirst();
  return row?.contacts.map((c) => ({ ...c, createdAt: new Date(c.createdAt) }));
}

export interface ActivityValues {
  kind: MembershipActivityKind;
  subjectUserId: number;
  actorUserId: number | null;
  detail?: string | null;
  /** The meeting role the entry is about (the role's activity). */
  roleId?: number | null;
}

export async function recordActivity(
  db: Executor,
  clubId: number,
  entries: readonly ActivityValues[],
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('membershipActivity')
    .values(
      entries.map((e) => ({ clubId, ...e, detail: e.detail ?? null, roleId: e.roleId ?? null })),
    )
    .execute();
}

/** One role's activity, newest first, with the subject's name (the index on role_id). */
export function listRoleActivity(db: Executor, clubId: number, roleId: number, limit: number) {
  return db
    .selectFrom('membershipActivity as a')
    .innerJoin('users as u', 'u.id', 'a.subjectUserId')
    .select([
      'a.id',
      'a.kind',
      'a.detail',
      'a.createdAt',
      'a.subjectUserId',
      'a.actorUserId',
      'u.firstName',
      'u.lastName',
      'u.email',
    ])
    .where('a.roleId', '=', roleId)
    .where('a.clubId', '=', clubId)
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The VP Membership Dashboard in one statement: every membership's role, status, join date and
 * engagement counters, the conversion counts and the newest activity with the subject's name.
 */
export async function findMembershipDashboard(
  db: Executor,
  clubId: number,
  now: Date,
  activityLimit: number,
) {
  const counts = conversionCounts(clubId, now);
  const row = await db
    .selectFrom('clubs as c')
    .select((eb) => [
      counts.total.as('conversionsTotal'),
      counts.thisYear.as('conversionsThisYear'),
      jsonArrayFrom(
        eb
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
          .whereRef('cm.clubId', '=', 'c.id'),
      ).as('members'),
      jsonArrayFrom(
        eb
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
          .whereRef('a.clubId', '=', 'c.id')
          .orderBy('a.createdAt', 'desc')
          .orderBy('a.id', 'desc')
          .limit(activityLimit),
      ).as('activity'),
    ])
    .where('c.id', '=', clubId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    members: row.members.map((m) => ({ ...m, joinedAt: new Date(m.joinedAt) })),
    activity: row.activity.map((a) => ({ ...a, createdAt: new Date(a.createdAt) })),
  };
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
