// Club roles, labels, descriptions and role lists; actor tiers.

export const CLUB_ROLES = [
  'president',
  'vpe',
  'vpm',
  'treasurer',
  'secretary',
  'sergeant',
  'vppr',
  'officer',
  'member',
  'guest',
] as const;

export type ClubRole = (typeof CLUB_ROLES)[number];

export const CLUB_ROLE_LABELS: Record<ClubRole, string> = {
  president: 'President',
  vpe: 'VP Education',
  vpm: 'VP Membership',
  treasurer: 'Treasurer',
  secretary: 'Secretary',
  sergeant: 'Sergeant at Arms',
  vppr: 'VP Public Relations',
  officer: 'Officer',
  member: 'Member',
  guest: 'Guest',
};

/** Role descriptions (only the roles that have one). */
export const CLUB_ROLE_DESCRIPTIONS: Readonly<Partial<Record<ClubRole, string>>> = {
  president: 'Full club administration',
  vpe: 'Meeting and role management',
  vpm: 'Member management and recruitment',
  treasurer: 'Financial management',
  secretary: 'Record keeping and correspondence',
  sergeant: 'Meeting logistics and setup',
  vppr: 'Public relations and marketing',
};

export function isClubRole(value: unknown): value is ClubRole {
  return typeof value === 'string' && (CLUB_ROLES as readonly string[]).includes(value);
}

/** Label for a role key; unknown keys are shown as given. */
export function clubRoleLabel(role: string): string {
  const key = role.trim().toLowerCase();
  return isClubRole(key) ? CLUB_ROLE_LABELS[key] : role;
}

/** Managers: schedule and delete meetings, manage roles, officer home and menu. */
export const MANAGER_ROLES = [
  'president',
  'vpe',
  'vpm',
  'secretary',
  'treasurer',
] as const satisfies readonly ClubRole[];

export function isManager(role: ClubRole): boolean {
  return (MANAGER_ROLES as readonly ClubRole[]).includes(role);
}

/** The wider list the Officers tile and the Reports role distribution count. */
export const OFFICER_COUNT_NAMES = [
  'president',
  'vice president education',
  'vpe',
  'vp membership',
  'vpm',
  'treasurer',
  'secretary',
  'sergeant at arms',
  'vp public relations',
  'officer',
] as const;

/**
 * Whether a role string counts as an officer for the Officers tile and reports.
 * Case-insensitive; a role key also counts when its label is on the list
 * ('sergeant' is 'Sergeant at Arms', 'vppr' is 'VP Public Relations').
 */
export function countsAsOfficer(role: string): boolean {
  const key = role.trim().toLowerCase();
  const names: readonly string[] = OFFICER_COUNT_NAMES;
  if (names.includes(key)) return true;
  return isClubRole(key) && names.includes(CLUB_ROLE_LABELS[key].toLowerCase());
}

/** Add Member dialog and bulk upload allowlist. */
export const ADD_MEMBER_ROLE_OPTIONS = [
  'member',
  'guest',
  'officer',
] as const satisfies readonly ClubRole[];
export type AddMemberRole = (typeof ADD_MEMBER_ROLE_OPTIONS)[number];

/** Edit Role dialog options. */
export const EDIT_ROLE_OPTIONS = [
  'member',
  'guest',
  'officer',
  'sergeant',
  'vppr',
  'secretary',
  'treasurer',
  'vpm',
  'vpe',
  'president',
] as const satisfies readonly ClubRole[];
export type EditRoleOption = (typeof EDIT_ROLE_OPTIONS)[number];

/** Actor tiers. */
export type ActorTier = 'guest' | 'member' | 'manager' | 'president';

export const ACTOR_TIERS = [
  'guest',
  'member',
  'manager',
  'president',
] as const satisfies readonly ActorTier[];

const TIER_BY_ROLE: Record<ClubRole, ActorTier> = {
  guest: 'guest',
  member: 'member',
  sergeant: 'member',
  officer: 'member',
  vppr: 'member',
  vpe: 'manager',
  vpm: 'manager',
  secretary: 'manager',
  treasurer: 'manager',
  president: 'president',
};

export function tierOf(role: ClubRole): ActorTier {
  return TIER_BY_ROLE[role];
}

/** An officer rank is any role other than member and guest (the permission table). */
export function isOfficerRank(role: ClubRole): boolean {
  return role !== 'member' && role !== 'guest';
}

export type HomeVariant = 'officer' | 'member' | 'guest';

/** Which home, side menu and RSVP view a role gets. */
export function homeVariant(role: ClubRole): HomeVariant {
  if (isManager(role)) return 'officer';
  return role === 'guest' ? 'guest' : 'member';
}
