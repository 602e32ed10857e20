// A member's offer of the role they hold (decision 067). The database keeps at most one open
// offer per role (a partial unique index) and closes it when the role changes hands another way
// (a trigger); taking an offer is one transaction that locks the meeting (shared), then the
// role, then changes the offer only while it is still open.
import { sql } from 'kysely';
import type { Executor } from '../executor.js';
import type { ClubRole, MeetingStatus, MembershipStatus } from '../schema.js';

/** An offer as the responses show it (aliased `o`), with its role (`r`) and people's names. */
function offerColumns(db: Executor) {
  return db
    .selectFrom('roleOffers as o')
    .innerJoin('meetingRoles as r', 'r.id', 'o.roleId')
    .innerJoin('users as by', 'by.id', 'o.offeredBy')
    .leftJoin('users as taker', 'taker.id', 'o.takenBy')
    .select([
      'o.id',
      'o.roleId',
      'r.meetingId',
      'r.roleType',
      'o.status',
      'o.note',
      'o.offeredBy',
      'by.firstName as offeredByFirstName',
      'by.lastName as offeredByLastName',
      'o.takenBy',
      'taker.firstName as takenByFirstName',
      'taker.lastName as takenByLastName',
      'o.expiresAt',
      'o.firstRefusalUntil',
      'o.createdAt',
      'o.closedAt',
    ]);
}

export type RoleOfferRow = Awaited<ReturnType<typeof findRoleOffer>> & {};

export function findRoleOffer(db: Executor, clubId: number, offerId: number) {
  return offerColumns(db)
    .where('o.clubId', '=', clubId)
    .where('o.id', '=', offerId)
    .executeTakeFirst();
}

/**
 * Writes an open offer. The partial unique index refuses a second open offer on the role
 * (unique_violation, which the caller reports as a conflict).
 */
