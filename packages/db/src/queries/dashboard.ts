import { sql } from 'kysely';
import type { Executor } from '../executor.js';
import type { RsvpStatus } from '../schema.js';
import { clubToday, upcomingMeetingsQuery, type MeetingRow } from './meetings.js';

export interface DashboardRsvpAmount {
  status: RsvpStatus;
  mealChoice: string | null;
  mealPrice: string;
}

/**
 * Everything the club dashboard reads, in one round trip: the club's time zone and active
 * members, its next meeting (today is the club's calendar date at `now`, computed in SQL), and
 * the role and RSVP figures of that one meeting only — the meeting is limited to one row before
 * anything is aggregated, so the cost does not grow with the club's history.
 *
 * The meeting is the club's, and a foreign key holds each role and RSVP to its meeting's club, so
 * they are found by the meeting alone. Naming the club there too made PostgreSQL, on a database
 * of 10,000 clubs, combine the meeting's index entries with all of the club's (a BitmapAnd over
 * ~1,400 entries per call).
 */
export async function findDashboard(db: Executor, clubId: number, now: Date) {
  const row = await dashboardQuery(db, clubId, now).executeTakeFirst();
  if (!row) return undefined;
  const { timeZone, activeMembers, totalRoles, rolesFilled, rsvps, ...meeting } = row;
  return {
    timeZone,
    activeMembers: Number(activeMembers),
    totalRoles: Number(totalRoles),
    rolesFilled: Number(rolesFilled),
    rsvps,
    // The left join makes every column nullable; with an id present it is a whole meeting row.
    nextMeeting: meeting.id === null ? null : (meeting as MeetingRow),
  };
}

function dashboardQuery(db: Executor, clubId: number, now: Date) {
  return db
    .selectFrom('clubs as c')
    .leftJoinLateral(
      upcomingMeetingsQuery(db, clubId, clubToday(clubId, now), sql.lit(1)).as('next'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      'c.timeZone',
      eb
        .selectFrom('clubMemberships as cm')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('cm.clubId', '=', 'c.id')
        .where('cm.status', '=', 'active')
        .$asScalar()
        .$notNull()
        .as('activeMembers'),
      eb
        .selectFrom('meetingRoles as r')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('r.meetingId', '=', 'next.id')
        .$asScalar()
        .$notNull()
        .as('totalRoles'),
      eb
        .selectFrom('meetingRoles as r')
        .select((sub) => sub.fn.count<number>('r.userId').as('n'))
        .whereRef('r.meetingId', '=', 'next.id')
        .$asScalar()
        .$notNull()
        .as('rolesFilled'),
      // numeric as text, as the pg driver returns it elsewhere (no binary floating point).
      sql<DashboardRsvpAmount[]>`coalesce((
        SELECT json_agg(json_build_object(
          'status', r.status, 'mealChoice', r.meal_choice, 'mealPrice', r.meal_price::text))
        FROM rsvps r WHERE r.meeting_id = next.id), '[]'::json)`.as('rsvps'),
    ])
    .selectAll('next')
    .where('c.id', '=', clubId);
}
