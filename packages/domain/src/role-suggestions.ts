// Fair suggestions for an open role: the VP Education sees the eligible members ranked, each with
// the reasons in words, from the club's records (who held the role and when, who spoke lately,
// profile preferences and availability, Pathways progress, when they joined). Asking one of them
// sends a personal request they accept or decline.
import type { ClubRole } from './club-roles';
import { creditKindOf, type CreditKind } from './credits';
import { canonicalRoleType, roleTypeLabel } from './meeting-roles';
import { formatLongDate, hasMeetingStarted, weekdayName, type MeetingStatus } from './meetings';
import type { NotificationMessage } from './notifications';
import { fail, ok, type Result } from './result';
import { takerViolation, type TakerViolation } from './role-offers';

/** One past role of a member: its type and the meeting's date ('YYYY-MM-DD'). */
export interface PastRole {
  roleType: string;
  date: string;
}

/** What the club's records say about one member, for one meeting. */
export interface SuggestionFacts {
  userId: number;
  name: string;
  role: ClubRole;
  active: boolean;
  /** Roles the member already holds in this meeting. */
  rolesInMeeting: number;
  /** When the membership started ('YYYY-MM-DD'). */
  joinedOn: string;
  /** The profile's free-text role preferences. */
  rolePreferences: string | null;
  /** The profile's free-text weekdays ('Tuesdays and Thursdays'). */
  availableWeekdays: string | null;
  availableWeekends: boolean;
  /** The Pathways level in progress and how many of its projects are done; null: none. */
  pathways: { level: number; projectsDone: number } | null;
  /** Roles held at earlier meetings (any order). */
  history: readonly PastRole[];
  /** The roles the member was asked to take and has not answered yet. */
  askedFor?: readonly number[];
}

export interface Candidate {
  userId: number;
  name: string;
  reasons: string[];
}

/** A membership younger than this many days is a new member's. */
export const NEW_MEMBER_DAYS = 90;
/** A speech this many days ago or fewer counts as recent. */
export const RECENT_SPEECH_DAYS = 14;
/** Weeks since the role last counted; longer (or never) counts the same. */
const WEEKS_CAP = 26;

/** Roles a new member is best started with, and those better left until later. */
const EASIER_ROLES = new Set([
  'timer',
  'ah_counter',
  'grammarian',
  'vote_counter',
  'sergeant_at_arms',
]);
const HARDER_ROLES = new Set(['toastmaster', 'general_evaluator', 'table_topics_master']);

/** 'evaluator2' → 'evaluator': numbered roles of one kind count as one role. */
export function roleFamily(roleType: string): string {
  return canonicalRoleType(roleType).replace(/\d+$/, '');
}

function isHarder(roleType: string): boolean {
  const family = roleFamily(roleType);
  return HARDER_ROLES.has(family) || family === 'evaluator';
}

/** Words a preference uses for each kind of role, and how a reason names them. */
const PREFERENCE_WORDS: Record<CreditKind, { pattern: RegExp; words: string }> = {
  speech: { pattern: /speak|speech/i, words: 'speaking roles' },
  evaluation: { pattern: /evaluat/i, words: 'evaluating roles' },
  table_topics: { pattern: /table ?topics/i, words: 'Table Topics' },
  leadership: {
    pattern: /lead|toastmaster|timer|grammarian|ah-?counter|functionar/i,
    words: 'leadership roles',
  },
};

