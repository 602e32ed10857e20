import { CHECK_IN_TEXT } from '@lectern/domain';

/** The check-in page a phone opens from the console's QR code. */
export const CHECK_IN_PAGE_TEXT = {
  ...CHECK_IN_TEXT,
  checkingIn: 'Checking in...',
  guestTitle: 'Visiting as a guest',
  failed: 'Check-in did not work. Scan the code on the screen and try again.',
  goToApp: 'Go to Lectern',
} as const;
