import { counterChanges, creditsOwed, reconcileCredits, type MeetingStatus } from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import * as credits from '@lectern/db/queries/credits';

/**
 * Makes a meeting's stored credits what its status and confirmed roles owe (decision 040), and
 * moves the holders' profile counters by the difference, inside the caller's transaction (which
 * has locked the meeting row). Running it again changes nothing.
 */
export async function reconcileMeetingCredits(
  trx: Executor,
  clubId: number,
  meetingId: number,
  status: MeetingStatus,
): Promise<{ added: number; removed: number }> {
  const [roles, stored] = await Promise.all([
    credits.listCreditableRoles(trx, clubId, meetingId),
    credits.listMeetingCredits(trx, clubId, meetingId),
  ]);
  const change = reconcileCredits(
    creditsOwed(status, roles),
    stored.map((s) => ({ roleType: s.roleType, userId: s.userId, kind: s.kind })),
  );
  await credits.deleteMeetingCredits(
    trx,
    clubId,
    meetingId,
    change.remove.map((c) => c.roleType),
  );
  await credits.insertMeetingCredits(trx, clubId, meetingId, change.add);
  await credits.applyCounterChanges(
    trx,
    clubId,
    [...counterChanges(change)].map(([userId, by]) => ({
      userId,
      speech: by.speech,
      evaluation: by.evaluation,
      tableTopics: by.table_topics,
      leadership: by.leadership,
    })),
  );
  return { added: change.add.length, removed: change.remove.length };
}
