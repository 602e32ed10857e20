import { DASHBOARD_TITLES, ONE_ROLE_LIMIT_NOTE } from '@lectern/domain';

/** The dashboards' words (only the web shows them). */
const DASHBOARD_TEXT = {
  noClub: 'Join a club to view your dashboard.',
  cards: {
    nextMeeting: 'Next Meeting',
    activeMembers: 'Active Members',
    rolesFilled: 'Roles Filled',
    mealsOrdered: 'Meals Ordered',
  },
  nextMeetingBadge: 'Active',
  editAgenda: 'Edit Agenda',
  viewAgenda: 'View Agenda',
  roleStatus: 'Role Assignment Status',
  assign: 'Assign',
  noUpcomingMeetings: 'No Upcoming Meetings',
  scheduleMeeting: 'Schedule Meeting',
  rsvpSummary: {
    title: 'RSVP Summary',
    attending: 'Attending',
    notAttending: 'Not Attending',
    noResponse: 'No Response',
    totalMembers: 'Total Members',
    sendReminders: 'Send RSVP Reminders',
  },
  mealOrders: {
    title: 'Meal Orders',
    totalRevenue: 'Total Revenue',
    empty: 'No meal orders yet',
    export: 'Export to Restaurant',
  },
  pendingActions: {
    title: 'Pending Actions',
    fix: 'Fix',
    empty: 'All caught up!',
    viewAll: 'View All Actions',
  },
  memberTitle: 'My Toastmasters Journey',
  guestTitle: 'Welcome, Guest!',
} as const;

/** Dashboard, Member Dashboard and Guest Dashboard texts (the exact ones the API shares live in the domain). */
export const HOME_TEXT = {
  ...DASHBOARD_TEXT,
  titles: DASHBOARD_TITLES,
  oneRoleLimit: ONE_ROLE_LIMIT_NOTE,
  themeLabel: 'Theme',
  daysUntilLabel: (days: number | null) =>
    days === null ? 'Date TBD' : days <= 0 ? 'Today' : days === 1 ? 'in 1 day' : `in ${days} days`,
  daysToGo: (days: number) =>
    days <= 0 ? 'Today' : days === 1 ? '1 day to go' : `${days} days to go`,
  loadFailed: 'The dashboard could not be loaded.',
  nextMeetingLoadFailed: 'The next meeting could not be loaded.',
  rolesLoadFailed: 'The roles for this meeting could not be loaded.',
  noRoles: 'No roles have been added to this meeting yet.',
  rolesFilledOf: (filled: number, total: number) => `${filled} of ${total} roles`,
  openRole: 'Open',
  tentative: 'Tentative',
  priority: { high: 'High priority', medium: 'Medium priority' },
  member: {
    upcoming: 'Upcoming',
    today: 'Today',
    openRoles: 'Open Roles',
    noOpenRoles: 'No open roles right now.',
    volunteerOnMeetings: 'Volunteer on Upcoming Meetings',
    yourRole: 'Your role',
    quickLinks: 'Quick Links',
    recentAchievements: 'Recent Achievements',
    // The My Pathways Journey empty state, reused where the dashboard lists the same thing.
    noAchievements: 'No achievements yet',
    achievementsLoadFailed: 'Could not load your achievements.',
    links: {
      pathways: 'My Pathways Journey',
      meetings: 'Upcoming Meetings',
      rsvp: 'RSVP & Meals',
      profile: 'My Profile',
      pathwaysOverview: 'Pathways Overview',
      pathwaysProgress: 'Pathways Progress',
      settings: 'Settings',
    },
    intro: 'Your meetings, roles and Pathways progress in one place.',
  },
  /** The first screen of a person without a club (docs/decisions/034-no-club-yet.md). */
  welcome: {
    title: 'You’re not in a club yet',
    intro: 'There are two ways in.',
    inviteTitle: 'Join your club with an invitation',
    inviteBody:
      'Ask your club’s VP Membership or secretary for an invitation. Open the link or scan the QR code they give you, and you join the club with one click.',
    createTitle: 'Start a new club',
    createBody: 'Setting up a new club? Create it here and you become its president.',
    createClosed:
      'Creating clubs is not open on this platform. Please ask the platform administrator.',
    create: 'Create a club',
  },
  guest: {
    intro: 'We are glad you are visiting. Here is how to take part and how to join the club.',
    rsvp: 'RSVP for the next meeting',
    viewMeetings: 'View Upcoming Meetings',
    completeProfile: 'Complete your guest profile',
    profileStatus: 'Your Profile',
    profileComplete: 'Your guest profile has your name and e-mail address.',
    profileIncomplete: 'Add your name so members can welcome you.',
    membershipTitle: 'Becoming a Member',
    membershipSteps: [
      'Attend a few meetings as a guest and take part in Table Topics.',
      'Register with Toastmasters International and pay the membership dues.',
      'Contact the VP Membership or the Secretary to be added as a full member.',
    ],
  },
} as const;
