import { sql } from 'kysely';
import type { Executor } from '../executor.js';
import type { ClubRole, MembershipStatus } from '../schema.js';

// Fair suggestions and asks (decision 076): the facts the domain ranks members on, in one
// statement, and the requests an officer sends. Every query filters by the club.

export interface SuggestionFactsRow {
  userId: number;
  firstName: string | null;
  lastName: string | null;
  role: ClubRole;
  status: MembershipStatus;
  /** 'YYYY-MM-DD' in the club's time zone. */
  joinedOn: string;
  rolesInMeeting: number;
  rolePreferences: string | null;
  availableWeekdays: string | null;
  availableWeekends: boolean;
  pathwaysLevel: number | null;
  projectsDone: number | null;
  /** Per role type, the date of the latest earlier meeting (not cancelled) the member held it. */
  history: { roleType: string; date: string }[];
  /** The roles of this meeting the member was asked to take and has not answered. */
  askedFor: number[];
  /** The meeting's date and the club's limit of roles per member, the same on every row. */
  meetingDate: string | null;
  rolesPerMember: number;
}

/**
 * Every active membership of the club with what the suggestions weigh: the member's roles in the
 * meeting, profile preferences and availability, the Pathways level in progress with its approved
 * projects, when they joined, and their role history before the meeting (`today` for an undated
 * one; one row per role type, its latest date). One statement, whatever the size of the club.
 */
export function listSuggestionFacts(
  db: Executor,
  clubId: number,
  meetingId: number,
  today: string,
  timeZone: string,
): Promise<SuggestionFactsRow[]> {
  return db
    .selectFrom('clubMemberships as cm')
    .innerJoin('users as u', 'u.id', 'cm.userId')
    .innerJoin('clubs as c', 'c.id', 'cm.clubId')
    .innerJoin('meetings as m', (join) =>
      join.onRef('m.clubId', '=', 'cm.clubId').on('m.id', '=', meetingId),
    )
    .leftJoin('memberProfiles as p', (join) =>
      join.onRef('p.clubId', '=', 'cm.clubId').onRef('p.userId', '=', 'cm.userId'),
    )
    .leftJoin('memberPathwayProgress as mp', (join) =>
      join
        .onRef('mp.clubId', '=', 'cm.clubId')
        .onRef('mp.userId', '=', 'cm.userId')
        .on('mp.completedAt', 'is', null),
    )
    .select([
      'cm.userId',
      'u.firstName',
      'u.lastName',
      'cm.role',
      'cm.status',
      sql<string | null>`to_char(m.date, 'YYYY-MM-DD')`.as('meetingDate'),
      'c.rolesPerMember',
      sql<string>`to_char(cm.joined_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`.as('joinedOn'),
      sql<number>`(
        SELECT count(*)::int FROM meeting_roles held
        WHERE held.meeting_id = ${meetingId} AND held.user_id = cm.user_id)`.as('rolesInMeeting'),
      'p.rolePreferences',
      'p.availableWeekdays',
      sql<boolean>`coalesce(p.available_weekends, false)`.as('availableWeekends'),
      'mp.currentLevel as pathwaysLevel',
      sql<number | null>`CASE WHEN mp.id IS NULL THEN NULL ELSE (
        SELECT count(*)::int FROM project_completions pc
        JOIN pathway_levels pl ON pl.pathway_id = mp.pathway_id AND pl.level = mp.current_level
        JOIN level_projects lp ON lp.level_id = pl.id AND lp.project_id = pc.project_id
        WHERE pc.member_progress_id = mp.id AND pc.status = 'approved') END`.as('projectsDone'),
      sql<{ roleType: string; date: string }[]>`(
        SELECT coalesce(json_agg(json_build_object('roleType', h.role_type, 'date', h.date)), '[]')
        FROM (
          SELECT r.role_type, to_char(max(past.date), 'YYYY-MM-DD') AS date
          FROM meeting_roles r
          JOIN meetings past ON past.id = r.meeting_id
          WHERE r.club_id = cm.club_id AND r.user_id = cm.user_id
            AND past.date < coalesce(m.date, ${today}::date) AND past.status <> 'cancelled'
          GROUP BY r.role_type
        ) h)`.as('history'),
      sql<number[]>`(
        SELECT coalesce(json_agg(a.role_id), '[]') FROM role_asks a
        JOIN meeting_roles ar ON ar.id = a.role_id
        WHERE a.user_id = cm.user_id AND a.status = 'open' AND ar.meeting_id = m.id)`.as(
        'askedFor',
      ),
    ])
    .where('cm.clubId', '=', clubId)
    .where('cm.status', '=', 'active')
    .orderBy('cm.userId')
    .orderBy('mp.startedAt', 'desc')
    .execute()
    .then((rows) => {
      // A member with two unfinished paths appears twice: the newest path counts.
      const seen = new Set<number>();
      return rows.filter((row) => !seen.has(row.userId) && seen.add(row.userId));
    });
}

