import { sql } from 'kysely';
import type { Executor } from '../executor.js';

// Calendar feeds (decision 049): one secret address per person, kept as its SHA-256 only.

/** Creates the person's feed, or replaces its secret (the old address stops working). */
export async function upsertCalendarFeed(db: Executor, userId: number, tokenHash: Uint8Array) {
  return db
    .insertInto('calendarFeeds')
    .values({ userId, tokenHash: Buffer.from(tokenHash) })
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({ tokenHash: Buffer.from(tokenHash), createdAt: sql`now()` }),
    )
    .returning(['createdAt'])
    .executeTakeFirstOrThrow();
}

export async function deleteCalendarFeed(db: Executor, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('calendarFeeds')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether the person has a feed, and since when (never its secret). */
export function findCalendarFeed(db: Executor, userId: number) {
  return db
    .selectFrom('calendarFeeds')
    .select(['createdAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** The person a feed secret belongs to, or undefined (unknown or revoked). */
export async function findCalendarFeedOwner(
  db: Executor,
  tokenHash: Uint8Array,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('calendarFeeds')
    .select('userId')
    .where('tokenHash', '=', Buffer.from(tokenHash))
    .executeTakeFirst();
  return row?.userId;
}

/**
 * The meetings of the person's clubs (active memberships) dated `fromDate` or later, with the
 * person's own role in each, the club's name and time zone, and what the feed's SEQUENCE and
 * stamp are made of: the meeting's revision plus its roles' (each only ever goes up, and roles
 * leave a meeting only with it), and the latest change of the meeting or a role.
 */
export function listCalendarFeedMeetings(
  db: Executor,
  userId: number,
  fromDate: string,
  limit: number,
) {
  return db
    .selectFrom('clubMemberships as cm')
    .innerJoin('clubs as c', 'c.id', 'cm.clubId')
    .innerJoin('meetings as m', 'm.clubId', 'cm.clubId')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('meetingRoles as r')
          .select([
            sql<string>`coalesce(sum(r.revision), 0)`.as('revisions'),
            sql<Date | null>`max(r.updated_at)`.as('changedAt'),
          ])
          .whereRef('r.meetingId', '=', 'm.id')
          .as('rr'),
      (join) => join.onTrue(),
    )
    .leftJoin('meetingRoles as mine', (join) =>
      join.onRef('mine.meetingId', '=', 'm.id').on('mine.userId', '=', userId),
    )
    .select([
      'm.id as meetingId',
      'c.name as clubName',
      'c.timeZone',
      'm.title',
      sql<string>`m.date::text`.as('date'),
      sql<string | null>`to_char(m.start_time, 'HH24:MI')`.as('startTime'),
      sql<string>`to_char(m.end_time, 'HH24:MI')`.as('endTime'),
      'm.location',
      'm.theme',
      'm.status',
      'm.createdAt',
      sql<Date>`greatest(m.updated_at, rr.changed_at)`.as('changedAt'),
      sql<string>`m.revision + rr.revisions`.as('sequence'),
      'mine.roleType',
      'mine.status as roleStatus',
    ])
    .where('cm.userId', '=', userId)
    .where('cm.status', '=', 'active')
    .where('m.date', '>=', fromDate)
    .orderBy('m.date')
    .orderBy('m.startTime')
    .orderBy('m.id')
    .limit(limit)
    .execute();
}
