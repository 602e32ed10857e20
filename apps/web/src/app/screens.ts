// The club screens, each declared once: the permission a role needs to open it and the queries
// it reads. Its route loads with the declaration (`clubScreenRoute`), its page frames itself
// with it (`<ClubScreen screen={…}>`) and its menu link names it (navigation.ts); the screen
// contract test checks that every route does one of these or says why it is not a club screen.
// A meeting's screens (/meetings/{id}/…, whose club is the meeting's) are declared the same way
// with `defineMeetingScreen`, at the end: `meetingScreenRoute` and `useMeetingScreen`.
import type { QueryClient } from '@tanstack/react-query';
import type { LecternTrpc } from '../lib/trpc';
import { DEFAULT_REPORT_PERIOD, homeVariant, isManager } from '@lectern/domain';
import { defineClubScreen } from './clubs/club-screen-declaration';
import { defineMeetingScreen } from './clubs/meeting-screen-declaration';

/**
 * Dashboard (/ when signed in): what the home of the person's role in the selected club reads
 * first. The home shows its header at once and each part's skeleton while its data loads (the
 * officer's figures together, the member's and the guest's next meeting, roles and achievements
 * each inside their panel).
 */
export const HOME_SCREEN = defineClubScreen({
  load: 'start',
  queries: ({ trpc, clubId, membership }) => {
    const home = homeVariant(membership.role);
    if (home === 'officer') return [trpc.clubs.dashboard.queryOptions({ clubId })];
    const upcoming = trpc.meetings.upcoming.queryOptions({ clubId });
    return home === 'member' ? [upcoming, trpc.profile.get.queryOptions({ clubId })] : [upcoming];
  },
});

/** Club Reports & Analytics (/reports): the club's figures, for those who run it. */
export const REPORTS_SCREEN = defineClubScreen({
  permission: 'reports:read',
  load: 'wait',
  queries: ({ trpc, clubId }) => [
    trpc.reports.club.queryOptions({ clubId, period: DEFAULT_REPORT_PERIOD }),
  ],
});

/** The signed-in person's id, from the cache (seeded at sign-in), if it is there yet. */
function myUserId(trpc: LecternTrpc, queryClient: QueryClient): number | undefined {
  return queryClient.getQueryData(trpc.auth.user.queryKey())?.id;
}

/** Skills Progress Dashboard (/skills-progress). */
export const SKILLS_PROGRESS_SCREEN = defineClubScreen({
  permission: 'pathwayProgress:readAny',
  load: 'wait',
  queries: ({ trpc, clubId }) => [trpc.pathways.club.queryOptions({ clubId })],
});

/** Member Achievements (/members/achievements). */
export const ACHIEVEMENTS_SCREEN = defineClubScreen({
  permission: 'pathwayProgress:readAny',
  load: 'wait',
  queries: ({ trpc, clubId }) => [trpc.pathways.club.queryOptions({ clubId })],
});

/** Pathways Progress (/members/pathways); the pending completions for those who approve them. */
export const PATHWAYS_PROGRESS_SCREEN = defineClubScreen({
  permission: 'pathwayProgress:readAny',
  load: 'wait',
  queries: ({ trpc, clubId, can }) => [
    trpc.pathways.club.queryOptions({ clubId }),
    trpc.pathways.list.queryOptions(),
    ...(can('completion:manage')
      ? [trpc.pathways.pendingCompletions.queryOptions({ clubId })]
      : []),
  ],
});

/** My Pathways Journey (/member/pathways). */
export const MY_PATHWAYS_SCREEN = defineClubScreen({
  load: 'wait',
  queries: ({ trpc, queryClient, clubId }) => {
    const userId = myUserId(trpc, queryClient);
    return [
      trpc.profile.get.queryOptions({ clubId }),
      trpc.pathways.list.queryOptions(),
      ...(userId === undefined ? [] : [trpc.pathways.progress.queryOptions({ clubId, userId })]),
    ];
  },
});

/** Toastmasters Pathways, the catalogue (/pathways-overview). */
export const CATALOGUE_SCREEN = defineClubScreen({
  load: 'wait',
  queries: ({ trpc, queryClient, clubId }) => {
    const userId = myUserId(trpc, queryClient);
    return [
      trpc.pathways.list.queryOptions(),
      ...(userId === undefined ? [] : [trpc.pathways.progress.queryOptions({ clubId, userId })]),
    ];
  },
});

/** VP Membership Dashboard (/membership/dashboard). */
export const MEMBERSHIP_DASHBOARD_SCREEN = defineClubScreen({
  permission: 'membership:read',
  load: 'wait',
  queries: ({ trpc, clubId }) => [trpc.growth.dashboard.queryOptions({ clubId })],
});

/** Guest Follow-up (/membership/guest-follow-up). */
export const GUEST_FOLLOW_UP_SCREEN = defineClubScreen({
  permission: 'membership:read',
  load: 'wait',
  queries: ({ trpc, clubId }) => [trpc.growth.guests.queryOptions({ clubId })],
});

/** Member outreach (/membership/outreach). */
export const OUTREACH_SCREEN = defineClubScreen({
  permission: 'membership:read',
  load: 'wait',
  queries: ({ trpc, clubId }) => [trpc.growth.outreach.queryOptions({ clubId })],
});

/** Upcoming Meetings (/meetings). */
export const MEETINGS_SCREEN = defineClubScreen({
  load: 'start',
  queries: ({ trpc, clubId }) => [trpc.meetings.upcoming.queryOptions({ clubId })],
});

