import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './meetings';
import { decideConfirmOwn } from './meeting-roles';
import { EMAIL_ACTION_TEXT, REMINDER_TEXT } from './reminder-text';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  emailActionState,
  emailActionTokenSchema,
  isReminderDue,
  memberReminderDays,
  notificationSettingsSchema,
  reminderDayNear,
  reminderDueAt,
  REMINDER_GRACE_MS,
  resolveNotificationSettings,
  retryDelayMs,
  rsvpReminderDueAt,
} from './reminders';

const SYDNEY = 'Australia/Sydney';

describe('reminderDueAt', () => {
  it('is N calendar days earlier at the start time, in the club zone', () => {
    // 19:00 AEDT (UTC+11) on 12 November.
    expect(reminderDueAt({ date: '2026-11-12', startTime: '19:00:00' }, 3, SYDNEY)).toEqual(
      new Date('2026-11-09T08:00:00Z'),
    );
  });

  it('keeps the wall-clock time across a daylight-saving change (Sydney, 4 October 2026)', () => {
    const meeting = { date: '2026-10-07', startTime: '19:00' };
    const start = reminderDueAt(meeting, 0, SYDNEY);
    const due = reminderDueAt(meeting, 7, SYDNEY);
    expect(start).toEqual(new Date('2026-10-07T08:00:00Z')); // AEDT, UTC+11
    expect(due).toEqual(new Date('2026-09-30T09:00:00Z')); // AEST, UTC+10
    // Seven times 24 hours would be an hour early.
    expect(start!.getTime() - due!.getTime()).toBe(7 * 24 * 3_600_000 - 3_600_000);
  });

  it('uses midnight without a start time, and nothing without a date', () => {
    expect(reminderDueAt({ date: '2026-11-12', startTime: null }, 1, 'UTC')).toEqual(
      new Date('2026-11-11T00:00:00Z'),
    );
    expect(reminderDueAt({ date: null, startTime: '19:00' }, 1, SYDNEY)).toBeNull();
  });
});

describe('rsvpReminderDueAt', () => {
  it('counts from the RSVP deadline (default 1 day before)', () => {
    const meeting = { date: '2026-11-12', startTime: '19:00' };
    expect(rsvpReminderDueAt(meeting, null, 2, 'UTC')).toEqual(new Date('2026-11-09T19:00:00Z'));
    expect(rsvpReminderDueAt(meeting, 3, 2, 'UTC')).toEqual(new Date('2026-11-07T19:00:00Z'));
  });
});

describe('isReminderDue', () => {
  const due = new Date('2026-11-09T08:00:00Z');
  it.each([
    [-1, false],
    [0, true],
    [11 * 3_600_000, true],
    [12 * 3_600_000, false],
  ])('%i ms after the due time: %s', (offset, expected) => {
    expect(isReminderDue(due, new Date(due.getTime() + offset))).toBe(expected);
  });
  it('never for an undated meeting', () => {
    expect(isReminderDue(null, due)).toBe(false);
  });
});

describe('reminderDayNear', () => {
  it.each([
    // [days ahead, reminder days, near]
    [3, 3, true],
    [4, 3, true],
    [1, 3, true],
    [0, 3, false],
    [5, 3, false],
    [32, 32, true],
    [40, 7, false],
  ])('a meeting %i days ahead, its reminder %i days before: %s', (ahead, days, near) => {
    expect(reminderDayNear(ahead, days)).toBe(near);
  });

  it('lets through every reminder that is due, in the zones furthest ahead of and behind UTC', () => {
    const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago', SYDNEY, 'America/Los_Angeles', 'UTC'];
    const meetingDate = '2026-10-21';
    let due = 0;
    // Every hour from eleven days before the meeting to two after, for reminders 1 to 7 days before.
    for (let hour = 0; hour < 13 * 24; hour += 1) {
      const now = new Date(Date.parse('2026-10-10T00:30:00Z') + hour * 3_600_000);
      const ahead = daysBetween(now.toISOString().slice(0, 10), meetingDate);
      for (const zone of zones) {
        for (const days of [1, 2, 3, 4, 5, 6, 7]) {
          for (const startTime of ['00:15', '12:00', '23:45']) {
            const at = reminderDueAt({ date: meetingDate, startTime }, days, zone);
            if (!isReminderDue(at, now)) continue;
            due += 1;
            expect({ zone, days, startTime, now, near: reminderDayNear(ahead, days) }).toEqual({
              zone,
              days,
              startTime,
              now,
              near: true,
            });
          }
        }
      }
    }
    // Each reminder is due for the 12 hours of the grace: the sweep met every one of them.
    expect(due).toBe(zones.length * 7 * 3 * (REMINDER_GRACE_MS / 3_600_000));
  });

  it('counts whole calendar days between two dates', () => {
    expect(daysBetween('2026-10-10', '2026-10-21')).toBe(11);
    expect(daysBetween('2026-10-21', addDays('2026-10-21', -40))).toBe(-40);
  });
});

describe('resolveNotificationSettings', () => {
  it('fills defaults and ignores values that are not valid', () => {
    expect(resolveNotificationSettings(null)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(
      resolveNotificationSettings({
        rsvpReminders: false,
        roleReminderDays: 6,
        guestThankYou: 'x',
      }),
    ).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, rsvpReminders: false });
  });

  it('the schema takes only the day options', () => {
    expect(notificationSettingsSchema.safeParse(DEFAULT_NOTIFICATION_SETTINGS).success).toBe(true);
    expect(
      notificationSettingsSchema.safeParse({
        ...DEFAULT_NOTIFICATION_SETTINGS,
        rsvpReminderDays: 6,
      }).success,
    ).toBe(false);
  });
});

