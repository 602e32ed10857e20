// "The meeting is live" (decision 079): the first start of a meeting's timer opens its console,
// and its members hear of it once, in the app and on the devices where they left the
// 'meeting_live' kind of push on. The first start enqueues one job in its own transaction (the
// console's row is locked then, so two instances starting at once make one first start); the job
// tells the members, and a tap opens the console.
import { NOTIFICATION_TEXT } from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import { enqueueJobs } from '@lectern/db/queries/jobs';
import { insertNotificationForEach } from '@lectern/db/queries/notifications';
import { z } from 'zod';
import type { JobContext } from '../../jobs/worker.js';
import { notifyDevices } from '../push/push.service.js';

export const MEETING_LIVE_JOB = 'meeting-live';

const payloadSchema = z.object({
  meetingId: z.number().int(),
  clubId: z.number().int(),
  /** Who started the timer: they know already. */
  startedBy: z.number().int(),
});

/**
 * Inside the timer's transaction, with the console's row locked: when this press is the
 * meeting's first start (no start recorded yet), enqueues the announcement. The job's key is the
 * meeting's, so even a start recorded after a purge of the timer's history enqueues nothing new.
 */
export async function announceIfFirstStart(
  trx: Executor,
  scope: { meetingId: number; clubId: number },
  startedBy: number,
  now: Date,
): Promise<boolean> {
  const started = await trx
    .selectFrom('meetingTimerEvents')
    .select('meetingId')
    .where('meetingId', '=', scope.meetingId)
    .where('action', '=', 'start')
    .limit(1)
    .executeTakeFirst();
  if (started) return false;
  const added = await enqueueJobs(trx, [
    {
      kind: MEETING_LIVE_JOB,
      payload: { ...scope, startedBy },
      dedupKey: `${MEETING_LIVE_JOB}:${scope.meetingId}`,
      runAt: now,
      maxAttempts: 3,
    },
  ]);
  return added > 0;
}

/**
 * Runs the announcement: the club's active members (not its guests, nor whoever started the
 * timer) get the notification in the app (unless they turned those off) and a push of the
 * 'meeting_live' kind (each person's switch is read when their push is sent). A meeting over by
 * now, or gone, is announced to nobody. One transaction: a retry after a failure repeats nothing.
 */
export async function sendMeetingLive(payload: unknown, ctx: JobContext): Promise<number> {
  const job = payloadSchema.parse(payload);
  return ctx.db.transaction().execute(async (trx) => {
    const meeting = await trx
      .selectFrom('meetings as m')
      .innerJoin('clubs as c', 'c.id', 'm.clubId')
      .select(['m.title', 'm.date', 'm.status', 'c.locale'])
      .where('m.id', '=', job.meetingId)
      .where('m.clubId', '=', job.clubId)
      .executeTakeFirst();
    if (!meeting || meeting.status === 'completed' || meeting.status === 'cancelled') return 0;
    const members = await trx
      .selectFrom('clubMemberships')
      .select('userId')
      .where('clubId', '=', job.clubId)
      .where('status', '=', 'active')
      .where('role', '!=', 'guest')
      .where('userId', '!=', job.startedBy)
      .execute();
    const userIds = members.map((member) => member.userId);
    if (userIds.length === 0) return 0;
    const message = NOTIFICATION_TEXT.meetingLive({
      meetingId: job.meetingId,
      meetingTitle: meeting.title,
      meetingDate: meeting.date,
      locale: meeting.locale,
    });
    await insertNotificationForEach(trx, userIds, {
      clubId: job.clubId,
      kind: message.kind,
      title: message.title,
      body: message.body,
      actionLabel: message.action?.label ?? null,
      actionHref: message.action?.href ?? null,
    });
    await notifyDevices(
      trx,
      userIds,
      {
        title: message.title,
        body: message.body,
        url: `/meetings/${job.meetingId}/live`,
        tag: `meeting-live-${job.meetingId}`,
      },
      'meeting_live',
      ctx.now,
    );
    return userIds.length;
  });
}
