// The reminder planner: a scheduled job (every few minutes, once across all instances) that
// finds the reminders falling due now, in each club's time zone, and enqueues one 'email' job
// per reminder under a key naming it: a reminder planned again, by the next run or another
// instance, is never enqueued, so never sent, twice (docs/decisions/046-reminders.md). Each run
// plans what fell due since the previous completed run (at most 12 hours back): the meetings it
// reads further are those with a reminder in that window, not every one still within the grace
// (decision 084).
import {
  addDays,
  daysBetween,
  isReminderDue,
  meetingStartInstant,
  memberReminderDays,
  reminderDayNear,
  reminderDueAt,
  REMINDER_DAY_OPTIONS,
  REMINDER_GRACE_MS,
  resolveNotificationSettings,
  rsvpReminderDaysBefore,
  type NotificationSettings,
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
/**
 * How often the planner runs: a reminder is planned at most this long after it falls due (then
 * sent as the queue allows). A run with nothing new due costs about a second at 10,000 clubs.
 */
export const PLAN_EVERY_MS = 60_000;

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
  /** `now`'s calendar date in UTC. */
  today: string;
  /** How far back from `now` this run plans, in ms (at most the grace). */
  reachMs: number;
}

function windowOf(now: Date, lastRunAt: Date | null): Window {
  const sinceLast = lastRunAt === null ? Infinity : now.getTime() - lastRunAt.getTime();
  // A previous run dated after `now` (a clock set back) is ignored: the whole grace then.
  const reachMs = sinceLast >= 0 ? Math.min(sinceLast, REMINDER_GRACE_MS) : REMINDER_GRACE_MS;
  return { now, today: now.toISOString().slice(0, 10), reachMs };
}

/** A scheduled meeting of the run, with what its club's settings say. */
interface Planned {
  meeting: PlannableMeeting & { date: string };
  settings: NotificationSettings;
  /** Whether a reminder this many days before the meeting falls due in the window. */
  dueDays: (days: number) => boolean;
  /** How many days before the meeting its RSVP reminder goes. */
  rsvpDays: number;
}

/**
 * Each number of days is worked out once per meeting (its audience shares it), and in whole
 * days first: the exact instant, a time-zone conversion, only for a reminder whose day is near.
 * At 10,000 clubs the run looks at some 60,000 meetings of the next 40 days.
 */
function dueDaysOf(meeting: PlannableMeeting & { date: string }, window: Window) {
  const ahead = daysBetween(window.today, meeting.date);
  const known = new Map<number, boolean>();
  return (days: number): boolean => {
    let due = known.get(days);
    if (due === undefined) {
      due =
        reminderDayNear(ahead, days) &&
        isReminderDue(reminderDueAt(meeting, days, meeting.timeZone), window.now, window.reachMs);
      known.set(days, due);
    }
    return due;
  };
}

/** Whether any reminder of the meeting, for anyone, falls due in the window. */
function somethingDue({ settings, dueDays, rsvpDays }: Planned): boolean {
  return (
    (settings.meetingReminders && REMINDER_DAY_OPTIONS.some(dueDays)) ||
    (settings.roleReminders && dueDays(settings.roleReminderDays)) ||
    (settings.openRolesDigest && dueDays(settings.openRolesDigestDays)) ||
    (settings.rsvpReminders && dueDays(rsvpDays))
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
  scheduled: readonly Planned[],
  now: Date,
): Promise<NewJob[]> {
  const ids = scheduled.map((entry) => entry.meeting.id);
  const [audience, withOpenRoles] = await Promise.all([
    listMeetingAudience(db, ids),
    meetingsWithOpenRoles(db, ids),
  ]);
  const byId = new Map(
    scheduled.map((entry) => {
      const { date, startTime, timeZone } = entry.meeting;
      return [
        entry.meeting.id,
        { ...entry, starts: meetingStartInstant(date, startTime ?? '00:00', timeZone) },
      ];
    }),
  );
  const jobs: NewJob[] = [];

  for (const person of audience) {
    const entry = byId.get(person.meetingId);
    if (!entry) continue;
    const { meeting, settings, dueDays, rsvpDays, starts } = entry;
    const base = {
      clubId: meeting.clubId,
      userId: person.userId,
      meetingId: meeting.id,
      date: meeting.date,
    };
    const at = `${meeting.id}:${person.userId}:${meeting.date}`;

    if (settings.meetingReminders && dueDays(memberReminderDays(person.reminderDays))) {
      jobs.push(
        emailJob({ ...base, type: 'meeting_reminder' }, `meeting-reminder:${at}`, now, starts),
      );
    }
    if (settings.rsvpReminders && !person.hasRsvp && dueDays(rsvpDays)) {
      jobs.push(emailJob({ ...base, type: 'rsvp_reminder' }, `rsvp-reminder:${at}`, now, starts));
    }
    if (
      settings.roleReminders &&
      person.heldRoleId !== null &&
      person.heldRoleStatus === 'assigned' &&
      dueDays(settings.roleReminderDays)
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
      dueDays(settings.openRolesDigestDays)
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
  // Each club's settings resolved once for the run (a club has several meetings ahead).
  const settingsOf = new Map<number, NotificationSettings>();
  const scheduled: Planned[] = [];
  for (const meeting of meetings) {
    const { date } = meeting;
    if (meeting.status !== 'scheduled' || date === null) continue;
    let settings = settingsOf.get(meeting.clubId);
    if (settings === undefined) {
      settings = resolveNotificationSettings(meeting.notificationSettings);
      settingsOf.set(meeting.clubId, settings);
    }
    const dated = { ...meeting, date };
    const planned: Planned = {
      meeting: dated,
      settings,
      dueDays: dueDaysOf(dated, window),
      rsvpDays: rsvpReminderDaysBefore(
        meeting.meetingSettings.rsvpDeadline,
        settings.rsvpReminderDays,
      ),
    };
    if (somethingDue(planned)) scheduled.push(planned);
  }
  // Only meetings with a reminder falling due in the window are read further (the audience
  // query), a batch at a time: a reminder day of thousands of clubs is planned in bounded memory.
  let added = 0;
  for (let start = 0; start < scheduled.length; start += MEETINGS_PER_BATCH) {
    added += await enqueueJobs(
      db,
      await meetingReminders(db, scheduled.slice(start, start + MEETINGS_PER_BATCH), now),
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