/** One member of the club, as asking them needs it; undefined when not a member. */
export function findAskee(db: Executor, clubId: number, userId: number, meetingId: number) {
  return db
    .selectFrom('clubMemberships as cm')
    .innerJoin('users as u', 'u.id', 'cm.userId')
    .select([
      'cm.userId',
      'cm.role',
      'cm.status',
      'u.firstName',
      'u.lastName',
      sql<number>`(
        SELECT count(*)::int FROM meeting_roles held
        WHERE held.meeting_id = ${meetingId} AND held.user_id = cm.user_id)`.as('rolesInMeeting'),
      // The member's "offers and asks" switch (on unless their profile turned it off).
      sql<boolean>`coalesce((
        SELECT p.offer_notifications FROM member_profiles p
        WHERE p.club_id = cm.club_id AND p.user_id = cm.user_id), true)`.as('takesAsks'),
    ])
    .where('cm.clubId', '=', clubId)
    .where('cm.userId', '=', userId)
    .executeTakeFirst();
}

const ASK_COLUMNS = [
  'a.id',
  'a.roleId',
  'a.userId',
  'a.askedBy',
  'a.status',
  'a.createdAt',
  'a.answeredAt',
] as const;

export interface RoleAskRow {
  id: number;
  roleId: number;
  userId: number;
  askedBy: number | null;
  status: 'open' | 'accepted' | 'declined';
  createdAt: Date;
  answeredAt: Date | null;
}

/** Writes an open request; the database refuses a second open one for the role and member. */
export function insertRoleAsk(
  db: Executor,
  values: { clubId: number; roleId: number; userId: number; askedBy: number },
): Promise<RoleAskRow> {
  return db
    .insertInto('roleAsks')
    .values(values)
    .returning(['id', 'roleId', 'userId', 'askedBy', 'status', 'createdAt', 'answeredAt'])
    .executeTakeFirstOrThrow();
}

/** The member's open request for the role, locked (answering it changes it). */
export function lockOpenAsk(db: Executor, clubId: number, roleId: number, userId: number) {
  return db
    .selectFrom('roleAsks as a')
    .select(ASK_COLUMNS)
    .where('a.clubId', '=', clubId)
    .where('a.roleId', '=', roleId)
    .where('a.userId', '=', userId)
    .where('a.status', '=', 'open')
    .forUpdate()
    .executeTakeFirst();
}

/** Answers an open request; false when it was answered meanwhile. */
export async function answerAsk(
  db: Executor,
  askId: number,
  status: 'accepted' | 'declined',
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('roleAsks')
    .set({ status, answeredAt: now })
    .where('id', '=', askId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A request with what its e-mail says: the role, the meeting, the club, the asker. */
export function findAskForEmail(db: Executor, askId: number) {
  return db
    .selectFrom('roleAsks as a')
    .innerJoin('meetingRoles as r', 'r.id', 'a.roleId')
    .innerJoin('meetings as m', 'm.id', 'r.meetingId')
    .innerJoin('clubs as c', 'c.id', 'a.clubId')
    .leftJoin('users as asker', 'asker.id', 'a.askedBy')
    .select([
      'a.id',
      'a.clubId',
      'a.roleId',
      'a.userId',
      'a.status',
      'r.roleType',
      'r.status as roleStatus',
      'm.id as meetingId',
      'm.title as meetingTitle',
      'm.date as meetingDate',
      sql<string | null>`to_char(m.start_time, 'HH24:MI')`.as('meetingStartTime'),
      'm.status as meetingStatus',
      'c.locale',
      'c.timeZone',
      'asker.firstName as askerFirstName',
      'asker.lastName as askerLastName',
    ])
    .where('a.id', '=', askId)
    .executeTakeFirst();
}

/**
 * The member's open requests in the club's meetings still ahead (scheduled), soonest first, with
 * the role, the meeting and who asked: where the member answers them in the app.
 */
export function listOpenAsksOfMember(db: Executor, clubId: number, userId: number, now: Date) {
  return (
    db
      .selectFrom('roleAsks as a')
      .innerJoin('meetingRoles as r', (join) =>
        join.onRef('r.id', '=', 'a.roleId').onRef('r.clubId', '=', 'a.clubId'),
      )
      .innerJoin('meetings as m', (join) =>
        join.onRef('m.id', '=', 'r.meetingId').onRef('m.clubId', '=', 'r.clubId'),
      )
      .innerJoin('clubs as c', 'c.id', 'a.clubId')
      .leftJoin('users as asker', 'asker.id', 'a.askedBy')
      .select([
        'a.id',
        'a.roleId',
        'r.roleType',
        'r.status as roleStatus',
        'r.meetingId',
        'm.title as meetingTitle',
        'm.date as meetingDate',
        'a.createdAt',
        'asker.firstName as askedByFirstName',
        'asker.lastName as askedByLastName',
      ])
      .where('a.clubId', '=', clubId)
      .where('a.userId', '=', userId)
      .where('a.status', '=', 'open')
      .where('m.status', '=', 'scheduled')
      // The club's today, in its time zone.
      .where(
        sql<boolean>`(m.date IS NULL OR m.date >= (${now}::timestamptz AT TIME ZONE c.time_zone)::date)`,
      )
      .orderBy('m.date')
      .orderBy('a.id')
      .execute()
  );
}
