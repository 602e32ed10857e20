// A member hands the role they hold to a colleague (decision 067): they offer it and keep it
// until someone takes it; eligible members hear of it in the app; the first to take it gets it,
// everyone after is told "Someone else has already taken this role."; the offerer is told who
// took it. Every rule is the domain's; every race is settled by the database.
import {
  decideClaim,
  decideJoinWaitlist,
  decideOffer,
  decideWithdraw,
  displayName,
  firstRefusalUntil,
  NOTIFICATION_TEXT,
  offerExpiresAt,
  resolveNotificationSettings,
  ROLE_OFFER_FORBIDDEN,
  ROLE_OFFER_VIOLATION_MESSAGES,
  takerViolation,
  WAITLIST_VIOLATION_MESSAGES,
  type Actor,
  type ClaimViolation,
  type NotificationMessage,
  type OfferViolation,
  type WaitlistViolation,
  type WithdrawViolation,
} from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import { enqueueJobs } from '@lectern/db/queries/jobs';
import type { MeetingRoleScope } from '@lectern/db/queries/meeting-roles';
import * as roles from '@lectern/db/queries/meeting-roles';
import * as offers from '@lectern/db/queries/role-offers';
import * as waitlist from '@lectern/db/queries/role-waitlist';
import type { TRPCError } from '@trpc/server';
import { appError } from '../../errors.js';
import { toRoleDto } from '../meeting-roles/meeting-roles.service.js';
import { notify } from '../notifications/notifications.service.js';
import { recordMarketActivity } from './activity.js';
import { tellInAppAndOnDevices } from './tell.js';

type Db = Executor;
type Violation = OfferViolation | ClaimViolation | WithdrawViolation;

/** Who the caller is: 403; the state of the role, the offer or the meeting: 409. */
function refusal(violation: Violation): TRPCError {
  return appError(
    ROLE_OFFER_FORBIDDEN.has(violation) ? 'FORBIDDEN' : 'CONFLICT',
    ROLE_OFFER_VIOLATION_MESSAGES[violation],
  );
}

function waitlistRefusal(violation: WaitlistViolation): TRPCError {
  return appError(
    ROLE_OFFER_FORBIDDEN.has(violation) ? 'FORBIDDEN' : 'CONFLICT',
    WAITLIST_VIOLATION_MESSAGES[violation],
  );
}

/** The job that e-mails one person about one offer (checked again when it runs). */
export const OFFER_EMAIL_JOB = 'role-offer-email';

/**
 * Tells these people of an offer in the app, on their devices and by e-mail (through the job
 * queue, once per person and offer), in the caller's transaction. Only people whose "offers and
 * asks" switch is on are passed in; the in-app setting and push kinds still apply.
 */
export async function tellOfOffer(
  trx: Db,
  offer: { id: number; clubId: number },
  userIds: readonly number[],
  message: NotificationMessage,
  now: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  await tellInAppAndOnDevices(trx, offer.clubId, userIds, message, `role-offer-${offer.id}`, now);
  await enqueueJobs(
    trx,
    userIds.map((userId) => ({
      kind: OFFER_EMAIL_JOB,
      payload: { type: 'offer', offerId: offer.id, userId },
      runAt: now,
      dedupKey: `role-offer-email:${offer.id}:${userId}`,
    })),
  );
}

type Member = Awaited<ReturnType<typeof offers.listMembersWithRoleCounts>>[number];

/** The members who could take the role offered by `offeredBy` (the domain's rule). */
export function eligibleMembers(
  members: readonly Member[],
  offeredBy: number,
  rolesPerMember: number,
): Member[] {
  return members.filter(
    (member) =>
      takerViolation({
        actorUserId: member.userId,
        actorRole: member.role,
        actorActive: member.status === 'active',
        offeredBy,
        actorRolesInMeeting: member.rolesInMeeting,
        rolesPerMember,
      }) === null,
  );
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && (error as { code?: string }).code === '23505';
}

export function toOfferDto(row: offers.RoleOfferRow) {
  const { offeredByFirstName, offeredByLastName, takenByFirstName, takenByLastName, ...offer } =
    row;
  return {
    ...offer,
    offeredByName: displayName({ firstName: offeredByFirstName, lastName: offeredByLastName }),
    takenByName:
      offer.takenBy === null
        ? null
        : displayName({ firstName: takenByFirstName, lastName: takenByLastName }),
  };
}

