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
}

type MeetingFacts = Omit<RoleFacts, 'roleType'>;

function meetingWords(facts: MeetingFacts): string {
  return facts.meetingDate === null
    ? `'${facts.meetingTitle}'`
    : `'${facts.meetingTitle}' on ${formatLongDate(facts.meetingDate)}`;
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
  meetingReminder: (facts: MeetingFacts): NotificationMessage => ({
    kind: 'meeting',
    title: 'Meeting reminder',
    body: `${meetingWords(facts)} is coming up.`,
    action: agendaAction(facts.meetingId),
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
