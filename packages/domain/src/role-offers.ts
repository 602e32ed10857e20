// A member hands their role to a colleague: they offer it (keeping it until someone takes it),
// an eligible member takes it in one tap, and the offerer or a manager may withdraw the offer.
import type { ClubRole } from './club-roles';
import { roleLimitViolation, roleTypeLabel, type RoleSlot } from './meeting-roles';
import { hasMeetingStarted, meetingStartInstant, type MeetingStatus } from './meetings';
import { fail, ok, type Result } from './result';

export const ROLE_OFFER_STATUSES = ['open', 'taken', 'withdrawn', 'closed'] as const;
/**
 * open: waiting for a taker; taken: someone took the role; withdrawn: the offerer or a manager
 * took it back; closed: the role changed hands another way (an officer's change, a retract).
 */
export type RoleOfferStatus = (typeof ROLE_OFFER_STATUSES)[number];

/** The longest note an offer may carry. */
export const ROLE_OFFER_NOTE_MAX_LENGTH = 500;

export interface OfferMeeting {
  status: MeetingStatus;
  date: string | null;
  startTime: string | null;
}

export type OfferViolation =
  'not_your_role' | 'meeting_not_scheduled' | 'meeting_started' | 'offer_exists';

/**
 * The holder offers their role: only their own, only in a scheduled meeting that has not
 * started (club time zone), and only when the role has no open offer yet.
 */
export function decideOffer(input: {
  slot: RoleSlot;
  actorUserId: number;
  meeting: OfferMeeting;
  hasOpenOffer: boolean;
  now: Date;
  timeZone: string;
}): Result<true, OfferViolation> {
  if (input.slot.userId !== input.actorUserId) return fail('not_your_role');
  const meeting = meetingOpen(input.meeting, input.now, input.timeZone);
  if (meeting) return fail(meeting);
  if (input.hasOpenOffer) return fail('offer_exists');
  return ok(true);
}

function meetingOpen(
  meeting: OfferMeeting,
  now: Date,
  timeZone: string,
): 'meeting_not_scheduled' | 'meeting_started' | null {
  if (meeting.status !== 'scheduled') return 'meeting_not_scheduled';
  if (hasMeetingStarted(meeting, now, timeZone)) return 'meeting_started';
  return null;
}

/** When an offer lapses on its own: the meeting's start (none for an undated meeting). */
export function offerExpiresAt(meeting: OfferMeeting, timeZone: string): Date | null {
  if (!meeting.date) return null;
  return meetingStartInstant(meeting.date, meeting.startTime ?? '00:00', timeZone);
}

export type TakerViolation =
  'guest_cannot_take' | 'inactive_member' | 'own_offer' | 'already_has_role' | 'at_role_limit';

/**
 * Who may take an offered role: an active member of the club (not a guest), not the offerer,
 * holding fewer roles in that meeting than the club allows (one, unless the club allows two).
 */
export function takerViolation(input: {
  actorUserId: number;
  actorRole: ClubRole;
  actorActive: boolean;
  offeredBy: number;
  actorRolesInMeeting: number;
  rolesPerMember: number;
}): TakerViolation | null {
  if (input.actorRole === 'guest') return 'guest_cannot_take';
  if (!input.actorActive) return 'inactive_member';
  if (input.actorUserId === input.offeredBy) return 'own_offer';
  return roleLimitViolation(input.actorRolesInMeeting, input.rolesPerMember);
}

export type ClaimViolation =
  | TakerViolation
  | 'waitlist_first'
  | 'offer_taken'
  | 'offer_withdrawn'
  | 'offer_closed'
  | 'meeting_not_scheduled'
  | 'meeting_started';

/** Taking an offered role: the offer is still open, the meeting still ahead, the taker eligible. */
export function decideClaim(input: {
  offerStatus: RoleOfferStatus;
  offeredBy: number;
  actorUserId: number;
  actorRole: ClubRole;
  actorActive: boolean;
  actorRolesInMeeting: number;
  rolesPerMember: number;
  meeting: OfferMeeting;
  now: Date;
  timeZone: string;
  /** The waitlist's first-refusal window (null: none). */
  firstRefusalUntil?: Date | null;
  /** Whether the caller is on the role's waitlist. */
  onWaitlist?: boolean;
}): Result<RoleSlot, ClaimViolation> {
  const closed = offerClosedViolation(input.offerStatus);
  if (closed) return fail(closed);
  const meeting = meetingOpen(input.meeting, input.now, input.timeZone);
  if (meeting) return fail(meeting);
  const taker = takerViolation(input);
  if (taker) return fail(taker);
  if (
    waitlistFirst({
      now: input.now,
      firstRefusalUntil: input.firstRefusalUntil ?? null,
      onWaitlist: input.onWaitlist ?? false,
    })
  )
    return fail('waitlist_first');
  return ok({ status: 'assigned', userId: input.actorUserId });
}

