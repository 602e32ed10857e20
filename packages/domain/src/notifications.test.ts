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
