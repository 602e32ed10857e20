import { sql } from 'kysely';
import type { Executor } from '../executor.js';
import type { EmailActionKind } from '../schema.js';

// E-mail kept in the outbox (no SMTP server configured) and the one-click answers an e-mail
// carries (docs/decisions/045-email-and-one-click-answers.md). One-click links are found by the
// hash of their secret; the secret itself is never stored.

export interface OutboxValues {
  clubId: number | null;
  userId: number | null;
  kind: string;
  toAddress: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export async function insertOutbox(db: Executor, values: OutboxValues): Promise<void> {
  await db
    .insertInto('emailOutbox')
    .values({ ...values, headers: JSON.stringify(values.headers) })
    .execute();
}

/** Kept messages older than `before` go (the outbox is not an archive). */
export async function purgeOutbox(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('emailOutbox').where('createdAt', '<', before).execute();
}

/** The newest messages first (the development outbox). */
export async function listOutbox(db: Executor, limit: number) {
  return db
    .selectFrom('emailOutbox')
    .select([
      'id',
      'clubId',
      'userId',
      'kind',
      'toAddress',
      'subject',
      'text',
      'html',
      'headers',
      'createdAt',
    ])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export interface NewEmailAction {
  tokenHash: Uint8Array;
  clubId: number;
  userId: number;
  action: EmailActionKind;
  meetingId: number | null;
  roleId: number | null;
  offerId?: number | null;
  expiresAt: Date;
}

export async function insertEmailActions(
  db: Executor,
  actions: readonly NewEmailAction[],
): Promise<void> {
  if (actions.length === 0) return;
  await db
    .insertInto('emailActions')
    .values([...actions])
    .execute();
}

/**
 * A one-click link by its secret's hash, with what its page names: the club, the meeting, the
 * role. `forUpdate` locks the link's row (the answer uses it up in the same transaction).
 */
export async function findEmailAction(
  db: Executor,
  tokenHash: Uint8Array,
  options: { forUpdate?: boolean } = {},
) {
  let query = db
    .selectFrom('emailActions as a')
    .innerJoin('clubs as c', 'c.id', 'a.clubId')
    .leftJoin('meetings as m', 'm.id', 'a.meetingId')
    .leftJoin('meetingRoles as r', 'r.id', 'a.roleId')
    .select([
      'a.id',
      'a.clubId',
      'a.userId',
      'a.action',
      'a.meetingId',
      'a.roleId',
      'a.offerId',
      'a.expiresAt',
      'a.usedAt',
      'c.name as clubName',
      'c.timeZone',
      'c.locale',
      'm.title as meetingTitle',
      'm.date as meetingDate',
      'm.startTime as meetingStartTime',
      'r.roleType',
    ])
    .where('a.tokenHash', '=', tokenHash);
  if (options.forUpdate) query = query.forUpdate('a');
  return query.executeTakeFirst();
}

export async function markEmailActionUsed(db: Executor, id: number, now: Date): Promise<void> {
  await db.updateTable('emailActions').set({ usedAt: now }).where('id', '=', id).execute();
}

/** Links expired before `before` go (the link then says "not valid" rather than "expired"). */
export async function purgeExpiredEmailActions(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('emailActions').where('expiresAt', '<', before).execute();
}

/**
 * Turns a member's e-mail off in a club (an unsubscribe link): the profile's flag and its
 * communication preferences, creating the profile row when the member has none yet.
 */
export async function turnEmailOff(db: Executor, clubId: number, userId: number): Promise<void> {
  await db
    .insertInto('memberProfiles')
    .values({
      clubId,
      userId,
      emailNotifications: false,
      communicationPreferences: JSON.stringify({
        email: false,
        sms: false,
        app: true,
        reminderDays: 3,
      }),
    })
    .onConflict((oc) =>
      oc.columns(['clubId', 'userId']).doUpdateSet({
        emailNotifications: false,
        communicationPreferences: sql<string>`member_profiles.communication_preferences || '{"email": false}'::jsonb`,
      }),
    )
    .execute();
}
