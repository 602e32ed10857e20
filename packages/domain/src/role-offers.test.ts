import { describe, expect, it } from 'vitest';
import {
  waitlistPositionLine,
  decideClaim,
  decideJoinWaitlist,
  decideOffer,
  decideWithdraw,
  firstRefusalUntil,
  offerAlertDue,
  offeredRoleLine,
  offerExpiresAt,
  ROLE_OFFER_FORBIDDEN,
  ROLE_OFFER_MESSAGES,
  ROLE_OFFER_VIOLATION_MESSAGES,
  takerViolation,
  waitlistFirst,
  WAITLIST_VIOLATION_MESSAGES,
  type ClaimViolation,
  type OfferMeeting,
  type OfferViolation,
  type RoleOfferStatus,
  type TakerViolation,
  type WaitlistViolation,
  type WithdrawViolation,
} from './role-offers';
import type { ClubRole } from './club-roles';
import type { RoleSlot } from './meeting-roles';

const ZONE = 'Australia/Sydney';
// 1 December 2026, 09:00 in Sydney (22:00 UTC the day before).
const NOW = new Date('2026-11-30T22:00:00Z');
const AHEAD: OfferMeeting = { status: 'scheduled', date: '2026-12-01', startTime: '19:00' };
const STARTED: OfferMeeting = { status: 'scheduled', date: '2026-12-01', startTime: '08:30' };

describe('decideOffer', () => {
  const base = {
    slot: { status: 'assigned', userId: 5 } as RoleSlot,
    actorUserId: 5,
    meeting: AHEAD,
    hasOpenOffer: false,
    now: NOW,
    timeZone: ZONE,
  };
  const cases: [string, Partial<typeof base>, OfferViolation | null][] = [
    ['the holder of an assigned role', {}, null],
    ['the holder of a confirmed role', { slot: { status: 'confirmed', userId: 5 } }, null],
    ['someone else', { actorUserId: 6 }, 'not_your_role'],
    ['an open role', { slot: { status: 'open', userId: null } }, 'not_your_role'],
    [
      'a completed meeting',
      { meeting: { ...AHEAD, status: 'completed' } },
      'meeting_not_scheduled',
    ],
    [
      'a cancelled meeting',
      { meeting: { ...AHEAD, status: 'cancelled' } },
      'meeting_not_scheduled',
    ],
    ['an active meeting', { meeting: { ...AHEAD, status: 'active' } }, 'meeting_not_scheduled'],
    ['a meeting that has started', { meeting: STARTED }, 'meeting_started'],
    ['a role already on offer', { hasOpenOffer: true }, 'offer_exists'],
  ];
  it.each(cases)('%s', (_name, change, expected) => {
    const result = decideOffer({ ...base, ...change });
    expect(result.ok ? null : result.violation).toBe(expected);
  });
});

