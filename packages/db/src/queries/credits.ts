// Meeting credits (decision 040): one row per role of a completed meeting whose holder was
// credited, and the profile counters they move, written in the caller's transaction.
import { sql } from 'kysely';
import type { CreditKind } from '@lectern/domain';
import type { Executor } from '../executor.js';

/** The meeting's status, locked until the transaction ends (status changes queue behind it). */
export async function lockMeetingStatus(db: Executor, clubId: number, meetingId: number) {
  const row = await db
    .selectFrom('meetings')
    .select(['status'])
    .where('clubId', '=', clubId)
    .where('id', '=', meetingId)
    .forUpdate()
    .executeTakeFirst();
  return row?.status;
}

export function listCreditableRoles(db: Executor, clubId: number, meetingId: number) {
  return db
    .selectFrom('meetingRoles')
    .select(['roleType', 'userId', 'status'])
    .where('clubId', '=', clubId)
    .where('meetingId', '=', meetingId)
    .execute();
}

export function listMeetingCredits(db: Executor, clubId: number, meetingId: number) {
  return db
    .selectFrom('meetingCredits')
    .select(['roleType', 'userId', 'kind'])
    .where('clubId', '=', clubId)
    .where('meetingId', '=', meetingId)
    .execute();
}

export async function deleteMeetingCredits(
  db: Executor,
  clubId: number,
  meetingId: number,
  roleTypes: readonly string[],
): Promise<void> {
  if (roleTypes.length === 0) return;
  await db
    .deleteFrom('meetingCredits')
    .where('clubId', '=', clubId)
    .where('meetingId', '=', meetingId)
    .where('roleType', 'in', roleTypes)
    .execute();
}

export async function insertMeetingCredits(
  db: Executor,
  clubId: number,
  meetingId: number,
  credits: readonly { roleType: string; userId: number; kind: CreditKind }[],
): Promise<void> {
  if (credits.length === 0) return;
  await db
    .insertInto('meetingCredits')
    .values(credits.map((c) => ({ clubId, meetingId, ...c })))
    .execute();
}

export type CounterChange = {
  userId: number;
  speech: number;
  evaluation: number;
  tableTopics: number;
  leadership: number;
};

/**
 * Moves the profile counters of several members at once (never below 0). A member without a
 * profile row gets one; its membership status follows the club role (guest or member).
 */
export async function applyCounterChanges(
  db: Executor,
  clubId: number,
  changes: readonly CounterChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const rows = sql.join(
    changes.map(
      (c) =>
        sql`(${c.userId}::int, ${c.speech}::int, ${c.evaluation}::int, ${c.tableTopics}::int, ${c.leadership}::int)`,
    ),
  );
  const ids = changes.map((c) => c.userId);
  await sql`
    INSERT INTO member_profiles (club_id, user_id, membership_status)
    SELECT cm.club_id, cm.user_id, CASE WHEN cm.role = 'guest' THEN 'guest' ELSE 'member' END
    FROM club_memberships cm
    WHERE cm.club_id = ${clubId} AND cm.user_id = ANY(${ids}::int[])
    ON CONFLICT (club_id, user_id) DO NOTHING
  `.execute(db);
  await sql`
    UPDATE member_profiles p SET
      speeches_completed = GREATEST(p.speeches_completed + d.speech, 0),
      evaluations_given = GREATEST(p.evaluations_given + d.evaluation, 0),
      table_topics_answered = GREATEST(p.table_topics_answered + d.table_topics, 0),
      leadership_roles_filled = GREATEST(p.leadership_roles_filled + d.leadership, 0),
      updated_at = now()
    FROM (VALUES ${rows}) AS d (user_id, speech, evaluation, table_topics, leadership)
    WHERE p.club_id = ${clubId} AND p.user_id = d.user_id
  `.execute(db);
}
