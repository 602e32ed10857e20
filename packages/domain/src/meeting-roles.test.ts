import { describe, it, expect } from 'vitest';
import { addMeetingRoleInputSchema } from './meeting-schemas';
import type { MeetingStatus } from './meetings';
import {
  MEETING_ROLE_MESSAGES,
  MEETING_ROLE_STATUSES,
  MEETING_ROLE_VIOLATION_MESSAGES,
  ONE_ROLE_LIMIT_NOTE,
  ROLE_ASSIGNMENT_TEXT,
  ROLE_STATUS_BADGES,
  ROLE_TYPE_LABELS,
  STANDARD_ROLE_TYPES,
  canPressRetract,
  canPressVolunteer,
  canonicalRoleType,
  decideAssign,
  decideConfirm,
  decideRetract,
  decideUnassign,
  decideVolunteer,
  memberDashboardRoles,
  partitionRolesForMember,
  roleTypeLabel,
  rolesNotYetInMeeting,
  volunteerErrorToast,
  type RoleSlot,
  type RoleView,
  type VolunteerInput,
  roleLimitExclusions,
} from './meeting-roles';

const OPEN: RoleSlot = { status: 'open', userId: null };
const ASSIGNED_TO_5: RoleSlot = { status: 'assigned', userId: 5 };
const CONFIRMED_TO_5: RoleSlot = { status: 'confirmed', userId: 5 };
const ASSIGNED_TO_9: RoleSlot = { status: 'assigned', userId: 9 };
const CONFIRMED_TO_9: RoleSlot = { status: 'confirmed', userId: 9 };

describe('role catalogue', () => {
  it('standard role types in order', () => {
    expect(STANDARD_ROLE_TYPES).toEqual([
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
    ]);
  });

  it('every standard role type has a label', () => {
    for (const roleType of STANDARD_ROLE_TYPES) expect(ROLE_TYPE_LABELS[roleType]).toBeTruthy();
  });

  it.each([
    ['speaker_1', 'speaker1'],
    ['speaker_2', 'speaker2'],
    ['speaker_3', 'speaker3'],
    ['speaker_4', 'speaker4'],
    ['evaluator_1', 'evaluator1'],
    ['evaluator_4', 'evaluator4'],
    ['timekeeper', 'timer'],
    ['umah_counter', 'ah_counter'],
    ['umda_counter', 'ah_counter'],
    ['sergeant', 'sergeant_at_arms'],
    ['  Toastmaster ', 'toastmaster'],
    ['SPEAKER_2', 'speaker2'],
    ['table_topics_evaluator', 'table_topics_evaluator'],
    ['travelling_tale', 'travelling_tale'],
    ['harkmaster', 'harkmaster'],
    ['Word_Master', 'word_master'],
    ['speaker_x', 'speaker_x'],
  ])('canonicalRoleType(%j) → %s', (spelling, key) => {
    expect(canonicalRoleType(spelling)).toBe(key);
  });

  it.each([
    ['toastmaster', 'Toastmaster'],
    ['speaker1', 'Speaker 1'],
    ['speaker_4', 'Speaker 4'],
    ['table_topics_master', 'Table Topics Master'],
    ['general_evaluator', 'General Evaluator'],
    ['evaluator_1', 'Evaluator 1'],
    ['timekeeper', 'Timer'],
    ['ah_counter', 'Ah-Counter'],
    ['umda_counter', 'Ah-Counter'],
    ['grammarian', 'Grammarian'],
    ['sergeant', 'Sergeant at Arms'],
    ['harkmaster', 'Harkmaster'],
    ['travelling_tale', 'Travelling Tale'],
    ['table_topics_evaluator', 'Table Topics Evaluator'],
    ['word_of_day', 'Word Of Day'],
    ['speaker5', 'Speaker 5'],
    ['quiz master', 'Quiz Master'],
    ['_odd__key_', 'Odd Key'],
  ])('roleTypeLabel(%j) → %s', (roleType, label) => {
    expect(roleTypeLabel(roleType)).toBe(label);
  });

  it.each([
    ['speaker_1', 'speaker1'],
    ['Timekeeper', 'timer'],
    ['custom_role2', 'custom_role2'],
  ])('addMeetingRoleInputSchema stores %s as %s', (input, stored) => {
    expect(addMeetingRoleInputSchema.parse({ roleType: input })).toEqual({ roleType: stored });
  });

  it.each([[''], ['1speaker'], ['role-type'], ['x'.repeat(51)], ['drop table;']])(
    'addMeetingRoleInputSchema rejects %j',
    (roleType) => {
      expect(addMeetingRoleInputSchema.safeParse({ roleType }).success).toBe(false);
    },
  );

  it('statuses and badges', () => {
    expect(MEETING_ROLE_STATUSES).toEqual(['open', 'assigned', 'confirmed']);
    expect(ROLE_STATUS_BADGES).toEqual({
      open: 'Open',
      assigned: 'Assigned',
      confirmed: 'Confirmed',
    });
  });
});