describe('offerExpiresAt', () => {
  it('is the meeting start in the club zone', () => {
    expect(offerExpiresAt(AHEAD, ZONE)?.toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });
  it('is the start of the day without a start time', () => {
    expect(offerExpiresAt({ ...AHEAD, startTime: null }, ZONE)?.toISOString()).toBe(
      '2026-11-30T13:00:00.000Z',
    );
  });
  it('is none for an undated meeting', () => {
    expect(offerExpiresAt({ ...AHEAD, date: null }, ZONE)).toBeNull();
  });
});

describe('takerViolation (who is eligible)', () => {
  const base = {
    actorUserId: 7,
    actorRole: 'member' as ClubRole,
    actorActive: true,
    offeredBy: 5,
    actorRolesInMeeting: 0,
    rolesPerMember: 1,
  };
  const cases: [string, Partial<typeof base>, TakerViolation | null][] = [
    ['an active member without a role', {}, null],
    ['an officer without a role', { actorRole: 'vpe' }, null],
    ['a guest', { actorRole: 'guest' }, 'guest_cannot_take'],
    ['an inactive member', { actorActive: false }, 'inactive_member'],
    ['the offerer', { actorUserId: 5 }, 'own_offer'],
    ['a member holding a role', { actorRolesInMeeting: 1 }, 'already_has_role'],
    ['a member holding one of two allowed', { actorRolesInMeeting: 1, rolesPerMember: 2 }, null],
    ['a member holding two of two', { actorRolesInMeeting: 2, rolesPerMember: 2 }, 'at_role_limit'],
  ];
  it.each(cases)('%s', (_name, change, expected) => {
    expect(takerViolation({ ...base, ...change })).toBe(expected);
  });
});

describe('decideClaim', () => {
  const base = {
    offerStatus: 'open' as RoleOfferStatus,
    offeredBy: 5,
    actorUserId: 7,
    actorRole: 'member' as ClubRole,
    actorActive: true,
    actorRolesInMeeting: 0,
    rolesPerMember: 1,
    meeting: AHEAD,
    now: NOW,
    timeZone: ZONE,
  };
  const cases: [string, Partial<typeof base>, ClaimViolation | null][] = [
    ['an eligible member, open offer', {}, null],
    ['an offer already taken', { offerStatus: 'taken' }, 'offer_taken'],
    ['a withdrawn offer', { offerStatus: 'withdrawn' }, 'offer_withdrawn'],
    ['a closed offer', { offerStatus: 'closed' }, 'offer_closed'],
    [
      'a cancelled meeting',
      { meeting: { ...AHEAD, status: 'cancelled' } },
      'meeting_not_scheduled',
    ],
    ['a meeting that has started', { meeting: STARTED }, 'meeting_started'],
    ['the offerer', { actorUserId: 5 }, 'own_offer'],
    ['a guest', { actorRole: 'guest' }, 'guest_cannot_take'],
    ['a member with a role', { actorRolesInMeeting: 1 }, 'already_has_role'],
  ];
  it.each(cases)('%s', (_name, change, expected) => {
    const result = decideClaim({ ...base, ...change });
    expect(result.ok ? null : result.violation).toBe(expected);
  });
  it('gives the taker the role, assigned', () => {
    expect(decideClaim(base)).toEqual({ ok: true, value: { status: 'assigned', userId: 7 } });
  });
});

describe('decideWithdraw', () => {
  const base = {
    offerStatus: 'open' as RoleOfferStatus,
    offeredBy: 5,
    actorUserId: 5,
    actorIsManager: false,
  };
  const cases: [string, Partial<typeof base>, WithdrawViolation | null][] = [
    ['the offerer', {}, null],
    ['a manager', { actorUserId: 9, actorIsManager: true }, null],
    ['another member', { actorUserId: 9 }, 'not_your_offer'],
    ['a taken offer', { offerStatus: 'taken' }, 'offer_taken'],
    ['a withdrawn offer', { offerStatus: 'withdrawn' }, 'offer_withdrawn'],
    ['a closed offer', { offerStatus: 'closed' }, 'offer_closed'],
  ];
  it.each(cases)('%s', (_name, change, expected) => {
    const result = decideWithdraw({ ...base, ...change });
    expect(result.ok ? null : result.violation).toBe(expected);
  });
});

describe('offer words', () => {
  it('says exactly who was first', () => {
    expect(ROLE_OFFER_VIOLATION_MESSAGES.offer_taken).toBe(
      'Someone else has already taken this role.',
    );
    expect(ROLE_OFFER_MESSAGES.offerThisRole).toBe('Offer this role');
    expect(ROLE_OFFER_MESSAGES.takeThisRole).toBe('Take this role');
    expect(ROLE_OFFER_MESSAGES.rolesUpForGrabs).toBe('Roles up for grabs');
  });
  it('tells who the caller is apart from the current state', () => {
    expect(ROLE_OFFER_FORBIDDEN.has('not_your_role')).toBe(true);
    expect(ROLE_OFFER_FORBIDDEN.has('offer_taken')).toBe(false);
  });
  it('names an offered role and its offerer', () => {
    expect(offeredRoleLine('evaluator1', 'Ana Silva')).toBe('Evaluator 1, offered by Ana Silva');
  });
});

describe('firstRefusalUntil (the waitlist window)', () => {
  const OFFERED = new Date('2026-12-01T00:00:00Z');
  const START = new Date('2026-12-01T08:00:00Z');
  const base: Parameters<typeof firstRefusalUntil>[0] = {
    offeredAt: OFFERED,
    hours: 2,
    meetingStart: START,
    waitlistSize: 1,
  };
  const cases: [string, Partial<typeof base>, string | null][] = [
    ['two hours from the offer', {}, '2026-12-01T02:00:00.000Z'],
    ['the club setting', { hours: 5 }, '2026-12-01T05:00:00.000Z'],
    ['never past the meeting start', { hours: 10 }, '2026-12-01T08:00:00.000Z'],
    [
      'an undated meeting: the full window',
      { meetingStart: null, hours: 10 },
      '2026-12-01T10:00:00.000Z',
    ],
    ['nobody waiting: no window', { waitlistSize: 0 }, null],
    ['a zero-hour window: none', { hours: 0 }, null],
    ['offered at the start itself: none', { meetingStart: OFFERED }, null],
  ];
  it.each(cases)('%s', (_name, change, expected) => {
    expect(firstRefusalUntil({ ...base, ...change })?.toISOString() ?? null).toBe(expected);
  });
});

describe('waitlistFirst (who may take during the window)', () => {
  const UNTIL = new Date('2026-12-01T02:00:00Z');
  const cases: [string, Date, Date | null, boolean, boolean][] = [
    [
      'someone not waiting, inside the window',
      new Date('2026-12-01T01:59:59Z'),
      UNTIL,
      false,
      true,
    ],
    ['someone waiting, inside the window', new Date('2026-12-01T01:00:00Z'), UNTIL, true, false],
    ['someone not waiting, at the window end', UNTIL, UNTIL, false, false],
    [
      'someone not waiting, after the window',
      new Date('2026-12-01T03:00:00Z'),
      UNTIL,
      false,
      false,
    ],
    ['someone not waiting, no window', new Date('2026-12-01T01:00:00Z'), null, false, false],
  ];
  it.each(cases)('%s', (_name, now, until, onWaitlist, expected) => {
    expect(waitlistFirst({ now, firstRefusalUntil: until, onWaitlist })).toBe(expected);
  });

  it('decideClaim refuses everyone but the waitlist during the window', () => {
    const base = {
      offerStatus: 'open' as RoleOfferStatus,
      offeredBy: 5,
      actorUserId: 7,
      actorRole: 'member' as ClubRole,
      actorActive: true,
      actorRolesInMeeting: 0,
      rolesPerMember: 1,
      meeting: AHEAD,
      now: NOW,
      timeZone: ZONE,
      firstRefusalUntil: new Date(NOW.getTime() + 3_600_000),
    };
    const refused = decideClaim({ ...base, onWaitlist: false });
    expect(refused.ok ? null : refused.violation).toBe('waitlist_first');
    expect(ROLE_OFFER_VIOLATION_MESSAGES.waitlist_first).toBe(ROLE_OFFER_MESSAGES.waitlistFirst);
    expect(decideClaim({ ...base, onWaitlist: true }).ok).toBe(true);
    // Not eligible is said before the window: a guest on no waitlist hears they cannot take roles.
    const guest = decideClaim({ ...base, actorRole: 'guest' });
    expect(guest.ok ? null : guest.violation).toBe('guest_cannot_take');
  });
});

describe('offerAlertDue (48 hours before, once the planner sees it)', () => {
  const START = new Date('2026-12-03T08:00:00Z');
  const cases: [string, Date, Date | null, number, boolean][] = [
    ['just before the 48 hours', new Date('2026-12-01T07:59:59Z'), START, 48, false],
    ['at 48 hours', new Date('2026-12-01T08:00:00Z'), START, 48, true],
    ['a day before', new Date('2026-12-02T08:00:00Z'), START, 48, true],
    ['at the start', START, START, 48, false],
    ['the club setting: 24 hours', new Date('2026-12-01T08:00:00Z'), START, 24, false],
    ['an undated meeting', new Date('2026-12-02T08:00:00Z'), null, 48, false],
  ];
  it.each(cases)('%s', (_name, now, expiresAt, hours, expected) => {
    expect(offerAlertDue({ now, expiresAt, hours })).toBe(expected);
  });
});

describe('decideJoinWaitlist', () => {
  const base = {
    slot: { status: 'assigned', userId: 5 } as RoleSlot,
    actorUserId: 7,
    actorRole: 'member' as ClubRole,
    actorActive: true,
    meeting: AHEAD,
    now: NOW,
    timeZone: ZONE,
  };
  const cases: [string, Partial<typeof base>, WaitlistViolation | null][] = [
    ['a member, a role someone else holds', {}, null],
    ['a confirmed role', { slot: { status: 'confirmed', userId: 5 } }, null],
    ['an open role', { slot: { status: 'open', userId: null } }, 'role_not_held'],
    ['their own role', { actorUserId: 5 }, 'own_role'],
    ['a guest', { actorRole: 'guest' }, 'guest_cannot_take'],
    ['an inactive member', { actorActive: false }, 'inactive_member'],
    [
      'a cancelled meeting',
      { meeting: { ...AHEAD, status: 'cancelled' } },
      'meeting_not_scheduled',
    ],
    ['a meeting that has started', { meeting: STARTED }, 'meeting_started'],
  ];
  it.each(cases)('%s', (_name, change, expected) => {
    const result = decideJoinWaitlist({ ...base, ...change });
    expect(result.ok ? null : result.violation).toBe(expected);
    if (expected) expect(WAITLIST_VIOLATION_MESSAGES[expected]).toBeTruthy();
  });
});

describe('a place on a waitlist', () => {
  it.each([
    [1, 'You are number 1 on the waitlist.'],
    [3, 'You are number 3 on the waitlist.'],
  ])('%i', (position, line) => {
    expect(waitlistPositionLine(position)).toBe(line);
  });
});