export async function insertRoleOffer(
  db: Executor,
  offer: {
    clubId: number;
    roleId: number;
    offeredBy: number;
    note: string | null;
    expiresAt: Date | null;
    /** The waitlist's first-refusal window (null: everyone at once). */
    firstRefusalUntil: Date | null;
    /** When everyone eligible was told (null while the waitlist's window runs). */
    everyoneToldAt: Date | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('roleOffers')
    .values({ ...offer, status: 'open' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether the role has an open offer now. */
export async function hasOpenOffer(db: Executor, roleId: number): Promise<boolean> {
  const row = await db
    .selectFrom('roleOffers')
    .select('id')
    .where('roleId', '=', roleId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return row !== undefined;
}

export interface RoleOfferScope {
  offerId: number;
  clubId: number;
  clubArchivedAt: Date | null;
  timeZone: string;
  rolesPerMember: number;
  offerStatus: 'open' | 'taken' | 'withdrawn' | 'closed';
  offeredBy: number;
  roleId: number;
  roleType: string;
  roleStatus: 'open' | 'assigned' | 'confirmed';
  roleUserId: number | null;
  meetingId: number;
  meetingTitle: string;
  meetingStatus: MeetingStatus;
  meetingDate: string | null;
  meetingStartTime: string | null;
  role: ClubRole | null;
  membershipStatus: MembershipStatus | null;
  /** How many roles the caller holds in the offer's meeting (other than this one). */
  callerOtherRoles: number;
  /** Until then only the role's waitlist may take it. */
  firstRefusalUntil: Date | null;
  /** Whether the caller waits for this role. */
  callerOnWaitlist: boolean;
}

/** An offer, its role, meeting and club, and the caller's membership there, in one statement. */
export function findRoleOfferScope(
  db: Executor,
  offerId: number,
  userId: number,
): Promise<RoleOfferScope | undefined> {
  return db
    .selectFrom('roleOffers as o')
    .innerJoin('meetingRoles as r', (join) =>
      join.onRef('r.id', '=', 'o.roleId').onRef('r.clubId', '=', 'o.clubId'),
    )
    .innerJoin('meetings as m', (join) =>
      join.onRef('m.id', '=', 'r.meetingId').onRef('m.clubId', '=', 'r.clubId'),
    )
    .innerJoin('clubs as c', 'c.id', 'o.clubId')
    .leftJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.clubId', '=', 'o.clubId').on('cm.userId', '=', userId),
    )
    .select([
      'o.id as offerId',
      'o.clubId',
      'c.archivedAt as clubArchivedAt',
      'c.timeZone',
      'c.rolesPerMember',
      'o.status as offerStatus',
      'o.offeredBy',
      'r.id as roleId',
      'r.roleType',
      'r.status as roleStatus',
      'r.userId as roleUserId',
      'm.id as meetingId',
      'm.title as meetingTitle',
      'm.status as meetingStatus',
      'm.date as meetingDate',
      sql<string | null>`to_char(m.start_time, 'HH24:MI')`.as('meetingStartTime'),
      'cm.role',
      'cm.status as membershipStatus',
      sql<number>`(
        SELECT count(*)::int FROM meeting_roles other
        WHERE other.meeting_id = r.meeting_id AND other.user_id = ${userId} AND other.id <> r.id)`.as(
        'callerOtherRoles',
      ),
      'o.firstRefusalUntil',
      sql<boolean>`EXISTS (
        SELECT 1 FROM role_waitlist w WHERE w.role_id = r.id AND w.user_id = ${userId})`.as(
        'callerOnWaitlist',
      ),
    ])
    .where('o.id', '=', offerId)
    .executeTakeFirst();
}

/**
 * The meeting's state under a shared lock: starting, completing or cancelling the meeting waits
 * for a claim in progress, and a claim waits for them.
 */
export function lockMeetingForClaim(db: Executor, clubId: number, meetingId: number) {
  return db
    .selectFrom('meetings')
    .select(['status', 'date', sql<string | null>`to_char(start_time, 'HH24:MI')`.as('startTime')])
    .where('clubId', '=', clubId)
    .where('id', '=', meetingId)
    .forShare()
    .executeTakeFirst();
}

/** The role's holder, locked: claims of one role, and an officer's change, go one at a time. */
export function lockRole(db: Executor, clubId: number, roleId: number) {
  return db
    .selectFrom('meetingRoles')
    .select(['status', 'userId'])
    .where('clubId', '=', clubId)
    .where('id', '=', roleId)
    .forUpdate()
    .executeTakeFirst();
}

/** The offer's status now (after waiting for whoever changed it first). */
export async function offerStatus(db: Executor, offerId: number) {
  const row = await db
    .selectFrom('roleOffers')
    .select('status')
    .where('id', '=', offerId)
    .executeTakeFirst();
  return row?.status;
}

/** Marks the offer taken by `takerId`, only while it is open; whether it was. */
export async function takeOpenOffer(
  db: Executor,
  offerId: number,
  takerId: number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('roleOffers')
    .set({ status: 'taken', takenBy: takerId, closedAt: now })
    .where('id', '=', offerId)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Withdraws the offer, only while it is open; whether it was. */
export async function withdrawOpenOffer(
  db: Executor,
  clubId: number,
  offerId: number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('roleOffers')
    .set({ status: 'withdrawn', closedAt: now })
    .where('clubId', '=', clubId)
    .where('id', '=', offerId)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The open offers of one meeting's roles, oldest first. */
export function listOpenOffersOfMeeting(db: Executor, meetingId: number) {
  return offerColumns(db)
    .where('r.meetingId', '=', meetingId)
    .where('o.status', '=', 'open')
    .orderBy('o.id')
    .execute();
}

/**
 * The club's open offers in scheduled meetings that have not started (`now`), soonest meeting
 * first: the member home's "Roles up for grabs".
 */
export function listOpenOffersOfClub(db: Executor, clubId: number, now: Date, limit: number) {
  return offerColumns(db)
    .innerJoin('meetings as m', (join) =>
      join.onRef('m.id', '=', 'r.meetingId').onRef('m.clubId', '=', 'r.clubId'),
    )
    .select(['m.title as meetingTitle', 'm.date as meetingDate'])
    .where('o.clubId', '=', clubId)
    .where('o.status', '=', 'open')
    .where('m.status', '=', 'scheduled')
    .where((eb) => eb.or([eb('o.expiresAt', 'is', null), eb('o.expiresAt', '>', now)]))
    .orderBy('o.expiresAt', (ob) => ob.asc().nullsLast())
    .orderBy('o.id')
    .limit(limit)
    .execute();
}

/** Every offer ever made of one role, newest first: the role's history. */
export function listOffersOfRole(db: Executor, roleId: number) {
  return offerColumns(db).where('o.roleId', '=', roleId).orderBy('o.id', 'desc').execute();
}

/**
 * The club's active memberships with how many roles each holds in the meeting: the people the
 * domain then decides could take an offered role.
 */
export function listMembersWithRoleCounts(
  db: Executor,
  clubId: number,
  meetingId: number,
  roleId: number,
) {
  return db
    .selectFrom('clubMemberships as cm')
    .innerJoin('users as u', 'u.id', 'cm.userId')
    .leftJoin('memberProfiles as p', (join) =>
      join.onRef('p.clubId', '=', 'cm.clubId').onRef('p.userId', '=', 'cm.userId'),
    )
    .select([
      'cm.userId',
      'cm.role',
      'cm.status',
      'u.firstName',
      'u.lastName',
      sql<number>`(
        SELECT count(*)::int FROM meeting_roles held
        WHERE held.meeting_id = ${meetingId} AND held.user_id = cm.user_id)`.as('rolesInMeeting'),
      /** The member's "offers and asks" switch. */
      sql<boolean>`coalesce(p.offer_notifications, true)`.as('offersOn'),
      sql<boolean>`EXISTS (
        SELECT 1 FROM role_waitlist w WHERE w.role_id = ${roleId} AND w.user_id = cm.user_id)`.as(
        'onWaitlist',
      ),
    ])
    .where('cm.clubId', '=', clubId)
    .where('cm.status', '=', 'active')
    .execute();
}

/** The club's settings an offer needs: its notification settings (the window, the alert). */
export function findClubOfferSettings(db: Executor, clubId: number) {
  return db
    .selectFrom('clubs')
    .select(['notificationSettings', 'locale'])
    .where('id', '=', clubId)
    .executeTakeFirst();
}

/** An offer as the e-mails and the watch need it: its role, meeting and club. */
export function findOfferForMessage(db: Executor, offerId: number) {
  return db
    .selectFrom('roleOffers as o')
    .innerJoin('meetingRoles as r', 'r.id', 'o.roleId')
    .innerJoin('meetings as m', 'm.id', 'r.meetingId')
    .innerJoin('clubs as c', 'c.id', 'o.clubId')
    .innerJoin('users as by', 'by.id', 'o.offeredBy')
    .select([
      'o.id',
      'o.clubId',
      'o.roleId',
      'o.status',
      'o.note',
      'o.offeredBy',
      'by.firstName as offeredByFirstName',
      'by.lastName as offeredByLastName',
      'o.expiresAt',
      'o.firstRefusalUntil',
      'c.rolesPerMember',
      'c.locale',
      'r.roleType',
      'r.userId as roleUserId',
      'm.id as meetingId',
      'm.title as meetingTitle',
      'm.theme as meetingTheme',
      'm.location as meetingLocation',
      'm.status as meetingStatus',
      'm.date as meetingDate',
      sql<string | null>`to_char(m.start_time, 'HH24:MI')`.as('meetingStartTime'),
      sql<string | null>`to_char(m.end_time, 'HH24:MI')`.as('meetingEndTime'),
    ])
    .where('o.id', '=', offerId)
    .executeTakeFirst();
}

/** Open offers whose waitlist window is over and whose other eligible members are not told. */
export async function listWindowsEnded(db: Executor, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('roleOffers')
    .select('id')
    .where('status', '=', 'open')
    .where('everyoneToldAt', 'is', null)
    .where('firstRefusalUntil', '<=', now)
    .execute();
  return rows.map((row) => row.id);
}

/** Marks everyone told of the offer, only if they were not; whether this call did. */
export async function markEveryoneTold(db: Executor, offerId: number, now: Date) {
  const row = await db
    .updateTable('roleOffers')
    .set({ everyoneToldAt: now })
    .where('id', '=', offerId)
    .where('status', '=', 'open')
    .where('everyoneToldAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Open offers in meetings that start after `now` and within `withinMs`, whose VP Education has
 * not been alerted yet, with the club's settings (the domain decides which are due).
 */
export function listAlertCandidates(db: Executor, now: Date, withinMs: number) {
  return db
    .selectFrom('roleOffers as o')
    .innerJoin('clubs as c', 'c.id', 'o.clubId')
    .select(['o.id', 'o.expiresAt', 'c.notificationSettings'])
    .where('o.status', '=', 'open')
    .where('o.alertSentAt', 'is', null)
    .where('o.expiresAt', '>', now)
    .where('o.expiresAt', '<=', new Date(now.getTime() + withinMs))
    .where('c.archivedAt', 'is', null)
    .execute();
}

/** Marks the alert sent, only if it was not; whether this call did. */
export async function markAlertSent(db: Executor, offerId: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('roleOffers')
    .set({ alertSentAt: now })
    .where('id', '=', offerId)
    .where('status', '=', 'open')
    .where('alertSentAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The club's active VP Education(s), or its president(s) when it has none. */
export async function listVpEducation(db: Executor, clubId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('clubMemberships')
    .select(['userId', 'role'])
    .where('clubId', '=', clubId)
    .where('role', 'in', ['vpe', 'president'])
    .where('status', '=', 'active')
    .execute();
  const vpe = rows.filter((row) => row.role === 'vpe');
  return (vpe.length > 0 ? vpe : rows).map((row) => row.userId);
}

/** The latest taken offer of each role of a meeting: who took it and when. */
export function listTakenOffersOfMeeting(db: Executor, meetingId: number) {
  return offerColumns(db)
    .where('r.meetingId', '=', meetingId)
    .where('o.status', '=', 'taken')
    .orderBy('o.id', 'desc')
    .execute();
}
