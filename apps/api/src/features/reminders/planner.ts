// The reminder planner: a scheduled job (every few minutes, once across all instances) that
// finds the reminders falling due now, in each club's time zone, and enqueues one 'email' job
// per reminder under a key naming it: a reminder planned again, by the next run or another
// instance, is never enqueued, so never sent, twice (docs/decisions/046-reminders.md). Each run
// plans what fell due since the previous completed run (at most 12 hours back): the meetings it
// reads further are those with a reminder in that window, not every one still within the grace
// (decision 084).
import {
  addDays,
  isReminderDue,
  meetingStartInstant,
  memberReminderDays,
  reminderDueAt,
  REMINDER_DAY_OPTIONS,
  REMINDER_GRACE_MS,
  resolveNotificationSettings,
  rsvpReminderDueAt,
} from '@lectern/domain';
import { purgeExpiredEmailActions, purgeOutbox } from '@lectern/db/queries/email';
import { enqueueJobs, purgeFinishedJobs, type NewJob } from '@lectern/db/queries/jobs';
import {
  listFirstTimeGuests,
  listMeetingAudience,
  lastPlannerRunAt,
  listPlannableMeetings,
  meetingsWithOpenRoles,
  PLAN_REMINDERS_JOB,
} from '@lectern/db/queries/reminders';
import type { Executor } from '@lectern/db/executor';
import type { JobContext } from '../../jobs/worker.js';
import { EMAIL_JOB, type EmailJob } from './send.js';

export const PLAN_JOB = PLAN_REMINDERS_JOB;
/** How often the planner runs: a reminder goes out at most this long after it falls due. */
export const PLAN_EVERY_MS = 5 * 60_000;

/** Furthest ahead a reminder can be: 7 days, plus an RSVP deadline up to 30 days before. */
const LOOK_AHEAD_DAYS = 40;
/** A guest's thank-you goes the morning after the meeting. */
const THANK_YOU_AT = '10:00';
/** …and may go out (or be retried) for a day after that. */
const THANK_YOU_WINDOW_MS = REMINDER_GRACE_MS * 2;
/**
 * Finished jobs, expired links and the messages kept without SMTP are kept this long (then a
 * job's key may be reused).
 */
const KEEP_FINISHED_MS = 60 * 24 * 3_600_000;

type PlannableMeeting = Awaited<ReturnType<typeof listPlannableMeetings>>[number];

/** Meetings whose audience one statement reads (about 100 members each: ~20,000 rows). */
const MEETINGS_PER_BATCH = 200;

/**
 * The run's window: reminders due after `since` and up to `now` are planned. `since` is when the
 * previous completed run was due (its period's start, at or before the instant it looked), so
 * nothing falls between two runs; after a pause (a deploy, an outage) it reaches back at most
 * the grace, as a reminder is not worth sending later than that.
 */
interface Window {
  now: Date;
  /** How far back from `now` this run plans, in ms (at most the grace). */
  reachMs: number;
}

function windowOf(now: Date, lastRunAt: Date | null): Window {
  const sinceLast = lastRunAt === null ? Infinity : now.getTime() - lastRunAt.getTime();
  // A previous run dated after `now` (a clock set back) is ignored: the whole grace then.
  const reachMs = sinceLast > 0 ? Math.min(sinceLast, REMINDER_GRACE_MS) : REMINDER_GRACE_MS;
  return { now, reachMs };
}

function dueIn(dueAt: Date | null, window: Window): boolean {
  return isReminderDue(dueAt, window.now, window.reachMs);
}

/** Whether any reminder of the meeting, for anyone, falls due in the window. */
function somethingDue(meeting: PlannableMeeting, window: Window): boolean {
  if (meeting.date === null) return false;
  const settings = resolveNotificationSettings(meeting.notificationSettings);
  const due = (days: number) => dueIn(reminderDueAt(meeting, days, meeting.timeZone), window);
  return (
    (settings.meetingReminders && REMINDER_DAY_OPTIONS.some(due)) ||
    (settings.roleReminders && due(settings.roleReminderDays)) ||
    (settings.openRolesDigest && due(settings.openRolesDigestDays)) ||
    (settings.rsvpReminders &&
      dueIn(
        rsvpReminderDueAt(
          meeting,
          meeting.meetingSettings.rsvpDeadline,
          settings.rsvpReminderDays,
          meeting.timeZone,
        ),
        window,
      ))
  );
}

/**
 * One reminder's job. It is retried (through an SMTP outage) for as long as it is useful:
 * `until` is when the meeting starts (a guest's thank-you: the end of its window).
 */
function emailJob(job: EmailJob, key: string, now: Date, until: Date): NewJob {
  return { kind: EMAIL_JOB, payload: job, dedupKey: key, runAt: now, retryUntil: until };
}

