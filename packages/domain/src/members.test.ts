import { describe, it, expect } from 'vitest';
import { memberEmailSchema, memberNameSchema } from './schemas';
import {
  avatarInitials,
  canSubmitAddMember,
  canSubmitRoleEdit,
  dedupeMembers,
  directoryTiles,
  displayName,
  fullName,
  officerRoster,
  roleDistribution,
  searchMembers,
  type PersonName,
} from './members';

const ann: PersonName = { firstName: 'Ann', lastName: 'Lee', email: 'ann.lee@example.org' };

describe('names and initials', () => {
  it.each<[PersonName | null | undefined, string, string, string]>([
    [ann, 'Ann Lee', 'Ann Lee', 'AL'],
    [{ firstName: ' ann ', lastName: 'lee', email: null }, 'ann lee', 'ann lee', 'AL'],
    [{ firstName: 'Ann', lastName: null, email: 'ann@example.org' }, 'Ann', 'Ann', 'AN'],
    [{ firstName: null, lastName: 'Lee', email: null }, 'Lee', 'Lee', 'L'],
    [{ firstName: 'ann', email: null }, 'ann', 'ann', 'A'],
    [{ firstName: '', lastName: '', email: 'bob.smith@example.org' }, '', 'bob.smith', 'BO'],
    [{ email: '  ' }, '', 'Unknown member', 'U'],
    [{ email: '@example.org' }, '', 'Unknown member', '@E'],
    [{}, '', 'Unknown member', 'U'],
    [null, '', 'Unknown member', 'U'],
    [undefined, '', 'Unknown member', 'U'],
  ])('%j → name %j, display %j, initials %j', (user, name, display, initials) => {
    expect(fullName(user)).toBe(name);
    expect(displayName(user)).toBe(display);
    expect(avatarInitials(user)).toBe(initials);
  });
});

describe('member list', () => {
  const list = [
    { userId: 1, role: 'president', status: 'active', user: ann },
    {
      userId: 2,
      role: 'member',
      status: 'active',
      user: { firstName: 'Bob', lastName: 'Smith', email: 'bob@example.org' },
    },
    { userId: 1, role: 'member', status: 'active', user: ann },
    { userId: 3, role: 'guest', status: 'inactive', user: null },
    { userId: null, role: 'member', status: 'active', user: ann },
    { userId: undefined, role: 'member', status: 'active', user: ann },
    {
      userId: 4,
      role: 'vpe',
      status: 'active',
      user: { firstName: 'Cat', lastName: 'Ng', email: 'cat@club.org' },
    },
    { userId: 5, role: 'guest', status: 'active' },
  ];

  it('dedupes by userId (first wins) and drops entries without a user', () => {
    expect(dedupeMembers(list).map((m) => [m.userId, m.role])).toEqual([
      [1, 'president'],
      [2, 'member'],
      [4, 'vpe'],
    ]);
  });

  const members = dedupeMembers(list);
  it.each([
    ['', [1, 2, 4]],
    ['   ', [1, 2, 4]],
    ['ann lee', [1]],
    ['SMITH', [2]],
    ['club.org', [4]],
    ['@example', [1, 2]],
    ['president', [1]],
    ['VP Education', [4]],
    ['member', [2]],
    ['zzz', []],
  ])('search %j → %j', (query, ids) => {
    expect(searchMembers(members, query).map((m) => m.userId)).toEqual(ids);
  });

  it('search tolerates entries without a user', () => {
    expect(searchMembers([{ role: 'guest' }], 'guest')).toHaveLength(1);
    expect(searchMembers([{ role: 'guest', user: null }], 'ann')).toHaveLength(0);
  });
});

