/** The console's check-in panel (its QR code and who is in). */
export const CHECK_IN_PANEL_TEXT = {
  title: 'Check-in',
  scan: 'Scan with your phone’s camera to check in. The code changes every minute.',
  qrLabel: 'QR code to check in to this meeting',
  checkedIn: (count: number) => `${count} checked in`,
  people: 'People',
  nobody: 'Nobody has checked in yet.',
  guest: 'Guest',
  tick: (name: string) => `${name} is here`,
  tickFailed: 'The check-in could not be changed.',
  loadFailed: 'The check-in could not be loaded.',
} as const;
