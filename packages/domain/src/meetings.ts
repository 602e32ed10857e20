// Upcoming Meetings and Create Meeting, meeting status, meeting toasts,
// meeting defaults.
import { TZDate } from '@date-fns/tz';
import type { CreateMeetingValues } from './meeting-schemas';

export const MEETING_STATUSES = ['scheduled', 'active', 'completed', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

export const MEETING_STATUS_BADGE: Record<
  MeetingStatus,
  { label: string; colour: 'blue' | 'green' | 'grey' | 'red' }
> = {
  scheduled: { label: 'Scheduled', colour: 'blue' },
  active: { label: 'Active', colour: 'green' },
  completed: { label: 'Completed', colour: 'grey' },
  cancelled: { label: 'Cancelled', colour: 'red' },
};

export const MEETING_DEFAULTS = {
  title: 'Weekly Club Meeting',
  /** No place is assumed: a club's meetings are where it says. */
  location: '',
  startTime: '19:00',
  recurringWeeks: 0,
  status: 'scheduled',
} as const satisfies {
  title: string;
  location: string;
  startTime: string;
  recurringWeeks: number;
  status: MeetingStatus;
};

/** The days a club meets on: a setting chosen from this list, never free text. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MAX_RECURRING_WEEKS = 52;
/** End time = start + 1h30. */
export const MEETING_LENGTH_MINUTES = 90;
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const DAY_MS = 86_400_000;

type DateParts = { year: number; month: number; day: number };

/** Parses a calendar date 'YYYY-MM-DD'; null when malformed or not a real date. */
export function parseIsoDate(date: string): DateParts | null {
  const match = DATE_RE.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day
  ) {
    return null;
  }
  return { year, month, day };
}

export function isIsoDate(date: string): boolean {
  return parseIsoDate(date) !== null;
}

