import {
  canonicalRoleType,
  dedupeMembers,
  displayName,
  roleLimitExclusions,
  type MeetingRoleStatus,
  type PersonName,
} from '@lectern/domain';
import type { PickerItem } from '@lectern/ui';

interface MemberLike {
  userId: number | null | undefined;
  status: string;
  user?: PersonName | null;
}

interface RoleLike {
  id: number;
  roleType: string;
  userId: number | null;
  status: MeetingRoleStatus;
}

/** Who is left out of a role's picker, and why: active members at the club's limit of roles. */
function exclusions(
  members: readonly MemberLike[],
  roles: readonly RoleLike[],
  roleId: number | null,
  rolesPerMember: number,
) {
  const active = dedupeMembers(members).filter((member) => member.status === 'active');
  const names = new Map(active.map((member) => [member.userId, displayName(member.user)]));
  const excluded = roleLimitExclusions(
    roles,
    roleId,
    rolesPerMember,
    (userId) => names.get(userId) ?? '',
  );
  return { active, excluded };
}

/**
 * The people a role can go to: active members (the server refuses anyone else), minus those
 * already holding the club's limit of other roles in the same meeting (one, or two where the
 * club allows it). The role's own holder stays so the picker can show who has it. Sorted by
 * name for a searchable list.
 */
export function assignableMemberItems(
  members: readonly MemberLike[],
  roles: readonly RoleLike[],
  roleId: number | null,
  rolesPerMember = 1,
): PickerItem[] {
  const { active, excluded } = exclusions(members, roles, roleId, rolesPerMember);
  return active
    .filter((member) => !excluded.has(member.userId as number))
    .map((member) => ({ value: String(member.userId), label: displayName(member.user) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Why active members are missing from a role's picker: 'Hannah Lee already holds Timer in this meeting'. */
export function leftOutOfPicker(
  members: readonly MemberLike[],
  roles: readonly RoleLike[],
  roleId: number | null,
  rolesPerMember = 1,
): string[] {
  const { active, excluded } = exclusions(members, roles, roleId, rolesPerMember);
  return active.flatMap((member) => {
    const reason = excluded.get(member.userId as number);
    return reason === undefined ? [] : [reason];
  });
}

/** Role status card on Edit Agenda: how many roles have someone and how many are open. */
export function roleStatusCounts(roles: readonly { userId: number | null }[]): {
  assigned: number;
  open: number;
} {
  const assigned = roles.filter((role) => role.userId !== null).length;
  return { assigned, open: roles.length - assigned };
}

/** The meeting's role slot for an agenda row's role type, compared by canonical key. */
export function slotForRoleType<R extends { roleType: string }>(
  roles: readonly R[],
  roleType: string,
): R | undefined {
  const key = canonicalRoleType(roleType);
  return roles.find((role) => canonicalRoleType(role.roleType) === key);
}

/** Status dot colours: the same blue/green/grey family as the badges. */
export const ROLE_STATUS_DOT: Record<MeetingRoleStatus, string> = {
  open: 'bg-status-red-foreground',
  assigned: 'bg-status-blue-foreground',
  confirmed: 'bg-status-green-foreground',
};

export const ROLE_STATUS_BADGE_VARIANT: Record<MeetingRoleStatus, 'grey' | 'blue' | 'green'> = {
  open: 'grey',
  assigned: 'blue',
  confirmed: 'green',
};
