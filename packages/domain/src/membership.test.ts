import { describe, it, expect } from 'vitest';
import {
  GUEST_MEMBERSHIP_STEPS,
  MEMBERSHIP_GOALS,
  MEMBERSHIP_TEXT,
  MENTORSHIP_DEFAULTS,
  MENTORSHIP_SUCCESS_RATE,
  areaListSchema,
  canConvertGuest,
  contactLogSchema,
  goalPercent,
  guestInterest,
  guestVisitLabel,
  isNewMember,
  mentors,
  mentorshipSeekers,
  newMembers,
  parseJsonList,
  retentionRate,
} from './membership';

describe('retention and goals', () => {
  it.each([
    [0, 0],
    [5, 50],
    [20, 80],
    [25, 83],
    [45, 90],
    [-3, 0],
  ])('retentionRate(%i) → %i', (active, rate) => {
    expect(retentionRate(active, '2025-01-01T00:00:00Z', new Date('2026-11-27T00:00:00Z'))).toBe(
      rate,
    );
  });

  it.each([
    ['the first member joined today', '2026-11-27T00:00:00Z', null],
    ['the first member joined 181 days ago', '2026-05-30T00:00:00Z', null],
    ['the first member joined 182 days ago', '2026-05-29T00:00:00Z', 29],
    ['nobody has joined', null, null],
    ['a join date that cannot be read', 'not a date', null],
  ])('retention with two active members when %s', (_case, firstJoinedAt, expected) => {
    expect(retentionRate(2, firstJoinedAt, new Date('2026-11-27T00:00:00Z'))).toBe(expected);
  });

  it('goals', () => {
    expect(MEMBERSHIP_GOALS).toEqual({
      activeMembers: 25,
      guestsConverted: 5,
      retentionPercent: 90,
    });
  });

  it.each([
    [0, 25, 0],
    [10, 25, 40],
    [25, 25, 100],
    [30, 25, 100],
    [-1, 5, 0],
    [3, 0, 100],
  ])('goalPercent(%i, %i) → %i', (current, target, percent) => {
    expect(goalPercent(current, target)).toBe(percent);
  });
});

describe('new members (joined in the last 30 days)', () => {
  const now = new Date('2025-03-31T12:00:00Z');
  it.each<[Date | string | null | undefined, boolean]>([
    ['2025-03-31T11:00:00Z', true],
    ['2025-03-01T12:00:00Z', true],
    ['2025-03-01T11:59:59Z', false],
    [new Date('2025-03-15T00:00:00Z'), true],
    ['2025-04-01T00:00:00Z', false],
    ['2024-12-01', false],
    ['not a date', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (joinedAt, expected) => {
    expect(isNewMember(joinedAt, now)).toBe(expected);
  });

  it('filters a list', () => {
    expect(
      newMembers(
        [{ id: 1, joinedAt: '2025-03-30' }, { id: 2, joinedAt: '2024-01-01' }, { id: 3 }],
        now,
      ),
    ).toEqual([{ id: 1, joinedAt: '2025-03-30' }]);
  });
});

describe('guest follow-up', () => {
  it.each([
    [0, 'New Guest'],
    [1, 'New Guest'],
    [2, 'Returning Guest'],
    [3, 'Returning Guest'],
    [4, 'Frequent Visitor'],
    [9, 'Frequent Visitor'],
  ])('%i visits → %s', (visits, label) => {
    expect(guestVisitLabel(visits)).toBe(label);
  });

  it.each([
    [false, 0, 'Low', false],
    [false, 5, 'Low', false],
    [true, 1, 'Medium', false],
    [true, 2, 'Medium', true],
    [true, 3, 'High', true],
    [true, 4, 'High', true],
  ])(
    'interested=%s visits=%i → %s, convertible %s',
    (interested, visits, interest, convertible) => {
      expect(guestInterest({ interested, visits })).toBe(interest);
      expect(canConvertGuest({ interested, visits })).toBe(convertible);
    },
  );

  it.each([
    [{ notes: 'Called, will visit again' }, true],
    [{ notes: '   ' }, false],
    [{}, false],
    [{ notes: 'x'.repeat(2001) }, false],
    [{ notes: 'ok', method: 'carrier pigeon' }, false],
  ])('contact log %j valid=%s', (input, valid) => {
    expect(contactLogSchema.safeParse(input).success).toBe(valid);
  });

  it('contact log message and default method', () => {
    expect(contactLogSchema.safeParse({ notes: ' ' }).error?.issues[0]?.message).toBe(
      'Contact notes are required',
    );
    expect(contactLogSchema.parse({ notes: ' hi ' })).toEqual({ notes: 'hi', method: 'email' });
  });

  it('texts and steps', () => {
    expect(MEMBERSHIP_TEXT.contactLogged.description).toBe(
      'Guest contact has been recorded successfully.',
    );
    expect(MEMBERSHIP_TEXT.memberConverted.description).toBe(
      'Guest has been successfully converted to a member!',
    );
    expect(GUEST_MEMBERSHIP_STEPS).toHaveLength(5);
  });
});

describe('mentorship', () => {
  const list = [
    { id: 1, mentorshipStatus: 'not_participating' },
    { id: 2, mentorshipStatus: 'seeking_mentor' },
    { id: 3, mentorshipStatus: 'willing_to_mentor' },
    { id: 4, mentorshipStatus: 'both' },
    { id: 5, mentorshipStatus: null },
    { id: 6 },
  ];

  it('mentors and seekers', () => {
    expect(mentors(list).map((m) => m.id)).toEqual([3, 4]);
    expect(mentorshipSeekers(list).map((m) => m.id)).toEqual([2, 4]);
  });

  it('defaults', () => {
    expect(MENTORSHIP_DEFAULTS).toEqual({
      availability: 'flexible',
      format: 'hybrid',
      status: 'not_participating',
    });
    expect(MENTORSHIP_SUCCESS_RATE).toBe(85);
  });

  it.each<[unknown, string[]]>([
    ['["Speech writing"," Humour ",""]', ['Speech writing', 'Humour']],
    [['Evaluation', 3, null, ' '], ['Evaluation']],
    ['not json', []],
    ['{"a":1}', []],
    [null, []],
    [42, []],
  ])('parseJsonList(%j) → %j', (value, list) => {
    expect(parseJsonList(value)).toEqual(list);
  });

  it.each([
    [['Speaking'], true],
    [Array.from({ length: 21 }, () => 'x'), false],
    [['x'.repeat(101)], false],
    [[''], false],
  ])('areaListSchema %#', (areas, valid) => {
    expect(areaListSchema.safeParse(areas).success).toBe(valid);
  });
});
