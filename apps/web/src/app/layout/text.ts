export const LAYOUT_TEXT = {
  clubFallback: (productName: string) => `${productName} Club`,
  clubIdentity: (clubNumber: string, district: string) =>
    `Club #${clubNumber}, District ${district}`,
  selectClub: 'Select club',
  skipToContent: 'Skip to content',
  mainNavigation: 'Main navigation',
  tabNavigation: 'Sections',
  /** The account menu button's name: what it shows (initials, name, role) first, as voice control hears it. */
  userMenu: (initials: string, name: string, roleLabel: string | null) =>
    `${initials} ${roleLabel === null ? name : `${name}, ${roleLabel}`} — account menu`,
  profile: 'Profile',
  settings: 'Settings',
  notifications: 'Notifications',
  superAdminSection: 'Super Admin',
  platformSettings: 'Platform Settings',
  appearance: 'Appearance',
  colorSchemes: { system: 'System', light: 'Light', dark: 'Dark' },
} as const;

/** The loading and error states every screen shares (ScreenBoundary, ClubScreen). */
export const SCREEN_STATE_TEXT = {
  loadFailed: 'This page could not be loaded.',
  retry: 'Try again',
} as const;
