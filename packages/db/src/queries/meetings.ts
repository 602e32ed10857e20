import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Executor } from '../executor.js';
import type { ClubRole, MeetingStatus, MembershipStatus } from '../schema.js';

/** The columns every meeting response carries; times as 'HH:MM'. */
function meetingColumns(db: Executor) {
  return db
    .selectFrom('meetings as m')
    .select([
      'm.id',
      'm.clubId',
      'm.agendaTemplateId',
      'm.title',
      'm.agenda',
      'm.date',
      sql<string | null>`to_char(m.start_time, 'HH24:MI')`.as('startTime'),
      sql<string>`to_char(m.end_time, 'HH24:MI')`.as('endTime'),
      'm.location',
      'm.theme',
      'm.notes',
      'm.status',
      'm.scheduledAt',
    ]);
}

/** A club without a stored zone (not expected: the column defaults to it) is in Sydney. */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

export type MeetingRow = Awaited<ReturnType<typeof findMeeting>> & {};

export function listMeetings(db: Executor, clubId: number) {
  return meetingColumns(db)
    .where('m.clubId', '=', clubId)
    .orderBy(sql`m.date NULLS LAST`)
    .orderBy('m.startTime')
    .orderBy('m.id')
    .execute();
}

/**
 * Meetings on or after `today` (the club's calendar date), not cancelled or completed; not yet
 * executed, so the dashboard can embed it with `today` computed in SQL.
 */
export function upcomingMeetingsQuery(
  db: Executor,
  clubId: number,
  today: string | Expression<string>,
  limit: number | Expression<number>,
) {
  return meetingColumns(db)
    .where('m.clubId', '=', clubId)
    .where((eb) => eb.or([eb('m.date', '>=', today), eb('m.date', 'is', null)]))
    .where('m.status', 'in', ['scheduled', 'active'])
    .orderBy(sql`m.date NULLS LAST`)
    .orderBy('m.startTime')
    .orderBy('m.id')
    .limit(limit);
}

/**
 * The club's calendar date at `now` as SQL, so a query can use it without first reading the
 * club's time zone in a round trip of its own (same rule as the domain's todayInZone).
 */
export function clubToday(clubId: number, now: Date): RawBuilder<string> {
  return sql<string>`(${now}::timestamptz AT TIME ZONE coalesce(
    (SELECT c.time_zone FROM clubs c WHERE c.id = ${clubId}), ${DEFAULT_TIME_ZONE}))::date`;
}

/** The club's upcoming meetings, from its calendar date at `now`. */
export function listUpcomingMeetings(db: Executor, clubId: number, now: Date, limit = 100) {
  return upcomingMeetingsQuery(db, clubId, clubToday(clubId, now), limit).execute();
}

/** The ids of the club's upcoming meetings (as listUpcomingMeetings) made from a template. */
export async function listUpcomingMeetingIdsOfTemplate(
  db: Executor,
  clubId: number,
  templateId: number,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .selectFrom('meetings as m')
    .select('m.id')
    .where('m.clubId', '=', clubId)
    .where('m.agendaTemplateId', '=', templateId)
    .where((eb) => eb.or([eb('m.date', '>=', clubToday(clubId, now)), eb('m.date', 'is', null)]))
    .where('m.status', 'in', ['scheduled', 'active'])
    .orderBy('m.id')
    .execute();
  return rows.map((row) => row.id);
}

/** A meeting's stored agenda and start ('HH:MM'), its row locked until the transaction ends. */
export function lockMeetingAgenda(db: Executor, clubId: number, meetingId: number) {
  return db
    .selectFrom('meetings as m')
    .select(['m.agenda', sql<string | null>`to_char(m.start_time, 'HH24:MI')`.as('startTime')])
    .where('m.clubId', '=', clubId)
    .where('m.id', '=', meetingId)
    .forUpdate()
    .executeTakeFirst();
}

// By id alone: the meeting procedure has checked the caller's access to the meeting's club.
export function findMeeting(db: Executor, meetingId: number) {
  return meetingColumns(db).where('m.id', '=', meetingId).executeTakeFirst();
}

export interface MeetingScope {
  meetingId: number;
  clubId: number;
  timeZone: string;
  clubArchivedAt: Date | null;
  role: ClubRole | null;
  membershipStatus: MembershipStatus | null;
}

/** A meeting's club and a person's membership there, in one statement; undefined: no meeting. */
export function findMeetingScope(
  db: Executor,
  meetingId: number,
  userId: number,
): Promise<MeetingScope | undefined> {
  return db
    .selectFrom('meetings as m')
    .innerJoin('clubs as c', 'c.id', 'm.clubId')
    .leftJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.clubId', '=', 'm.clubId').on('cm.userId', '=', userId),
    )
    .select([
      'm.id as meetingId',
      'm.clubId',
      'c.timeZone',
      'c.archivedAt as clubArchivedAt',
      'cm.role',
      'cm.status as membershipStatus',
    ])
    .where('m.id', '=', meetingId)
    .executeTakeFirst();
}

export interface NewMeetingValues {
  clubId: number;
  agendaTemplateId: number | null;
  title: string;
  agenda: string | null;
  date: string;
  startTime: string;
  endTime: string;
  location: string | null;
  status: MeetingStatus;
  scheduledAt: Date;
  theme?: string | null;
}

/**
 * Inserts the meetings: `made` are the ids inserted now, `ids` every meeting of the request. With
 * a request key, a meeting the same key already made on the same date is not made again (the
 * unique key and date; a concurrent twin waits for the first to commit), and `ids` are the
 * request's meetings, made now or before, by date.
 */
export async function insertMeetings(
  db: Executor,
  meetings: NewMeetingValues[],
  requestKey?: string,
): Promise<{ ids: number[]; made: number[] }> {
  const [first] = meetings;
  if (requestKey === undefined || first === undefined) {
    const inserted = await db.insertInto('meetings').values(meetings).returning('id').execute();
    const ids = inserted.map((row) => row.id);
    return { ids, made: ids };
  }
  const inserted = await db
    .insertInto('meetings')
    .values(meetings.map((meeting) => ({ ...meeting, requestKey })))
    .onConflict((oc) =>
      oc.columns(['clubId', 'requestKey', 'date']).where('requestKey', 'is not', null).doNothing(),
    )
    .returning('id')
    .execute();
  const all = await db
    .selectFrom('meetings')
    .select('id')
    .where('clubId', '=', first.clubId)
    .where('requestKey', '=', requestKey)
    .orderBy('date')
    .orderBy('id')
    .execute();
  return { ids: all.map((row) => row.id), made: inserted.map((row) => row.id) };
}

export async function findMeetingsByIds(db: Executor, clubId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return meetingColumns(db)
    .where('m.clubId', '=', clubId)
    .where('m.id', 'in', ids)
    .orderBy('m.date')
    .execute();
}

export interface MeetingChanges {
  title?: string;
  theme?: string | null;
  notes?: string | null;
  date?: string | null;
  agenda?: string | null;
  startTime?: string | null;
  endTime?: string;
  location?: string | null;
  status?: MeetingStatus;
}

export async function updateMeeting(
  db: Executor,
  clubId: number,
  meetingId: number,
  changes: MeetingChanges,
) {
  const result = await db
    .updateTable('meetings')
    .set({ ...changes, updatedAt: new Date() })
    .where('clubId', '=', clubId)
    .where('id', '=', meetingId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteMeeting(
  db: Executor,
  clubId: number,
  meetingId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('meetings')
    .where('clubId', '=', clubId)
    .where('id', '=', meetingId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