/** Parses 'HH:MM' or 'HH:MM:SS' into minutes after midnight; null when malformed. */
export function parseClockMinutes(time: string): number | null {
  const match = TIME_RE.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

function requireDate(date: string): DateParts {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Invalid date: ${date}`);
  return parts;
}

function requireClock(time: string): number {
  const minutes = parseClockMinutes(time);
  if (minutes === null) throw new RangeError(`Invalid time: ${time}`);
  return minutes;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

function minutesToClock(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

function dayNumber(parts: DateParts): number {
  return Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS;
}

function fromDayNumber(n: number): string {
  const d = new Date(n * DAY_MS);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** Normalises 'HH:MM:SS' to 'HH:MM'. Throws RangeError when malformed. */
export function toHhMm(time: string): string {
  return minutesToClock(requireClock(time));
}

/** Start + 90 minutes, clamped at '23:59' instead of wrapping past midnight. */
export function endTimeFor(start: string): string {
  return minutesToClock(Math.min(requireClock(start) + MEETING_LENGTH_MINUTES, 23 * 60 + 59));
}

/** Calendar arithmetic on 'YYYY-MM-DD' strings (no time zone involved). */
export function addDays(date: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`Day count must be an integer: ${n}`);
  return fromDayNumber(dayNumber(requireDate(date)) + n);
}

/** Whole calendar days from `from` to `to` ('YYYY-MM-DD'; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(requireDate(to)) - dayNumber(requireDate(from));
}

/** 0 or 1 → the first date only; N → N dates one week apart. */
export function expandRecurringDates(firstDate: string, recurringWeeks: number): string[] {
  if (
    !Number.isInteger(recurringWeeks) ||
    recurringWeeks < 0 ||
    recurringWeeks > MAX_RECURRING_WEEKS
  ) {
    throw new RangeError(`Recurring weeks must be between 0 and ${MAX_RECURRING_WEEKS}`);
  }
  requireDate(firstDate);
  const count = Math.max(1, recurringWeeks);
  return Array.from({ length: count }, (_, i) => addDays(firstDate, i * 7));
}

/** The locale of the clubs of before (and of dates with no club to say otherwise). */
export const FALLBACK_LOCALE = 'en-AU';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

const DATE_SHAPES = {
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' },
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  weekday: { weekday: 'long', timeZone: 'UTC' },
  monthYear: { month: 'long', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * One formatter per locale and shape (a calendar date is formatted as a UTC day), made on first
 * use: making one loads the locale's data, which a module's top level would spend before the
 * app's first screen.
 */
function dateFormat(
  locale: string | null | undefined,
  shape: keyof typeof DATE_SHAPES,
): Intl.DateTimeFormat {
  const key = `${locale ?? FALLBACK_LOCALE}|${shape}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale ?? FALLBACK_LOCALE, DATE_SHAPES[shape]);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A calendar date as the club writes it: '12/02/2026' (en-AU, the default), '02/12/2026'
 * (en-US); 'Date TBD' when there is no (valid) date.
 */
export function formatMeetingDate(date: string | null | undefined, locale?: string | null): string {
  const parts = date ? parseIsoDate(date) : null;
  if (!parts) return 'Date TBD';
  return dateFormat(locale, 'numeric').format(utcDate(parts));
}

function utcDate(parts: DateParts): Date {
  return new Date(dayNumber(parts) * DAY_MS);
}

/** 'January 2025' for a calendar date; null without a valid date. */
export function formatMonthYear(date: string | null | undefined): string | null {
  const parts = date ? parseIsoDate(date) : null;
  return parts ? dateFormat('en-AU', 'monthYear').format(utcDate(parts)) : null;
}

/** 'Monday' … 'Sunday' for a calendar date. */
export function weekdayName(date: string): string {
  return dateFormat('en-AU', 'weekday').format(utcDate(requireDate(date)));
}

/**
 * Long-form date in the club's locale: 'Tuesday 7 January 2025' (en-AU, the default),
 * 'Tuesday, January 7, 2025' (en-US); 'Date TBD' without a valid date.
 */
export function formatLongDate(date: string | null | undefined, locale?: string | null): string {
  const parts = date ? parseIsoDate(date) : null;
  return parts ? dateFormat(locale, 'long').format(utcDate(parts)) : 'Date TBD';
}

/** '19:00' → '7:00 PM'. Empty or malformed input → ''. */
export function formatTime12(time: string | null | undefined): string {
  const minutes = time ? parseClockMinutes(time) : null;
  if (minutes === null) return '';
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad2(minutes % 60)} ${suffix}`;
}

/** Today's calendar date in the club's time zone. */
export function todayInZone(now: Date, timeZone: string): string {
  const local = new TZDate(now.getTime(), timeZone);
  return `${local.getFullYear()}-${pad2(local.getMonth() + 1)}-${pad2(local.getDate())}`;
}

/** Calendar days from today (club zone) to the date: today 0, tomorrow 1, yesterday -1. */
export function daysUntil(date: string, now: Date, timeZone: string): number {
  return dayNumber(requireDate(date)) - dayNumber(requireDate(todayInZone(now, timeZone)));
}

/** Member dashboard next-meeting badge: 'Today', 'Upcoming', or null for past or undated. */
export function meetingDayBadge(
  date: string | null,
  now: Date,
  timeZone: string,
): 'Today' | 'Upcoming' | null {
  if (!date) return null;
  const days = daysUntil(date, now, timeZone);
  if (days === 0) return 'Today';
  return days > 0 ? 'Upcoming' : null;
}

export type MeetingWhen = { date: string | null; startTime: string | null };

/** Dated today or later in the club zone (undated counts), and not cancelled or completed. */
export function isUpcoming(
  meeting: MeetingWhen & { status: MeetingStatus },
  now: Date,
  timeZone: string,
): boolean {
  if (meeting.status === 'cancelled' || meeting.status === 'completed') return false;
  return meeting.date === null || daysUntil(meeting.date, now, timeZone) >= 0;
}

function compareNullableLast(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

function sortKeyOfDate(date: string | null): number | null {
  const parts = date ? parseIsoDate(date) : null;
  return parts ? dayNumber(parts) : null;
}

function sortKeyOfTime(time: string | null): number | null {
  return time ? parseClockMinutes(time) : null;
}

/** Sorted copy: by date then start time; undated (and untimed within a date) last. */
export function sortMeetings<T extends MeetingWhen>(meetings: readonly T[]): T[] {
  return [...meetings].sort(
    (a, b) =>
      compareNullableLast(sortKeyOfDate(a.date), sortKeyOfDate(b.date)) ||
      compareNullableLast(sortKeyOfTime(a.startTime), sortKeyOfTime(b.startTime)),
  );
}

/** The generate-agenda preview's 'Next Meeting': seven days ahead. */
export function nextMeetingDate(date: string): string {
  return addDays(date, 7);
}

/**
 * The first date from `today` (itself included) that falls on the club's meeting day: what
 * Create Meeting offers first. Null when the club has no meeting day (or one not in WEEKDAYS).
 */
export function nextDateOnWeekday(today: string, meetingDay: string | null): string | null {
  const target = WEEKDAYS.findIndex((day) => day === meetingDay);
  if (target < 0) return null;
  const current = WEEKDAYS.findIndex((day) => day === weekdayName(today));
  return addDays(today, (target - current + 7) % 7);
}

/** The instant a meeting starts: wall clock date + time in the club zone (DST-correct). */
export function meetingStartInstant(date: string, time: string, timeZone: string): Date {
  const { year, month, day } = requireDate(date);
  const minutes = requireClock(time);
  const local = new TZDate(
    year,
    month - 1,
    day,
    Math.floor(minutes / 60),
    minutes % 60,
    0,
    0,
    timeZone,
  );
  return new Date(local.getTime());
}

/**
 * Whether the meeting has started at `now`. Undated meetings have not; a dated meeting
 * without a start time is treated as starting at the beginning of its day.
 */
export function hasMeetingStarted(meeting: MeetingWhen, now: Date, timeZone: string): boolean {
  if (!meeting.date) return false;
  const start = meetingStartInstant(meeting.date, meeting.startTime ?? '00:00', timeZone);
  return start.getTime() <= now.getTime();
}

/** Officer card 'agenda item count': a JSON list counts its items, text counts non-empty lines. */
export function agendaItemCount(agenda: string | null | undefined): number {
  if (!agenda) return 0;
  if (agenda.trimStart().startsWith('[')) {
    try {
      // Valid JSON that starts with '[' is always a list.
      return (JSON.parse(agenda) as unknown[]).length;
    } catch {
      // Not JSON after all: fall through to counting lines.
    }
  }
  return agenda.split(/\r?\n/).filter((line) => line.trim() !== '').length;
}

export const MEETINGS_TEXT = {
  subtitle: {
    officer: "Manage your club's meeting schedule and assignments.",
    guest: 'View upcoming meetings and RSVP for meals if you plan to attend.',
    member: 'Volunteer for meeting roles and help make our meetings successful.',
  },
  empty: 'No meetings scheduled',
  emptyHint: {
    officer: 'Get started by scheduling your first meeting.',
    other: 'Check back later for upcoming meetings.',
  },
  noClub: 'Join a club to view meetings.',
  noRoles: 'No roles available for this meeting yet.',
  dateTbd: 'Date TBD',
  locationTbd: 'Location TBD',
  scheduleMeeting: 'Schedule Meeting',
  viewDetails: 'View Details',
  manageRoles: 'Manage Roles',
  viewAgenda: 'View Agenda',
  rsvpAndMeals: 'RSVP & Meals',
  availableRoles: 'Available Volunteer Roles',
  unavailableRoles: 'Unavailable Roles',
  yourRoles: 'Your Assigned Roles',
  volunteer: 'Volunteer',
  notAvailable: 'Not Available',
  retract: 'Retract',
  createTitle: 'Create New Meeting',
  createSubmit: 'Create Meeting',
  createPending: 'Creating...',
  cancel: 'Cancel',
  templatesLoading: 'Loading templates...',
  noTemplates: 'No templates available',
  defaultTemplateMark: '(Default)',
  meetingCreated: {
    title: 'Meeting Created',
    description: 'Your meeting has been scheduled successfully.',
  },
  createFailed: 'Failed to create meeting. Please try again.',
  meetingDeleted: {
    title: 'Meeting Deleted',
    description: 'The meeting has been successfully deleted.',
  },
  deleteFailed: 'Failed to delete meeting',
  volunteered: "You've successfully volunteered for this role!",
  volunteerFailed: 'Failed to volunteer for role',
  retracted: "You've successfully retracted your volunteer request!",
  retractFailed: 'Failed to retract volunteer request',
} as const;

export const MEETING_FIELD_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 255 characters',
  dateRequired: 'Date is required',
  dateInvalid: 'Enter a valid date',
  datePassed: 'Date: this day has passed. Choose today or a later date',
  timeRequired: 'Time is required',
  locationTooLong: 'Location must be at most 255 characters',
  recurringWeeks: 'Recurring weeks must be between 0 and 52',
  agendaTooLong: 'Agenda is too long',
} as const;

/**
 * A new meeting is scheduled today or later, in the club's time zone: one dated in the past would
 * be listed nowhere (neither upcoming nor past) while Reports counted it.
 */
export function meetingDateHasPassed(date: string, now: Date, timeZone: string): boolean {
  return date < todayInZone(now, timeZone);
}

/** The other meetings of the club on `date` (a second meeting on one day is worth a warning). */
export function meetingsOnDate<M extends { id: number; date: string | null }>(
  meetings: readonly M[],
  date: string,
): M[] {
  return meetings.filter((meeting) => meeting.date === date);
}

export const MEETING_SAME_DATE_WARNING = (titles: readonly string[]) =>
  `This club already has a meeting on this date (${titles.join(', ')}). Creating another schedules a second one that day.`;

export const MEETING_AGENDA_MAX_LENGTH = 200_000;
export const MEETING_NOTES_MAX_LENGTH = 10_000;

export type MeetingDraft = {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  location: string;
  status: MeetingStatus;
  agenda: string | null;
  agendaTemplateId: number | null;
};

/** The meetings a valid create input produces: one per recurring week, end = start + 1h30. */
export function meetingDraftsFromInput(input: CreateMeetingValues): MeetingDraft[] {
  const endTime = endTimeFor(input.scheduledTime);
  return expandRecurringDates(input.scheduledDate, input.recurringWeeks).map((date) => ({
    title: input.title,
    date,
    startTime: input.scheduledTime,
    endTime,
    location: input.location,
    status: input.status,
    agenda: input.agenda ?? null,
    agendaTemplateId: input.agendaTemplateId ?? null,
  }));
}
