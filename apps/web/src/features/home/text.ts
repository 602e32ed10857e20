import type { HomeVariant } from '@lectern/domain';

/** SPEC §2 Dashboard texts. */
export const HOME_TEXT = {
  titles: {
    officer: 'Dashboard',
    member: 'My Dashboard',
    guest: 'Guest Dashboard',
  } satisfies Record<HomeVariant, string>,
  noClub: 'Please select a club from the header to view your dashboard.',
  nextMeeting: 'Next Meeting',
  noUpcomingMeetings: 'No Upcoming Meetings',
  scheduleMeeting: 'Schedule Meeting',
  viewAgenda: 'View Agenda',
  themeLabel: 'Theme',
  daysToGo: (days: number) =>
    days === 0 ? 'Today' : days === 1 ? '1 day to go' : `${days} days to go`,
  loadFailed: 'The next meeting could not be loaded.',
} as const;
