import { describe, it, expect } from 'vitest';
import type { ClubRole } from './club-roles';
import {
  FIELD_GROUPS,
  PERMISSIONS,
  PERMISSION_TABLE,
  actorTier,
  authorize,
  can,
  canAddMemberWithRole,
  decideRoleChange,
  seesFormerMembers,
  visibleFieldGroups,
  type Actor,
  type FieldGroup,
  type Permission,
  type RoleChangeInput,
} from './permissions';

const actor = (
  role: ClubRole | null,
  status: 'active' | 'inactive' = 'active',
  isSuperAdmin = false,
): Actor => ({
  userId: 7,
  isSuperAdmin,
  membership: role === null ? null : { role, status },
});

// The permission table, column by column: guest, member, manager, president.
const MATRIX: [Permission, boolean, boolean, boolean, boolean][] = [
  ['club:read', true, true, true, true],
  ['club:write', false, false, true, true],
  ['dashboard:read', true, true, true, true],
  ['dashboard:revenue', false, false, true, true],
  ['reports:read', false, false, true, true],
  ['meeting:read', true, true, true, true],
  ['meeting:write', false, false, true, true],
  ['meetingRole:list', true, true, true, true],
  ['meetingRole:manage', false, false, true, true],
  ['meetingRole:volunteer', false, true, true, true],
  ['meetingRole:retractOwn', false, true, true, true],
  ['meetingRole:retractAny', false, false, true, true],
  ['rsvp:list', true, true, true, true],
  ['rsvp:submitOwn', true, true, true, true],
  ['rsvp:manage', false, false, true, true],
  ['member:list', true, true, true, true],
  ['member:add', false, false, true, true],
  ['member:changeRole', false, false, true, true],
  ['profile:own', true, true, true, true],
  ['pathwayProgress:readAny', false, false, true, true],
  ['pathway:chooseOwn', false, true, true, true],
  ['completion:submitOwn', false, true, true, true],
  ['completion:manage', false, false, true, true],
  ['template:read', false, false, true, true],
  ['template:write', false, false, true, true],
  ['menu:read', true, true, true, true],
  ['menu:write', false, false, true, true],
  ['invite:manage', false, false, true, true],
  ['membership:read', false, false, true, true],
  ['membership:write', false, false, true, true],
  ['mentorship:read', false, true, true, true],
  ['mentorship:takePart', false, true, true, true],
];

const ROLE_COLUMNS: [ClubRole, number][] = [
  ['guest', 1],
  ['member', 2],
  ['sergeant', 2],
  ['officer', 2],
  ['vppr', 2],
  ['vpe', 3],
  ['vpm', 3],
  ['secretary', 3],
  ['treasurer', 3],
  ['president', 4],
];

describe('permission matrix', () => {
  it('covers every permission exactly once', () => {
    expect(MATRIX.map(([p]) => p).sort()).toEqual([...PERMISSIONS].sort());
    expect(Object.keys(PERMISSION_TABLE).sort()).toEqual([...PERMISSIONS].sort());
  });

  const cells = MATRIX.flatMap((row) =>
    ROLE_COLUMNS.map(([role, column]) => [row[0], role, row[column] as boolean] as const),
  );

  it.each(cells)('%s for an active %s → %s', (permission, role, allowed) => {
    expect(can(actor(role), permission)).toBe(allowed);
    const result = authorize(actor(role), permission);
    expect(result.ok).toBe(allowed);
    if (!result.ok) expect(result.violation).toBe('forbidden');
  });

  it.each(PERMISSIONS)(
    '%s is refused to outsiders, inactive members and bare super admins',
    (permission) => {
      for (const outsider of [
        actor(null),
        actor('president', 'inactive'),
        actor(null, 'active', true),
      ]) {
        expect(can(outsider, permission)).toBe(false);
        expect(authorize(outsider, permission)).toEqual({ ok: false, violation: 'not_found' });
      }
    },
  );

  it('the super admin flag adds nothing to a membership', () => {
    expect(can(actor('member', 'active', true), 'meeting:write')).toBe(false);
    expect(authorize(actor('member', 'active', true), 'meeting:write')).toEqual({
      ok: false,
      violation: 'forbidden',
    });
  });

  it.each<[Actor, string | null]>([
    [actor(null), null],
    [actor('vpe', 'inactive'), null],
    [actor('vpe'), 'manager'],
    [actor('guest'), 'guest'],
  ])('actorTier %#', (a, tier) => {
    expect(actorTier(a)).toBe(tier);
  });

  it('authorize returns the tier on success', () => {
    expect(authorize(actor('president'), 'member:changeRole')).toEqual({
      ok: true,
      value: 'president',
    });
  });
});

