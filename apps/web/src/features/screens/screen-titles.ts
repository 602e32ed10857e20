/** Screen titles for the signed-in routes whose content is built screen by screen. */
export const SCREEN_TITLES = {
  editAgenda: 'Edit Agenda',
  viewAgenda: 'View Agenda',
  generateAgenda: 'Generate Meeting Agenda',
  roleAssignment: 'Role Assignment',
  rsvpMeals: 'RSVP & Meals',
  memberDirectory: 'Member Directory',
  mentorship: 'Mentorship Program',
  skillsProgress: 'Skills Progress Dashboard',
  pathwaysProgress: 'Pathways Progress',
  memberAchievements: 'Member Achievements',
  reports: 'Club Reports & Analytics',
  clubSettings: 'Club Settings',
  membershipDashboard: 'VP Membership Dashboard',
  guestFollowUp: 'Guest Follow-up',
  profile: 'My Profile',
  myPathways: 'My Pathways Journey',
  pathwaysCatalogue: 'Toastmasters Pathways',
  superAdmin: 'Super Admin Dashboard',
  about: 'About',
} as const;

export type ScreenKey = keyof typeof SCREEN_TITLES;
