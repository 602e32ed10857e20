import type { Executor } from '../executor.js';
import { PROFILE_COLUMNS } from './profile-columns.js';
import { RSVP_RECORD_COLUMNS } from './rsvps.js';

// Account data export and deletion (docs/decisions/005-account-deletion.md). Every query is keyed
// on the caller's own user id; none returns another person's identity.

/** The account row, without the provider subject (an identifier of the provider, not of the app). */
export async function findAccountUser(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'firstName',
      'lastName',
      'profileImageUrl',
      'isSuperAdmin',
      'createdAt',
      'updatedAt',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Every membership (active or not) with its club's name and number. */
export async function listAccountMemberships(db: Executor, userId: number) {
  return db
    .selectFrom('clubMemberships as cm')
    .innerJoin('clubs as c', 'c.id', 'cm.clubId')
    .select([
      'cm.clubId',
      'c.name as clubName',
      'c.clubNumber',
      'cm.role',
      'cm.status',
      'cm.tmiNumber',
      'cm.joinedAt',
      'cm.membershipExpiresAt',
      'cm.interestedAt',
    ])
    .where('cm.userId', '=', userId)
    .orderBy('cm.clubId')
    .execute();
}

/** The member profile of each club. */
export async function listAccountProfiles(db: Executor, userId: number) {
  return db
    .selectFrom('memberProfiles as p')
    .select(['p.clubId', ...PROFILE_COLUMNS, 'p.updatedAt'])
    .where('p.userId', '=', userId)
    .orderBy('p.clubId')
    .execute();
}

/** Pathway enrolments with the completed projects of each. */
export async function listAccountPathwayProgress(db: Executor, userId: number) {
  const progress = await db
    .selectFrom('memberPathwayProgress as mp')
    .innerJoin('pathways as pw', 'pw.id', 'mp.pathwayId')
    .select([
      'mp.id',
      'mp.clubId',
      'mp.pathwayId',
      'pw.name as pathwayName',
      'mp.currentLevel',
      'mp.startedAt',
      'mp.completedAt',
    ])
    .where('mp.userId', '=', userId)
    .orderBy('mp.id')
    .execute();
  if (progress.length === 0) return [];
  const completions = await db
    .selectFrom('projectCompletions as pc')
    .innerJoin('pathwayProjects as pp', 'pp.id', 'pc.projectId')
    .select([
      'pc.memberProgressId',
      'pc.projectId',
      'pp.title as projectTitle',
      'pc.completedAt',
      'pc.speechTitle',
      'pc.evaluatorFeedback',
      'pc.meetingId',
      'pc.status',
      'pc.approvedAt',
    ])
    .where(
      'pc.memberProgressId',
      'in',
      progress.map((p) => p.id),
    )
    .orderBy('pc.completedAt')
    .execute();
  return progress.map(({ id, ...rest }) => ({
    ...rest,
    completions: completions
      .filter((c) => c.memberProgressId === id)
      .map(({ memberProgressId: _progress, ...c }) => c),
  }));
}

/** What completed meetings credited to the caller (decision 040), with the meeting. */
export async function listAccountMeetingCredits(db: Executor, userId: number) {
  return db
    .selectFrom('meetingCredits as mc')
    .innerJoin('meetings as m', 'm.id', 'mc.meetingId')
    .select([
      'mc.clubId',
      'mc.meetingId',
      'm.title as meetingTitle',
      'm.date as meetingDate',
      'mc.roleType',
      'mc.kind',
      'mc.creditedAt',
    ])
    .where('mc.userId', '=', userId)
    .orderBy('mc.creditedAt')
    .orderBy('mc.meetingId')
    .execute();
}

/** The caller's RSVPs with the meeting they answer. */
export async function listAccountRsvps(db: Executor, userId: number) {
  return db
    .selectFrom('rsvps as r')
    .innerJoin('meetings as m', 'm.id', 'r.meetingId')
    .select([
      ...RSVP_RECORD_COLUMNS,
      'r.clubId',
      'm.title as meetingTitle',
      'm.date as meetingDate',
    ])
    .where('r.userId', '=', userId)
    .orderBy('r.id')
    .execute();
}

/** The meeting roles the caller holds or held. */
export async function listAccountMeetingRoles(db: Executor, userId: number) {
  return db
    .selectFrom('meetingRoles as mr')
    .innerJoin('meetings as m', 'm.id', 'mr.meetingId')
    .select([
      'mr.id',
      'mr.clubId',
      'mr.meetingId',
      'm.title as meetingTitle',
      'm.date as meetingDate',
      'mr.roleType',
      'mr.status',
      'mr.speechTitle',
      'mr.pathwaysProject',
      'mr.notes',
      'mr.assignedAt',
      'mr.confirmedAt',
    ])
    .where('mr.userId', '=', userId)
    .orderBy('mr.id')
    .execute();
}

/** Ledger entries about the caller's RSVPs; who recorded them is another person's data. */
export async function listAccountPaymentEvents(db: Executor, userId: number) {
  return db
    .selectFrom('paymentEvents')
    .select([
      'id',
      'clubId',
      'rsvpId',
      'meetingId',
      'fromStatus',
      'toStatus',
      'amount',
      'method',
      'createdAt',
    ])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

/** Contacts the club logged with the caller (who logged them is another person's data). */
export async function listAccountContactsAbout(db: Executor, userId: number) {
  return db
    .selectFrom('guestContacts')
    .select(['id', 'clubId', 'method', 'notes', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

/** Contacts the caller logged with others (without naming the person contacted). */
export async function listAccountContactsLogged(db: Executor, userId: number) {
  return db
    .selectFrom('guestContacts')
    .select(['id', 'clubId', 'method', 'notes', 'createdAt'])
    .where('contactedBy', '=', userId)
    .orderBy('id')
    .execute();
}

/** The membership activity log's entries about the caller. */
export async function listAccountMembershipActivity(db: Executor, userId: number) {
  return db
    .selectFrom('membershipActivity')
    .select(['id', 'clubId', 'kind', 'detail', 'createdAt'])
    .where('subjectUserId', '=', userId)
    .orderBy('id')
    .execute();
}

/** The caller's mentorship pairs, as mentor or mentee (the other person is not named). */
export async function listAccountMentorshipPairs(db: Executor, userId: number) {
  const rows = await db
    .selectFrom('mentorshipPairs')
    .select(['id', 'clubId', 'mentorId', 'status', 'proposedAt', 'startedAt', 'endedAt'])
    .where((eb) => eb.or([eb('mentorId', '=', userId), eb('menteeId', '=', userId)]))
    .orderBy('id')
    .execute();
  return rows.map(({ mentorId, ...pair }) => ({
    ...pair,
    as: mentorId === userId ? ('mentor' as const) : ('mentee' as const),
  }));
}

/**
 * Locks every president membership of the clubs where the user is president, so the
 * last-president rule holds against a concurrent role change (which takes the same locks).
 */
export async function lockPresidenciesOf(db: Executor, userId: number) {
  return db
    .selectFrom('clubMemberships as cm')
    .innerJoin('clubs as c', 'c.id', 'cm.clubId')
    .select(['cm.clubId', 'c.name as clubName', 'cm.userId', 'cm.status'])
    .where('cm.role', '=', 'president')
    .where('cm.clubId', 'in', (eb) =>
      eb
        .selectFrom('clubMemberships')
        .select('clubId')
        .where('userId', '=', userId)
        .where('role', '=', 'president'),
    )
    .orderBy('cm.clubId')
    .orderBy('cm.userId')
    .forUpdate('cm')
    .execute();
}

/**
 * Gives the person's meeting roles back to the club as open slots: the agenda keeps its shape,
 * the person and their speech details leave it.
 */
export async function reopenMeetingRolesOf(db: Executor, userId: number): Promise<number> {
  const result = await db
    .updateTable('meetingRoles')
    .set({
      userId: null,
      status: 'open',
      speechTitle: null,
      pathwaysProject: null,
      notes: null,
      assignedAt: null,
      confirmedAt: null,
    })
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Deletes the user row; the foreign keys take the sessions, API tokens, memberships and with them
 * RSVPs, profiles and pathway progress. The payment ledger has no foreign keys and stays.
 */
export async function deleteUser(db: Executor, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The e-mail kept for the person in the outbox (no SMTP server), newest first. */
export async function listAccountEmails(db: Executor, userId: number) {
  return db
    .selectFrom('emailOutbox')
    .select(['clubId', 'kind', 'toAddress', 'subject', 'text', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The one-click links e-mailed to the person (what each does; never their secrets). */
export async function listAccountEmailLinks(db: Executor, userId: number) {
  return db
    .selectFrom('emailActions')
    .select(['clubId', 'action', 'meetingId', 'roleId', 'expiresAt', 'usedAt', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}
