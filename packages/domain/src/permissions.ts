// The permission table, role changes and field visibility (who sees which personal field).
import {
  ADD_MEMBER_ROLE_OPTIONS,
  EDIT_ROLE_OPTIONS,
  isOfficerRank,
  tierOf,
  type ActorTier,
  type ClubRole,
} from './club-roles';
import { fail, ok, type Result } from './result';

/** Club membership status. */
export const MEMBER_STATUSES = ['active', 'inactive'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export type Actor = {
  userId: number;
  isSuperAdmin: boolean;
  /** Membership in the resource's club; null means outsider. */
  membership: { role: ClubRole; status: MemberStatus } | null;
};

export const PERMISSIONS = [
  'club:read',
  'club:write',
  'dashboard:read',
  'dashboard:revenue',
  'reports:read',
  'meeting:read',
  'meeting:write',
  'meetingRole:list',
  'meetingRole:manage',
  'meetingRole:volunteer',
  'meetingRole:retractOwn',
  'meetingRole:retractAny',
  'rsvp:list',
  'rsvp:submitOwn',
  'rsvp:manage',
  'member:list',
  'member:add',
  'member:changeRole',
  'profile:own',
  'pathwayProgress:readAny',
  'pathway:chooseOwn',
  'completion:submitOwn',
  'completion:manage',
  'template:read',
  'template:write',
  'menu:read',
  'menu:write',
  'invite:manage',
  'membership:read',
  'membership:write',
  'mentorship:read',
  'mentorship:takePart',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const EVERYONE: readonly ActorTier[] = ['guest', 'member', 'manager', 'president'];
const MEMBERS_UP: readonly ActorTier[] = ['member', 'manager', 'president'];
const MANAGERS: readonly ActorTier[] = ['manager', 'president'];

/** Which tiers of an active membership hold each permission. */
export const PERMISSION_TABLE: Record<Permission, readonly ActorTier[]> = {
  'club:read': EVERYONE,
  'club:write': MANAGERS,
  'dashboard:read': EVERYONE,
  'dashboard:revenue': MANAGERS,
  'reports:read': MANAGERS,
  'meeting:read': EVERYONE,
  'meeting:write': MANAGERS,
  'meetingRole:list': EVERYONE,
  'meetingRole:manage': MANAGERS,
  'meetingRole:volunteer': MEMBERS_UP,
  'meetingRole:retractOwn': MEMBERS_UP,
  'meetingRole:retractAny': MANAGERS,
  'rsvp:list': EVERYONE,
  'rsvp:submitOwn': EVERYONE,
  'rsvp:manage': MANAGERS,
  'member:list': EVERYONE,
  'member:add': MANAGERS,
  'member:changeRole': MANAGERS,
  'profile:own': EVERYONE,
  'pathwayProgress:readAny': MANAGERS,
  /** A member starts a path for themself (only while none is current). */
  'pathway:chooseOwn': MEMBERS_UP,
  /** A member submits their own project completion; it waits for a manager's approval. */
  'completion:submitOwn': MEMBERS_UP,
  /** The VP Education (any manager) records completions and approves or rejects submissions. */
  'completion:manage': MANAGERS,
  'template:read': MANAGERS,
  'template:write': MANAGERS,
  'menu:read': EVERYONE,
  'menu:write': MANAGERS,
  /** Invitations by link or QR code: the officers who bring people in (VPM, secretary, …). */
  'invite:manage': MANAGERS,
  /** The VP Membership's records: dashboard, guests, outreach, contact log and activity. */
  'membership:read': MANAGERS,
  /** Log a contact, mark a guest interested, convert an eligible guest. */
  'membership:write': MANAGERS,
  /** The mentorship programme is for members (guests are not offered it). */
  'mentorship:read': MEMBERS_UP,
  /** Propose, answer and end pairs; who may do which is the mentorship rules' call. */
  'mentorship:takePart': MEMBERS_UP,
};

/** The actor's tier in the club, or null for outsiders (no or inactive membership). */
export function actorTier(actor: Actor): ActorTier | null {
  const membership = actor.membership;
  if (membership === null || membership.status !== 'active') return null;
  return tierOf(membership.role);
}

/** Club-scoped check. The super admin flag grants no club rights. */
export function can(actor: Actor, permission: Permission): boolean {
  const tier = actorTier(actor);
  return tier !== null && PERMISSION_TABLE[permission].includes(tier);
}

export type AccessDenial = 'not_found' | 'forbidden';

/** Outsiders get 'not_found' (404), members lacking the permission 'forbidden' (403). */
export function authorize(actor: Actor, permission: Permission): Result<ActorTier, AccessDenial> {
  const tier = actorTier(actor);
  if (tier === null) return fail('not_found');
  return PERMISSION_TABLE[permission].includes(tier) ? ok(tier) : fail('forbidden');
}

export type RoleChangeViolation = 'forbidden' | 'self_change' | 'last_president' | 'unchanged';

export type RoleChangeInput = {
  actorUserId: number;
  actorRole: ClubRole;
  targetUserId: number;
  fromRole: ClubRole;
  toRole: ClubRole;
  /** Active presidents in the club, including the target when they are one. */
  presidentCount: number;
};

/**
 * The permission table: managers change roles among member/guest (incl. guest → member);
 * to or from an officer rank needs the president; nobody changes their own role;
 * the last president is never demoted. Only Edit Role options can be set.
 */
export function decideRoleChange(input: RoleChangeInput): Result<ClubRole, RoleChangeViolation> {
  const { actorUserId, actorRole, targetUserId, fromRole, toRole, presidentCount } = input;
  if (actorUserId === targetUserId) return fail('self_change');
  const tier = tierOf(actorRole);
  if (tier !== 'manager' && tier !== 'president') return fail('forbidden');
  if (!(EDIT_ROLE_OPTIONS as readonly ClubRole[]).includes(toRole)) return fail('forbidden');
  if (fromRole === toRole) return fail('unchanged');
  if ((isOfficerRank(fromRole) || isOfficerRank(toRole)) && tier !== 'president')
    return fail('forbidden');
  if (fromRole === 'president' && presidentCount <= 1) return fail('last_president');
  return ok(toRole);
}

/** Add member and bulk upload accept only member, guest and officer. */
export function canAddMemberWithRole(role: string): boolean {
  return (ADD_MEMBER_ROLE_OPTIONS as readonly string[]).includes(role);
}

export const FIELD_GROUPS = [
  'basics',
  'email',
  /** What a member tells the club about themselves: bio, current project, mentorship. */
  'profile',
  'memberNumberAndSkills',
  'sensitive',
  'rsvpDetails',
] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];

const ALL_GROUPS: ReadonlySet<FieldGroup> = new Set(FIELD_GROUPS);
const NO_GROUPS: ReadonlySet<FieldGroup> = new Set<FieldGroup>();
const BASICS_ONLY: ReadonlySet<FieldGroup> = new Set<FieldGroup>(['basics']);
const MEMBER_VIEW: ReadonlySet<FieldGroup> = new Set<FieldGroup>(['basics', 'email', 'profile']);

export type FieldVisibilityInput = {
  viewerTier: ActorTier;
  isSelf: boolean;
  /** Whether the person being viewed holds an officer rank. */
  subjectIsOfficer: boolean;
};

/**
 * Field visibility: which groups of a person's fields a viewer in the same club may see. A guest
 * sees only the basics (name, role, active badge, join date, pathway and level), and only of
 * officers; a member also the e-mail and what people tell the club about themselves.
 */
export function visibleFieldGroups(input: FieldVisibilityInput): ReadonlySet<FieldGroup> {
  if (input.isSelf) return ALL_GROUPS;
  switch (input.viewerTier) {
    case 'guest':
      return input.subjectIsOfficer ? BASICS_ONLY : NO_GROUPS;
    case 'member':
      return MEMBER_VIEW;
    case 'manager':
    case 'president':
      return ALL_GROUPS;
  }
}

/**
 * Former (inactive) members stay in the club's records with their e-mail; of the directory's
 * readers only managers see them (to make them active again). Guests and members see the club as
 * it is now.
 */
export function seesFormerMembers(viewerTier: ActorTier): boolean {
  return viewerTier === 'manager' || viewerTier === 'president';
}
