import { INVITE_TEXT } from '@lectern/domain';

/** The invitations screen (docs/decisions/033-invitations.md). */
export const INVITES_TEXT = {
  title: 'Invitations',
  description:
    'Invite guests and members with a link or a QR code: print it on the agenda or show it at a meeting.',
  noClub: 'Join a club to manage invitations.',
  forbidden: 'Only club officers can manage invitations.',
  createTitle: 'New invitation',
  fields: { role: 'Joins as', expiresInDays: 'Valid for', maxUses: 'Number of uses' },
  roles: { guest: 'Guest', member: 'Member' },
  days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
  unlimited: 'Unlimited',
  create: 'Create Invitation',
  creating: 'Creating...',
  created: 'Invitation created',
  createFailed: 'The invitation could not be created.',
  linkTitle: 'Your invitation',
  linkHint: 'This link is shown only now. Copy it or print the QR code before you leave this page.',
  linkLabel: 'Invitation link',
  copy: 'Copy Link',
  copied: 'Link copied',
  print: 'Print',
  qrAlt: 'QR code of the invitation link',
  listTitle: 'Invitations',
  empty: 'No invitations yet.',
  columns: { role: 'Role', expires: 'Expires', uses: 'Uses', state: 'Status', actions: 'Actions' },
  usesOf: (uses: number, max: number | null) => (max === null ? `${uses}` : `${uses} of ${max}`),
  revoke: 'Revoke',
  revokeLabel: (role: string, expires: string) =>
    `Revoke the ${role} invitation expiring ${expires}`,
  revoked: 'Invitation revoked',
  revokeFailed: 'The invitation could not be revoked.',
  stateLabels: INVITE_TEXT.stateLabels,
} as const;

export const EXPIRY_CHOICES = [1, 7, 14, 30, 90] as const;