describe('memberReminderDays', () => {
  it.each([
    [1, 1],
    [7, 7],
    [undefined, 3],
    [5, 3],
    ['2', 3],
  ])('%j → %i', (stored, expected) => {
    expect(memberReminderDays(stored)).toBe(expected);
  });
});

describe('retryDelayMs', () => {
  it.each([
    [0, 30_000],
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [20, 3_600_000],
  ])('after %i attempts: %i ms', (attempts, expected) => {
    expect(retryDelayMs(attempts)).toBe(expected);
  });
});

describe('emailActionState', () => {
  const now = new Date('2026-11-09T08:00:00Z');
  const later = new Date('2026-11-10T08:00:00Z');
  it.each([
    ['invalid', undefined],
    ['used', { usedAt: now, expiresAt: later }],
    ['expired', { usedAt: null, expiresAt: now }],
    ['ready', { usedAt: null, expiresAt: later }],
  ] as const)('%s', (state, action) => {
    expect(emailActionState(action, now)).toBe(state);
  });

  it('tokens are 43 base64url characters', () => {
    expect(emailActionTokenSchema.safeParse({ token: 'a'.repeat(43) }).success).toBe(true);
    expect(emailActionTokenSchema.safeParse({ token: 'a'.repeat(42) }).success).toBe(false);
    expect(emailActionTokenSchema.safeParse({ token: `${'a'.repeat(42)}=` }).success).toBe(false);
  });
});

describe('decideConfirmOwn', () => {
  it.each([
    [{ status: 'open', userId: null }, 7, { ok: false, violation: 'role_not_assigned' }],
    [{ status: 'assigned', userId: 8 }, 7, { ok: false, violation: 'not_your_role' }],
    [{ status: 'assigned', userId: 7 }, 7, { ok: true, value: { status: 'confirmed', userId: 7 } }],
    [
      { status: 'confirmed', userId: 7 },
      7,
      { ok: true, value: { status: 'confirmed', userId: 7 } },
    ],
  ] as const)('%j by %i', (slot, actorUserId, expected) => {
    expect(decideConfirmOwn({ slot, actorUserId })).toEqual(expected);
  });
});

describe('texts', () => {
  it('say what will happen and what happened', () => {
    expect(EMAIL_ACTION_TEXT.will.volunteer('Timer', 'Weekly Meeting')).toBe(
      'You will take the role Timer at Weekly Meeting.',
    );
    expect(EMAIL_ACTION_TEXT.will.confirm_role('Timer', 'M')).toContain('confirm');
    expect(EMAIL_ACTION_TEXT.will.rsvp_attending('M')).toContain('attending M');
    expect(EMAIL_ACTION_TEXT.will.rsvp_not_attending('M')).toContain('not attending M');
    expect(EMAIL_ACTION_TEXT.will.unsubscribe('C')).toContain('C');
    expect(EMAIL_ACTION_TEXT.done.volunteer('Timer', 'M')).toBe('Done: you are Timer at M.');
    expect(EMAIL_ACTION_TEXT.done.confirm_role('Timer', 'M')).toContain('confirmed');
    expect(EMAIL_ACTION_TEXT.done.rsvp_attending('M')).toContain('attending M');
    expect(EMAIL_ACTION_TEXT.done.rsvp_not_attending('M')).toContain('not attending M');
    expect(EMAIL_ACTION_TEXT.done.unsubscribe('C')).toContain('no longer');
    expect(REMINDER_TEXT.dayOption(1)).toBe('1 day');
    expect(REMINDER_TEXT.dayOption(3)).toBe('3 days');
    expect(REMINDER_TEXT.rsvpRemindersQueued(0)).toContain('no reminders');
    expect(REMINDER_TEXT.rsvpRemindersQueued(1)).toBe('RSVP reminder sent to 1 member');
    expect(REMINDER_TEXT.rsvpRemindersQueued(4)).toBe('RSVP reminders sent to 4 members');
    expect(REMINDER_TEXT.reminded('Ann')).toBe('Reminder sent to Ann');
  });

  it.each([
    [
      EMAIL_ACTION_TEXT.will.accept_ask('Timer', 'M'),
      'You will accept the request to be Timer at M.',
    ],
    [
      EMAIL_ACTION_TEXT.will.decline_ask('Timer', 'M'),
      'You will decline the request to be Timer at M. The role stays open.',
    ],
    [EMAIL_ACTION_TEXT.will.take_offer('Timer', 'M'), 'You will take over the role Timer at M.'],
    [EMAIL_ACTION_TEXT.done.accept_ask('Timer', 'M'), 'Done: you are Timer at M.'],
    [
      EMAIL_ACTION_TEXT.done.decline_ask('Timer', 'M'),
      'Done: you declined to be Timer at M. Thank you for answering.',
    ],
    [EMAIL_ACTION_TEXT.done.take_offer('Timer', 'M'), 'Done: you are Timer at M.'],
    [REMINDER_TEXT.hourOption(0), 'No head start'],
    [REMINDER_TEXT.hourOption(1), '1 hour'],
    [REMINDER_TEXT.hourOption(2), '2 hours'],
    [REMINDER_TEXT.beforeOption(48), '48 hours before the meeting'],
  ])('offers and asks: %s', (text, expected) => {
    expect(text).toBe(expected);
  });
});
