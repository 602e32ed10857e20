import { createHmac, randomBytes } from 'node:crypto';
import { hashSecret } from '@lectern/auth';
import { CLUB_FOUNDING_TEXT, INVITE_TEXT, inviteState, secretLink } from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import * as invites from '@lectern/db/queries/invites';
import * as members from '@lectern/db/queries/members';
import { findMembership } from '@lectern/db/queries/memberships';
import type { Kysely } from 'kysely';
import type { Database } from '@lectern/db';
import { appError } from '../../errors.js';

// Invitations by link and QR code (docs/decisions/033-invitations.md): only the hash of the
// secret is stored, so the link is shown once, when it is made.

type Db = Executor;
type InviteRow = Awaited<ReturnType<typeof invites.listInvites>>[number];

const DAY_MS = 86_400_000;

/** The page a link opens: the web app's /join/<secret>. */
export function inviteUrl(publicUrl: string, token: string): string {
  return secretLink(publicUrl, 'join', token);
}

function toInviteDto(row: Omit<InviteRow, 'creatorFirstName' | 'creatorLastName'>, now: Date) {
  return {
    id: row.id,
    clubId: row.clubId,
    role: row.role,
    expiresAt: row.expiresAt,
    maxUses: row.maxUses,
    uses: row.uses,
    revokedAt: row.revokedAt,
    createdAt: row.createdAt,
    state: inviteState({ ...row, clubArchivedAt: null }, now),
  };
}

/**
 * The link's secret. With the request's key it is derived (HMAC with the server's secret, for this
 * club and person), so the same request sent twice (a double click, a retry) makes one invitation
 * and shows the same link; the key itself is never stored.
 */
function inviteSecret(
  serverSecret: string,
  clubId: number,
  createdBy: number,
  requestKey: string | undefined,
): string {
  if (requestKey === undefined) return randomBytes(32).toString('base64url');
  return createHmac('sha256', serverSecret)
    .update(`invite:${clubId}:${createdBy}:${requestKey}`)
    .digest('base64url');
}

export async function createInvite(
  db: Db,
  clubId: number,
  createdBy: number,
  input: {
    role: 'guest' | 'member';
    expiresInDays: number;
    maxUses?: number | null | undefined;
    requestKey?: string | undefined;
  },
  config: { publicUrl: string; sessionSecret: string },
  now: Date,
) {
  const token = inviteSecret(config.sessionSecret, clubId, createdBy, input.requestKey);
  const row = await invites.insertInvite(db, {
    clubId,
    tokenHash: hashSecret(token),
    role: input.role,
    expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
    maxUses: input.maxUses ?? null,
    createdBy,
  });
  return { ...toInviteDto(row, now), url: inviteUrl(config.publicUrl, token) };
}

export async function listInvites(db: Db, clubId: number, now: Date) {
  const rows = await invites.listInvites(db, clubId);
  return rows.map((row) => ({
    ...toInviteDto(row, now),
    createdByName: [row.creatorFirstName, row.creatorLastName].filter(Boolean).join(' ') || null,
  }));
}

export async function revokeInvite(db: Db, inviteId: number, now: Date) {
  return toInviteDto(await invites.revokeInvite(db, inviteId, now), now);
}

async function findByToken(db: Db, token: string) {
  const invite = await invites.findInviteByHash(db, hashSecret(token));
  if (!invite) throw appError('NOT_FOUND', INVITE_TEXT.notFound);
  return invite;
}

/** What the join page shows: the club, the role offered and whether the link still works. */
export async function previewInvite(db: Db, token: string, userId: number | null, now: Date) {
  const invite = await findByToken(db, token);
  const membership = userId === null ? undefined : await findMembership(db, invite.clubId, userId);
  return {
    club: {
      id: invite.clubId,
      name: invite.clubName,
      clubNumber: invite.clubNumber,
      district: invite.district,
      meetingDay: invite.meetingDay,
      meetingTime: invite.meetingTime,
    },
    role: invite.role,
    expiresAt: invite.expiresAt,
    state: inviteState(invite, now),
    /** The caller's membership of the club already (null: none or signed out). */
    membership: membership ?? null,
  };
}

/**
 * Joins the club with the invitation's role, once: a person who already belongs gets the club
 * back without using the invitation up. The use is taken by one conditional UPDATE inside the
 * same transaction as the membership, so the last use goes to exactly one person.
 */
export async function acceptInvite(db: Kysely<Database>, token: string, userId: number, now: Date) {
  const invite = await findByToken(db, token);
  const state = inviteState(invite, now);
  const existing = await findMembership(db, invite.clubId, userId);
  if (existing) {
    if (existing.status !== 'active') throw appError('CONFLICT', INVITE_TEXT.inactiveMember);
    return { clubId: invite.clubId, role: existing.role, joined: false };
  }
  if (state === 'club_archived') throw appError('CONFLICT', CLUB_FOUNDING_TEXT.archived);
  if (state !== 'open') throw appError('CONFLICT', INVITE_TEXT.states[state]);
  const joined = await db
    .transaction()
    .execute(async (trx) => {
      const taken = await invites.takeInviteUse(trx, invite.id, now);
      if (!taken) return null;
      const added = await members.insertMembershipsIfNew(trx, taken.clubId, [
        { userId, role: taken.role },
      ]);
      // The same person joining twice at once: the other request made the membership; this one
      // gives its use back by rolling back.
      if (added.length === 0) throw new AlreadyJoined();
      await members.insertProfilesIfNew(trx, taken.clubId, [
        { userId, membershipStatus: taken.role },
      ]);
      return taken;
    })
    .catch((error: unknown) => {
      if (error instanceof AlreadyJoined) return 'already' as const;
      throw error;
    });
  if (joined === 'already') return { clubId: invite.clubId, role: invite.role, joined: false };
  if (joined === null) {
    // Someone else took the last use (or it was revoked) between the read and the update.
    const after = inviteState(await findByToken(db, token), now);
    throw appError('CONFLICT', INVITE_TEXT.states[after === 'open' ? 'used_up' : after]);
  }
  return { clubId: joined.clubId, role: joined.role, joined: true };
}

class AlreadyJoined extends Error {}
