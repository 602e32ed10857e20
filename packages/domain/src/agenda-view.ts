// View Agenda / Generate Meeting Agenda and the API's PDF agenda: one model of what a
// printed agenda shows, so the screen, the print sheet and the PDF never disagree.
import {
  DEFAULT_CLUB_MISSION,
  parseAgenda,
  presenterPathway,
  TBD,
  type AgendaItem,
  type RoleAssignment,
} from './agenda';
import { clubRoleLabel, isClubRole, isOfficerRank, type ClubRole } from './club-roles';
import { canonicalRoleType } from './meeting-roles';
import {
  formatLongDate,
  formatMonthYear,
  formatTime12,
  nextMeetingDate,
  parseIsoDate,
} from './meetings';
import { fullName, type PersonName } from './members';

export type AgendaRole = {
  roleType: string;
  userId: number | null;
  user: PersonName | null;
};

export type PresenterProfile = {
  pathwaysPath?: string | null;
  currentLevel?: number | null;
} | null;

/** Role holders as the agenda's presenter names (open roles have none). */
export function roleAssignmentsOf(roles: readonly AgendaRole[]): RoleAssignment[] {
  return roles.map((role) => ({
    roleType: role.roleType,
    presenterName: role.userId === null ? null : fullName(role.user) || null,
  }));
}

export type AgendaRow = AgendaItem & {
  /** "Path L2" under the presenter when a member holds the row's role; else null. */
  pathway: string | null;
};

/**
 * The agenda table: the stored list (or the built-in agenda from the meeting's `startTime`), with
 * each role row showing the role's current holder (or 'TBD' while open) and that holder's pathway
 * and level. A row whose role does not exist in the meeting keeps its own presenter text.
 */
export function agendaRows(
  agendaText: string | null | undefined,
  roles: readonly AgendaRole[],
  profileOf: (userId: number) => PresenterProfile | undefined,
  startTime?: string | null,
): AgendaRow[] {
  return parseAgenda(agendaText, roleAssignmentsOf(roles), startTime).map((item) => {
    const roleType = item.roleType;
    const role =
      roleType === undefined
        ? undefined
        : roles.find((candidate) => canonicalRoleType(candidate.roleType) === roleType);
    if (!role) return { ...item, presenter: item.presenter.trim() || TBD, pathway: null };
    if (role.userId === null) return { ...item, presenter: TBD, pathway: null };
    return {
      ...item,
      presenter: fullName(role.user) || item.presenter.trim() || TBD,
      pathway: presenterPathway(profileOf(role.userId) ?? null),
    };
  });
}

/** Club header 'Founded {Month Year}' from foundedDate, else the free-text founded field. */
export function foundingMonthYear(club: {
  foundedDate?: string | null;
  founded?: string | null;
}): string {
  return formatMonthYear(club.foundedDate) ?? club.founded?.trim() ?? '';
}

export type ClubSheetMember = {
  role: string;
  status?: string | null;
  user: PersonName | null;
};

/** Committee rank on the club sheet; a Record so a new club role cannot be left out. */
const COMMITTEE_RANK: Record<ClubRole, number> = {
  president: 0,
  vpe: 1,
  vpm: 2,
  vppr: 3,
  secretary: 4,
  treasurer: 5,
  sergeant: 6,
  officer: 7,
  member: 8,
  guest: 9,
};

/** The club sheet's committee: active officers by rank, each as 'Label' and name. */
export function committeeList(
  members: readonly ClubSheetMember[],
): { label: string; name: string }[] {
  return members
    .filter((m): m is ClubSheetMember & { role: ClubRole } => isClubRole(m.role))
    .filter((m) => m.status !== 'inactive' && isOfficerRank(m.role) && fullName(m.user))
    .sort((a, b) => COMMITTEE_RANK[a.role] - COMMITTEE_RANK[b.role])
    .map((m) => ({ label: clubRoleLabel(m.role), name: fullName(m.user) }));
}

/** The club sheet's member names (active members and officers, no guests), A to Z. */
export function memberNamesSorted(members: readonly ClubSheetMember[]): string[] {
  return [
    ...new Set(
      members
        .filter((m) => m.status !== 'inactive' && m.role !== 'guest')
        .map((m) => fullName(m.user))
        .filter((name) => name !== ''),
    ),
  ].sort((a, b) => a.localeCompare(b, 'en-AU', { sensitivity: 'base' }));
}

/** 'Your role as a member!' when the club has no vpeGuidelines: a default timeline. */
export const DEFAULT_MEMBER_ROLE_TIMELINE: readonly string[] = [
  'Two weeks before: check the roster and confirm your role with the VP Education.',
  'One week before: prepare your speech or role material and tell the Toastmaster your speech title and project.',
  'Two days before: send your introduction to the Toastmaster and your evaluation form to your evaluator.',
  'On the day: arrive 15 minutes early, sign in and collect your name badge.',
  'If you cannot attend: find a replacement and let the VP Education know as soon as possible.',
];

/** The club's vpeGuidelines as lines, or the default timeline. */
export function memberRoleGuidance(vpeGuidelines: string | null | undefined): string[] {
  const lines = (vpeGuidelines ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return lines.length > 0 ? lines : [...DEFAULT_MEMBER_ROLE_TIMELINE];
}

export const CLUB_SHEET_TIPS: readonly string[] = [
  'Sign up for a role at least once a month: every role builds a skill.',
  'Bring your Pathways project details so your evaluator knows what to look for.',
  'Invite a guest: visitors are welcome at every meeting.',
  'Give your evaluation form to your evaluator before the meeting starts.',
];

export const DEFAULT_LOCATION = 'Location TBD';

/** The worded facts of an agenda's header and Meeting details card. */
export function agendaFacts(
  meeting: {
    date: string | null;
    startTime: string | null;
    endTime: string | null;
    location: string | null;
  },
  club: {
    clubNumber?: string | null;
    district?: string | null;
    foundedDate?: string | null;
    founded?: string | null;
    mission?: string | null;
    /** How the club writes dates (en-AU when not given). */
    locale?: string | null;
  },
) {
  const start = formatTime12(meeting.startTime);
  const end = formatTime12(meeting.endTime);
  const founded = foundingMonthYear(club);
  return {
    clubLine: [
      club.clubNumber ? `Club #${club.clubNumber}` : '',
      club.district ? `District ${club.district}` : '',
      founded ? `Founded ${founded}` : '',
    ]
      .filter((part) => part !== '')
      .join(' · '),
    dateText: formatLongDate(meeting.date, club.locale),
    timeRange: start && end ? `${start} - ${end}` : start,
    location: meeting.location?.trim() || DEFAULT_LOCATION,
    mission: club.mission?.trim() || DEFAULT_CLUB_MISSION,
    nextMeeting:
      meeting.date && parseIsoDate(meeting.date)
        ? formatLongDate(nextMeetingDate(meeting.date), club.locale)
        : 'Date TBD',
  };
}
