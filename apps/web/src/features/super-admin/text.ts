import { SETTINGS_TEXT } from '@lectern/domain';

/** Super Admin screen and platform messages; the exact sentences the API shares come from the domain. */
export const SUPER_ADMIN_TEXT = {
  ...SETTINGS_TEXT.platform,
  logoHeading: 'Platform Logo Management',
  logoDescription:
    'The logo shown on the landing and login pages and in the top bar of every club.',
  logoUrlLabel: 'Logo URL',
  logoUrlPlaceholder: 'https://example.org/logo.png',
  uploadImage: 'Upload Image',
  remove: 'Remove',
  save: 'Save Platform Logo',
  saving: 'Saving...',
  suggestedSize: 'Suggested size: 64x64 pixels. PNG, JPEG, GIF or WebP, at most 5MB.',
  currentLogo: 'Current logo preview',
  logoSettingDescription: 'Platform logo shown on the landing and login pages',
  settingsHeading: 'Platform Settings',
  settingsDescription: 'Every platform setting and when it last changed.',
  columns: { key: 'Key', description: 'Description', value: 'Value', updated: 'Updated' },
  notAllowed: {
    title: 'Not allowed',
    description:
      'Platform settings are for the platform’s super admin only. Your account cannot view or change them.',
    home: 'Back to Dashboard',
  },
  loadFailed: 'Could not load the platform settings.',
} as const;
