import {
  decideAssign,
  decideConfirm,
  decideConfirmOwn,
  decideRetract,
  decideUnassign,
  decideVolunteer,
  MEETING_ROLE_VIOLATION_MESSAGES,
  NOTIFICATION_TEXT,
  roleLimitViolation,
  type Actor,
  type MeetingRoleViolation,
  type RoleSlot,
} from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import { lockMeetingStatus } from '@lectern/db/queries/credits';
import { isActiveMember } from '@lectern/db/queries/memberships';
import * as roles from '@lectern/db/queries/meeting-roles';
import type { TRPCError } from '@trpc/server';
import { appError } from '../../errors.js';
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
  });
  if (!decision.ok) throw violation(decision.violation);
  let claimed: roles.MeetingRoleRow | undefined;
  try {
    claimed = await roles.claimOpenRole(db, scope.clubId, scope.roleId, actor.userId);
  } catch (error) {
    // The database's trigger holds the club's limit under races (decision 060).
    if (isUniqueViolation(error)) throw limitViolation(scope.rolesPerMember);
    throw error;
  }
  if (!claimed) throw violation('role_not_open');
  return toRoleDto(claimed);
}

/**
 * A role of a completed meeting changes with its credits in one transaction (decision 040): the
 * meeting row is locked, the role changed, and the credits made to match the confirmed holders.
 * Inside the caller's transaction when there is one (a change that also notifies someone).
 */
async function applyTransition(db: Db, scope: Scope, next: RoleSlot) {
  if (scope.meetingStatus !== 'completed') return applyRoleChange(db, scope, next);
  const withCredits = async (trx: Db) => {
    const status = await lockMeetingStatus(trx, scope.clubId, scope.meetingId);
    const changed = await applyRoleChange(trx, scope, next);
    if (status !== undefined)
      await reconcileMeetingCredits(trx, scope.clubId, scope.meetingId, status);
    return changed;
  };
  return db.isTransaction ? withCredits(db) : db.transaction().execute(withCredits);
}

async function applyRoleChange(db: Db, scope: Scope, next: RoleSlot) {
  let applied: roles.MeetingRoleRow | undefined;
  try {
    applied = await roles.setRoleHolder(db, scope.clubId, scope.roleId, slotOf(scope), next);
  } catch (error) {
    if (isUniqueViolation(error)) throw limitViolation(scope.rolesPerMember);
    throw error;
  }
  if (!applied)
    throw appError('CONFLICT', 'The role changed at the same time; please reload and try again');
  return toRoleDto(applied);
}

export async function retract(
  db: Db,
  scope: Scope,
  actorUserId: number,
  actorMayRetractAny: boolean,
) {
  const decision = decideRetract({ slot: slotOf(scope), actorUserId, actorMayRetractAny });
  if (!decision.ok) throw violation(decision.violation);
  return applyTransition(db, scope, decision.value);
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
) {
  if (assigneeUserId === null) {
    const decision = decideUnassign({ slot: slotOf(scope) });
    if (!decision.ok) throw violation(decision.violation);
    return applyTransition(db, scope, decision.value);
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
