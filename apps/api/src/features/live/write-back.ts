// Completing a meeting writes its night back, once, inside the status change's transaction
// (decision 074): attendance from the check-ins (an attending RSVP for every person checked in,
// which the reports, the reminders and Guest Follow-up already count), and each speech's and
// evaluation's measured time linked to the speaker or evaluator who held the agenda row's role,
// and the votes' winners and the Ah-Counter's counts (decision 073).
import { canonicalRoleType, parseAgenda, timedPersonRoleOf } from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import { sql } from 'kysely';
import { writeBackVotesAndFillers } from './live-votes.service.js';

export interface NightWrittenBack {
  /** False when the night had been written back before (completing again writes nothing). */
  written: boolean;
  attendance: number;
  linkedTimes: number;
  awards: number;
  fillerCounts: number;
}

/**
 * Claims the meeting's write-back (its console row's `written_back_at`, set once; the row is made
 * if the console was never opened), then writes attendance, the speakers' times, the winners
 * and the filler counts.
 */
export async function writeBackMeetingNight(
  trx: Executor,
  clubId: number,
  meetingId: number,
): Promise<NightWrittenBack> {
  await trx
    .insertInto('meetingLive')
    .values({ meetingId, clubId })
    .onConflict((oc) => oc.column('meetingId').doNothing())
    .execute();
  const claimed = await trx
    .updateTable('meetingLive')
    .set({ writtenBackAt: sql`now()` })
    .where('meetingId', '=', meetingId)
    .where('writtenBackAt', 'is', null)
    .returning('meetingId')
    .executeTakeFirst();
  if (!claimed)
    return { written: false, attendance: 0, linkedTimes: 0, awards: 0, fillerCounts: 0 };
  const attendance = await writeAttendance(trx, clubId, meetingId);
  const linkedTimes = await linkTimesToSpeakers(trx, meetingId);
  const { awards, fillerCounts } = await writeBackVotesAndFillers(trx, clubId, meetingId);
  return { written: true, attendance, linkedTimes, awards, fillerCounts };
}

/** Every person checked in gets an attending RSVP (an existing answer becomes attending). */
async function writeAttendance(trx: Executor, clubId: number, meetingId: number) {
  await trx
    .insertInto('rsvps')
    .columns(['meetingId', 'clubId', 'userId', 'status'])
    .expression((eb) =>
      eb
        .selectFrom('meetingCheckIns')
        .select([
          'meetingId',
          'clubId',
          'userId',
          sql<'attending'>`'attending'::varchar`.as('status'),
        ])
        .where('meetingId', '=', meetingId)
        .where('clubId', '=', clubId),
    )
    .onConflict((oc) =>
      oc
        .columns(['meetingId', 'userId'])
        .doUpdateSet({ status: 'attending', updatedAt: sql`now()` })
        .where('rsvps.status', '!=', 'attending'),
    )
    .execute();
  const counted = await trx
    .selectFrom('meetingCheckIns')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('meetingId', '=', meetingId)
    .executeTakeFirstOrThrow();
  return Number(counted.count);
}

/** Each measured speech and evaluation gets the user who held its row's role (one statement). */
async function linkTimesToSpeakers(trx: Executor, meetingId: number) {
  const [meeting, roles, times] = await Promise.all([
    trx
      .selectFrom('meetings')
      .select(['agenda', sql<string | null>`to_char(start_time, 'HH24:MI')`.as('startTime')])
      .where('id', '=', meetingId)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('meetingRoles')
      .select(['roleType', 'userId'])
      .where('meetingId', '=', meetingId)
      .where('userId', 'is not', null)
      .execute(),
    trx
      .selectFrom('meetingItemTimes')
      .select(['itemIndex', 'agendaItemId'])
      .where('meetingId', '=', meetingId)
      .execute(),
  ]);
  const items = parseAgenda(meeting.agenda, [], meeting.startTime);
  const holders = new Map(roles.map((role) => [canonicalRoleType(role.roleType), role.userId]));
  const links = times.flatMap((time) => {
    const item = items.find((row) => row.id === time.agendaItemId) ?? items[time.itemIndex];
    const role = item ? timedPersonRoleOf(item) : null;
    const userId = role === null ? undefined : holders.get(role);
    return userId == null ? [] : [sql`(${time.itemIndex}::int, ${userId}::int)`];
  });
  if (links.length === 0) return 0;
  await sql`UPDATE meeting_item_times t SET user_id = v.user_id
    FROM (VALUES ${sql.join(links)}) AS v (item_index, user_id)
    WHERE t.meeting_id = ${meetingId} AND t.item_index = v.item_index`.execute(trx);
  return links.length;
}
