import { sql } from 'kysely';
import type { Executor } from '../executor.js';
import type { ClubNotificationSettings } from '../schema.js';

// What the reminder planner and the e-mail jobs read (docs/decisions/046-reminders.md). The
// planner works across clubs (it is nobody's request); each send job reads one person in one club.

/** Meetings dated between two calendar dates, in clubs that are not archived. */
/** The reminder planner's job kind (the index `jobs_planner_runs` holds its completed runs). */
export const PLAN_REMINDERS_JOB = 'plan-reminders';

/** When the planner's newest completed run was due (its period's start); null before the first. */
export async function lastPlannerRunAt(db: Executor): Promise<Date | null> {
  const row = await db
    .selectFrom('jobs')
    .select('runAt')
    // A literal, so that the partial index's condition matches however the statement is planned.
    .where(sql<boolean>`kind = ${sql.lit(PLAN_REMINDERS_JOB)}`)
    .where('doneAt', 'is not', null)
    .orderBy('runAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.runAt ?? null;
}

export function listPlannableMeetings(db: Executor, fromDate: string, toDate: string) {
  return db
    .selectFrom('meetings as m')
    .innerJoin('clubs as c', 'c.id', 'm.clubId')
    .select([
      'm.id',
      'm.clubId',
      'm.date',
      sql<string | null>`to_char(m.start_time, 'HH24:MI')`.as('startTime'),
      sql<string>`to_char(m.end_time, 'HH24:MI')`.as('endTime'),
      'm.status',
      'c.timeZone',
      'c.meetingSettings',
      'c.notificationSettings',
    ])
    .where('m.date', '>=', fromDate)
    .where('m.date', '<=', toDate)
    .where('c.archivedAt', 'is', null)
    .orderBy('m.id')
    .execute();
}

export interface AudienceRow {
  meetingId: number;
  userId: number;
  role: string;
  reminderDays: unknown;
  hasRsvp: boolean;
  /** The role this person holds in the meeting, if any. */
  heldRoleId: number | null;
  heldRoleStatus: 'assigned' | 'confirmed' | null;
}

/**
 * For each meeting, the active members of its club who can be e-mailed (an address, and e-mail
 * not turned off in their profile), with their reminder days, whether they answered the RSVP,
 * and the role they hold there.
 */
export async function listMeetingAudience(
  db: Executor,
  meetingIds: readonly number[],
): Promise<AudienceRow[]> {
  if (meetingIds.length === 0) return [];
  return db
    .selectFrom('meetings as m')
    .innerJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.clubId', '=', 'm.clubId').on('cm.status', '=', 'active'),
    )
    .innerJoin('users as u', 'u.id', 'cm.userId')
    .leftJoin('memberProfiles as p', (join) =>
      join.onRef('p.clubId', '=', 'cm.clubId').onRef('p.userId', '=', 'cm.userId'),
    )
    .leftJoin('meetingRoles as r', (join) =>
      join.onRef('r.meetingId', '=', 'm.id').onRef('r.userId', '=', 'cm.userId'),
    )
    .select((eb) => [
      'm.id as meetingId',
      'cm.userId',
      'cm.role',
      sql<unknown>`p.communication_preferences -> 'reminderDays'`.as('reminderDays'),
      eb
        .exists(
          eb
            .selectFrom('rsvps as v')
            .select('v.id')
            .whereRef('v.meetingId', '=', 'm.id')
            .whereRef('v.userId', '=', 'cm.userId'),
        )
        .$castTo<boolean>()
        .as('hasRsvp'),
      'r.id as heldRoleId',
      sql<'assigned' | 'confirmed' | null>`r.status`.as('heldRoleStatus'),
    ])
    .where('m.id', 'in', [...meetingIds])
    .where('u.email', 'is not', null)
    .where(sql<boolean>`coalesce(p.email_notifications, true)`)
    .orderBy('m.id')
    .orderBy('cm.userId')
    .execute();
}

/** Meetings (of these) with at least one open role. */
export async function meetingsWithOpenRoles(
  db: Executor,
  meetingIds: readonly number[],
): Promise<Set<number>> {
  if (meetingIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('meetingRoles')
    .select('meetingId')
    .distinct()
    .where('meetingId', 'in', [...meetingIds])
    .where('status', '=', 'open')
    .execute();
  return new Set(rows.map((row) => row.meetingId));
}

/**
 * Guests who attended a meeting dated in the range (an "attending" RSVP) and no earlier meeting
 * of that club: their first meeting, for the thank-you.
 */
export function listFirstTimeGuests(db: Executor, fromDate: string, toDate: string) {
  return db
    .selectFrom('rsvps as v')
    .innerJoin('meetings as m', 'm.id', 'v.meetingId')
    .innerJoin('clubs as c', 'c.id', 'm.clubId')
    .innerJoin('clubMemberships as cm', (join) =>
      join
        .onRef('cm.clubId', '=', 'm.clubId')
        .onRef('cm.userId', '=', 'v.userId')
        .on('cm.role', '=', 'guest')
        .on('cm.status', '=', 'active'),
    )
    .select([
      'v.userId',
      'm.id as meetingId',
      'm.clubId',
      'm.date',
      'c.timeZone',
      'c.notificationSettings',
    ])
    .where('v.status', '=', 'attending')
    .where('m.date', '>=', fromDate)
    .where('m.date', '<=', toDate)
    .where('m.status', '!=', 'cancelled')
    .where('c.archivedAt', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('rsvps as e')
            .innerJoin('meetings as em', 'em.id', 'e.meetingId')
            .select('e.id')
            .whereRef('e.userId', '=', 'v.userId')
            .whereRef('em.clubId', '=', 'm.clubId')
            .where('e.status', '=', 'attending')
            .whereRef('em.date', '<', 'm.date'),
        ),
      ),
    )
    .execute();
}

