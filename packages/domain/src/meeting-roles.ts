// Role catalogue, meeting role status, one role per meeting, role toasts; who may take or assign
// a role (the permission table) and the server's exact error phrases.
import type { ClubRole } from './club-roles';
import { hasMeetingStarted, type MeetingStatus } from './meetings';
import { fail, ok, type Result } from './result';

/** The standard role catalogue offered by Add Role, in display order. */
export const STANDARD_ROLE_TYPES = [
  'toastmaster',
  'speaker1',
  'speaker2',
  'speaker3',
  'table_topics_master',
  'general_evaluator',
  'evaluator1',
  'evaluator2',
  'evaluator3',
  'timer',
  'ah_counter',
  'grammarian',
  'sergeant_at_arms',
] as const;

export type StandardRoleType = (typeof STANDARD_ROLE_TYPES)[number];

/**
 * What Add Role and the template editor offer: the standard catalogue, then the Vote Counter, who
 * opens and closes the votes on the live console. A new meeting still gets the standard roles only.
 */
export const ADDABLE_ROLE_TYPES = [...STANDARD_ROLE_TYPES, 'vote_counter'] as const;

export type AddableRoleType = (typeof ADDABLE_ROLE_TYPES)[number];

export const ROLE_TYPE_LABELS: Record<string, string> = {
  toastmaster: 'Toastmaster',
  speaker1: 'Speaker 1',
  speaker2: 'Speaker 2',
  speaker3: 'Speaker 3',
  speaker4: 'Speaker 4',
  table_topics_master: 'Table Topics Master',
  table_topics_evaluator: 'Table Topics Evaluator',
  general_evaluator: 'General Evaluator',
  evaluator1: 'Evaluator 1',
  evaluator2: 'Evaluator 2',
  evaluator3: 'Evaluator 3',
  evaluator4: 'Evaluator 4',
  timer: 'Timer',
  ah_counter: 'Ah-Counter',
  vote_counter: 'Vote Counter',
  grammarian: 'Grammarian',
  sergeant_at_arms: 'Sergeant at Arms',
  travelling_tale: 'Travelling Tale',
  harkmaster: 'Harkmaster',
};

const ROLE_TYPE_ALIASES: Readonly<Record<string, string>> = {
  timekeeper: 'timer',
  umah_counter: 'ah_counter',
  umda_counter: 'ah_counter',
  sergeant: 'sergeant_at_arms',
};

/**
 * Maps the product's other spellings to one key: speaker_1 → speaker1,
 * evaluator_2 → evaluator2, timekeeper → timer, umah_counter/umda_counter → ah_counter,
 * sergeant → sergeant_at_arms. Unknown spellings pass through trimmed and lower-cased.
 */
export function canonicalRoleType(spelling: string): string {
  const key = spelling.trim().toLowerCase();
  const numbered = /^(speaker|evaluator)_(\d+)$/.exec(key);
  if (numbered) return `${numbered[1]}${numbered[2]}`;
  return ROLE_TYPE_ALIASES[key] ?? key;
}