async function offerResponse(db: Db, clubId: number, offerId: number) {
  const row = await offers.findRoleOffer(db, clubId, offerId);
  if (!row) throw appError('NOT_FOUND');
  return toOfferDto(row);
}

function roleFacts(scope: {
  roleType: string;
  meetingId: number;
  meetingTitle: string;
  meetingDate: string | null;
}) {
  return {
    roleType: scope.roleType,
    meetingId: scope.meetingId,
    meetingTitle: scope.meetingTitle,
    meetingDate: scope.meetingDate,
  };
}

/**
 * The holder offers their role. In one transaction: the role is locked and must still be
 * theirs, the offer is written (the database refuses a second open one), and every eligible
 * member is told in the app.
 */
export async function offerRole(
  db: Db,
  scope: MeetingRoleScope,
  actor: Actor,
  note: string | null,
  now: Date,
) {
  const meeting = {
    status: scope.meetingStatus,
    date: scope.meetingDate,
    startTime: scope.meetingStartTime,
  };
  const decide = (slot: { status: MeetingRoleScope['roleStatus']; userId: number | null }) =>
    decideOffer({
      slot,
      actorUserId: actor.userId,
      meeting,
      hasOpenOffer: false,
      now,
      timeZone: scope.timeZone,
    });
  const early = decide({ status: scope.roleStatus, userId: scope.roleUserId });
  if (!early.ok) throw refusal(early.violation);
  return db.transaction().execute(async (trx) => {
    const role = await offers.lockRole(trx, scope.clubId, scope.roleId);
    if (!role) throw appError('NOT_FOUND');
    const decision = decide(role);
    if (!decision.ok) throw refusal(decision.violation);
    const [members, club] = await Promise.all([
      offers.listMembersWithRoleCounts(trx, scope.clubId, scope.meetingId, scope.roleId),
      offers.findClubOfferSettings(trx, scope.clubId),
    ]);
    const settings = resolveNotificationSettings(club?.notificationSettings);
    const eligible = eligibleMembers(members, actor.userId, scope.rolesPerMember);
    const waiting = eligible.filter((member) => member.onWaitlist);
    const expiresAt = offerExpiresAt(meeting, scope.timeZone);
    // The waitlist hears first and alone may take it until the window ends (decision 075).
    const windowEnd = firstRefusalUntil({
      offeredAt: now,
      hours: settings.offerFirstRefusalHours,
      meetingStart: expiresAt,
      waitlistSize: waiting.length,
    });
    let offerId: number;
    try {
      offerId = await offers.insertRoleOffer(trx, {
        clubId: scope.clubId,
        roleId: scope.roleId,
        offeredBy: actor.userId,
        note,
        expiresAt,
        firstRefusalUntil: windowEnd,
        everyoneToldAt: windowEnd ? null : now,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw refusal('offer_exists');
      throw error;
    }
    const offerer = members.find((member) => member.userId === actor.userId);
    const facts = {
      ...roleFacts(scope),
      locale: scope.locale,
      offererName: displayName(offerer ?? null),
    };
    await recordMarketActivity(trx, scope, 'role_offered', actor.userId, actor.userId);
    if (windowEnd)
      await recordMarketActivity(trx, scope, 'role_to_waitlist', actor.userId, actor.userId);
    const audience = (windowEnd ? waiting : eligible).filter((member) => member.offersOn);
    await tellOfOffer(
      trx,
      { id: offerId, clubId: scope.clubId },
      audience.map((member) => member.userId),
      windowEnd
        ? NOTIFICATION_TEXT.roleOfferedToWaitlist(facts)
        : NOTIFICATION_TEXT.roleOffered(facts),
      now,
    );
    return offerResponse(trx, scope.clubId, offerId);
  });
}

/** The offerer or a manager withdraws an open offer; the offerer keeps the role. */
export async function withdrawOffer(
  db: Db,
  scope: offers.RoleOfferScope,
  actorUserId: number,
  actorIsManager: boolean,
  now: Date,
) {
  const decision = decideWithdraw({
    offerStatus: scope.offerStatus,
    offeredBy: scope.offeredBy,
    actorUserId,
    actorIsManager,
  });
  if (!decision.ok) throw refusal(decision.violation);
  return db.transaction().execute(async (trx) => {
    // The activity first: its reference to the role takes the role's key-share lock before the
    // offer's row lock, in the order a take locks them (role, then offer), so a take racing this
    // waits instead of deadlocking. A refusal below rolls the entry back.
    await recordMarketActivity(trx, scope, 'role_offer_withdrawn', scope.offeredBy, actorUserId);
    if (!(await offers.withdrawOpenOffer(trx, scope.clubId, scope.offerId, now))) {
      // Taken, withdrawn or closed since the scope was read: say which.
      const status = (await offers.offerStatus(trx, scope.offerId)) ?? 'closed';
      const again = decideWithdraw({
        offerStatus: status,
        offeredBy: scope.offeredBy,
        actorUserId,
        actorIsManager,
      });
      throw refusal(again.ok ? 'offer_closed' : again.violation);
    }
    return offerResponse(trx, scope.clubId, scope.offerId);
  });
}

/**
 * Takes an offered role. One transaction, in a fixed lock order shared with every other change
 * of a role: the meeting (shared: it cannot start, complete or be cancelled meanwhile), then the
 * role (claims of one role, an officer's change and a retract go one at a time), then the offer,
 * changed only while open. Of any number of takers at once exactly one gets the role; the rest
 * find the offer taken. The offerer is told who took it, in the same transaction.
 */
export async function claimOffer(db: Db, scope: offers.RoleOfferScope, actor: Actor, now: Date) {
  const decide = (
    offerStatus: offers.RoleOfferScope['offerStatus'],
    meeting: {
      status: offers.RoleOfferScope['meetingStatus'];
      date: string | null;
      startTime: string | null;
    },
    rolesInMeeting: number,
  ) =>
    decideClaim({
      offerStatus,
      offeredBy: scope.offeredBy,
      actorUserId: actor.userId,
      actorRole: actor.membership?.role ?? 'guest',
      actorActive: actor.membership?.status === 'active',
      actorRolesInMeeting: rolesInMeeting,
      rolesPerMember: scope.rolesPerMember,
      meeting,
      now,
      timeZone: scope.timeZone,
      firstRefusalUntil: scope.firstRefusalUntil,
      onWaitlist: scope.callerOnWaitlist,
    });
  const early = decide(
    scope.offerStatus,
    { status: scope.meetingStatus, date: scope.meetingDate, startTime: scope.meetingStartTime },
    scope.callerOtherRoles,
  );
  if (!early.ok) throw refusal(early.violation);
  return inTransaction(db, async (trx) => {
    const meeting = await offers.lockMeetingForClaim(trx, scope.clubId, scope.meetingId);
    const role = await offers.lockRole(trx, scope.clubId, scope.roleId);
    if (!meeting || !role) throw appError('NOT_FOUND');
    const status = (await offers.offerStatus(trx, scope.offerId)) ?? 'closed';
    const decision = decide(status, meeting, scope.callerOtherRoles);
    if (!decision.ok) throw refusal(decision.violation);
    // An open offer's role is its offerer's (another change of holder closes it), but the
    // condition costs nothing to keep.
    if (role.userId !== scope.offeredBy) throw refusal('offer_closed');
    if (!(await offers.takeOpenOffer(trx, scope.offerId, actor.userId, now))) {
      // Withdrawn between the read and the change (a withdrawal takes no role lock).
      const after = (await offers.offerStatus(trx, scope.offerId)) ?? 'closed';
      const again = decide(after, meeting, scope.callerOtherRoles);
      throw refusal(again.ok ? 'offer_closed' : again.violation);
    }
    let changed: roles.MeetingRoleRow | undefined;
    try {
      changed = await roles.setRoleHolder(trx, scope.clubId, scope.roleId, role, decision.value);
    } catch (error) {
      // The database's limit of roles per member (the caller took another role meanwhile).
      if (isUniqueViolation(error))
        throw refusal(scope.rolesPerMember <= 1 ? 'already_has_role' : 'at_role_limit');
      throw error;
    }
    if (!changed) throw refusal('offer_closed');
    await recordMarketActivity(trx, scope, 'role_offer_taken', actor.userId, actor.userId);
    await notify(
      trx,
      { userId: scope.offeredBy, clubId: scope.clubId },
      NOTIFICATION_TEXT.roleOfferTaken({ ...roleFacts(scope), takerName: displayName(changed) }),
    );
    return {
      offer: await offerResponse(trx, scope.clubId, scope.offerId),
      role: toRoleDto(changed),
    };
  });
}

/** Runs `work` in the caller's transaction, or in a new one (a one-click answer brings its own). */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * A member joins the waitlist of a role someone else holds; their place (from 1). Joining again
 * keeps their place.
 */
export async function joinWaitlist(db: Db, scope: MeetingRoleScope, actor: Actor, now: Date) {
  const decision = decideJoinWaitlist({
    slot: { status: scope.roleStatus, userId: scope.roleUserId },
    actorUserId: actor.userId,
    actorRole: actor.membership?.role ?? 'guest',
    actorActive: actor.membership?.status === 'active',
    meeting: {
      status: scope.meetingStatus,
      date: scope.meetingDate,
      startTime: scope.meetingStartTime,
    },
    now,
    timeZone: scope.timeZone,
  });
  if (!decision.ok) throw waitlistRefusal(decision.violation);
  return db.transaction().execute(async (trx) => {
    const { position, joined } = await waitlist.joinWaitlist(trx, {
      clubId: scope.clubId,
      roleId: scope.roleId,
      userId: actor.userId,
    });
    // Joining again keeps the place and adds nothing to the activity.
    if (joined)
      await recordMarketActivity(trx, scope, 'waitlist_joined', actor.userId, actor.userId);
    return { roleId: scope.roleId, position };
  });
}

/** A member leaves a role's waitlist (whether or not they were on it). */
export async function leaveWaitlist(db: Db, scope: MeetingRoleScope, userId: number) {
  return db.transaction().execute(async (trx) => {
    const left = await waitlist.leaveWaitlist(trx, scope.roleId, userId);
    if (left) await recordMarketActivity(trx, scope, 'waitlist_left', userId, userId);
    return { roleId: scope.roleId, left };
  });
}

/** Each role's waitlist in one meeting: how many wait, and the caller's place. */
export async function listWaitlists(db: Db, meetingId: number, userId: number) {
  const rows = await waitlist.listWaitlistsOfMeeting(db, meetingId);
  const byRole = new Map<number, { roleId: number; count: number; myPosition: number | null }>();
  for (const row of rows) {
    const entry = byRole.get(row.roleId) ?? { roleId: row.roleId, count: 0, myPosition: null };
    entry.count += 1;
    if (row.userId === userId) entry.myPosition = entry.count;
    byRole.set(row.roleId, entry);
  }
  return [...byRole.values()];
}

/**
 * The officers' view of one meeting's market: per role with anything to show, its open offer
 * (by whom, the note, since when), its waitlist in order, and who last took it from an offer.
 */
export async function meetingMarket(db: Db, meetingId: number) {
  const [open, taken, waiting] = await Promise.all([
    offers.listOpenOffersOfMeeting(db, meetingId),
    offers.listTakenOffersOfMeeting(db, meetingId),
    waitlist.listWaitlistsOfMeeting(db, meetingId),
  ]);
  type Entry = {
    roleId: number;
    offer: ReturnType<typeof toOfferDto> | null;
    waitlist: { userId: number; name: string; since: Date }[];
    lastTaken: ReturnType<typeof toOfferDto> | null;
  };
  const byRole = new Map<number, Entry>();
  const entry = (roleId: number) => {
    const found = byRole.get(roleId) ?? { roleId, offer: null, waitlist: [], lastTaken: null };
    byRole.set(roleId, found);
    return found;
  };
  for (const row of open) entry(row.roleId).offer = toOfferDto(row);
  // Newest first: the first seen per role is its latest taker.
  for (const row of taken) {
    const found = entry(row.roleId);
    if (!found.lastTaken) found.lastTaken = toOfferDto(row);
  }
  for (const row of waiting)
    entry(row.roleId).waitlist.push({
      userId: row.userId,
      name: displayName(row),
      since: row.createdAt,
    });
  return [...byRole.values()].sort((a, b) => a.roleId - b.roleId);
}

/** The open offers of one meeting's roles. */
export async function listMeetingOffers(db: Db, meetingId: number) {
  return (await offers.listOpenOffersOfMeeting(db, meetingId)).map(toOfferDto);
}

/** The member home's "Roles up for grabs": at most this many open offers. */
export const UP_FOR_GRABS_LIMIT = 10;

/** The club's open offers in meetings still ahead, soonest first. */
export async function listClubOffers(db: Db, clubId: number, now: Date) {
  const rows = await offers.listOpenOffersOfClub(db, clubId, now, UP_FOR_GRABS_LIMIT);
  return rows.map(({ meetingTitle, meetingDate, ...row }) => ({
    ...toOfferDto(row),
    meetingTitle,
    meetingDate,
  }));
}

/** Every offer of one role, newest first (officers: the role's history). */
export async function listRoleHistory(db: Db, roleId: number) {
  return (await offers.listOffersOfRole(db, roleId)).map(toOfferDto);
}
