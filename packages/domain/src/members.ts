// Member Directory, top bar avatar, Reports role distribution, Settings officer list; member list
// rules; the Officers tile.
import { CLUB_ROLE_LABELS, clubRoleLabel, countsAsOfficer, type ClubRole } from './club-roles';

export type PersonName = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
};

/** First and last name joined, trimmed ('' when neither is set). */
export function fullName(user: PersonName | null | undefined): string {
  return [user?.firstName, user?.lastName]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
}

/** Full name, else the local part of the e-mail, else 'Unknown member'. */
export function displayName(user: PersonName | null | undefined): string {
  const name = fullName(user);
  if (name) return name;
  const local = (user?.email ?? '').split('@')[0]?.trim();
  return local || 'Unknown member';
}

/** First letters of first and last name, else the first two letters of the e-mail, else 'U'. */
export function avatarInitials(user: PersonName | null | undefined): string {
  const first = (user?.firstName ?? '').trim();
  const last = (user?.lastName ?? '').trim();
  if (first && last) return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
  const email = (user?.email ?? '').trim();
  if (email) return email.slice(0, 2).toUpperCase();
  const single = first || last;
  return single ? single.charAt(0).toUpperCase() : 'U';
}

export type DirectoryEntry = {
  userId: number | null | undefined;
  role: string;
  status: string;
  user?: PersonName | null;
};

/** Drop entries without a user and keep the first entry per userId. */
export function dedupeMembers<
  T extends { userId: number | null | undefined; user?: PersonName | null },
>(list: readonly T[]): T[] {
  const seen = new Set<number>();
  return list.filter((entry) => {
    if (!entry.user || entry.userId === null || entry.userId === undefined) return false;
    if (seen.has(entry.userId)) return false;
    seen.add(entry.userId);
    return true;
  });
}

/** Case-insensitive match on full name, e-mail or role (key or label); blank query keeps all. */
export function searchMembers<T extends { role: string; user?: PersonName | null }>(
  list: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...list];
  return list.filter((entry) =>
    [fullName(entry.user), entry.user?.email ?? '', entry.role, clubRoleLabel(entry.role)].some(
      (field) => field.toLowerCase().includes(needle),
    ),
  );
}

/** Directory tiles: Total Members, Active Members, Officers, Guests. */
export function directoryTiles(list: readonly { role: string; status: string }[]): {
  total: number;
  active: number;
  officers: number;
  guests: number;
} {
  return {
    total: list.length,
    active: list.filter((m) => m.status === 'active').length,
    officers: list.filter((m) => countsAsOfficer(m.role)).length,
    guests: list.filter((m) => m.role.trim().toLowerCase() === 'guest').length,
  };
}

export type RoleDistributionEntry = {
  label: 'Members' | 'Officers' | 'Guests';
  count: number;
  percent: number;
};

/** Reports Role Distribution: active members only; Officers is the wider list of club roles. */
export function roleDistribution(
  list: readonly { role: string; status: string }[],
): RoleDistributionEntry[] {
  const active = list.filter((m) => m.status === 'active');
  const total = active.length;
  const entry = (label: RoleDistributionEntry['label'], count: number): RoleDistributionEntry => ({
    label,
    count,
    percent: total === 0 ? 0 : Math.round((count / total) * 100),
  });
  const role = (m: { role: string }): string => m.role.trim().toLowerCase();
  return [
    entry('Members', active.filter((m) => role(m) === 'member').length),
    entry('Officers', active.filter((m) => countsAsOfficer(m.role)).length),
    entry('Guests', active.filter((m) => role(m) === 'guest').length),
  ];
}

export const OFFICER_POSITIONS = [
  'president',
  'vpe',
  'vpm',
  'secretary',
  'treasurer',
  'sergeant',
  'vppr',
] as const satisfies readonly ClubRole[];

/** Settings officer list: the holder of each position (matched case-insensitively) or 'Unassigned'. */
export function officerRoster(
  list: readonly { role: string; status: string; user?: PersonName | null }[],
): { role: ClubRole; label: string; name: string }[] {
  return OFFICER_POSITIONS.map((position) => {
    const holder = list.find(
      (m) => m.status === 'active' && m.role.trim().toLowerCase() === position,
    );
    return {
      role: position,
      label: CLUB_ROLE_LABELS[position],
      name: holder ? displayName(holder.user) : 'Unassigned',
    };
  });
}

/** Edit Role: Update is disabled while pending, with no role selected, or when unchanged. */
export function canSubmitRoleEdit(input: {
  pending: boolean;
  selectedRole: string | null | undefined;
  currentRole: string;
}): boolean {
  return !input.pending && !!input.selectedRole && input.selectedRole !== input.currentRole;
}

/** Add Member: submit is ignored when name, e-mail or club is missing. */
export function canSubmitAddMember(input: {
  name: string;
  email: string;
  clubId: number | null | undefined;
}): boolean {
  return (
    input.name.trim() !== '' &&
    input.email.trim() !== '' &&
    input.clubId !== null &&
    input.clubId !== undefined
  );
}

export const MEMBER_STATUS_LABELS: Record<'active' | 'inactive', string> = {
  active: 'Active',
  inactive: 'Inactive',
};

export const MEMBER_FIELD_MESSAGES = {
  nameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  roleInvalid: 'Role must be member, guest or officer',
} as const;
