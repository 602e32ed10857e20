// Meeting night's check-in (decision 074): a code on the console that changes every minute, the
// guest form, the managers' ticks, the meeting report's answer, and which agenda rows' measured
// times belong to a person (speeches and evaluations, to their role holder).
import { z } from 'zod';
import type { AgendaItem } from './agenda';
import { canonicalRoleType } from './meeting-roles';
import { timingKindOf } from './live-timing';

/** The code changes at every minute of the server's clock. */
export const CHECK_IN_CODE_PERIOD_MS = 60_000;

/** At most this many guests check in through the form at one meeting (a flood stops there). */
export const MAX_GUEST_CHECK_INS = 200;

/** The minute a moment falls in (ms since the epoch → minutes since the epoch). */
export function checkInMinuteOf(atMs: number): number {
  return Math.floor(atMs / CHECK_IN_CODE_PERIOD_MS);
}

/** The minutes whose code is accepted at a moment: the current one and the one before it. */
export function acceptedCheckInMinutes(atMs: number): readonly [number, number] {
  const minute = checkInMinuteOf(atMs);
  return [minute, minute - 1];
}

/** When the code shown at a moment is replaced (ms since the epoch). */
export function nextCheckInCodeAt(atMs: number): number {
  return (checkInMinuteOf(atMs) + 1) * CHECK_IN_CODE_PERIOD_MS;
}

/** The page a phone opens from the QR code (relative to the app's address). */
export function checkInPath(meetingId: number, code: string): string {
  return `/meetings/${meetingId}/check-in?code=${encodeURIComponent(code)}`;
}

/** A code as the server makes it: 10 URL-safe characters. */
export const checkInCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{10}$/, 'Invalid check-in code');

export const guestCheckInSchema = z.object({
  code: checkInCodeSchema,
  name: z.string().trim().min(1, 'Enter your name').max(100, 'At most 100 characters'),
  email: z.string().trim().max(254).pipe(z.email('Enter a valid e-mail address')),
});

export type GuestCheckInValues = z.infer<typeof guestCheckInSchema>;

export const CHECK_IN_METHODS = ['code', 'guest', 'manual'] as const;
export type CheckInMethod = (typeof CHECK_IN_METHODS)[number];

export const CHECK_IN_TEXT = {
  title: 'Check in',
  staleCode: 'This check-in code has expired: scan the code on the screen again.',
  meetingOver: 'This meeting is over: check-in has closed.',
  memberEmail: 'This e-mail belongs to a member of the club: sign in to check in.',
  tooManyGuests: 'This meeting has checked in as many guests as it can take.',
  checkedIn: "You're checked in. Enjoy the meeting!",
  guestIntro: 'Visiting? Give your name and e-mail to check in as a guest.',
  memberIntro: 'Members: sign in to check in.',
  signIn: 'Sign in to check in',
  checkInButton: 'Check me in',
  guestButton: 'Check in as a guest',
  nameLabel: 'Your name',
  emailLabel: 'E-mail',
  missingCode: 'Scan the check-in code shown at the meeting to open this page.',
} as const;

/** The console's check-in code and where it leads (controllers only). */
export const checkInCodeAnswerSchema = z.object({
  code: z.string(),
  /** The check-in page's path with the code (the QR code's address is the app's plus this). */
  path: z.string(),
  /** Server time (ms since the epoch) this code is replaced by the next. */
  changesAt: z.number(),
  serverTime: z.number(),
});

export const checkInAnswerSchema = z.object({
  meetingId: z.number(),
  userId: z.number(),
  /** False when the person was already checked in (nothing new was written). */
  created: z.boolean(),
});

/** The club's people with whether each is checked in (for the managers' ticks). */
export const checkInListAnswerSchema = z.object({
  meetingId: z.number(),
  checkedInCount: z.number(),
  /** Whether the caller may tick people in and out by hand (managers). */
  canTick: z.boolean(),
  people: z.array(
    z.object({
      userId: z.number(),
      name: z.string(),
      isGuest: z.boolean(),
      method: z.enum(CHECK_IN_METHODS).nullable(),
      checkedInAt: z.date().nullable(),
    }),
  ),
});

export const checkInTickSchema = z.object({
  userId: z.number().int().positive().max(2_147_483_647),
  checkedIn: z.boolean(),
});

/** How many of a member's latest times the progress screen shows. */
export const MY_TIMES_LIMIT = 100;

export const MEETING_REPORT_TEXT = {
  title: 'Meeting report',
  attendance: 'Attendance',
  timer: "Timer's report",
  noTimes: 'The Timer recorded no times at this meeting.',
  noAttendance: 'Nobody checked in at this meeting.',
  qualified: 'Qualified',
  notQualified: 'Outside the time',
  untimed: '—',
  link: 'Meeting report',
  votes: 'Votes',
  noVotes: 'No votes were counted at this meeting.',
  votesOpen: 'Voting is still open: the winners show once the Vote Counter closes it.',
  noWinner: 'No winner',
  tie: 'Tie',
  ahCounter: "Ah-Counter's report",
  noFillers: 'The Ah-Counter counted no filler words at this meeting.',
  fillerTotal: 'Total',
} as const;

/**
 * The role whose holder a measured time belongs to: a speech's speaker or a speech's evaluator;
 * null for everything else (Table Topics' speakers hold no role; hosts' rows are not theirs).
 */
export function timedPersonRoleOf(item: Pick<AgendaItem, 'activity' | 'roleType'>): string | null {
  const kind = timingKindOf(item);
  if (kind === null || kind === 'table_topics' || item.roleType === undefined) return null;
  const role = canonicalRoleType(item.roleType);
  return /^(speaker|evaluator)\d*$/.test(role) ? role : null;
}
