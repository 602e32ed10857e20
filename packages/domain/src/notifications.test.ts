import { describe, expect, it } from 'vitest';
import { isGuestConversion, NOTIFICATION_TEXT } from './notifications';

const facts = { roleType: 'table_topics_master', meetingId: 7, meetingTitle: 'Weekly Meeting' };

describe('notification words', () => {
  it('names the role, the meeting and its date, and links to the agenda', () => {
    expect(NOTIFICATION_TEXT.roleAssigned({ ...facts, meetingDate: '2026-12-01' })).toEqual({
      kind: 'role',
      title: 'Role assignment',
      body: "You are Table Topics Master at 'Weekly Meeting' on Tuesday 1 December 2026.",
      action: { label: 'View agenda', href: '/meetings/7/view-agenda' },
    });
  });

  it('leaves the date out when the meeting has none', () => {
    expect(NOTIFICATION_TEXT.roleConfirmed({ ...facts, meetingDate: null }).body).toBe(
      "Your role as Table Topics Master at 'Weekly Meeting' is confirmed.",
    );
  });

  it('reminds of a meeting with its date and a link to its agenda', () => {
    expect(
      NOTIFICATION_TEXT.meetingReminder({
        meetingId: 7,
        meetingTitle: 'Weekly Meeting',
        meetingDate: '2026-12-01',
      }),
    ).toEqual({
      kind: 'meeting',
      title: 'Meeting reminder',
      body: "'Weekly Meeting' on Tuesday 1 December 2026 is coming up.",
      action: { label: 'View agenda', href: '/meetings/7/view-agenda' },
    });
  });

  it('says a meeting is live and links to its console', () => {
    expect(
      NOTIFICATION_TEXT.meetingLive({
        meetingId: 7,
        meetingTitle: 'Weekly Meeting',
        meetingDate: null,
      }),
    ).toEqual({
      kind: 'meeting',
      title: 'The meeting is live',
      body: "'Weekly Meeting' has started: follow the timer, vote and check in.",
      action: { label: 'Open the live console', href: '/meetings/7/live' },
    });
  });

  it('names the other person of a mentorship and links to the programme', () => {
    const messages = [
      NOTIFICATION_TEXT.mentorshipRequested('Ada Lovelace'),
      NOTIFICATION_TEXT.mentorshipStarted('Ada Lovelace'),
      NOTIFICATION_TEXT.mentorshipAccepted('Ada Lovelace'),
      NOTIFICATION_TEXT.mentorshipDeclined('Ada Lovelace'),
    ];
    expect(messages.map((m) => [m.title, m.body])).toEqual([
      ['Mentorship request', 'Ada Lovelace would like you as their mentor.'],
      ['Mentorship started', 'You are now paired with Ada Lovelace in the mentorship programme.'],
      ['Mentorship accepted', 'Ada Lovelace accepted to be your mentor.'],
      ['Mentorship declined', 'Ada Lovelace declined to be your mentor.'],
    ]);
    for (const m of messages) {
      expect(m.kind).toBe('mentorship');
      expect(m.action).toEqual({ label: 'View mentorship', href: '/mentorship' });
    }
  });

  it.each([
    ['member', 'You are now a member of Sunrise Speakers.'],
    ['vpe', 'You are now a member of Sunrise Speakers, as VP Education.'],
  ] as const)('welcomes a new %s', (role, body) => {
    const message = NOTIFICATION_TEXT.becameMember('Sunrise Speakers', role);
    expect(message).toMatchObject({ kind: 'membership', title: 'Welcome as a member', body });
    expect(message.action).toEqual({ label: 'View profile', href: '/profile' });
  });

  it.each([
    ['guest', 'member', true],
    ['guest', 'secretary', true],
    ['guest', 'guest', false],
    ['member', 'vpe', false],
    ['member', 'guest', false],
  ] as const)('%s → %s is a guest conversion: %s', (from, to, expected) => {
    expect(isGuestConversion(from, to)).toBe(expected);
  });
});

describe('role offer notifications', () => {
  const offer = { ...facts, meetingDate: '2026-12-01' };
  it('tells eligible members who offers which role, with a link to take it', () => {
    expect(NOTIFICATION_TEXT.roleOffered({ ...offer, offererName: 'Ana Silva' })).toEqual({
      kind: 'role',
      title: 'Role up for grabs',
      body: "Ana Silva offers their role as Table Topics Master at 'Weekly Meeting' on Tuesday 1 December 2026.",
      action: { label: 'Take this role', href: '/roles?meeting=7' },
    });
  });

  it.each([
    [
      NOTIFICATION_TEXT.roleOfferedToWaitlist({ ...offer, offererName: 'Ana Silva' }),
      'A role you wait for is up for grabs',
      "Ana Silva offers their role as Table Topics Master at 'Weekly Meeting' on Tuesday 1 December 2026. You are on its waitlist, so you may take it first.",
      '/roles?meeting=7',
    ],
    [
      NOTIFICATION_TEXT.roleReleasedToWaitlist(offer),
      'A role you wait for is open',
      "The role of Table Topics Master at 'Weekly Meeting' on Tuesday 1 December 2026 is open again. You are on its waitlist: volunteer for it if you still want it.",
      '/roles?meeting=7',
    ],
    [
      NOTIFICATION_TEXT.roleOfferUntaken({ ...offer, offererName: 'Ana Silva' }),
      'An offered role has no taker',
      "Nobody has taken the role of Table Topics Master that Ana Silva offered for 'Weekly Meeting' on Tuesday 1 December 2026.",
      null,
    ],
  ])('tells the waitlist and the VP Education: %s', (message, title, body, href) => {
    expect([message.title, message.body]).toEqual([title, body]);
    if (href !== null) expect(message.action?.href).toBe(href);
  });

  it('tells the offerer who took their role', () => {
    expect(NOTIFICATION_TEXT.roleOfferTaken({ ...offer, takerName: 'Ben Okafor' })).toEqual({
      kind: 'role',
      title: 'Your role was taken',
      body: "Ben Okafor took your role as Table Topics Master at 'Weekly Meeting' on Tuesday 1 December 2026.",
      action: { label: 'View agenda', href: '/meetings/7/view-agenda' },
    });
  });
});