/** The reminders due in the window for these meetings' members (one audience read for all). */
async function meetingReminders(
  db: Executor,
  scheduled: readonly PlannableMeeting[],
  window: Window,
): Promise<NewJob[]> {
  const { now } = window;
  const ids = scheduled.map((m) => m.id);
  const [audience, withOpenRoles] = await Promise.all([
    listMeetingAudience(db, ids),
    meetingsWithOpenRoles(db, ids),
  ]);
  const byId = new Map(scheduled.map((m) => [m.id, m]));
  const jobs: NewJob[] = [];

  for (const person of audience) {
    const meeting = byId.get(person.meetingId);
    if (!meeting || meeting.date === null) continue;
    const settings = resolveNotificationSettings(meeting.notificationSettings);
    const tz = meeting.timeZone;
    const base = {
      clubId: meeting.clubId,
      userId: person.userId,
      meetingId: meeting.id,
      date: meeting.date,
    };
    const at = `${meeting.id}:${person.userId}:${meeting.date}`;
    const starts = meetingStartInstant(meeting.date, meeting.startTime ?? '00:00', tz);

    if (
      settings.meetingReminders &&
      dueIn(reminderDueAt(meeting, memberReminderDays(person.reminderDays), tz), window)
    ) {
      jobs.push(
        emailJob({ ...base, type: 'meeting_reminder' }, `meeting-reminder:${at}`, now, starts),
      );
    }
    if (
      settings.rsvpReminders &&
      !person.hasRsvp &&
      dueIn(
        rsvpReminderDueAt(
          meeting,
          meeting.meetingSettings.rsvpDeadline,
          settings.rsvpReminderDays,
          tz,
        ),
        window,
      )
    ) {
      jobs.push(emailJob({ ...base, type: 'rsvp_reminder' }, `rsvp-reminder:${at}`, now, starts));
    }
    if (
      settings.roleReminders &&
      person.heldRoleId !== null &&
      person.heldRoleStatus === 'assigned' &&
      dueIn(reminderDueAt(meeting, settings.roleReminderDays, tz), window)
    ) {
      jobs.push(
        emailJob(
          { ...base, type: 'role_reminder', roleId: person.heldRoleId },
          `role-reminder:${person.heldRoleId}:${at}`,
          now,
          starts,
        ),
      );
    }
    if (
      settings.openRolesDigest &&
      person.role !== 'guest' &&
      person.heldRoleId === null &&
      withOpenRoles.has(meeting.id) &&
      dueIn(reminderDueAt(meeting, settings.openRolesDigestDays, tz), window)
    ) {
      jobs.push(emailJob({ ...base, type: 'open_roles' }, `open-roles:${at}`, now, starts));
    }
  }
  return jobs;
}

/** Plans every reminder due since the previous run; returns how many jobs it added. */
export async function planReminders(ctx: Pick<JobContext, 'db' | 'now'>): Promise<number> {
  const { db, now } = ctx;
  // Calendar dates in UTC, widened by a day each side: every zone's "today" is inside.
  const today = now.toISOString().slice(0, 10);
  const [meetings, lastRunAt] = await Promise.all([
    listPlannableMeetings(db, addDays(today, -1), addDays(today, LOOK_AHEAD_DAYS)),
    lastPlannerRunAt(db),
  ]);
  const window = windowOf(now, lastRunAt);
  // Only meetings with a reminder falling due in the window are read further (the audience
  // query), a batch at a time: a reminder day of thousands of clubs is planned in bounded memory.
  const scheduled = meetings.filter((m) => m.status === 'scheduled' && somethingDue(m, window));
  let added = 0;
  for (let start = 0; start < scheduled.length; start += MEETINGS_PER_BATCH) {
    added += await enqueueJobs(
      db,
      await meetingReminders(db, scheduled.slice(start, start + MEETINGS_PER_BATCH), window),
    );
  }

  const guests = await listFirstTimeGuests(db, addDays(today, -2), today);
  const thanks: NewJob[] = [];
  for (const guest of guests) {
    const settings = resolveNotificationSettings(guest.notificationSettings);
    if (!settings.guestThankYou || guest.date === null) continue;
    const due = reminderDueAt(
      { date: addDays(guest.date, 1), startTime: THANK_YOU_AT },
      0,
      guest.timeZone,
    );
    if (due === null || !isReminderDue(due, now, THANK_YOU_WINDOW_MS)) continue;
    thanks.push(
      emailJob(
        {
          type: 'guest_thank_you',
          clubId: guest.clubId,
          userId: guest.userId,
          meetingId: guest.meetingId,
        },
        // Once per guest and club, ever: only the first meeting is thanked for.
        `guest-thank-you:${guest.clubId}:${guest.userId}`,
        now,
        new Date(due.getTime() + THANK_YOU_WINDOW_MS),
      ),
    );
  }

  added += await enqueueJobs(db, thanks);
  const before = new Date(now.getTime() - KEEP_FINISHED_MS);
  await purgeFinishedJobs(db, before);
  await purgeExpiredEmailActions(db, before);
  await purgeOutbox(db, before);
  return added;
}
