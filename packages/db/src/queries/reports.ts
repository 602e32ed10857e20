// The figures of Club Reports & Analytics, read from the club's records for a period.
import { sql } from 'kysely';
import type { Executor } from '../executor.js';

/** Meetings dated from `start` on (the period and what is still ahead), oldest first. */
export function listMeetingsFrom(db: Executor, clubId: number, start: string) {
  return db
    .selectFrom('meetings')
    .select(['id as meetingId', 'title', 'date', 'status'])
    .where('clubId', '=', clubId)
    .where('date', '>=', start)
    .orderBy('date')
    .orderBy('id')
    .execute();
}

/** RSVPs of the meetings dated from `start` to `end`, grouped by meeting, status and meal. */
export async function rsvpGroupsBetween(db: Executor, clubId: number, start: string, end: string) {
  const rows = await db
    .selectFrom('rsvps as r')
    .innerJoin('meetings as m', (join) =>
      join.onRef('m.id', '=', 'r.meetingId').onRef('m.clubId', '=', 'r.clubId'),
    )
    .select([
      'r.meetingId',
      'r.status',
      'r.mealChoice',
      sql<number>`count(*)::int`.as('count'),
      sql<string>`coalesce(sum(r.meal_price), 0)::text`.as('mealPriceTotal'),
    ])
    .where('m.clubId', '=', clubId)
    .where('m.date', '>=', start)
    .where('m.date', '<=', end)
    .groupBy(['r.meetingId', 'r.status', 'r.mealChoice'])
    .execute();
  return rows;
}

/** Speeches credited by meetings dated from `start` to `end`. */
export async function countSpeechCreditsBetween(
  db: Executor,
  clubId: number,
  start: string,
  end: string,
): Promise<number> {
  const row = await db
    .selectFrom('meetingCredits as mc')
    .innerJoin('meetings as m', (join) =>
      join.onRef('m.id', '=', 'mc.meetingId').onRef('m.clubId', '=', 'mc.clubId'),
    )
    .select(sql<number>`count(*)::int`.as('n'))
    .where('mc.clubId', '=', clubId)
    .where('mc.kind', '=', 'speech')
    .where('m.date', '>=', start)
    .where('m.date', '<=', end)
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** Every membership's role, status, join date, and its profile's path and level. */
export function listMembershipsWithLevels(db: Executor, clubId: number) {
  return db
    .selectFrom('clubMemberships as cm')
    .leftJoin('memberProfiles as p', (join) =>
      join.onRef('p.clubId', '=', 'cm.clubId').onRef('p.userId', '=', 'cm.userId'),
    )
    .select(['cm.role', 'cm.status', 'cm.joinedAt', 'p.pathwaysPath', 'p.currentLevel'])
    .where('cm.clubId', '=', clubId)
    .execute();
}
