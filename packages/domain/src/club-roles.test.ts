import { describe, it, expect } from 'vitest';
import {
  ADD_MEMBER_ROLE_OPTIONS,
  CLUB_ROLES,
  CLUB_ROLE_DESCRIPTIONS,
  CLUB_ROLE_LABELS,
  EDIT_ROLE_OPTIONS,
  MANAGER_ROLES,
  OFFICER_COUNT_NAMES,
  clubRoleLabel,
  countsAsOfficer,
  homeVariant,
  isClubRole,
  isManager,
  isOfficerRank,
  tierOf,
  type ClubRole,
} from './club-roles';

describe('club roles catalogue', () => {
  it('lists the ten roles in order', () => {
    expect(CLUB_ROLES).toEqual([
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
    ]);
  });

  it.each<[ClubRole, string]>([
    ['president', 'President'],
    ['vpe', 'VP Education'],
    ['vpm', 'VP Membership'],
    ['treasurer', 'Treasurer'],
    ['secretary', 'Secretary'],
    ['sergeant', 'Sergeant at Arms'],
    ['vppr', 'VP Public Relations'],
    ['officer', 'Officer'],
    ['member', 'Member'],
    ['guest', 'Guest'],
  ])('label of %s is %s', (role, label) => {
    expect(CLUB_ROLE_LABELS[role]).toBe(label);
    expect(clubRoleLabel(role)).toBe(label);
  });

  it.each([
    ['PRESIDENT ', 'President'],
    ['Vpe', 'VP Education'],
    ['chairperson', 'chairperson'],
  ])('clubRoleLabel(%j) → %s', (input, label) => {
    expect(clubRoleLabel(input)).toBe(label);
  });

  it.each<[ClubRole, string | undefined]>([
    ['president', 'Full club administration'],
    ['vpe', 'Meeting and role management'],
    ['vpm', 'Member management and recruitment'],
    ['treasurer', 'Financial management'],
    ['secretary', 'Record keeping and correspondence'],
    ['sergeant', 'Meeting logistics and setup'],
    ['vppr', 'Public relations and marketing'],
    ['officer', undefined],
    ['member', undefined],
    ['guest', undefined],
  ])('description of %s', (role, description) => {
    expect(CLUB_ROLE_DESCRIPTIONS[role]).toBe(description);
  });

  it.each([
    ['president', true],
    ['guest', true],
    ['Member', false],
    ['admin', false],
    [3, false],
    [null, false],
  ])('isClubRole(%j) → %s', (value, expected) => {
    expect(isClubRole(value)).toBe(expected);
  });
});

describe('managers, tiers and officer ranks', () => {
  it('managers are the five committee roles', () => {
    expect(MANAGER_ROLES).toEqual(['president', 'vpe', 'vpm', 'secretary', 'treasurer']);
  });

  it.each<
    [
      ClubRole,
      boolean,
      'guest' | 'member' | 'manager' | 'president',
      boolean,
      'officer' | 'member' | 'guest',
    ]
  >([
    ['president', true, 'president', true, 'officer'],
    ['vpe', true, 'manager', true, 'officer'],
    ['vpm', true, 'manager', true, 'officer'],
    ['secretary', true, 'manager', true, 'officer'],
    ['treasurer', true, 'manager', true, 'officer'],
    ['sergeant', false, 'member', true, 'member'],
    ['vppr', false, 'member', true, 'member'],
    ['officer', false, 'member', true, 'member'],
    ['member', false, 'member', false, 'member'],
    ['guest', false, 'guest', false, 'guest'],
  ])('%s: manager=%s tier=%s officerRank=%s home=%s', (role, manager, tier, officerRank, home) => {
    expect(isManager(role)).toBe(manager);
    expect(tierOf(role)).toBe(tier);
    expect(isOfficerRank(role)).toBe(officerRank);
    expect(homeVariant(role)).toBe(home);
  });
});

describe('Officers tile counting', () => {
  it('keeps the wider list including long-form names', () => {
    expect(OFFICER_COUNT_NAMES).toEqual([
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
    ]);
  });

  it.each([
    ['president', true],
    ['President', true],
    ['Vice President Education', true],
    ['vpe', true],
    ['VP Membership', true],
    ['vpm', true],
    ['treasurer', true],
    ['secretary', true],
    ['Sergeant at Arms', true],
    ['sergeant', true],
    ['VP Public Relations', true],
    ['vppr', true],
    [' officer ', true],
    ['member', false],
    ['guest', false],
    ['Guest', false],
    ['mentor', false],
    ['', false],
  ])('countsAsOfficer(%j) → %s', (role, expected) => {
    expect(countsAsOfficer(role)).toBe(expected);
  });
});

describe('role option lists', () => {
  it('Add Member offers member, guest, officer', () => {
    expect(ADD_MEMBER_ROLE_OPTIONS).toEqual(['member', 'guest', 'officer']);
  });

  it('Edit Role offers every role, VP Public Relations among the officers', () => {
    expect(EDIT_ROLE_OPTIONS).toEqual([
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
    ]);
  });
});