function days(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

function weeksAgo(weeks: number): string {
  if (weeks === 0) return 'this week';
  if (weeks === 1) return 'last week';
  return `${weeks} weeks ago`;
}

const WEEKDAY_PATTERN = /monday|tuesday|wednesday|thursday|friday|saturday|sunday/i;

/** The reasons' words, as the list shows them. */
export const SUGGESTION_REASONS = {
  lastHeld: (label: string, weeks: number) => `last ${label} ${weeksAgo(weeks)}`,
  neverHeld: (label: string) => `never ${label} yet`,
  prefers: (words: string) => `prefers ${words}`,
  pathways: (level: number, project: number) => `working on Level ${level}, project ${project}`,
  newEasier: 'new member: an easier role first',
  newHarder: 'new member: an easier role first would suit better',
  spokeRecently: (weeks: number) => `spoke ${weeksAgo(weeks)}`,
  availableOn: (weekday: string) => `available on ${weekday}s`,
  notAvailableOn: (weekday: string) => `not usually available on ${weekday}s`,
  notWeekends: 'not available at weekends',
  askedAlready: 'already asked, no answer yet',
} as const;

const R = SUGGESTION_REASONS;

/** The member's score and reasons for the role; higher is a better fit. */
function assess(
  role: { roleType: string; id?: number },
  member: SuggestionFacts,
  meetingDate: string,
): { score: number; reasons: string[] } {
  const family = roleFamily(role.roleType);
  const kind = creditKindOf(role.roleType);
  const label = roleTypeLabel(family);
  const today = days(meetingDate);
  const reasons: string[] = [];
  let score = 0;

  // Fairness first: the longer since the member last had this role, the higher.
  const last = member.history
    .filter((past) => roleFamily(past.roleType) === family && past.date < meetingDate)
    .reduce<string | null>(
      (latest, past) => (latest && latest > past.date ? latest : past.date),
      null,
    );
  if (last === null) {
    score += WEEKS_CAP;
    reasons.push(R.neverHeld(label));
  } else {
    const weeks = Math.floor((today - days(last)) / 7);
    score += Math.min(weeks, WEEKS_CAP);
    reasons.push(R.lastHeld(label, weeks));
  }

  if (member.rolePreferences && PREFERENCE_WORDS[kind].pattern.test(member.rolePreferences)) {
    score += 8;
    reasons.push(R.prefers(PREFERENCE_WORDS[kind].words));
  }

  if (kind === 'speech') {
    if (member.pathways) {
      score += 6;
      reasons.push(R.pathways(member.pathways.level, member.pathways.projectsDone + 1));
    }
    const lastSpeech = member.history
      .filter((past) => creditKindOf(past.roleType) === 'speech' && past.date < meetingDate)
      .reduce((latest, past) => Math.max(latest, days(past.date)), -Infinity);
    if (today - lastSpeech <= RECENT_SPEECH_DAYS) {
      score -= 12;
      reasons.push(R.spokeRecently(Math.floor((today - lastSpeech) / 7)));
    }
  }

  if (today - days(member.joinedOn) < NEW_MEMBER_DAYS) {
    if (EASIER_ROLES.has(family)) {
      score += 5;
      reasons.push(R.newEasier);
    } else if (isHarder(role.roleType)) {
      score -= 10;
      reasons.push(R.newHarder);
    }
  }

  const weekday = weekdayName(meetingDate);
  if (weekday === 'Saturday' || weekday === 'Sunday') {
    if (!member.availableWeekends) {
      score -= 15;
      reasons.push(R.notWeekends);
    }
  } else if (member.availableWeekdays && WEEKDAY_PATTERN.test(member.availableWeekdays)) {
    if (member.availableWeekdays.toLowerCase().includes(weekday.toLowerCase())) {
      score += 2;
      reasons.push(R.availableOn(weekday));
    } else {
      score -= 15;
      reasons.push(R.notAvailableOn(weekday));
    }
  }
  if (role.id !== undefined && member.askedFor?.includes(role.id)) reasons.push(R.askedAlready);
  return { score, reasons };
}

/**
 * Who may be asked to take an open role: the same rule as taking an offered role (an active
 * member, not a guest, under the club's limit of roles per meeting). No one offered this role,
 * so no one is its offerer.
 */
export function askeeViolation(
  member: Pick<SuggestionFacts, 'userId' | 'role' | 'active' | 'rolesInMeeting'>,
  rolesPerMember: number,
): Exclude<TakerViolation, 'own_offer'> | null {
  const violation = takerViolation({
    actorUserId: member.userId,
    actorRole: member.role,
    actorActive: member.active,
    offeredBy: Number.NaN,
    actorRolesInMeeting: member.rolesInMeeting,
    rolesPerMember,
  });
  // Nobody is the offerer (NaN equals no id), so 'own_offer' never comes back.
  return violation as Exclude<TakerViolation, 'own_offer'> | null;
}

/**
 * The eligible members for one open role, best fit first, each with the reasons in words. Ties
 * go by name, then id, so the order is stable. An undated meeting is judged as of `today`.
 */
export function rankCandidates(input: {
  role: { roleType: string; id?: number };
  members: readonly SuggestionFacts[];
  meetingDate: string | null;
  today: string;
  rolesPerMember: number;
}): Candidate[] {
  const date = input.meetingDate ?? input.today;
  return input.members
    .filter((member) => askeeViolation(member, input.rolesPerMember) === null)
    .map((member) => ({ member, ...assess(input.role, member, date) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.member.name.localeCompare(b.member.name) ||
        a.member.userId - b.member.userId,
    )
    .map(({ member, reasons }) => ({ userId: member.userId, name: member.name, reasons }));
}

/** Suggestions for each open role of a meeting, in the roles' order. */
export function suggestForRoles(input: {
  roles: readonly { id: number; roleType: string; status: string }[];
  members: readonly SuggestionFacts[];
  meetingDate: string | null;
  today: string;
  rolesPerMember: number;
}): { roleId: number; candidates: Candidate[] }[] {
  return input.roles
    .filter((role) => role.status === 'open')
    .map((role) => ({
      roleId: role.id,
      candidates: rankCandidates({ ...input, role }),
    }));
}

// Asking a member to take an open role.

export const ROLE_ASK_STATUSES = ['open', 'accepted', 'declined'] as const;
export type RoleAskStatus = (typeof ROLE_ASK_STATUSES)[number];

export const ROLE_ASK_MESSAGES = {
  suggest: 'Suggest',
  dialogTitle: (role: string) => `Suggestions for ${role}`,
  dialogDescription: 'Eligible members, the fairest fit first, with the reasons from club records.',
  ask: 'Ask',
  asked: (name: string) => `${name} has been asked. They will get a notification and an e-mail.`,
  askFailed: 'Could not send the request',
  noCandidates: 'No eligible members for this role.',
  loadFailed: 'Could not load the suggestions.',
  roleNotOpen: 'This role is no longer open.',
  alreadyAsked: 'You have already asked them for this role.',
  asksOff: 'They have turned off offers and asks. Assign them on Role Assignment instead.',
  notAMember: 'They are not a member of this club.',
  guest: 'Guests cannot take roles.',
  inactive: 'Only active members can take roles.',
  alreadyHaveRole: 'They already have a role in this meeting',
  atRoleLimit: 'They already hold two roles in this meeting, the most this club allows',
  meetingNotScheduled: 'This meeting is not scheduled, so its roles cannot change hands.',
  meetingStarted: 'This meeting has already started',
  /** Accepting when the role went to someone else meanwhile. */
  roleTaken: 'Someone else has already taken this role, so it was not assigned to you.',
  alreadyAnswered: 'You have already answered this request.',
  /** The member home: requests the member answers in the app. */
  askedOfYou: 'Asked of you',
  askedBy: (name: string | null) =>
    name ? `${name} asks you to take this role` : 'You are asked to take this role',
  accept: 'Accept',
  decline: 'Decline',
  acceptedToast: 'The role is yours',
  declinedToast: 'You declined the request',
  answerFailed: 'Could not answer the request',
} as const;

export type AskViolation =
  | Exclude<TakerViolation, 'own_offer'>
  | 'role_not_open'
  | 'meeting_not_scheduled'
  | 'meeting_started';

export const ASK_VIOLATION_MESSAGES: Record<AskViolation, string> = {
  guest_cannot_take: ROLE_ASK_MESSAGES.guest,
  inactive_member: ROLE_ASK_MESSAGES.inactive,
  already_has_role: ROLE_ASK_MESSAGES.alreadyHaveRole,
  at_role_limit: ROLE_ASK_MESSAGES.atRoleLimit,
  role_not_open: ROLE_ASK_MESSAGES.roleNotOpen,
  meeting_not_scheduled: ROLE_ASK_MESSAGES.meetingNotScheduled,
  meeting_started: ROLE_ASK_MESSAGES.meetingStarted,
};

/**
 * Asking (and accepting an ask): the role is still open, the meeting scheduled and not started
 * (club time zone), and the member may take it.
 */
export function decideAsk(input: {
  roleStatus: 'open' | 'assigned' | 'confirmed';
  meeting: { status: MeetingStatus; date: string | null; startTime: string | null };
  member: Pick<SuggestionFacts, 'userId' | 'role' | 'active' | 'rolesInMeeting'>;
  rolesPerMember: number;
  now: Date;
  timeZone: string;
}): Result<true, AskViolation> {
  if (input.meeting.status !== 'scheduled') return fail('meeting_not_scheduled');
  if (hasMeetingStarted(input.meeting, input.now, input.timeZone)) return fail('meeting_started');
  if (input.roleStatus !== 'open') return fail('role_not_open');
  const member = askeeViolation(input.member, input.rolesPerMember);
  if (member) return fail(member);
  return ok(true);
}

interface AskFacts {
  roleType: string;
  meetingId: number;
  meetingTitle: string;
  meetingDate: string | null;
  locale?: string | null;
}

function askMeetingWords(facts: AskFacts): string {
  return `${facts.meetingTitle} on ${formatLongDate(facts.meetingDate, facts.locale)}`;
}

/** What the people of an ask are told in the app. */
export const ROLE_ASK_NOTIFICATIONS = {
  asked: (facts: AskFacts & { askerName: string }): NotificationMessage => ({
    kind: 'role',
    title: 'You are asked to take a role',
    body: `${facts.askerName} asks you to be ${roleTypeLabel(facts.roleType)} at ${askMeetingWords(facts)}.`,
    action: { label: 'See the roles', href: `/roles?meeting=${facts.meetingId}` },
  }),
  accepted: (facts: AskFacts & { memberName: string }): NotificationMessage => ({
    kind: 'role',
    title: 'Request accepted',
    body: `${facts.memberName} accepted: they are ${roleTypeLabel(facts.roleType)} at ${askMeetingWords(facts)}.`,
    action: { label: 'View agenda', href: `/meetings/${facts.meetingId}/view-agenda` },
  }),
  declined: (facts: AskFacts & { memberName: string }): NotificationMessage => ({
    kind: 'role',
    title: 'Request declined',
    body: `${facts.memberName} declined to be ${roleTypeLabel(facts.roleType)} at ${askMeetingWords(facts)}. The role is still open.`,
    action: { label: 'Assign roles', href: `/role-assignment?meeting=${facts.meetingId}` },
  }),
} as const;