/** Create New Meeting (/meetings/create), for those who schedule meetings. */
export const CREATE_MEETING_SCREEN = defineClubScreen({
  permission: 'meeting:write',
  load: 'start',
  queries: ({ trpc, clubId }) => [trpc.agendaTemplates.list.queryOptions({ clubId })],
});

/**
 * Club Settings (/settings): every member reads it; each card offers its changes only to
 * those who may make them. The screen shows once its club, members and menu are in (and the
 * templates, for officers).
 */
export const SETTINGS_SCREEN = defineClubScreen({
  load: 'wait',
  queries: ({ trpc, clubId, can }) => [
    trpc.clubs.get.queryOptions({ clubId }),
    trpc.members.list.queryOptions({ clubId }),
    trpc.menuItems.list.queryOptions({ clubId }),
    trpc.reminders.settings.queryOptions({ clubId }),
    ...(can('template:read') ? [trpc.agendaTemplates.list.queryOptions({ clubId })] : []),
  ],
});

/** Member Directory (/members). */
export const MEMBERS_SCREEN = defineClubScreen({
  load: 'wait',
  queries: ({ trpc, clubId }) => [trpc.members.list.queryOptions({ clubId })],
});

/** Mentorship Program (/mentorship): for members (guests are not offered it). */
export const MENTORSHIP_SCREEN = defineClubScreen({
  permission: 'mentorship:read',
  load: 'wait',
  queries: ({ trpc, clubId }) => [trpc.mentorship.overview.queryOptions({ clubId })],
});

/** Role Assignment (/roles): the meetings, and the assign pickers' members for those who assign. */
export const ROLES_SCREEN = defineClubScreen({
  load: 'start',
  queries: ({ trpc, clubId, membership }) => [
    trpc.meetings.upcoming.queryOptions({ clubId }),
    ...(isManager(membership.role) ? [trpc.members.list.queryOptions({ clubId })] : []),
  ],
});

/** My Profile (/profile): the club profile, and the person's API tokens (of no club). */
export const PROFILE_SCREEN = defineClubScreen({
  load: 'start',
  queries: ({ trpc, clubId }) => [
    trpc.profile.get.queryOptions({ clubId }),
    trpc.apiTokens.list.queryOptions(),
  ],
});

/**
 * RSVP & Meals (/rsvp-meals): the upcoming meetings and the menu. The screen opens offline from
 * what the app kept, so its loader only starts them ('start') and the page reads them with
 * `useQuery` (features/rsvp/use-rsvp-screen.ts): a loader that waits would wait for the network,
 * which TanStack Query holds while offline, and the page would stay blank. The answers of the
 * meeting shown (and a meeting opened by link, the add dialog's members) follow from which
 * meeting that is, so they load on the screen.
 */
export const RSVP_SCREEN = defineClubScreen({
  load: 'start',
  opensOffline: true,
  queries: ({ trpc, clubId }) => [
    trpc.meetings.upcoming.queryOptions({ clubId }),
    trpc.menuItems.list.queryOptions({ clubId }),
  ],
});

/** Invitations (/invites): invitation links and QR codes, for the officers who bring people in. */
export const INVITES_SCREEN = defineClubScreen({
  permission: 'invite:manage',
  load: 'start',
  queries: ({ trpc, clubId }) => [trpc.invites.list.queryOptions({ clubId })],
});

/** View Agenda (/meetings/{id}/view-agenda): the meeting, its roles and RSVPs, and its club. */
export const VIEW_AGENDA_SCREEN = defineMeetingScreen({
  queries: ({ trpc, meetingId }) => [
    trpc.meetingRoles.list.queryOptions({ meetingId }),
    trpc.rsvps.list.queryOptions({ meetingId }),
  ],
  clubQueries: ({ trpc, clubId }) => [
    trpc.clubs.get.queryOptions({ clubId }),
    trpc.members.list.queryOptions({ clubId }),
  ],
});

/** Generate Meeting Agenda (/meetings/{id}/generate-agenda): what View Agenda reads. */
export const GENERATE_AGENDA_SCREEN = defineMeetingScreen({
  queries: VIEW_AGENDA_SCREEN.queries,
  clubQueries: VIEW_AGENDA_SCREEN.clubQueries,
});

/** Edit Agenda (/meetings/{id}/edit-agenda): the meeting, its roles, the club and its members. */
export const EDIT_AGENDA_SCREEN = defineMeetingScreen({
  queries: ({ trpc, meetingId }) => [trpc.meetingRoles.list.queryOptions({ meetingId })],
  clubQueries: ({ trpc, clubId }) => [
    trpc.clubs.get.queryOptions({ clubId }),
    trpc.members.list.queryOptions({ clubId }),
  ],
});

/** The live console (/meetings/{id}/live): the shared state, and the roles that say who controls. */
export const LIVE_CONSOLE_SCREEN = defineMeetingScreen({
  queries: ({ trpc, meetingId }) => [
    trpc.live.state.queryOptions({ meetingId }),
    trpc.meetingRoles.list.queryOptions({ meetingId }),
  ],
  clubQueries: () => [],
});

/** The full-screen light (/meetings/{id}/live/light): the shared state only. */
export const LIVE_LIGHT_SCREEN = defineMeetingScreen({
  queries: ({ trpc, meetingId }) => [trpc.live.state.queryOptions({ meetingId })],
  clubQueries: () => [],
});

/** The meeting report (/meetings/{id}/report): what the night recorded. */
export const MEETING_REPORT_SCREEN = defineMeetingScreen({
  queries: ({ trpc, meetingId }) => [trpc.meetings.report.queryOptions({ meetingId })],
  clubQueries: () => [],
});