/** Human label for a role type; unknown keys are title-cased ('word_of_day3' → 'Word Of Day 3'). */
export function roleTypeLabel(roleType: string): string {
  const key = canonicalRoleType(roleType);
  const known = ROLE_TYPE_LABELS[key];
  if (known !== undefined) return known;
  return key
    .replace(/([a-z])(\d+)$/, '$1 $2')
    .split(/[_\s]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export const ROLE_TYPE_PATTERN = /^[a-z][a-z0-9_]{0,49}$/;

export const MEETING_ROLE_STATUSES = ['open', 'assigned', 'confirmed'] as const;
export type MeetingRoleStatus = (typeof MEETING_ROLE_STATUSES)[number];

export type RoleSlot = { status: MeetingRoleStatus; userId: number | null };

export const ROLE_STATUS_BADGES: Record<MeetingRoleStatus, string> = {
  open: 'Open',
  assigned: 'Assigned',
  confirmed: 'Confirmed',
};

const OPEN_SLOT: RoleSlot = { status: 'open', userId: null };

export type VolunteerViolation =
  | 'guest_cannot_volunteer'
  | 'role_not_open'
  | 'already_has_role'
  | 'at_role_limit'
  | 'meeting_not_scheduled'
  | 'meeting_started'
  | 'held_for_waitlist';

export type VolunteerInput = {
  slot: RoleSlot;
  actorUserId: number;
  actorRole: ClubRole;
  /** How many roles the actor already holds in this meeting. */
  actorRolesInMeeting: number;
  /** The club's limit: 1 or 2 roles per member per meeting. */
  rolesPerMember: number;
  meeting: { status: MeetingStatus; date: string | null; startTime: string | null };
  now: Date;
  timeZone: string;
  /** A released role is held for its waitlist until then (their first refusal). */
  heldForWaitlistUntil?: Date | null;
  /** Whether the actor waits for this role. */
  onWaitlist?: boolean;
};

/**
 * A member volunteers for an open role in a scheduled meeting that has not started
 * (club time zone); guests never volunteer; one role per member per meeting. While a released
 * role is held for its waitlist, only the members waiting for it may.
 */
export function decideVolunteer(input: VolunteerInput): Result<RoleSlot, VolunteerViolation> {
  if (input.actorRole === 'guest') return fail('guest_cannot_volunteer');
  if (input.meeting.status !== 'scheduled') return fail('meeting_not_scheduled');
  if (hasMeetingStarted(input.meeting, input.now, input.timeZone)) return fail('meeting_started');
  if (input.slot.status !== 'open') return fail('role_not_open');
  const held = input.heldForWaitlistUntil;
  if (held && !input.onWaitlist && input.now.getTime() < held.getTime())
    return fail('held_for_waitlist');
  const limit = roleLimitViolation(input.actorRolesInMeeting, input.rolesPerMember);
  if (limit) return fail(limit);
  return ok({ status: 'assigned', userId: input.actorUserId });
}

export type RetractViolation = 'role_not_assigned' | 'role_confirmed' | 'not_your_role';

export type RetractInput = {
  slot: RoleSlot;
  actorUserId: number;
  /** Managers and the president may open any assigned or confirmed role. */
  actorMayRetractAny: boolean;
};

/** A member retracts their own role while it is assigned; managers may open any taken role. */
export function decideRetract(input: RetractInput): Result<RoleSlot, RetractViolation> {
  const { slot } = input;
  if (slot.status === 'open') return fail('role_not_assigned');
  if (input.actorMayRetractAny) return ok(OPEN_SLOT);
  if (slot.userId !== input.actorUserId) return fail('not_your_role');
  if (slot.status === 'confirmed') return fail('role_confirmed');
  return ok(OPEN_SLOT);
}

export type AssignViolation = 'already_has_role' | 'at_role_limit';

export type AssignInput = {
  slot: RoleSlot;
  assigneeUserId: number;
  /** How many other roles the assignee holds in the same meeting. */
  assigneeRolesInMeeting: number;
  /** The club's limit: 1 or 2 roles per member per meeting. */
  rolesPerMember: number;
};

/** An officer assigns someone; re-assigning replaces the user and the status becomes assigned. */
export function decideAssign(input: AssignInput): Result<RoleSlot, AssignViolation> {
  const limit = roleLimitViolation(input.assigneeRolesInMeeting, input.rolesPerMember);
  if (limit) return fail(limit);
  return ok({ status: 'assigned', userId: input.assigneeUserId });
}

/** How many roles a club lets one member hold in one meeting (a club setting). */
export const ROLES_PER_MEMBER_OPTIONS = [1, 2] as const;

/** Whether someone holding `held` other roles in a meeting may take one more under `limit`. */
export function roleLimitViolation(
  held: number,
  limit: number,
): 'already_has_role' | 'at_role_limit' | null {
  if (held < limit) return null;
  return limit <= 1 ? 'already_has_role' : 'at_role_limit';
}

export type HeldRole = { id: number; roleType: string; userId: number | null };

/**
 * Who cannot be given a role (`roleId`, null for a new one) because they already hold the club's
 * limit of other roles in this meeting, with the sentence the picker shows for each:
 * 'Hannah Lee already holds Timer in this meeting'.
 */
export function roleLimitExclusions(
  roles: readonly HeldRole[],
  roleId: number | null,
  rolesPerMember: number,
  nameOf: (userId: number) => string,
): Map<number, string> {
  const held = new Map<number, string[]>();
  for (const role of roles) {
    if (role.id === roleId || role.userId === null) continue;
    held.set(role.userId, [...(held.get(role.userId) ?? []), roleTypeLabel(role.roleType)]);
  }
  const excluded = new Map<number, string>();
  for (const [userId, labels] of held) {
    if (roleLimitViolation(labels.length, rolesPerMember) === null) continue;
    excluded.set(userId, MEETING_ROLE_MESSAGES.holdsRoles(nameOf(userId), labels));
  }
  return excluded;
}

/** An officer unassigns (empty userId): always open, idempotent. */
export function decideUnassign(_input: { slot: RoleSlot }): Result<RoleSlot, never> {
  return ok(OPEN_SLOT);
}

export type ConfirmViolation = 'role_not_assigned';

/** An officer confirms an assigned role; confirming a confirmed role is a no-op. */
export function decideConfirm(input: { slot: RoleSlot }): Result<RoleSlot, ConfirmViolation> {
  if (input.slot.status === 'open' || input.slot.userId === null) return fail('role_not_assigned');
  return ok({ status: 'confirmed', userId: input.slot.userId });
}

/**
 * The holder confirms their own assigned role (a one-click answer from e-mail); confirming a
 * confirmed role again is a no-op.
 */
export function decideConfirmOwn(input: {
  slot: RoleSlot;
  actorUserId: number;
}): Result<RoleSlot, ConfirmViolation | 'not_your_role'> {
  if (input.slot.status === 'open' || input.slot.userId === null) return fail('role_not_assigned');
  if (input.slot.userId !== input.actorUserId) return fail('not_your_role');
  return ok({ status: 'confirmed', userId: input.actorUserId });
}

export type MeetingRoleViolation =
  VolunteerViolation | RetractViolation | AssignViolation | ConfirmViolation;

/** Standard role types not yet present in the meeting, compared by canonical key. */
export function rolesNotYetInMeeting(existingRoleTypes: readonly string[]): AddableRoleType[] {
  const present = new Set(existingRoleTypes.map(canonicalRoleType));
  return ADDABLE_ROLE_TYPES.filter((roleType) => !present.has(roleType));
}

export type RoleView = { roleType: string; status: MeetingRoleStatus; userId: number | null };

export const MEMBER_DASHBOARD_MAX_OPEN_ROLES = 4;
export const ONE_ROLE_LIMIT_NOTE = 'One role per meeting limit';

/** Member dashboard: at most 4 open roles, none (with the limit note) once the member holds one. */
export function memberDashboardRoles<R extends RoleView>(
  roles: readonly R[],
  actorUserId: number,
): { openRoles: R[]; holdsRole: boolean; limitNote: typeof ONE_ROLE_LIMIT_NOTE | null } {
  const holdsRole = roles.some((role) => role.userId === actorUserId);
  if (holdsRole) return { openRoles: [], holdsRole, limitNote: ONE_ROLE_LIMIT_NOTE };
  const openRoles = roles
    .filter((role) => role.status === 'open')
    .slice(0, MEMBER_DASHBOARD_MAX_OPEN_ROLES);
  return { openRoles, holdsRole, limitNote: null };
}

/** Meetings list for non-officers: open roles, roles taken by others, and the actor's own. */
export function partitionRolesForMember<R extends RoleView>(
  roles: readonly R[],
  actorUserId: number,
): { available: R[]; unavailable: R[]; mine: R[] } {
  const available: R[] = [];
  const unavailable: R[] = [];
  const mine: R[] = [];
  for (const role of roles) {
    if (role.status === 'open' || role.userId === null) available.push(role);
    else if (role.userId === actorUserId) mine.push(role);
    else unavailable.push(role);
  }
  return { available, unavailable, mine };
}

/** Whether the member may press Volunteer on a role (disabled when holding one). */
export function canPressVolunteer(role: RoleView, holdsRoleInMeeting: boolean): boolean {
  return role.status === 'open' && !holdsRoleInMeeting;
}

/** Whether a member sees Retract on their own role (not once confirmed). */
export function canPressRetract(role: RoleView, actorUserId: number): boolean {
  return role.status === 'assigned' && role.userId === actorUserId;
}

export const MEETING_ROLE_MESSAGES = {
  atRoleLimit: 'You already hold two roles in this meeting, the most this club allows',
  holdsRoles: (name: string, roleLabels: readonly string[]) =>
    `${name} already holds ${roleLabels.join(' and ')} in this meeting`,
  alreadyHaveRole:
    'You already have a role in this meeting. You can only have one role per meeting.',
  roleNotOpen: 'Role is not open',
  alreadyHaveRoleServer: 'You already have a role in this meeting',
  confirmed: 'This role is confirmed and can no longer be retracted',
  guest: 'Guests cannot volunteer for roles',
  meetingStarted: 'This meeting has already started',
  meetingNotScheduled: 'Volunteering is only open for scheduled meetings',
  notYourRole: 'You can only retract your own role',
  roleNotAssigned: 'Role is not assigned',
  heldForWaitlist:
    'This role is held for the members on its waitlist for now: they have first refusal. Anyone can volunteer for it once their turn ends.',
} as const;

/** Server phrase per violation (the error contract substrings kept exact). */
export const MEETING_ROLE_VIOLATION_MESSAGES: Record<MeetingRoleViolation, string> = {
  guest_cannot_volunteer: MEETING_ROLE_MESSAGES.guest,
  role_not_open: MEETING_ROLE_MESSAGES.roleNotOpen,
  already_has_role: MEETING_ROLE_MESSAGES.alreadyHaveRoleServer,
  at_role_limit: MEETING_ROLE_MESSAGES.atRoleLimit,
  meeting_not_scheduled: MEETING_ROLE_MESSAGES.meetingNotScheduled,
  meeting_started: MEETING_ROLE_MESSAGES.meetingStarted,
  role_not_assigned: MEETING_ROLE_MESSAGES.roleNotAssigned,
  role_confirmed: MEETING_ROLE_MESSAGES.confirmed,
  not_your_role: MEETING_ROLE_MESSAGES.notYourRole,
  held_for_waitlist: MEETING_ROLE_MESSAGES.heldForWaitlist,
};

/** The volunteer failure toast depends on the server message. */
export function volunteerErrorToast(serverMessage: string | null | undefined): string {
  if (serverMessage === MEETING_ROLE_MESSAGES.atRoleLimit) return serverMessage;
  return serverMessage?.includes('already have a role')
    ? MEETING_ROLE_MESSAGES.alreadyHaveRole
    : 'Failed to volunteer for role';
}

/** Role Assignment screen texts and toasts. */
export const ROLE_ASSIGNMENT_TEXT = {
  noMeetings: {
    title: 'No Upcoming Meetings',
    description: 'Create a meeting first to assign roles.',
  },
  scheduleMeeting: 'Schedule Meeting',
  noRoles: 'No Roles Assigned',
  unassigned: 'Unassigned',
  assignPicker: 'Assign...',
  selectMember: 'Select Member',
  confirm: 'Confirm',
  remind: 'Remind',
  addRole: 'Add Role',
  roleCreated: { title: 'Role Created', description: 'New role has been added to the meeting.' },
  roleAssigned: { title: 'Role Assigned', description: 'Role has been assigned successfully.' },
  roleConfirmed: { title: 'Role Confirmed', description: 'Role has been confirmed successfully.' },
  createFailed: 'Failed to create role. Please try again.',
  assignFailed: 'Failed to assign role. Please try again.',
  confirmFailed: 'Failed to confirm role. Please try again.',
  agendaAssignUpdated: 'Role assignment updated successfully',
  agendaAssignFailed: 'Failed to update role assignment',
} as const;