/** How long a role's waitlist has first refusal when the role is offered, unless the club says. */
export const DEFAULT_FIRST_REFUSAL_HOURS = 2;
/** How long before the meeting an offer nobody has taken alerts the VP Education, by default. */
export const DEFAULT_OFFER_ALERT_HOURS = 48;

const HOUR_MS = 3_600_000;

/**
 * Until when only the role's waitlist may take an offer made at `offeredAt`: `hours` later, never
 * past the meeting's start. None without a waitlist, with a zero-hour window, or when the window
 * would already be over.
 */
export function firstRefusalUntil(input: {
  offeredAt: Date;
  hours: number;
  meetingStart: Date | null;
  waitlistSize: number;
}): Date | null {
  if (input.waitlistSize === 0 || input.hours <= 0) return null;
  const end = input.offeredAt.getTime() + input.hours * HOUR_MS;
  const until = input.meetingStart ? Math.min(end, input.meetingStart.getTime()) : end;
  return until > input.offeredAt.getTime() ? new Date(until) : null;
}

/** Whether the caller must wait: the waitlist's window is still running and they are not on it. */
export function waitlistFirst(input: {
  now: Date;
  firstRefusalUntil: Date | null;
  onWaitlist: boolean;
}): boolean {
  if (input.onWaitlist || input.firstRefusalUntil === null) return false;
  return input.now.getTime() < input.firstRefusalUntil.getTime();
}

/**
 * Whether an offer nobody has taken should alert the VP Education now: from `hours` before the
 * meeting's start until the start itself (an undated meeting never alerts).
 */
export function offerAlertDue(input: {
  now: Date;
  expiresAt: Date | null;
  hours: number;
}): boolean {
  if (input.expiresAt === null) return false;
  const now = input.now.getTime();
  const start = input.expiresAt.getTime();
  return now >= start - input.hours * HOUR_MS && now < start;
}

export type WaitlistViolation =
  | 'role_not_held'
  | 'own_role'
  | 'guest_cannot_take'
  | 'inactive_member'
  | 'meeting_not_scheduled'
  | 'meeting_started';

/**
 * Joining a role's waitlist: the role is held by someone else, the meeting is scheduled and has
 * not started, and the member could take a role (active, not a guest). The role limit is checked
 * when they take it, not now: they may give up another role meanwhile.
 */
export function decideJoinWaitlist(input: {
  slot: RoleSlot;
  actorUserId: number;
  actorRole: ClubRole;
  actorActive: boolean;
  meeting: OfferMeeting;
  now: Date;
  timeZone: string;
}): Result<true, WaitlistViolation> {
  if (input.actorRole === 'guest') return fail('guest_cannot_take');
  if (!input.actorActive) return fail('inactive_member');
  if (input.slot.userId === null) return fail('role_not_held');
  if (input.slot.userId === input.actorUserId) return fail('own_role');
  const meeting = meetingOpen(input.meeting, input.now, input.timeZone);
  if (meeting) return fail(meeting);
  return ok(true);
}

/** A place on a waitlist as people read it: 'You are number 2 on the waitlist.' */
export function waitlistPositionLine(position: number): string {
  return `You are number ${position} on the waitlist.`;
}

/** Why an offer that is no longer open cannot be taken (null while it is open). */
export function offerClosedViolation(
  status: RoleOfferStatus,
): 'offer_taken' | 'offer_withdrawn' | 'offer_closed' | null {
  switch (status) {
    case 'open':
      return null;
    case 'taken':
      return 'offer_taken';
    case 'withdrawn':
      return 'offer_withdrawn';
    case 'closed':
      return 'offer_closed';
  }
}

export type WithdrawViolation =
  'not_your_offer' | 'offer_taken' | 'offer_withdrawn' | 'offer_closed';

/** The offerer or a manager withdraws an open offer. */
export function decideWithdraw(input: {
  offerStatus: RoleOfferStatus;
  offeredBy: number;
  actorUserId: number;
  actorIsManager: boolean;
}): Result<true, WithdrawViolation> {
  if (input.offeredBy !== input.actorUserId && !input.actorIsManager) return fail('not_your_offer');
  const closed = offerClosedViolation(input.offerStatus);
  if (closed) return fail(closed);
  return ok(true);
}

