// Reminders by e-mail: which ones a club sends and when, each member's preferences, when each
// reminder falls due in the club's time zone, and the one-click answers an e-mail carries.
import { z } from 'zod';
import { addDays, meetingStartInstant } from './meetings';
import { DEFAULT_FIRST_REFUSAL_HOURS, DEFAULT_OFFER_ALERT_HOURS } from './role-offers';
import { DEFAULT_RSVP_DEADLINE_DAYS } from './rsvp';
import { DEFAULT_REMINDER_DAYS, REMINDER_DAY_OPTIONS } from './schemas';

/** The reminders a club can send, in the order Notification Settings lists them. */
export const REMINDER_KINDS = [
  'meetingReminders',
  'roleReminders',
  'rsvpReminders',
  'openRolesDigest',
  'guestThankYou',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The choices of the waitlist's first-refusal window, in hours. */
export const FIRST_REFUSAL_HOUR_OPTIONS = [0, 1, 2, 4, 8, 12, 24] as const;
/** The choices of the untaken-offer alert, in hours before the meeting. */
export const OFFER_ALERT_HOUR_OPTIONS = [24, 48, 72, 96] as const;

/** Days-before choices of the club-wide reminders. */
export const NOTIFICATION_DAY_OPTIONS = [1, 2, 3, 4, 5, 7] as const;

const dayChoice = z
  .number()
  .int()
  .refine((days) => (NOTIFICATION_DAY_OPTIONS as readonly number[]).includes(days), {
    error: 'Choose 1, 2, 3, 4, 5 or 7 days',
  });

/** Notification Settings as the club saves them: every reminder on or off, and when. */
export const notificationSettingsSchema = z.object({
  meetingReminders: z.boolean(),
  roleReminders: z.boolean(),
  roleReminderDays: dayChoice,
  rsvpReminders: z.boolean(),
  rsvpReminderDays: dayChoice,
  openRolesDigest: z.boolean(),
  openRolesDigestDays: dayChoice,
  guestThankYou: z.boolean(),
  /** Hours a role's waitlist has first refusal when the role is offered (0: none). */
  offerFirstRefusalHours: z.number().int().min(0).max(72),
  /** Hours before the meeting an offer nobody has taken alerts the VP Education. */
  offerAlertHours: z.number().int().min(1).max(336),
});
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;

/**
 * What the API takes: the same, except that scripts written before the two offer settings
 * existed may leave them out (they take the defaults).
 */
export const notificationSettingsInput = notificationSettingsSchema.extend({
  offerFirstRefusalHours: notificationSettingsSchema.shape.offerFirstRefusalHours.default(
    DEFAULT_FIRST_REFUSAL_HOURS,
  ),
  offerAlertHours:
    notificationSettingsSchema.shape.offerAlertHours.default(DEFAULT_OFFER_ALERT_HOURS),
});

/** What a club sends until its officers choose otherwise. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  meetingReminders: true,
  roleReminders: true,
  roleReminderDays: 2,
  rsvpReminders: true,
  rsvpReminderDays: 2,
  openRolesDigest: true,
  openRolesDigestDays: 5,
  guestThankYou: true,
  offerFirstRefusalHours: DEFAULT_FIRST_REFUSAL_HOURS,
  offerAlertHours: DEFAULT_OFFER_ALERT_HOURS,
};

/** The stored settings (possibly partial, possibly from an older version) with defaults filled in. */
export function resolveNotificationSettings(
  stored: Partial<Record<keyof NotificationSettings, unknown>> | null | undefined,
): NotificationSettings {
  const merged = { ...DEFAULT_NOTIFICATION_SETTINGS };
  if (!stored) return merged;
  for (const key of Object.keys(merged) as (keyof NotificationSettings)[]) {
    const parsed = notificationSettingsSchema.shape[key].safeParse(stored[key]);
    if (parsed.success) (merged as Record<string, unknown>)[key] = parsed.data;
  }
  return merged;
}

/** A member's reminder days: the profile's choice when it is one of the options, else 3. */
export function memberReminderDays(stored: unknown): number {
  return (REMINDER_DAY_OPTIONS as readonly unknown[]).includes(stored)
    ? (stored as number)
    : DEFAULT_REMINDER_DAYS;
}

type DatedMeeting = { date: string | null; startTime: string | null };

/**
 * When a reminder `days` before the meeting falls due: that many calendar days earlier in the
 * club's time zone, at the meeting's start time (so a daylight-saving change in between moves
 * the instant by an hour, never the wall-clock time). Null for an undated meeting.
 */
export function reminderDueAt(meeting: DatedMeeting, days: number, timeZone: string): Date | null {
  if (!meeting.date) return null;
  return meetingStartInstant(addDays(meeting.date, -days), meeting.startTime ?? '00:00', timeZone);
}

/** How many days before the meeting its RSVP reminder goes: `days` before the club's deadline. */
export function rsvpReminderDaysBefore(
  rsvpDeadlineDays: number | null | undefined,
  days: number,
): number {
  return (rsvpDeadlineDays ?? DEFAULT_RSVP_DEADLINE_DAYS) + days;
}

/** The RSVP reminder: `days` before the club's RSVP deadline (itself N days before the start). */
export function rsvpReminderDueAt(
  meeting: DatedMeeting,
  rsvpDeadlineDays: number | null | undefined,
  days: number,
  timeZone: string,
): Date | null {
  return reminderDueAt(meeting, rsvpReminderDaysBefore(rsvpDeadlineDays, days), timeZone);
}

/**
 * How late a reminder may still go out: one planned while the planner was down (a deploy) is
 * sent when it comes back, but not days late.
 */
export const REMINDER_GRACE_MS = 12 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Whether a reminder `days` before a meeting `daysAhead` calendar days after today (UTC) can
 * fall due within the grace before now, in any time zone: its calendar day is at most one day
 * after today's UTC date (zones ahead of UTC) and at most one day before the grace's first UTC
 * date (zones behind). A test in whole days, so the exact instant (a time-zone conversion) is
 * worked out only for the few reminders it lets through.
 */
export function reminderDayNear(daysAhead: number, days: number): boolean {
  const gap = daysAhead - days;
  return gap <= 1 && gap >= -1 - Math.ceil(REMINDER_GRACE_MS / DAY_MS);
}

/** Whether a reminder due at `dueAt` should go out at `now`. */
export function isReminderDue(dueAt: Date | null, now: Date, graceMs = REMINDER_GRACE_MS): boolean {
  if (dueAt === null) return false;
  const late = now.getTime() - dueAt.getTime();
  return late >= 0 && late < graceMs;
}

/** Retry delay after a failed attempt: 30 s, 1 min, 2 min, … at most an hour. */
export function retryDelayMs(attempts: number): number {
  const BASE_MS = 30_000;
  const MAX_MS = 3_600_000;
  return Math.min(BASE_MS * 2 ** Math.max(0, attempts - 1), MAX_MS);
}

// One-click answers from e-mail.

export const EMAIL_ACTIONS = [
  'volunteer',
  'confirm_role',
  'rsvp_attending',
  'rsvp_not_attending',
  'unsubscribe',
  'accept_ask',
  'decline_ask',
  'take_offer',
] as const;
export type EmailAction = (typeof EMAIL_ACTIONS)[number];

/** The token in a one-click link: 32 random bytes, base64url (43 characters). */
export const emailActionTokenSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid'),
});

export type EmailActionState = 'ready' | 'used' | 'expired' | 'invalid';

/** Whether a one-click link may still act at `now`. */
export function emailActionState(
  action: { usedAt: Date | null; expiresAt: Date } | undefined,
  now: Date,
): EmailActionState {
  if (!action) return 'invalid';
  if (action.usedAt) return 'used';
  if (action.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'ready';
}
