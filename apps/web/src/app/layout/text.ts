export const LAYOUT_TEXT = {
  /** The top bar's title when the person has no club: the product's own name. */
  clubFallback: (productName: string) => productName,
  clubIdentity: (clubNumber: string, district: string) =>
    `Club #${clubNumber}, District ${district}`,
  selectClub: 'Select club',
  skipToContent: 'Skip to content',
  mainNavigation: 'Main navigation',
  tabNavigation: 'Sections',
  moreTitle: 'More',
  moreDescription: 'Every page you can open, and the club you are working in.',
  moreNavigation: 'All pages',
  club: 'Club',
  /** The account menu button's name: what it shows (initials, name, role) first, as voice control hears it. */
  userMenu: (initials: string, name: string, roleLabel: string | null) =>
    `${initials} ${roleLabel === null ? name : `${name}, ${roleLabel}`} — account menu`,
  profile: 'Profile',
  settings: 'Settings',
  notifications: 'Notifications',
  unread: (count: string) => `${count} unread`,
  superAdminSection: 'Super Admin',
  platformSettings: 'Platform Settings',
  appearance: 'Appearance',
  colorSchemes: { system: 'System', light: 'Light', dark: 'Dark' },
} as const;

/** The loading and error states every screen shares (ScreenBoundary, ClubScreen). */
export const SCREEN_STATE_TEXT = {
  loadFailed: 'This page could not be loaded.',
  retry: 'Try again',
  /** Under a club screen's no-club sentence: the dashboard offers the invitation and new-club ways in. */
  joinOrStartClub: 'How to join or start a club',
} as const;