describe('decideVolunteer', () => {
  const SYD = 'Australia/Sydney';
  const base: VolunteerInput = {
    slot: OPEN,
    actorUserId: 5,
    actorRole: 'member',
    actorRolesInMeeting: 0,
    rolesPerMember: 1,
    // 2025-01-07 19:00 Sydney = 08:00 UTC
    meeting: { status: 'scheduled', date: '2025-01-07', startTime: '19:00' },
    now: new Date('2025-01-07T07:59:00Z'),
    timeZone: SYD,
  };

  it.each<[string, Partial<VolunteerInput>, string]>([
    ['member, open role, before start', {}, 'ok'],
    ['sergeant volunteers', { actorRole: 'sergeant' }, 'ok'],
    ['officer volunteers', { actorRole: 'officer' }, 'ok'],
    ['vppr volunteers', { actorRole: 'vppr' }, 'ok'],
    ['vpe volunteers', { actorRole: 'vpe' }, 'ok'],
    ['president volunteers', { actorRole: 'president' }, 'ok'],
    ['undated meeting', { meeting: { status: 'scheduled', date: null, startTime: null } }, 'ok'],
    ['guest', { actorRole: 'guest' }, 'guest_cannot_volunteer'],
    [
      'guest on a taken role',
      { actorRole: 'guest', slot: ASSIGNED_TO_9 },
      'guest_cannot_volunteer',
    ],
    ['assigned role', { slot: ASSIGNED_TO_9 }, 'role_not_open'],
    ['confirmed role', { slot: CONFIRMED_TO_9 }, 'role_not_open'],
    ['own assigned role', { slot: ASSIGNED_TO_5, actorRolesInMeeting: 1 }, 'role_not_open'],
    ['already holds another role', { actorRolesInMeeting: 1 }, 'already_has_role'],
    ['club allows two: holds one', { actorRolesInMeeting: 1, rolesPerMember: 2 }, 'ok'],
    ['club allows two: holds two', { actorRolesInMeeting: 2, rolesPerMember: 2 }, 'at_role_limit'],
    ...(['active', 'completed', 'cancelled'] as MeetingStatus[]).map(
      (status): [string, Partial<VolunteerInput>, string] => [
        `meeting ${status}`,
        { meeting: { status, date: '2025-01-07', startTime: '19:00' } },
        'meeting_not_scheduled',
      ],
    ),
    ['exactly at the start', { now: new Date('2025-01-07T08:00:00Z') }, 'meeting_started'],
    ['after the start', { now: new Date('2025-01-07T10:00:00Z') }, 'meeting_started'],
    ['past meeting', { now: new Date('2025-01-20T00:00:00Z') }, 'meeting_started'],
    [
      'dated meeting without time, on the day',
      { meeting: { status: 'scheduled', date: '2025-01-07', startTime: null } },
      'meeting_started',
    ],
    [
      'dated meeting without time, the day before',
      { meeting: { status: 'scheduled', date: '2025-01-08', startTime: null } },
      'ok',
    ],
    // A released role held for its waitlist (first refusal until 07:59:30 UTC).
    [
      'held for the waitlist, not on it',
      { heldForWaitlistUntil: new Date('2025-01-07T07:59:30Z') },
      'held_for_waitlist',
    ],
    [
      'held for the waitlist, on it',
      { heldForWaitlistUntil: new Date('2025-01-07T07:59:30Z'), onWaitlist: true },
      'ok',
    ],
    [
      'held until exactly now: the hold has ended',
      { heldForWaitlistUntil: new Date('2025-01-07T07:59:00Z') },
      'ok',
    ],
    ['hold ended earlier', { heldForWaitlistUntil: new Date('2025-01-07T07:00:00Z') }, 'ok'],
    ['no hold', { heldForWaitlistUntil: null }, 'ok'],
    [
      'held, but the role is taken',
      { heldForWaitlistUntil: new Date('2025-01-07T07:59:30Z'), slot: ASSIGNED_TO_9 },
      'role_not_open',
    ],
    [
      'held, on the waitlist, but at the limit',
      {
        heldForWaitlistUntil: new Date('2025-01-07T07:59:30Z'),
        onWaitlist: true,
        actorRolesInMeeting: 1,
      },
      'already_has_role',
    ],
  ])('%s → %s', (_name, overrides, expected) => {
    const result = decideVolunteer({ ...base, ...overrides });
    if (expected === 'ok')
      expect(result).toEqual({ ok: true, value: { status: 'assigned', userId: 5 } });
    else expect(result).toEqual({ ok: false, violation: expected });
  });

  it('uses the club time zone for the start', () => {
    const meeting = { status: 'scheduled' as const, date: '2025-01-07', startTime: '19:00' };
    const now = new Date('2025-01-07T09:00:00Z'); // 20:00 Sydney, 09:00 UTC
    expect(decideVolunteer({ ...base, meeting, now, timeZone: SYD }).ok).toBe(false);
    expect(decideVolunteer({ ...base, meeting, now, timeZone: 'UTC' }).ok).toBe(true);
  });
});

