import {
  decideAssign,
  decideConfirm,
  decideConfirmOwn,
  decideRetract,
  decideUnassign,
  decideVolunteer,
  firstRefusalUntil,
  MEETING_ROLE_VIOLATION_MESSAGES,
  NOTIFICATION_TEXT,
  offerExpiresAt,
  resolveNotificationSettings,
  roleLimitViolation,
  type Actor,
  type MeetingRoleViolation,
  type RoleSlot,
} from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import { lockMeetingStatus } from '@lectern/db/queries/credits';
import { isActiveMember } from '@lectern/db/queries/memberships';
import * as roles from '@lectern/db/queries/meeting-roles';
import { findClubOfferSettings } from '@lectern/db/queries/role-offers';
import { listWaitingToTell } from '@lectern/db/queries/role-waitlist';
import type { TRPCError } from '@trpc/server';
import { appError } from '../../errors.js';
import { recordMarketActivity } from '../role-offers/activity.js';
import { tellWaitlistOfRelease } from '../role-offers/waitlist-release.js';
import { notify } from '../notifications/notifications.service.js';
import { reconcileMeetingCredits } from '../credits/credits.service.js';

type Db = Executor;
type Scope = roles.MeetingRoleScope;

/** Who may not do this at all is 403; a rule the current state breaks is 409. */
const FORBIDDEN_VIOLATIONS = new Set<MeetingRoleViolation>([
  'guest_cannot_volunteer',
  'not_your_role',
]);

function violation(name: MeetingRoleViolation): TRPCError {
  return appError(
    FORBIDDEN_VIOLATIONS.has(name) ? 'FORBIDDEN' : 'CONFLICT',
    MEETING_ROLE_VIOLATION_MESSAGES[name],
  );
}

/** The refusal when the database found the member already at the club's limit. */
function limitViolation(rolesPerMember: number): TRPCError {
  return violation(roleLimitViolation(rolesPerMember, rolesPerMember) ?? 'already_has_role');
}

function slotOf(scope: Scope): RoleSlot {
  return { status: scope.roleStatus, userId: scope.roleUserId };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && (error as { code?: string }).code === '23505';
}

async function roleResponse(db: Db, clubId: number, roleId: number) {
  const role = await roles.findMeetingRole(db, clubId, roleId);
  if (!role) throw appError('NOT_FOUND');
  return toRoleDto(role);
}

export function toRoleDto(role: roles.MeetingRoleRow) {
  const { firstName, lastName, ...rest } = role;
  return { ...rest, user: rest.userId === null ? null : { firstName, lastName } };
}

/** The meeting's roles with their holders; the same for every viewer. */
export async function listRoles(db: Db, meetingId: number) {
  return (await roles.listMeetingRoles(db, meetingId)).map(toRoleDto);
}

/** Adds a role; adding one the meeting already has answers with that role (a repeat is harmless). */
export async function addRole(db: Db, clubId: number, meetingId: number, roleType: string) {
  const id = await roles.insertMeetingRole(db, clubId, meetingId, roleType);
  return roleResponse(db, clubId, id);
}

/** The caller takes an open role for themselves (the actor's permission is already checked). */
export async function volunteer(db: Db, scope: Scope, actor: Actor, now: Date) {
  if (!actor.membership) throw appError('NOT_FOUND');
  const decision = decideVolunteer({
    slot: slotOf(scope),
    actorUserId: actor.userId,
    actorRole: actor.membership.role,
    actorRolesInMeeting: scope.callerOtherRoles,
    rolesPerMember: scope.rolesPerMember,
    meeting: {
      status: scope.meetingStatus,
      date: scope.meetingDate,
      startTime: scope.meetingStartTime,
    },
    now,
    timeZone: scope.timeZone,
    heldForWaitlistUntil: scope.heldForWaitlistUntil,
    onWaitlist: scope.callerOnWaitlist,
  });
  if (!decision.ok) throw violation(decision.violation);
  let claimed: roles.MeetingRoleRow | undefined;
  try {
    // The waitlist's hold is checked again in the update itself (a release racing this).
    claimed = await roles.claimOpenRole(db, scope.clubId, scope.roleId, actor.userId, now);
  } catch (error) {
    // The database's trigger holds the club's limit under races (decision 060).
    if (isUniqueViolation(error)) throw limitViolation(scope.rolesPerMember);
    throw error;
  }
  if (!claimed) {
    // Taken, or released and held for its waitlist since the scope was read: say which.
    const after = await roles.findMeetingRoleScope(db, scope.roleId, actor.userId);
    const held =
      after?.roleStatus === 'open' &&
      !after.callerOnWaitlist &&
      after.heldForWaitlistUntil !== null &&
      now.getTime() < after.heldForWaitlistUntil.getTime();
    throw violation(held ? 'held_for_waitlist' : 'role_not_open');
  }
  return toRoleDto(claimed);
}

/**
 * A role of a completed meeting changes with its credits in one transaction (decision 040): the
 * meeting row is locked, the role changed, and the credits made to match the confirmed holders.
 * Inside the caller's transaction when there is one (a change that also notifies someone).
 */
async function applyTransition(
  db: Db,
  scope: Scope,
  next: RoleSlot,
  heldForWaitlistUntil: Date | null = null,
) {
  if (scope.meetingStatus !== 'completed')
    return applyRoleChange(db, scope, next, heldForWaitlistUntil);
  const withCredits = async (trx: Db) => {
    const status = await lockMeetingStatus(trx, scope.clubId, scope.meetingId);
    const changed = await applyRoleChange(trx, scope, next, heldForWaitlistUntil);
    if (status !== undefined)
      await reconcileMeetingCredits(trx, scope.clubId, scope.meetingId, status);
    return changed;
  };
  return db.isTransaction ? withCredits(db) : db.transaction().execute(withCredits);
}

