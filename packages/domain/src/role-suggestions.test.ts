import { describe, expect, it } from 'vitest';
import {
  askeeViolation,
  decideAsk,
  rankCandidates,
  ROLE_ASK_MESSAGES,
  ROLE_ASK_NOTIFICATIONS,
  roleFamily,
  suggestForRoles,
  type AskViolation,
  type SuggestionFacts,
} from './role-suggestions';

// A Tuesday meeting.
const MEETING = '2026-12-01';

function member(overrides: Partial<SuggestionFacts> & { userId: number }): SuggestionFacts {
  return {
    name: `Member ${overrides.userId}`,
    role: 'member',
    active: true,
    rolesInMeeting: 0,
    joinedOn: '2025-01-01',
    rolePreferences: null,
    availableWeekdays: null,
    availableWeekends: false,
    pathways: null,
    history: [],
    ...overrides,
  };
}

function reasonsFor(roleType: string, facts: Partial<SuggestionFacts>): string[] {
  const [only] = rankCandidates({
    role: { roleType },
    members: [member({ userId: 1, ...facts })],
    meetingDate: MEETING,
    today: '2026-11-27',
    rolesPerMember: 1,
  });
  return only?.reasons ?? [];
}

describe('the reasons in words', () => {
  const cases: [string, string, Partial<SuggestionFacts>, string[]][] = [
    [
      'last held the role 9 weeks ago',
      'evaluator1',
      { history: [{ roleType: 'evaluator2', date: '2026-09-29' }] },
      ['last Evaluator 9 weeks ago'],
    ],
    [
      'held it last week',
      'timer',
      { history: [{ roleType: 'timer', date: '2026-11-24' }] },
      ['last Timer last week'],
    ],
    ['never held it', 'grammarian', {}, ['never Grammarian yet']],
    [
      'a later meeting does not count as "last"',
      'timer',
      { history: [{ roleType: 'timer', date: '2026-12-08' }] },
      ['never Timer yet'],
    ],
    [
      'prefers speaking roles',
      'speaker2',
      { rolePreferences: 'I like to speak, not time' },
      ['never Speaker yet', 'prefers speaking roles'],
    ],
    [
      'a preference for another kind says nothing',
      'speaker2',
      { rolePreferences: 'Evaluations please' },
      ['never Speaker yet'],
    ],
    [
      'working on a Pathways level (speaker roles)',
      'speaker1',
      { pathways: { level: 2, projectsDone: 2 } },
      ['never Speaker yet', 'working on Level 2, project 3'],
    ],
    [
      'Pathways progress is no reason for a timer',
      'timer',
      { pathways: { level: 2, projectsDone: 2 } },
      ['never Timer yet'],
    ],
    [
      'spoke last week',
      'speaker1',
      { history: [{ roleType: 'speaker3', date: '2026-11-24' }] },
      ['last Speaker last week', 'spoke last week'],
    ],
    [
      'a new member and an easier role',
      'ah_counter',
      { joinedOn: '2026-10-20' },
      ['never Ah-Counter yet', 'new member: an easier role first'],
    ],
    [
      'a new member and a harder role',
      'general_evaluator',
      { joinedOn: '2026-10-20' },
      ['never General Evaluator yet', 'new member: an easier role first would suit better'],
    ],
    [
      'available on the meeting weekday',
      'timer',
      { availableWeekdays: 'Tuesdays and Thursdays' },
      ['never Timer yet', 'available on Tuesdays'],
    ],
    [
      'not available on the meeting weekday',
      'timer',
      { availableWeekdays: 'Mondays only' },
      ['never Timer yet', 'not usually available on Tuesdays'],
    ],
    [
      'held it this week',
      'timer',
      { history: [{ roleType: 'timer', date: '2026-11-28' }] },
      ['last Timer this week'],
    ],
    [
      'the latest of several times counts',
      'timer',
      {
        history: [
          { roleType: 'timer', date: '2026-11-24' },
          { roleType: 'timer', date: '2026-10-01' },
        ],
      },
      ['last Timer last week'],
    ],
    [
      'a new member and an evaluation (a harder role)',
      'evaluator2',
      { joinedOn: '2026-10-20' },
      ['never Evaluator yet', 'new member: an easier role first would suit better'],
    ],
    [
      'a new member and a role neither easier nor harder says nothing of it',
      'speaker1',
      { joinedOn: '2026-10-20' },
      ['never Speaker yet'],
    ],
    [
      'free text without a weekday says nothing',
      'timer',
      { availableWeekdays: 'evenings' },
      ['never Timer yet'],
    ],
  ];
  it.each(cases)('%s', (_name, roleType, facts, reasons) => {
    expect(reasonsFor(roleType, facts)).toEqual(reasons);
  });

  it('an unanswered ask for this role says so, and changes no rank', () => {
    const ranked = rankCandidates({
      role: { roleType: 'timer', id: 7 },
      members: [
        member({ userId: 1, name: 'A', askedFor: [7] }),
        member({ userId: 2, name: 'B', askedFor: [8] }),
      ],
      meetingDate: MEETING,
      today: '2026-11-27',
      rolesPerMember: 1,
    });
    expect(ranked.map((c) => [c.name, c.reasons])).toEqual([
      ['A', ['never Timer yet', 'already asked, no answer yet']],
      ['B', ['never Timer yet']],
    ]);
  });

  it('a weekend meeting and no weekends', () => {
    const [only] = rankCandidates({
      role: { roleType: 'timer' },
      members: [member({ userId: 1 })],
      meetingDate: '2026-12-05',
      today: '2026-11-27',
      rolesPerMember: 1,
    });
    expect(only?.reasons).toEqual(['never Timer yet', 'not available at weekends']);
  });
});