describe('decideRetract', () => {
  it.each<[string, RoleSlot, number, boolean, string]>([
    ['own assigned role', ASSIGNED_TO_5, 5, false, 'ok'],
    ['own confirmed role', CONFIRMED_TO_5, 5, false, 'role_confirmed'],
    ["someone else's assigned role", ASSIGNED_TO_9, 5, false, 'not_your_role'],
    ["someone else's confirmed role", CONFIRMED_TO_9, 5, false, 'not_your_role'],
    ['open role', OPEN, 5, false, 'role_not_assigned'],
    ['manager: open role', OPEN, 5, true, 'role_not_assigned'],
    ["manager: someone else's assigned role", ASSIGNED_TO_9, 5, true, 'ok'],
    ["manager: someone else's confirmed role", CONFIRMED_TO_9, 5, true, 'ok'],
    ['manager: own confirmed role', CONFIRMED_TO_5, 5, true, 'ok'],
  ])('%s → %s', (_name, slot, actorUserId, actorMayRetractAny, expected) => {
    const result = decideRetract({ slot, actorUserId, actorMayRetractAny });
    if (expected === 'ok')
      expect(result).toEqual({ ok: true, value: { status: 'open', userId: null } });
    else expect(result).toEqual({ ok: false, violation: expected });
  });
});

describe('decideAssign / decideUnassign / decideConfirm', () => {
  it.each<[string, RoleSlot, number, number, RoleSlot | string]>([
    ['open slot', OPEN, 0, 1, { status: 'assigned', userId: 7 }],
    ['re-assign replaces the user', ASSIGNED_TO_9, 0, 1, { status: 'assigned', userId: 7 }],
    ['re-assign a confirmed role', CONFIRMED_TO_9, 0, 1, { status: 'assigned', userId: 7 }],
    ['assignee holds another role', OPEN, 1, 1, 'already_has_role'],
    ['two allowed, assignee holds one', OPEN, 1, 2, { status: 'assigned', userId: 7 }],
    ['two allowed, assignee holds two', OPEN, 2, 2, 'at_role_limit'],
  ])('assign: %s', (_name, slot, held, limit, expected) => {
    const result = decideAssign({
      slot,
      assigneeUserId: 7,
      assigneeRolesInMeeting: held,
      rolesPerMember: limit,
    });
    if (typeof expected === 'string') expect(result).toEqual({ ok: false, violation: expected });
    else expect(result).toEqual({ ok: true, value: expected });
  });

  it.each([[OPEN], [ASSIGNED_TO_5], [CONFIRMED_TO_9]])('unassign %j → open', (slot) => {
    expect(decideUnassign({ slot })).toEqual({ ok: true, value: { status: 'open', userId: null } });
  });

  it.each<[RoleSlot, RoleSlot | string]>([
    [OPEN, 'role_not_assigned'],
    [{ status: 'assigned', userId: null }, 'role_not_assigned'],
    [ASSIGNED_TO_5, { status: 'confirmed', userId: 5 }],
    [CONFIRMED_TO_9, { status: 'confirmed', userId: 9 }],
  ])('confirm %j', (slot, expected) => {
    const result = decideConfirm({ slot });
    if (typeof expected === 'string') expect(result).toEqual({ ok: false, violation: expected });
    else expect(result).toEqual({ ok: true, value: expected });
  });
});

