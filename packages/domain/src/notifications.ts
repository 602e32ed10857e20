// Notifications in the app: what they are about and the words each one says.
import { CLUB_ROLE_LABELS, type ClubRole } from './club-roles';
import { roleTypeLabel } from './meeting-roles';
import { formatLongDate } from './meetings';

/** What a notification is about; each kind has its own icon in the bell's list. */
export const NOTIFICATION_KINDS = ['role', 'meeting', 'mentorship', 'membership'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The bell lists at most this many of a person's newest notifications (not dismissed). */
export const NOTIFICATION_LIST_LIMIT = 50;

/** A notification as written: `action` is a label and a path of the web app. */
export interface NotificationMessage {
  kind: NotificationKind;
  title: string;
  body: string;
  action: { label: string; href: string } | null;
}

interface RoleFacts {
  roleType: string;
  meetingId: number;
  meetingTitle: string;
  meetingDate: string | null;
  /** How the meeting's club writes dates (en-AU when not given). */
  locale?: string | null;
}

type MeetingFacts = Omit<RoleFacts, 'roleType'>;

function meetingWords(facts: MeetingFacts): string {
  return facts.meetingDate === null
    ? `'${facts.meetingTitle}'`
    : `'${facts.meetingTitle}' on ${formatLongDate(facts.meetingDate, facts.locale)}`;
}

function agendaAction(meetingId: number) {
  return { label: 'View agenda', href: `/meetings/${meetingId}/view-agenda` };
}

const mentorshipAction = { label: 'View mentorship', href: '/mentorship' };

export const NOTIFICATION_TEXT = {
  roleAssigned: (facts: RoleFacts): NotificationMessage => ({
    kind: 'role',
    title: 'Role assignment',
    body: `You are ${roleTypeLabel(facts.roleType)} at ${meetingWords(facts)}.`,
    action: agendaAction(facts.meetingId),
  }),
  roleConfirmed: (facts: RoleFacts): NotificationMessage => ({
    kind: 'role',
    title: 'Role confirmed',
    body: `Your role as ${roleTypeLabel(facts.roleType)} at ${meetingWords(facts)} is confirmed.`,
    action: agendaAction(facts.meetingId),
  }),
  roleOffered: (facts: RoleFacts & { offererName: string }): NotificationMessage => ({
    kind: 'role',
    title: 'Role up for grabs',
    body: `${facts.offererName} offers their role as ${roleTypeLabel(facts.roleType)} at ${meetingWords(facts)}.`,
    action: { label: 'Take this role', href: `/roles?meeting=${facts.meetingId}` },
  }),
  roleOfferedToWaitlist: (facts: RoleFacts & { offererName: string }): NotificationMessage => ({
    kind: 'role',
    title: 'A role you wait for is up for grabs',
    body: `${facts.offererName} offers their role as ${roleTypeLabel(facts.roleType)} at ${meetingWords(facts)}. You are on its waitlist, so you may take it first.`,
    action: { label: 'Take this role', href: `/roles?meeting=${facts.meetingId}` },
  }),
  roleReleasedToWaitlist: (facts: RoleFacts): NotificationMessage => ({
    kind: 'role',
    title: 'A role you wait for is open',
    body: `The role of ${roleTypeLabel(facts.roleType)} at ${meetingWords(facts)} is open again. You are on its waitlist: volunteer for it if you still want it.`,
    action: { label: 'View roles', href: `/roles?meeting=${facts.meetingId}` },
  }),
  roleOfferUntaken: (facts: RoleFacts & { offererName: string }): NotificationMessage => ({
    kind: 'role',
    title: 'An offered role has no taker',
    body: `Nobody has taken the role of ${roleTypeLabel(facts.roleType)} that ${facts.offererName} offered for ${meetingWords(facts)}.`,
    action: { label: 'Role Assignment', href: `/roles?meeting=${facts.meetingId}` },
  }),
  roleOfferTaken: (facts: RoleFacts & { takerName: string }): NotificationMessage => ({
    kind: 'role',
    title: 'Your role was taken',
    body: `${facts.takerName} took your role as ${roleTypeLabel(facts.roleType)} at ${meetingWords(facts)}.`,
    action: agendaAction(facts.meetingId),
  }),
  meetingReminder: (facts: MeetingFacts): NotificationMessage => ({
    kind: 'meeting',
    title: 'Meeting reminder',
    body: `${meetingWords(facts)} is coming up.`,
    action: agendaAction(facts.meetingId),
  }),
  /** The meeting's live console opened (its timer first started): follow it on the phone. */
  meetingLive: (facts: MeetingFacts): NotificationMessage => ({
    kind: 'meeting',
    title: 'The meeting is live',
    body: `${meetingWords(facts)} has started: follow the timer, vote and check in.`,
    action: { label: 'Open the live console', href: `/meetings/${facts.meetingId}/live` },
  }),
  mentorshipRequested: (menteeName: string): NotificationMessage => ({
    kind: 'mentorship',
    title: 'Mentorship request',
    body: `${menteeName} would like you as their mentor.`,
    action: mentorshipAction,
  }),
  mentorshipStarted: (otherName: string): NotificationMessage => ({
    kind: 'mentorship',
    title: 'Mentorship started',
    body: `You are now paired with ${otherName} in the mentorship programme.`,
    action: mentorshipAction,
  }),
  mentorshipAccepted: (mentorName: string): NotificationMessage => ({
    kind: 'mentorship',
    title: 'Mentorship accepted',
    body: `${mentorName} accepted to be your mentor.`,
    action: mentorshipAction,
  }),
  mentorshipDeclined: (mentorName: string): NotificationMessage => ({
    kind: 'mentorship',
    title: 'Mentorship declined',
    body: `${mentorName} declined to be your mentor.`,
    action: mentorshipAction,
  }),
  becameMember: (clubName: string, role: ClubRole): NotificationMessage => ({
    kind: 'membership',
    title: 'Welcome as a member',
    body:
      role === 'member'
        ? `You are now a member of ${clubName}.`
        : `You are now a member of ${clubName}, as ${CLUB_ROLE_LABELS[role]}.`,
    action: { label: 'View profile', href: '/profile' },
  }),
} as const;

/** A guest made a member (or officer) of the club: the change that welcomes them. */
export function isGuestConversion(fromRole: ClubRole, toRole: ClubRole): boolean {
  return fromRole === 'guest' && toRole !== 'guest';
}