describe('the ranking', () => {
  it('the longest since the role comes first; preferences and progress lift, a recent speech lowers', () => {
    const members = [
      member({
        userId: 1,
        name: 'Recent',
        history: [{ roleType: 'speaker1', date: '2026-11-24' }],
      }),
      member({
        userId: 2,
        name: 'Long ago',
        history: [{ roleType: 'speaker1', date: '2026-08-04' }],
      }),
      member({ userId: 3, name: 'Never' }),
      member({
        userId: 4,
        name: 'Keen',
        rolePreferences: 'speeches',
        history: [{ roleType: 'speaker2', date: '2026-09-01' }],
      }),
      member({ userId: 5, name: 'Away', availableWeekdays: 'Friday' }),
    ];
    const ranked = rankCandidates({
      role: { roleType: 'speaker1' },
      members,
      meetingDate: MEETING,
      today: '2026-11-27',
      rolesPerMember: 1,
    });
    expect(ranked.map((c) => c.name)).toEqual(['Never', 'Keen', 'Long ago', 'Away', 'Recent']);
  });

  it('ties go by name, then id', () => {
    const ranked = rankCandidates({
      role: { roleType: 'timer' },
      members: [
        member({ userId: 9, name: 'Bo' }),
        member({ userId: 3, name: 'Al' }),
        member({ userId: 2, name: 'Bo' }),
      ],
      meetingDate: MEETING,
      today: '2026-11-27',
      rolesPerMember: 1,
    });
    expect(ranked.map((c) => c.userId)).toEqual([3, 2, 9]);
  });

  it('only eligible members: the role offers taker rules', () => {
    const ranked = rankCandidates({
      role: { roleType: 'timer' },
      members: [
        member({ userId: 1 }),
        member({ userId: 2, role: 'guest' }),
        member({ userId: 3, active: false }),
        member({ userId: 4, rolesInMeeting: 1 }),
        member({ userId: 5, role: 'vpe' }),
      ],
      meetingDate: MEETING,
      today: '2026-11-27',
      rolesPerMember: 1,
    });
    expect(ranked.map((c) => c.userId)).toEqual([1, 5]);
  });

  it('an undated meeting is judged as of today', () => {
    const [only] = rankCandidates({
      role: { roleType: 'timer' },
      members: [member({ userId: 1, history: [{ roleType: 'timer', date: '2026-11-13' }] })],
      meetingDate: null,
      today: '2026-11-27',
      rolesPerMember: 1,
    });
    expect(only?.reasons).toEqual(['last Timer 2 weeks ago']);
  });

  it('suggests for open roles only', () => {
    const result = suggestForRoles({
      roles: [
        { id: 10, roleType: 'timer', status: 'open' },
        { id: 11, roleType: 'grammarian', status: 'assigned' },
      ],
      members: [member({ userId: 1 })],
      meetingDate: MEETING,
      today: '2026-11-27',
      rolesPerMember: 2,
    });
    expect(result.map((r) => r.roleId)).toEqual([10]);
  });
});