describe('rolesNotYetInMeeting', () => {
  it.each<[string[], string[]]>([
    [[], [...STANDARD_ROLE_TYPES, 'vote_counter']],
    [[...STANDARD_ROLE_TYPES], ['vote_counter']],
    [[...STANDARD_ROLE_TYPES, 'vote_counter'], []],
    [
      ['toastmaster', 'speaker_1', 'Timekeeper', 'sergeant', 'umah_counter', 'harkmaster'],
      [
        'speaker2',
        'speaker3',
        'table_topics_master',
        'general_evaluator',
        'evaluator1',
        'evaluator2',
        'evaluator3',
        'grammarian',
        'vote_counter',
      ],
    ],
  ])('%j', (existing, missing) => {
    expect(rolesNotYetInMeeting(existing)).toEqual(missing);
  });
});

describe('member views of roles', () => {
  const role = (
    roleType: string,
    userId: number | null,
    status?: RoleView['status'],
  ): RoleView => ({
    roleType,
    userId,
    status: status ?? (userId === null ? 'open' : 'assigned'),
  });

  it.each<[string, RoleView[], string[], boolean]>([
    ['no roles', [], [], false],
    ['three open', [role('a', null), role('b', null), role('c', null)], ['a', 'b', 'c'], false],
    [
      'six open, capped at four',
      ['a', 'b', 'c', 'd', 'e', 'f'].map((t) => role(t, null)),
      ['a', 'b', 'c', 'd'],
      false,
    ],
    ['taken roles are not offered', [role('a', 9), role('b', null)], ['b'], false],
    ['member holds a role', [role('a', 5), role('b', null), role('c', null)], [], true],
    ['member holds a confirmed role', [role('a', 5, 'confirmed'), role('b', null)], [], true],
  ])('memberDashboardRoles: %s', (_name, roles, open, holds) => {
    const view = memberDashboardRoles(roles, 5);
    expect(view.openRoles.map((r) => r.roleType)).toEqual(open);
    expect(view.holdsRole).toBe(holds);
    expect(view.limitNote).toBe(holds ? 'One role per meeting limit' : null);
  });

  it('limit note text', () => {
    expect(ONE_ROLE_LIMIT_NOTE).toBe('One role per meeting limit');
  });

  it('partitionRolesForMember', () => {
    const roles = [
      role('toastmaster', null),
      role('speaker1', 5),
      role('speaker2', 9, 'confirmed'),
      role('timer', null),
      role('grammarian', 12),
      role('odd', null, 'assigned'),
    ];
    const parts = partitionRolesForMember(roles, 5);
    expect(parts.available.map((r) => r.roleType)).toEqual(['toastmaster', 'timer', 'odd']);
    expect(parts.mine.map((r) => r.roleType)).toEqual(['speaker1']);
    expect(parts.unavailable.map((r) => r.roleType)).toEqual(['speaker2', 'grammarian']);
  });

  it.each<[RoleView, boolean, boolean]>([
    [role('a', null), false, true],
    [role('a', null), true, false],
    [role('a', 9), false, false],
  ])('canPressVolunteer %#', (r, holds, expected) => {
    expect(canPressVolunteer(r, holds)).toBe(expected);
  });

  it.each<[RoleView, boolean]>([
    [role('a', 5), true],
    [role('a', 5, 'confirmed'), false],
    [role('a', 9), false],
    [role('a', null), false],
  ])('canPressRetract %#', (r, expected) => {
    expect(canPressRetract(r, 5)).toBe(expected);
  });
});