export const ROLE_OFFER_MESSAGES = {
  offerThisRole: 'Offer this role',
  takeThisRole: 'Take this role',
  rolesUpForGrabs: 'Roles up for grabs',
  withdrawOffer: 'Withdraw offer',
  noteLabel: 'Note (optional)',
  notePlaceholder: 'A note for whoever takes it',
  offerDescription: 'You keep the role until someone takes it, so the agenda never shows a hole.',
  noteTooLong: `Keep the note under ${ROLE_OFFER_NOTE_MAX_LENGTH} characters`,
  noOffers: 'No roles up for grabs right now.',
  offersLoadFailed: 'Could not load the roles up for grabs.',
  offerFailed: 'Could not offer the role',
  takeFailed: 'Could not take the role',
  withdrawFailed: 'Could not withdraw the offer',
  offered: 'Your role is on offer. You keep it until someone takes it.',
  withdrawn: 'Your offer is withdrawn.',
  taken: 'The role is yours.',
  onOffer: 'On offer',
  offerTaken: 'Someone else has already taken this role.',
  offerWithdrawn: 'This offer has been withdrawn.',
  offerClosed: 'This role has changed hands; the offer is closed.',
  offerExists: 'This role is already on offer.',
  notYourRole: 'You can only offer a role you hold.',
  notYourOffer: 'You can only withdraw your own offer.',
  ownOffer: 'You cannot take your own offer.',
  guest: 'Guests cannot take roles.',
  inactive: 'Only active members can take roles.',
  alreadyHaveRole: 'You already have a role in this meeting',
  atRoleLimit: 'You already hold two roles in this meeting, the most this club allows',
  meetingNotScheduled: 'This meeting is not scheduled, so its roles cannot change hands.',
  meetingStarted: 'This meeting has already started',
  waitlistFirst:
    'The waitlist has first refusal on this role for now. Everyone else can take it when that ends.',
  roleNotHeld: 'Nobody holds this role: take it instead of waiting for it.',
  ownRole: 'This role is yours already.',
  joinWaitlist: 'Join waitlist',
  leaveWaitlist: 'Leave waitlist',
  waitlist: 'Waitlist',
  onWaitlist: 'On the waitlist',
  leftWaitlist: 'You have left the waitlist.',
  waitlistFailed: 'Could not change the waitlist',
  openOffers: 'Open offers',
  noOpenOffers: 'No open offers for the next meeting.',
  offeredSince: 'since',
  takenBy: 'Taken by',
} as const;

const M = ROLE_OFFER_MESSAGES;

/** The server's phrase per refusal. */
export const ROLE_OFFER_VIOLATION_MESSAGES: Record<
  OfferViolation | ClaimViolation | WithdrawViolation,
  string
> = {
  not_your_role: M.notYourRole,
  meeting_not_scheduled: M.meetingNotScheduled,
  meeting_started: M.meetingStarted,
  offer_exists: M.offerExists,
  guest_cannot_take: M.guest,
  inactive_member: M.inactive,
  own_offer: M.ownOffer,
  already_has_role: M.alreadyHaveRole,
  at_role_limit: M.atRoleLimit,
  offer_taken: M.offerTaken,
  offer_withdrawn: M.offerWithdrawn,
  offer_closed: M.offerClosed,
  not_your_offer: M.notYourOffer,
  waitlist_first: M.waitlistFirst,
};

/** The server's phrase per refusal to join a waitlist. */
export const WAITLIST_VIOLATION_MESSAGES: Record<WaitlistViolation, string> = {
  role_not_held: M.roleNotHeld,
  own_role: M.ownRole,
  guest_cannot_take: M.guest,
  inactive_member: M.inactive,
  meeting_not_scheduled: M.meetingNotScheduled,
  meeting_started: M.meetingStarted,
};

/** Refusals of who the caller is (403); every other refusal is about the current state (409). */
export const ROLE_OFFER_FORBIDDEN: ReadonlySet<string> = new Set([
  'not_your_role',
  'not_your_offer',
  'guest_cannot_take',
  'inactive_member',
]);

/** Who offers a role, as the lists say it: 'offered by Ana Silva'. */
export function offeredByLine(offererName: string): string {
  return `offered by ${offererName}`;
}

/** How the role list and the member home name an offered role: 'Timer, offered by Ana Silva'. */
export function offeredRoleLine(roleType: string, offererName: string): string {
  return `${roleTypeLabel(roleType)}, ${offeredByLine(offererName)}`;
}