describe('decideRoleChange', () => {
  const base: RoleChangeInput = {
    actorUserId: 1,
    actorRole: 'president',
    targetUserId: 2,
    fromRole: 'member',
    toRole: 'guest',
    presidentCount: 1,
  };

  it.each<[string, Partial<RoleChangeInput>, string]>([
    ['manager: member → guest', { actorRole: 'vpm', fromRole: 'member', toRole: 'guest' }, 'ok'],
    [
      'manager: guest → member (conversion)',
      { actorRole: 'secretary', fromRole: 'guest', toRole: 'member' },
      'ok',
    ],
    [
      'manager: member → officer',
      { actorRole: 'vpe', fromRole: 'member', toRole: 'officer' },
      'forbidden',
    ],
    ['manager: member → president', { actorRole: 'treasurer', toRole: 'president' }, 'forbidden'],
    [
      'manager: officer → member',
      { actorRole: 'vpm', fromRole: 'officer', toRole: 'member' },
      'forbidden',
    ],
    ['manager: vpe → guest', { actorRole: 'vpm', fromRole: 'vpe', toRole: 'guest' }, 'forbidden'],
    ['president: member → vpe', { fromRole: 'member', toRole: 'vpe' }, 'ok'],
    ['president: treasurer → member', { fromRole: 'treasurer', toRole: 'member' }, 'ok'],
    ['president: member → president (co-president)', { toRole: 'president' }, 'ok'],
    ['president: vppr → officer', { fromRole: 'vppr', toRole: 'officer' }, 'ok'],
    ['president: member → vppr', { toRole: 'vppr' }, 'ok'],
    ['VPE: member → vppr (an officer rank)', { actorRole: 'vpe', toRole: 'vppr' }, 'forbidden'],
    ['president: a role that does not exist', { toRole: 'chair' as ClubRole }, 'forbidden'],
    ['member cannot change roles', { actorRole: 'member' }, 'forbidden'],
    ['sergeant cannot change roles', { actorRole: 'sergeant' }, 'forbidden'],
    [
      'officer cannot change roles',
      { actorRole: 'officer', toRole: 'member', fromRole: 'guest' },
      'forbidden',
    ],
    [
      'guest cannot change roles',
      { actorRole: 'guest', fromRole: 'guest', toRole: 'member' },
      'forbidden',
    ],
    [
      'self change by president',
      { targetUserId: 1, fromRole: 'president', toRole: 'member' },
      'self_change',
    ],
    [
      'self promotion by member',
      { actorRole: 'member', targetUserId: 1, toRole: 'president' },
      'self_change',
    ],
    [
      'self change by manager',
      { actorRole: 'vpe', targetUserId: 1, fromRole: 'vpe', toRole: 'president' },
      'self_change',
    ],
    ['unchanged role', { fromRole: 'member', toRole: 'member' }, 'unchanged'],
    [
      'unchanged role by manager',
      { actorRole: 'vpe', fromRole: 'guest', toRole: 'guest' },
      'unchanged',
    ],
    [
      'last president demoted',
      { fromRole: 'president', toRole: 'member', presidentCount: 1 },
      'last_president',
    ],
    [
      'president count 0 still protected',
      { fromRole: 'president', toRole: 'vpe', presidentCount: 0 },
      'last_president',
    ],
    [
      'one of two presidents demoted',
      { fromRole: 'president', toRole: 'member', presidentCount: 2 },
      'ok',
    ],
    [
      'manager cannot demote a president',
      { actorRole: 'vpe', fromRole: 'president', toRole: 'member', presidentCount: 2 },
      'forbidden',
    ],
  ])('%s → %s', (_name, overrides, expected) => {
    const input = { ...base, ...overrides };
    const result = decideRoleChange(input);
    if (expected === 'ok') expect(result).toEqual({ ok: true, value: input.toRole });
    else expect(result).toEqual({ ok: false, violation: expected });
  });
});

describe('canAddMemberWithRole', () => {
  it.each([
    ['member', true],
    ['guest', true],
    ['officer', true],
    ['president', false],
    ['vpe', false],
    ['sergeant', false],
    ['Member', false],
    ['', false],
  ])('%j → %s', (role, expected) => {
    expect(canAddMemberWithRole(role)).toBe(expected);
  });
});

describe('visibleFieldGroups', () => {
  const all: FieldGroup[] = [...FIELD_GROUPS];
  it.each<[string, Parameters<typeof visibleFieldGroups>[0], FieldGroup[]]>([
    [
      'self (guest) sees everything',
      { viewerTier: 'guest', isSelf: true, subjectIsOfficer: false },
      all,
    ],
    [
      'self (member) sees everything',
      { viewerTier: 'member', isSelf: true, subjectIsOfficer: false },
      all,
    ],
    [
      'guest viewing an officer',
      { viewerTier: 'guest', isSelf: false, subjectIsOfficer: true },
      ['basics'],
    ],
    ['guest viewing a member', { viewerTier: 'guest', isSelf: false, subjectIsOfficer: false }, []],
    [
      'member viewing a member',
      { viewerTier: 'member', isSelf: false, subjectIsOfficer: false },
      ['basics', 'email', 'profile'],
    ],
    [
      'member viewing an officer',
      { viewerTier: 'member', isSelf: false, subjectIsOfficer: true },
      ['basics', 'email', 'profile'],
    ],
    [
      'manager viewing a member',
      { viewerTier: 'manager', isSelf: false, subjectIsOfficer: false },
      all,
    ],
    [
      'president viewing a guest',
      { viewerTier: 'president', isSelf: false, subjectIsOfficer: false },
      all,
    ],
  ])('%s', (_name, input, expected) => {
    expect([...visibleFieldGroups(input)].sort()).toEqual([...expected].sort());
  });
});

describe('seesFormerMembers', () => {
  it.each([
    ['guest', false],
    ['member', false],
    ['manager', true],
    ['president', true],
  ] as const)('%s → %s', (tier, expected) => {
    expect(seesFormerMembers(tier)).toBe(expected);
  });
});