describe('messages', () => {
  it('exact texts', () => {
    expect(MEETING_ROLE_MESSAGES.alreadyHaveRole).toBe(
      'You already have a role in this meeting. You can only have one role per meeting.',
    );
    expect(MEETING_ROLE_MESSAGES.guest).toBe('Guests cannot volunteer for roles');
    expect(MEETING_ROLE_MESSAGES.meetingStarted).toBe('This meeting has already started');
    expect(MEETING_ROLE_MESSAGES.meetingNotScheduled).toBe(
      'Volunteering is only open for scheduled meetings',
    );
    expect(MEETING_ROLE_MESSAGES.notYourRole).toBe('You can only retract your own role');
  });

  it.each([
    ['role_not_open', 'Role is not open'],
    ['already_has_role', 'already have a role'],
    ['role_confirmed', 'confirmed'],
    ['held_for_waitlist', 'held for the members on its waitlist'],
  ] as const)('%s message contains %j', (violation, substring) => {
    expect(MEETING_ROLE_VIOLATION_MESSAGES[violation]).toContain(substring);
  });

  it('every violation has a message', () => {
    expect(Object.keys(MEETING_ROLE_VIOLATION_MESSAGES).sort()).toEqual(
      [
        'already_has_role',
        'at_role_limit',
        'guest_cannot_volunteer',
        'held_for_waitlist',
        'meeting_not_scheduled',
        'meeting_started',
        'not_your_role',
        'role_confirmed',
        'role_not_assigned',
        'role_not_open',
      ].sort(),
    );
  });

  it.each([
    ['409: You already have a role in this meeting', MEETING_ROLE_MESSAGES.alreadyHaveRole],
    ['409: Role is not open', 'Failed to volunteer for role'],
    [null, 'Failed to volunteer for role'],
    [undefined, 'Failed to volunteer for role'],
  ])('volunteer failure toast for %j', (message, toast) => {
    expect(volunteerErrorToast(message)).toBe(toast);
  });

  it('role assignment screen texts', () => {
    expect(ROLE_ASSIGNMENT_TEXT.noMeetings).toEqual({
      title: 'No Upcoming Meetings',
      description: 'Create a meeting first to assign roles.',
    });
    expect(ROLE_ASSIGNMENT_TEXT.noRoles).toBe('No Roles Assigned');
    expect(ROLE_ASSIGNMENT_TEXT.roleCreated.description).toBe(
      'New role has been added to the meeting.',
    );
    expect(ROLE_ASSIGNMENT_TEXT.assignFailed).toBe('Failed to assign role. Please try again.');
  });
});

describe('roleLimitExclusions', () => {
  const roles = [
    { id: 1, roleType: 'timer', userId: 5 },
    { id: 2, roleType: 'ah_counter', userId: 5 },
    { id: 3, roleType: 'toastmaster', userId: 9 },
    { id: 4, roleType: 'grammarian', userId: null },
  ];
  const names: Record<number, string> = { 5: 'Hannah Lee', 9: 'Sam Okafor' };
  const nameOf = (id: number) => names[id] ?? '?';

  it.each<[string, number | null, number, [number, string][]]>([
    [
      'one per meeting: every holder is left out, saying what they hold',
      4,
      1,
      [
        [5, 'Hannah Lee already holds Timer and Ah-Counter in this meeting'],
        [9, 'Sam Okafor already holds Toastmaster in this meeting'],
      ],
    ],
    [
      'one per meeting: the role’s own holder stays',
      3,
      1,
      [[5, 'Hannah Lee already holds Timer and Ah-Counter in this meeting']],
    ],
    [
      'two per meeting: only someone holding two is left out',
      4,
      2,
      [[5, 'Hannah Lee already holds Timer and Ah-Counter in this meeting']],
    ],
    ['two per meeting: the role being changed does not count', 2, 2, []],
  ])('%s', (_name, roleId, limit, expected) => {
    expect([...roleLimitExclusions(roles, roleId, limit, nameOf)]).toEqual(expected);
  });

  it('names the limit of two in its own words', () => {
    expect(volunteerErrorToast(MEETING_ROLE_MESSAGES.atRoleLimit)).toBe(
      'You already hold two roles in this meeting, the most this club allows',
    );
  });
});
