import { describe, expect, it } from 'vitest';
import {
  activitySentence,
  conversionRate,
  decideGuestConversion,
  decideStatusChange,
  guestContactSchema,
  guestNeedsOutreach,
  isThisYear,
  roleChangeActivity,
  CONTACT_NOTES_REQUIRED,
} from './membership-records';

describe('guest conversion', () => {
  it.each([
    [{ role: 'guest', interested: true, visits: 2 }, 'ok'],
    [{ role: 'guest', interested: true, visits: 5 }, 'ok'],
    [{ role: 'guest', interested: true, visits: 1 }, 'not_eligible'],
    [{ role: 'guest', interested: false, visits: 4 }, 'not_eligible'],
    [{ role: 'member', interested: true, visits: 4 }, 'not_a_guest'],
  ] as const)('%o → %s', (guest, outcome) => {
    const result = decideGuestConversion(guest);
    expect(result.ok ? 'ok' : result.violation).toBe(outcome);
    if (result.ok) expect(result.value).toBe('member');
  });
});

describe('conversion rate', () => {
  it.each([
    [0, 0, null],
    [1, 0, 100],
    [1, 3, 25],
    [2, 1, 67],
    [0, 4, 0],
    [-1, 0, null],
  ])('%i converted, %i guests → %s', (converted, guests, rate) => {
    expect(conversionRate(converted, guests)).toBe(rate);
  });
});

describe('outreach', () => {
  const joinedAt = new Date('2026-01-01T00:00:00Z');
  it.each([
    [{ lastVisit: '2026-10-01', joinedAt }, '2026-10-30', false],
    [{ lastVisit: '2026-10-01', joinedAt }, '2026-10-31', true],
    [{ lastVisit: null, joinedAt }, '2026-01-20', false],
    [{ lastVisit: null, joinedAt: '2026-01-01T00:00:00Z' }, '2026-03-01', true],
  ])('%o on %s → %s', (guest, today, expected) => {
    expect(guestNeedsOutreach(guest, today)).toBe(expected);
  });
});

describe('status changes', () => {
  const base = {
    actorUserId: 1,
    actorRole: 'vpm',
    targetUserId: 2,
    targetRole: 'member',
    fromStatus: 'active',
    toStatus: 'inactive',
    activePresidentCount: 1,
  } as const;
  it.each([
    [{}, 'inactive'],
    [{ toStatus: 'active', fromStatus: 'inactive' }, 'active'],
    [{ targetUserId: 1 }, 'self_change'],
    [{ actorRole: 'member' }, 'forbidden'],
    [{ toStatus: 'active' }, 'unchanged'],
    [{ targetRole: 'secretary' }, 'forbidden'],
    [{ actorRole: 'president', targetRole: 'secretary' }, 'inactive'],
    [{ actorRole: 'president', targetRole: 'president' }, 'last_president'],
    [{ actorRole: 'president', targetRole: 'president', activePresidentCount: 2 }, 'inactive'],
    [
      {
        actorRole: 'president',
        targetRole: 'president',
        fromStatus: 'inactive',
        toStatus: 'active',
      },
      'active',
    ],
  ] as const)('%o → %s', (change, outcome) => {
    const result = decideStatusChange({ ...base, ...change });
    expect(result.ok ? result.value : result.violation).toBe(outcome);
  });
});

describe('activity', () => {
  it('a guest becoming a member is a conversion, anything else a role change', () => {
    expect(roleChangeActivity('guest', 'member')).toBe('guest_converted');
    expect(roleChangeActivity('guest', 'officer')).toBe('role_changed');
    expect(roleChangeActivity('member', 'guest')).toBe('role_changed');
  });
  it.each([
    ['member_added', 'member', 'Ann Lee joined as Member'],
    ['member_added', null, 'Ann Lee joined the club'],
    ['role_changed', 'vpe', 'Ann Lee is now VP Education'],
    ['role_changed', null, "Ann Lee's role changed"],
    ['guest_converted', null, 'Ann Lee converted from guest to member'],
    ['contact_logged', null, 'Contact logged with Ann Lee'],
    ['member_inactive', null, 'Ann Lee was made inactive'],
    ['role_asked', 'evaluator2', 'Ann Lee was asked to be Evaluator 2'],
    ['role_ask_accepted', 'timer', 'Ann Lee accepted to be Timer'],
    ['role_ask_declined', 'table_topics_master', 'Ann Lee declined to be Table Topics Master'],
    ['role_asked', null, 'Ann Lee was asked to be a meeting role'],
    ['role_offered', 'timer', 'Ann Lee offered their role as Timer'],
    ['role_offer_withdrawn', 'timer', "Ann Lee's offer of Timer was withdrawn"],
    ['role_offer_taken', 'evaluator1', 'Ann Lee took Evaluator 1 from an offer'],
    ['waitlist_joined', 'timer', 'Ann Lee joined the waitlist for Timer'],
    ['waitlist_left', 'timer', 'Ann Lee left the waitlist for Timer'],
    ['role_to_waitlist', 'timer', 'Timer, given up by Ann Lee, went to its waitlist first'],
    ['role_to_waitlist', null, 'A meeting role, given up by Ann Lee, went to its waitlist first'],
  ] as const)('%s (%s) → %s', (kind, detail, sentence) => {
    expect(activitySentence({ kind, name: 'Ann Lee', detail })).toBe(sentence);
  });
  it('counts this calendar year', () => {
    expect(isThisYear('2026-03-01T00:00:00Z', '2026-11-27')).toBe(true);
    expect(isThisYear(new Date('2025-12-30T00:00:00Z'), '2026-11-27')).toBe(false);
  });
});

describe('contact log', () => {
  it('needs non-blank notes and a known method', () => {
    expect(guestContactSchema.safeParse({ method: 'phone', notes: ' Called ' }).data).toEqual({
      method: 'phone',
      notes: 'Called',
    });
    const blank = guestContactSchema.safeParse({ method: 'email', notes: '   ' });
    expect(blank.error?.issues[0]?.message).toBe(CONTACT_NOTES_REQUIRED);
    expect(guestContactSchema.safeParse({ method: 'fax', notes: 'x' }).success).toBe(false);
  });
});
