/** The development outbox: e-mail kept instead of sent (no SMTP server configured). */
export const OUTBOX_TEXT = {
  title: 'Development Outbox',
  description:
    'E-mail kept instead of sent, because no SMTP server is configured. Newest first; the latest 100.',
  empty: 'No e-mail yet.',
  to: (address: string) => `To: ${address}`,
  loadFailed: 'Could not load the outbox.',
  notAllowed: 'The outbox is for the platform’s super admin only.',
  link: 'Open the development outbox',
  linkDescription: 'Every e-mail Lectern would have sent, kept while no SMTP server is set.',
} as const;
