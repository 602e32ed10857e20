export const PWA_TEXT = {
  updated: 'Lectern was updated —',
  reload: 'Reload',
  /** "Offline — as of 19:02": the time the data on screen was last read from the server. */
  offlineAsOf: (time: string) => `Offline — as of ${time}`,
  offline: 'Offline',
  offlineTitle: 'You’re offline',
  offlineRefused:
    'This needs a connection. Nothing was changed — try again when you’re back online.',
} as const;

export const THIS_DEVICE_TEXT = {
  heading: 'Lectern on this device',
  description: 'Install Lectern to open it from your home screen, even without a connection.',
  install: 'Install Lectern',
  ios: 'To put Lectern on your home screen, tap Share, then Add to Home Screen.',
} as const;

export const PUSH_TEXT = {
  heading: 'Notifications',
  description: 'Reminders and roles to confirm, on this phone or computer.',
  label: 'Notifications on this device',
  blocked: 'Notifications are blocked for Lectern in this browser’s settings.',
  failed: 'Notifications could not be changed',
  failedDescription: 'Please try again.',
  kindsLegend: 'Send me',
  kinds: {
    role_offer: 'Roles offered to me',
    role_ask: 'Requests to take a role',
    role_reminder: 'Reminders to confirm my roles',
    meeting_reminder: 'Meeting reminders',
    meeting_live: 'When a meeting’s live console opens',
  },
} as const;
