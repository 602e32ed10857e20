import { sql } from 'kysely';
import type { Executor } from '../executor.js';
import type { MembershipStatus } from '../schema.js';
import type { ClubRole } from '../schema.js';

// Invitations to a club by link (docs/decisions/033-invitations.md). Invitations are found by the
// hash of their secret; the secret is never stored.

export interface NewInviteValues {
  clubId: number;
  tokenHash: Uint8Array;
  role: 'guest' | 'member';
  expiresAt: Date;
  maxUses: number | null;
  createdBy: number;
}

const FIELDS = [
  'id',
  'clubId',
  'role',
  'expiresAt',
  'maxUses',
  'uses',
  'revokedAt',
  'createdAt',
] as const;
const INVITE_COLUMNS = FIELDS.map((field) => `i.${field}` as const);

/**
 * Makes an invitation; when one with the same secret exists already (the same request sent again)
 * it answers with that one.
 */
export async function insertInvite(db: Executor, values: NewInviteValues) {
  const inserted = await db
    .insertInto('clubInvites')
    .values(values)
    .onConflict((oc) => oc.column('tokenHash').doNothing())
    .returning([...FIELDS])
    .executeTakeFirst();
  if (inserted) return inserted;
  return db
    .selectFrom('clubInvites')
    .select([...FIELDS])
    .where('clubId', '=', values.clubId)
    .where('tokenHash', '=', values.tokenHash)
    .executeTakeFirstOrThrow();
}

/** A club's invitations, newest first, with the name of whoever made each. */
export async function listInvites(db: Executor, clubId: number) {
  return db
    .selectFrom('clubInvites as i')
    .leftJoin('users as u', 'u.id', 'i.createdBy')
    .select([...INVITE_COLUMNS, 'u.firstName as creatorFirstName', 'u.lastName as creatorLastName'])
    .where('i.clubId', '=', clubId)
    .orderBy('i.createdAt', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
}

/** An invitation by its secret's hash, with its club (for the join page). */
export async function findInviteByHash(db: Executor, tokenHash: Uint8Array) {
  return db
    .selectFrom('clubInvites as i')
    .innerJoin('clubs as c', 'c.id', 'i.clubId')
    .select([
      ...INVITE_COLUMNS,
      'c.name as clubName',
      'c.clubNumber',
      'c.district',
      'c.meetingDay',
      'c.meetingTime',
      'c.archivedAt as clubArchivedAt',
    ])
    .where('i.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** An invitation's club and the caller's membership there, in one statement (resource scope). */
export function findInviteScope(
  db: Executor,
  inviteId: number,
  userId: number,
): Promise<
  | {
      inviteId: number;
      clubId: number;
      clubArchivedAt: Date | null;
      role: ClubRole | null;
      membershipStatus: MembershipStatus | null;
    }
  | undefined
> {
  return db
    .selectFrom('clubInvites as i')
    .innerJoin('clubs as c', 'c.id', 'i.clubId')
    .leftJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.clubId', '=', 'i.clubId').on('cm.userId', '=', userId),
    )
    .select([
      'i.id as inviteId',
      'i.clubId',
      'c.archivedAt as clubArchivedAt',
      'cm.role',
      'cm.status as membershipStatus',
    ])
    .where('i.id', '=', inviteId)
    .executeTakeFirst();
}

/** Revokes an invitation (once: a second revoke keeps the first time). */
export async function revokeInvite(db: Executor, inviteId: number, now: Date) {
  return db
    .updateTable('clubInvites as i')
    .set({ revokedAt: sql<Date>`coalesce(i.revoked_at, ${now})` })
    .where('i.id', '=', inviteId)
    .returning([...INVITE_COLUMNS])
    .executeTakeFirstOrThrow();
}

/**
 * Takes one use of an invitation, only while it is open: not revoked, not expired, uses left,
 * its club not archived. One conditional UPDATE, so two people taking the last use cannot both
 * win: the second waits on the row lock and then finds no use left. undefined: not taken.
 */
export async function takeInviteUse(db: Executor, inviteId: number, now: Date) {
  return db
    .updateTable('clubInvites as i')
    .set({ uses: sql<number>`i.uses + 1` })
    .where('i.id', '=', inviteId)
    .where('i.revokedAt', 'is', null)
    .where('i.expiresAt', '>', now)
    .where((eb) => eb.or([eb('i.maxUses', 'is', null), eb('i.uses', '<', eb.ref('i.maxUses'))]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('clubs as c')
            .select('c.id')
            .whereRef('c.id', '=', 'i.clubId')
            .where('c.archivedAt', 'is not', null),
        ),
      ),
    )
    .returning(['i.id', 'i.clubId', 'i.role'])
    .executeTakeFirst();
}

/** The invitations a person made (account export). */
export async function listInvitesCreatedBy(db: Executor, userId: number) {
  return db
    .selectFrom('clubInvites as i')
    .innerJoin('clubs as c', 'c.id', 'i.clubId')
    .select([...INVITE_COLUMNS, 'c.name as clubName'])
    .where('i.createdBy', '=', userId)
    .orderBy('i.id')
    .execute();
}
