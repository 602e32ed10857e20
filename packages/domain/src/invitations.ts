// Invitations to join a club by link or QR code (docs/decisions/033-invitations.md).
import { z } from 'zod';

/** The roles an invitation may give: a guest or an ordinary member, never an office. */
export const INVITE_ROLES = ['guest', 'member'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

export const INVITE_EXPIRY_DAYS = { min: 1, max: 365, default: 14 } as const;
export const INVITE_MAX_USES_LIMIT = 10_000;
export const INVITE_MAX_USES_MESSAGE = `Enter a whole number from 1 to ${INVITE_MAX_USES_LIMIT}, or leave it empty`;

export const newInviteSchema = z.object({
  role: z.enum(INVITE_ROLES, { error: 'Choose guest or member' }),
  expiresInDays: z
    .number({ error: 'Choose how many days the invitation lasts' })
    .int()
    .min(INVITE_EXPIRY_DAYS.min)
    .max(INVITE_EXPIRY_DAYS.max)
    .default(INVITE_EXPIRY_DAYS.default),
  /** null or absent: any number of people may use it until it expires. */
  maxUses: z
    .number({ error: INVITE_MAX_USES_MESSAGE })
    .int(INVITE_MAX_USES_MESSAGE)
    .min(1, INVITE_MAX_USES_MESSAGE)
    .max(INVITE_MAX_USES_LIMIT, INVITE_MAX_USES_MESSAGE)
    .nullish(),
  /**
   * A key the screen makes once per invitation it asks for: the same key again (a double click,
   * a retry) answers with the same invitation and link instead of making a second.
   */
  requestKey: z.uuid({ error: 'The request key must be a UUID' }).optional(),
});

export type NewInviteInput = z.input<typeof newInviteSchema>;

/** An invitation's secret as it appears in a link: 32 random bytes, base64url. */
export const inviteTokenSchema = z
  .string()
  .min(20)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

export type InviteState = 'open' | 'expired' | 'used_up' | 'revoked' | 'club_archived';

export interface InviteFacts {
  expiresAt: Date;
  maxUses: number | null;
  uses: number;
  revokedAt: Date | null;
  clubArchivedAt: Date | null;
}

/** Whether an invitation can still be used; revocation and an archived club come first. */
export function inviteState(invite: InviteFacts, now: Date): InviteState {
  if (invite.clubArchivedAt !== null) return 'club_archived';
  if (invite.revokedAt !== null) return 'revoked';
  if (invite.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (invite.maxUses !== null && invite.uses >= invite.maxUses) return 'used_up';
  return 'open';
}

export const INVITE_TEXT = {
  states: {
    open: 'Open',
    expired: 'This invitation has expired.',
    used_up: 'This invitation has been used up.',
    revoked: 'This invitation has been revoked.',
    club_archived: 'This club is archived and is not taking new members.',
  } satisfies Record<InviteState, string>,
  stateLabels: {
    open: 'Open',
    expired: 'Expired',
    used_up: 'Used up',
    revoked: 'Revoked',
    club_archived: 'Club archived',
  } satisfies Record<InviteState, string>,
  notFound: 'This invitation link is not valid.',
  inactiveMember:
    'Your membership of this club is inactive. Please contact the club’s VP Membership or secretary.',
  askForNew: 'Ask the club’s VP Membership or secretary for a new invitation.',
} as const;

/**
 * A path to return to after signing in: only a same-origin relative path ('/join/abc?x=1'),
 * never another site ('//evil.example', '/\\evil.example', 'https://…') — else null.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 512) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Backslashes and control characters or spaces: browsers read some of them as '/'.
  if (value.includes('\\') || [...value].some((c) => c <= ' ' || c === '\u007f')) return null;
  return value;
}