describe('tiles and distribution', () => {
  const list = [
    { role: 'president', status: 'active' },
    { role: 'vpe', status: 'active' },
    { role: 'Vice President Education', status: 'active' },
    { role: 'sergeant', status: 'active' },
    { role: 'vppr', status: 'inactive' },
    { role: 'officer', status: 'active' },
    { role: 'member', status: 'active' },
    { role: 'member', status: 'active' },
    { role: 'Member', status: 'inactive' },
    { role: 'guest', status: 'active' },
    { role: 'Guest', status: 'inactive' },
  ];

  it('directory tiles', () => {
    expect(directoryTiles(list)).toEqual({ total: 11, active: 8, officers: 6, guests: 2 });
    expect(directoryTiles([])).toEqual({ total: 0, active: 0, officers: 0, guests: 0 });
  });

  it('role distribution counts active members only', () => {
    expect(roleDistribution(list)).toEqual([
      { label: 'Members', count: 2, percent: 25 },
      { label: 'Officers', count: 5, percent: 63 },
      { label: 'Guests', count: 1, percent: 13 },
    ]);
  });

  it('empty distribution is all zero', () => {
    expect(roleDistribution([{ role: 'member', status: 'inactive' }])).toEqual([
      { label: 'Members', count: 0, percent: 0 },
      { label: 'Officers', count: 0, percent: 0 },
      { label: 'Guests', count: 0, percent: 0 },
    ]);
  });
});

describe('officer roster (Settings)', () => {
  it('shows the holder or Unassigned, matching roles case-insensitively', () => {
    const roster = officerRoster([
      { role: 'President', status: 'active', user: ann },
      { role: 'vpe', status: 'inactive', user: { firstName: 'Old', lastName: 'Vpe' } },
      { role: 'treasurer', status: 'active', user: { email: 'cash@example.org' } },
    ]);
    expect(roster).toEqual([
      { role: 'president', label: 'President', name: 'Ann Lee' },
      { role: 'vpe', label: 'VP Education', name: 'Unassigned' },
      { role: 'vpm', label: 'VP Membership', name: 'Unassigned' },
      { role: 'secretary', label: 'Secretary', name: 'Unassigned' },
      { role: 'treasurer', label: 'Treasurer', name: 'cash' },
      { role: 'sergeant', label: 'Sergeant at Arms', name: 'Unassigned' },
      { role: 'vppr', label: 'VP Public Relations', name: 'Unassigned' },
    ]);
  });
});

describe('form guards', () => {
  it.each([
    [false, 'officer', 'member', true],
    [true, 'officer', 'member', false],
    [false, null, 'member', false],
    [false, undefined, 'member', false],
    [false, '', 'member', false],
    [false, 'member', 'member', false],
  ])(
    'canSubmitRoleEdit(pending=%s, %j from %s) → %s',
    (pending, selectedRole, currentRole, expected) => {
      expect(canSubmitRoleEdit({ pending, selectedRole, currentRole })).toBe(expected);
    },
  );

  it.each([
    ['Ann', 'ann@example.org', 1, true],
    [' ', 'ann@example.org', 1, false],
    ['Ann', '', 1, false],
    ['Ann', 'ann@example.org', null, false],
    ['Ann', 'ann@example.org', undefined, false],
  ])('canSubmitAddMember(%j, %j, %s) → %s', (name, email, clubId, expected) => {
    expect(canSubmitAddMember({ name, email, clubId })).toBe(expected);
  });

  it.each([
    [' Ann Lee ', 'Ann Lee'],
    ['', 'Full name is required'],
    [undefined, 'Full name is required'],
  ])('memberNameSchema(%j)', (value, expected) => {
    const result = memberNameSchema.safeParse(value);
    expect(result.success ? result.data : result.error.issues[0]?.message).toBe(expected);
  });

  it.each([
    [' ann@example.org ', 'ann@example.org'],
    ['', 'Email is required'],
    [undefined, 'Email is required'],
    ['not-an-email', 'Enter a valid email address'],
  ])('memberEmailSchema(%j)', (value, expected) => {
    const result = memberEmailSchema.safeParse(value);
    expect(result.success ? result.data : result.error.issues[0]?.message).toBe(expected);
  });
});