describe('roleFamily', () => {
  it.each([
    ['evaluator2', 'evaluator'],
    ['speaker_3', 'speaker'],
    ['timekeeper', 'timer'],
    ['table_topics_master', 'table_topics_master'],
  ])('%s → %s', (type, family) => expect(roleFamily(type)).toBe(family));
});

describe('decideAsk', () => {
  const ZONE = 'Australia/Sydney';
  const NOW = new Date('2026-11-30T22:00:00Z'); // 1 December, 09:00 in Sydney
  const base = {
    roleStatus: 'open' as const,
    meeting: { status: 'scheduled' as const, date: MEETING, startTime: '19:00' },
    member: { userId: 1, role: 'member' as const, active: true, rolesInMeeting: 0 },
    rolesPerMember: 1,
    now: NOW,
    timeZone: ZONE,
  };
  const cases: [string, Partial<typeof base>, AskViolation | null][] = [
    ['an open role, an eligible member', {}, null],
    ['a held role', { roleStatus: 'assigned' as never }, 'role_not_open'],
    [
      'a cancelled meeting',
      { meeting: { ...base.meeting, status: 'cancelled' as never } },
      'meeting_not_scheduled',
    ],
    [
      'a meeting that started',
      { meeting: { ...base.meeting, startTime: '08:00' } },
      'meeting_started',
    ],
    ['a guest', { member: { ...base.member, role: 'guest' as never } }, 'guest_cannot_take'],
    ['an inactive member', { member: { ...base.member, active: false } }, 'inactive_member'],
    ['a member with a role', { member: { ...base.member, rolesInMeeting: 1 } }, 'already_has_role'],
    [
      'two roles where two are allowed',
      { member: { ...base.member, rolesInMeeting: 2 }, rolesPerMember: 2 },
      'at_role_limit',
    ],
    [
      'one role where two are allowed',
      { member: { ...base.member, rolesInMeeting: 1 }, rolesPerMember: 2 },
      null,
    ],
  ];
  it.each(cases)('%s', (_name, overrides, violation) => {
    const decision = decideAsk({ ...base, ...overrides });
    expect(decision.ok ? null : decision.violation).toBe(violation);
  });

  it('askeeViolation never says own_offer', () => {
    expect(
      askeeViolation({ userId: 0, role: 'member', active: true, rolesInMeeting: 0 }, 1),
    ).toBeNull();
  });
});

describe('a weekend meeting', () => {
  it.each([
    [false, ['never Timer yet', 'not available at weekends']],
    [true, ['never Timer yet']],
  ] as const)('available at weekends: %s', (availableWeekends, reasons) => {
    const [only] = rankCandidates({
      role: { roleType: 'timer' },
      members: [member({ userId: 1, availableWeekends })],
      meetingDate: '2026-12-05',
      today: '2026-11-27',
      rolesPerMember: 1,
    });
    expect(only?.reasons).toEqual(reasons);
  });
});

describe('the words of an ask', () => {
  const facts = {
    roleType: 'timer',
    meetingId: 7,
    meetingTitle: 'Weekly Meeting',
    meetingDate: '2026-12-01',
    locale: 'en-AU',
  };
  it.each([
    [ROLE_ASK_MESSAGES.dialogTitle('Timer'), 'Suggestions for Timer'],
    [ROLE_ASK_MESSAGES.askedBy('Vic Vpe'), 'Vic Vpe asks you to take this role'],
    [ROLE_ASK_MESSAGES.askedBy(null), 'You are asked to take this role'],
    [
      ROLE_ASK_MESSAGES.asked('Ann Lee'),
      'Ann Lee has been asked. They will get a notification and an e-mail.',
    ],
    [
      ROLE_ASK_NOTIFICATIONS.asked({ ...facts, askerName: 'Vic Vpe' }).body,
      'Vic Vpe asks you to be Timer at Weekly Meeting on Tuesday 1 December 2026.',
    ],
    [
      ROLE_ASK_NOTIFICATIONS.accepted({ ...facts, memberName: 'Ann Lee' }).body,
      'Ann Lee accepted: they are Timer at Weekly Meeting on Tuesday 1 December 2026.',
    ],
    [
      ROLE_ASK_NOTIFICATIONS.declined({ ...facts, memberName: 'Ann Lee' }).body,
      'Ann Lee declined to be Timer at Weekly Meeting on Tuesday 1 December 2026. The role is still open.',
    ],
    [
      ROLE_ASK_NOTIFICATIONS.declined({ ...facts, memberName: 'Ann Lee' }).action?.href,
      '/role-assignment?meeting=7',
    ],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});