export interface Recipient {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: string;
  status: string;
  emailOn: boolean;
  /** The member's "offers and asks" switch. */
  offersOn: boolean;
  clubName: string;
  timeZone: string;
  clubArchivedAt: Date | null;
  notificationSettings: ClubNotificationSettings;
}

/** One person in one club, as an e-mail to them needs it; undefined when not a member. */
export function findRecipient(
  db: Executor,
  clubId: number,
  userId: number,
): Promise<Recipient | undefined> {
  return db
    .selectFrom('clubMemberships as cm')
    .innerJoin('users as u', 'u.id', 'cm.userId')
    .innerJoin('clubs as c', 'c.id', 'cm.clubId')
    .leftJoin('memberProfiles as p', (join) =>
      join.onRef('p.clubId', '=', 'cm.clubId').onRef('p.userId', '=', 'cm.userId'),
    )
    .select([
      'u.email',
      'u.firstName',
      'u.lastName',
      'cm.role',
      'cm.status',
      sql<boolean>`coalesce(p.email_notifications, true)`.as('emailOn'),
      sql<boolean>`coalesce(p.offer_notifications, true)`.as('offersOn'),
      'c.name as clubName',
      'c.timeZone',
      'c.archivedAt as clubArchivedAt',
      'c.notificationSettings',
    ])
    .where('cm.clubId', '=', clubId)
    .where('cm.userId', '=', userId)
    .executeTakeFirst();
}

/** A meeting as a reminder shows it, with whether the person answered its RSVP. */
export function findMeetingForEmail(
  db: Executor,
  clubId: number,
  meetingId: number,
  userId: number,
) {
  return db
    .selectFrom('meetings as m')
    .innerJoin('clubs as c', 'c.id', 'm.clubId')
    .select((eb) => [
      'm.id',
      'm.title',
      'm.theme',
      'm.location',
      'm.date',
      sql<string | null>`to_char(m.start_time, 'HH24:MI')`.as('startTime'),
      sql<string>`to_char(m.end_time, 'HH24:MI')`.as('endTime'),
      'm.status',
      'c.meetingSettings',
      'c.locale',
      eb
        .exists(
          eb
            .selectFrom('rsvps as v')
            .select('v.id')
            .whereRef('v.meetingId', '=', 'm.id')
            .where('v.userId', '=', userId),
        )
        .$castTo<boolean>()
        .as('hasRsvp'),
    ])
    .where('m.clubId', '=', clubId)
    .where('m.id', '=', meetingId)
    .executeTakeFirst();
}

/**
 * The active members of a club who have not answered a meeting's RSVP and can be e-mailed
 * (the 'Send RSVP Reminders' button).
 */
export function listMembersWithoutRsvp(db: Executor, clubId: number, meetingId: number) {
  return db
    .selectFrom('clubMemberships as cm')
    .innerJoin('users as u', 'u.id', 'cm.userId')
    .leftJoin('memberProfiles as p', (join) =>
      join.onRef('p.clubId', '=', 'cm.clubId').onRef('p.userId', '=', 'cm.userId'),
    )
    .select('cm.userId')
    .where('cm.clubId', '=', clubId)
    .where('cm.status', '=', 'active')
    .where('u.email', 'is not', null)
    .where(sql<boolean>`coalesce(p.email_notifications, true)`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('rsvps as v')
            .select('v.id')
            .where('v.meetingId', '=', meetingId)
            .whereRef('v.userId', '=', 'cm.userId'),
        ),
      ),
    )
    .orderBy('cm.userId')
    .execute();
}

export async function findNotificationSettings(
  db: Executor,
  clubId: number,
): Promise<ClubNotificationSettings | undefined> {
  const row = await db
    .selectFrom('clubs')
    .select('notificationSettings')
    .where('id', '=', clubId)
    .executeTakeFirst();
  return row?.notificationSettings;
}

export async function saveNotificationSettings(
  db: Executor,
  clubId: number,
  settings: ClubNotificationSettings,
): Promise<void> {
  await db
    .updateTable('clubs')
    .set({ notificationSettings: JSON.stringify(settings), updatedAt: new Date() })
    .where('id', '=', clubId)
    .execute();
}
