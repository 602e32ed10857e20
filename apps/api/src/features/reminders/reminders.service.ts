import {
  meetingStartInstant,
  REMINDER_TEXT,
  resolveNotificationSettings,
  type NotificationSettings,
} from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import { enqueueJobs } from '@lectern/db/queries/jobs';
import { findMeeting } from '@lectern/db/queries/meetings';
import type { MeetingRoleScope } from '@lectern/db/queries/meeting-roles';
import {
  findNotificationSettings,
  findRecipient,
  listMembersWithoutRsvp,
  saveNotificationSettings,
} from '@lectern/db/queries/reminders';
import { appError } from '../../errors.js';
import { EMAIL_JOB, type EmailJob } from './send.js';

type Db = Executor;

/**
 * An officer's button sends at most once per meeting (or role) in this window: a second press
 * soon after answers 429. The window is a key on the queued jobs, so it holds across instances.
 */
export const MANUAL_SEND_WINDOW_MS = 15 * 60_000;

function windowKey(now: Date): string {
  return new Date(
    Math.floor(now.getTime() / MANUAL_SEND_WINDOW_MS) * MANUAL_SEND_WINDOW_MS,
  ).toISOString();
}

/** A reminder is retried (through an SMTP outage) until its meeting starts (decision 058). */
function meetingStarts(date: string | null, startTime: string | null, timeZone: string) {
  return date === null ? null : meetingStartInstant(date, startTime ?? '00:00', timeZone);
}

export async function getNotificationSettings(db: Db, clubId: number) {
  return resolveNotificationSettings(await findNotificationSettings(db, clubId));
}

export async function updateNotificationSettings(
  db: Db,
  clubId: number,
  settings: NotificationSettings,
) {
  await saveNotificationSettings(db, clubId, settings);
  return getNotificationSettings(db, clubId);
}

/**
 * 'Send RSVP Reminders': one reminder to each active member who has not answered and can be
 * e-mailed, sent by the worker now. `queued` counts them.
 */
export async function sendRsvpReminders(
  db: Db,
  scope: { clubId: number; meetingId: number; timeZone: string },
  now: Date,
): Promise<{ queued: number }> {
  const people = await listMembersWithoutRsvp(db, scope.clubId, scope.meetingId);
  const meeting = await findMeeting(db, scope.meetingId);
  const retryUntil = meeting && meetingStarts(meeting.date, meeting.startTime, scope.timeZone);
  const window = windowKey(now);
  const queued = await enqueueJobs(
    db,
    people.map(({ userId }) => {
      const job: EmailJob = {
        type: 'rsvp_reminder',
        clubId: scope.clubId,
        userId,
        meetingId: scope.meetingId,
        manual: true,
      };
      return {
        kind: EMAIL_JOB,
        payload: job,
        dedupKey: `rsvp-reminder:manual:${scope.meetingId}:${userId}:${window}`,
        runAt: now,
        retryUntil,
      };
    }),
  );
  if (people.length > 0 && queued === 0)
    throw appError('TOO_MANY_REQUESTS', REMINDER_TEXT.rsvpRemindersTooSoon);
  return { queued };
}

/** 'Remind' on Role Assignment: the role's holder gets a reminder (with a confirm link) now. */
export async function remindRole(
  db: Db,
  scope: MeetingRoleScope,
  now: Date,
): Promise<{ queued: number }> {
  const holder = scope.roleUserId;
  if (scope.roleStatus === 'open' || holder === null)
    throw appError('CONFLICT', REMINDER_TEXT.remindOpenRole);
  const recipient = await findRecipient(db, scope.clubId, holder);
  if (!recipient?.email || !recipient.emailOn || recipient.status !== 'active')
    throw appError('CONFLICT', REMINDER_TEXT.remindNotPossible);
  const job: EmailJob = {
    type: 'role_reminder',
    clubId: scope.clubId,
    userId: holder,
    meetingId: scope.meetingId,
    roleId: scope.roleId,
    manual: true,
  };
  const queued = await enqueueJobs(db, [
    {
      kind: EMAIL_JOB,
      payload: job,
      dedupKey: `role-reminder:manual:${scope.roleId}:${holder}:${windowKey(now)}`,
      runAt: now,
      retryUntil: meetingStarts(scope.meetingDate, scope.meetingStartTime, scope.timeZone),
    },
  ]);
  if (queued === 0) throw appError('TOO_MANY_REQUESTS', REMINDER_TEXT.remindTooSoon);
  return { queued };
}