async function applyRoleChange(
  db: Db,
  scope: Scope,
  next: RoleSlot,
  heldForWaitlistUntil: Date | null,
) {
  let applied: roles.MeetingRoleRow | undefined;
  try {
    applied = await roles.setRoleHolder(
      db,
      scope.clubId,
      scope.roleId,
      slotOf(scope),
      next,
      heldForWaitlistUntil,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw limitViolation(scope.rolesPerMember);
    throw error;
  }
  if (!applied)
    throw appError('CONFLICT', 'The role changed at the same time; please reload and try again');
  return toRoleDto(applied);
}

/**
 * A held role opened again: the change, held for its waitlist for the club's first-refusal
 * window (only they may volunteer meanwhile, decision 077), and its waitlist told (decision 075),
 * in one transaction (the caller's when there is one).
 */
async function release(db: Db, scope: Scope, next: RoleSlot, actorUserId: number, now: Date) {
  // Nobody waits (read with the scope): one statement, as any other transition.
  const holder = scope.roleUserId;
  if (holder === null || !scope.hasWaitlist) return applyTransition(db, scope, next);
  const work = async (trx: Db) => {
    const [waiting, club] = await Promise.all([
      listWaitingToTell(trx, scope.roleId),
      findClubOfferSettings(trx, scope.clubId),
    ]);
    const until = firstRefusalUntil({
      offeredAt: now,
      hours: resolveNotificationSettings(club?.notificationSettings).offerFirstRefusalHours,
      meetingStart: offerExpiresAt(
        { status: scope.meetingStatus, date: scope.meetingDate, startTime: scope.meetingStartTime },
        scope.timeZone,
      ),
      waitlistSize: waiting.length,
    });
    const role = await applyTransition(trx, scope, next, until);
    if (waiting.length > 0) {
      await tellWaitlistOfRelease(trx, scope, waiting, now);
      await recordMarketActivity(trx, scope, 'role_to_waitlist', holder, actorUserId);
    }
    return role;
  };
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export async function retract(
  db: Db,
  scope: Scope,
  actorUserId: number,
  actorMayRetractAny: boolean,
  now: Date = new Date(),
) {
  const decision = decideRetract({ slot: slotOf(scope), actorUserId, actorMayRetractAny });
  if (!decision.ok) throw violation(decision.violation);
  return release(db, scope, decision.value, actorUserId, now);
}

/**
 * Applies a manager's change and, when it gives the role to someone else or confirms their
 * role, tells that person in the app, in the same transaction.
 */
async function applyAndNotify(
  db: Db,
  scope: Scope,
  next: RoleSlot,
  actorUserId: number,
  message: typeof NOTIFICATION_TEXT.roleAssigned | null,
) {
  const holder = next.userId;
  if (message === null || holder === null || holder === actorUserId)
    return applyTransition(db, scope, next);
  return db.transaction().execute(async (trx) => {
    const role = await applyTransition(trx, scope, next);
    await notify(
      trx,
      { userId: holder, clubId: scope.clubId },
      message({
        roleType: scope.roleType,
        meetingId: scope.meetingId,
        meetingTitle: scope.meetingTitle,
        meetingDate: scope.meetingDate,
        locale: scope.locale,
      }),
    );
    return role;
  });
}

export async function assign(
  db: Db,
  scope: Scope,
  assigneeUserId: number | null,
  actorUserId: number,
  now: Date = new Date(),
) {
  if (assigneeUserId === null) {
    const decision = decideUnassign({ slot: slotOf(scope) });
    if (!decision.ok) throw violation(decision.violation);
    return release(db, scope, decision.value, actorUserId, now);
  }
  if (!(await isActiveMember(db, scope.clubId, assigneeUserId))) {
    throw appError('BAD_REQUEST', 'The assignee must be an active member of this club');
  }
  const held = await roles.countMemberRolesInMeeting(
    db,
    scope.meetingId,
    assigneeUserId,
    scope.roleId,
  );
  const decision = decideAssign({
    slot: slotOf(scope),
    assigneeUserId,
    assigneeRolesInMeeting: held,
    rolesPerMember: scope.rolesPerMember,
  });
  if (!decision.ok) throw violation(decision.violation);
  // Giving the role to the person who already holds it changes nothing to tell them.
  const changesHolder = scope.roleUserId !== assigneeUserId;
  return applyAndNotify(
    db,
    scope,
    decision.value,
    actorUserId,
    changesHolder ? NOTIFICATION_TEXT.roleAssigned : null,
  );
}

export async function confirm(db: Db, scope: Scope, actorUserId: number) {
  const decision = decideConfirm({ slot: slotOf(scope) });
  if (!decision.ok) throw violation(decision.violation);
  const changesStatus = scope.roleStatus !== 'confirmed';
  return applyAndNotify(
    db,
    scope,
    decision.value,
    actorUserId,
    changesStatus ? NOTIFICATION_TEXT.roleConfirmed : null,
  );
}

/** The holder confirms their own assigned role (a one-click answer from e-mail). */
export async function confirmOwn(db: Db, scope: Scope, actorUserId: number) {
  const decision = decideConfirmOwn({ slot: slotOf(scope), actorUserId });
  if (!decision.ok) throw violation(decision.violation);
  if (scope.roleStatus === 'confirmed') return roleResponse(db, scope.clubId, scope.roleId);
  return applyTransition(db, scope, decision.value);
}
