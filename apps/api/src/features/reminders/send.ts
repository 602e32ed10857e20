// The 'email' job: one reminder to one person. Everything is checked again when it runs (the
// meeting may have moved or been cancelled, the role taken, the RSVP answered, e-mail turned
// off); a reminder that no longer applies is dropped, not sent.
import { randomBytes } from 'node:crypto';
import { hashSecret } from '@lectern/auth';
import {
  hasMeetingStarted,
  NOTIFICATION_TEXT,
  meetingStartInstant,
  resolveNotificationSettings,
  rsvpDeadlines,
  secretLink,
  todayInZone,
  type NotificationSettings,
} from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import type { EmailActionKind } from '@lectern/db/schema';
import { insertEmailActions, type NewEmailAction } from '@lectern/db/queries/email';
import { listMeetingRoles } from '@lectern/db/queries/meeting-roles';
import { findMeetingForEmail, findRecipient, type Recipient } from '@lectern/db/queries/reminders';
import { z } from 'zod';
import type { JobContext } from '../../jobs/worker.js';
import { notify } from '../notifications/notifications.service.js';
import { notifyDevices, type PushKind, type PushMessage } from '../push/push.service.js';
import {
  guestThankYouEmail,
  meetingReminderEmail,
  meetingWhen,
  openRolesEmail,
  roleReminderEmail,
  rsvpReminderEmail,
  type Composed,
  type EmailFrame,
} from './templates.js';

export const EMAIL_JOB = 'email';

export const REMINDER_TYPES = [
  'meeting_reminder',
  'role_reminder',
  'rsvp_reminder',
  'open_roles',
  'guest_thank_you',
] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];

/** Which club setting turns each type on or off (manual sends by officers skip it). */
const SETTING_OF: Record<ReminderType, keyof NotificationSettings> = {
  meeting_reminder: 'meetingReminders',
  role_reminder: 'roleReminders',
  rsvp_reminder: 'rsvpReminders',
  open_roles: 'openRolesDigest',
  guest_thank_you: 'guestThankYou',
};

export const emailJobSchema = z.object({
  type: z.enum(REMINDER_TYPES),
  clubId: z.number().int(),
  userId: z.number().int(),
  meetingId: z.number().int(),
  roleId: z.number().int().optional(),
  /** The meeting's date when planned: a meeting moved since is not reminded of by this job. */
  date: z.string().nullable().optional(),
  /** Sent by an officer's button: the club's automatic settings do not apply. */
  manual: z.boolean().optional(),
});
export type EmailJob = z.infer<typeof emailJobSchema>;

/** The push a reminder also sends: the meeting reminder and the unconfirmed-role reminder. */
function pushOf(
  job: EmailJob,
  meeting: Pick<EmailMeeting, 'id' | 'title' | 'date' | 'startTime' | 'locale'>,
): { kind: PushKind; message: PushMessage } | null {
  // Written as the e-mail writes it: in the club's locale.
  const when = meeting.date ? meetingWhen(meeting) : '';
  if (job.type === 'meeting_reminder')
    return {
      kind: 'meeting_reminder',
      message: {
        title: `Reminder: ${meeting.title}`,
        body: when,
        url: `/meetings/${meeting.id}/view-agenda`,
        tag: `meeting-${meeting.id}`,
      },
    };
  if (job.type === 'role_reminder')
    return {
      kind: 'role_reminder',
      message: {
        title: 'Please confirm your role',
        body: when ? `${meeting.title}, ${when}` : meeting.title,
        url: '/roles',
        tag: `role-${job.roleId ?? meeting.id}`,
      },
    };
  return null;
}

/** Unsubscribe links work for a year. */
export const UNSUBSCRIBE_VALID_MS = 365 * 24 * 3_600_000;

function newToken(): { token: string; tokenHash: Uint8Array } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSecret(token) };
}

/** One-click links of one message, stored (hashed) together in one statement. */
export class LinkMaker {
  private readonly rows: NewEmailAction[] = [];
  constructor(
    private readonly publicUrl: string,
    private readonly base: { clubId: number; userId: number },
  ) {}

  /** The link's secret; `link` makes the address. */
  private secret(
    action: EmailActionKind,
    subject: { meetingId: number | null; roleId?: number | null; offerId?: number | null },
    expiresAt: Date,
  ): string {
    const { token, tokenHash } = newToken();
    this.rows.push({
      ...this.base,
      tokenHash,
      action,
      meetingId: subject.meetingId,
      roleId: subject.roleId ?? null,
      offerId: subject.offerId ?? null,
      expiresAt,
    });
    return token;
  }

  link(
    action: EmailActionKind,
    subject: { meetingId: number | null; roleId?: number | null; offerId?: number | null },
    expiresAt: Date,
  ): string {
    return secretLink(this.publicUrl, 'respond', this.secret(action, subject, expiresAt));
  }

  unsubscribe(now: Date): { pageUrl: string; postUrl: string } {
    const token = this.secret(
      'unsubscribe',
      { meetingId: null },
      new Date(now.getTime() + UNSUBSCRIBE_VALID_MS),
    );
    return {
      pageUrl: secretLink(this.publicUrl, 'respond', token),
      postUrl: secretLink(this.publicUrl, 'unsubscribe', token),
    };
  }

  save(db: Executor) {
    return insertEmailActions(db, this.rows);
  }
}

export function recipientCanReceive(
  recipient: Recipient | undefined,
): recipient is Recipient & { email: string } {
  return Boolean(
    recipient &&
    recipient.status === 'active' &&
    recipient.email &&
    recipient.emailOn &&
    !recipient.clubArchivedAt,
  );
}

type EmailMeeting = NonNullable<Awaited<ReturnType<typeof findMeetingForEmail>>>;
type ReachableRecipient = Recipient & { email: string };

/**
 * The person and the meeting, when the reminder still applies to them: the person still
 * takes e-mail of this type, the meeting is still on the planned date and (except a guest's
 * thank-you, sent afterwards) has not started. Null drops the job.
 */
async function reminderTarget(
  job: EmailJob,
  { db, now }: JobContext,
): Promise<{ recipient: ReachableRecipient; meeting: EmailMeeting } | null> {
  const recipient = await findRecipient(db, job.clubId, job.userId);
  if (!recipientCanReceive(recipient)) return null;
  const settings = resolveNotificationSettings(recipient.notificationSettings);
  if (!job.manual && !settings[SETTING_OF[job.type]]) return null;

  const meeting = await findMeetingForEmail(db, job.clubId, job.meetingId, job.userId);
  if (!meeting) return null;
  if (job.date !== undefined && job.date !== meeting.date) return null;
  const upcoming =
    meeting.status === 'scheduled' && !hasMeetingStarted(meeting, now, recipient.timeZone);
  if (job.type !== 'guest_thank_you' && !upcoming) return null;
  return { recipient, meeting };
}

/** What composing one reminder needs: the job, whom and what it is about, and its links. */
interface Draft {
  job: EmailJob;
  ctx: JobContext;
  recipient: ReachableRecipient;
  meeting: EmailMeeting;
  frame: EmailFrame;
  /** Makes one-click links valid until the meeting starts. */
  link: (action: EmailActionKind, subject: { meetingId: number; roleId?: number }) => string;
  rsvpLinks: () => { attending: string; notAttending: string };
}

async function composeMeetingReminder({ job, ctx, meeting, frame, rsvpLinks }: Draft) {
  const roles = await listMeetingRoles(ctx.db, meeting.id);
  const mine = roles.find((role) => role.userId === job.userId);
  return meetingReminderEmail({
    frame,
    meeting,
    myRole: mine?.roleType ?? null,
    agenda: roles.map((role) => ({
      roleType: role.roleType,
      holder:
        role.userId === null
          ? null
          : [role.firstName, role.lastName].filter(Boolean).join(' ') || 'Assigned',
    })),
    rsvp: meeting.hasRsvp ? null : rsvpLinks(),
  });
}

async function composeRoleReminder({ job, ctx, meeting, frame, link }: Draft) {
  const roles = await listMeetingRoles(ctx.db, meeting.id);
  const role = roles.find((r) => r.id === job.roleId && r.userId === job.userId);
  if (!role || role.status === 'open') return null;
  // The automatic reminder is for roles not yet confirmed; an officer's 'Remind' also
  // reminds a confirmed holder.
  if (role.status === 'confirmed' && !job.manual) return null;
  return roleReminderEmail({
    frame,
    meeting,
    roleType: role.roleType,
    confirmUrl:
      role.status === 'assigned'
        ? link('confirm_role', { meetingId: meeting.id, roleId: role.id })
        : null,
  });
}

function composeRsvpReminder({ ctx, recipient, meeting, frame, rsvpLinks }: Draft) {
  if (meeting.hasRsvp) return null;
  const tz = recipient.timeZone;
  const deadlines = rsvpDeadlines(
    meeting,
    {
      rsvpDeadlineDays: meeting.meetingSettings.rsvpDeadline ?? null,
      mealDeadlineHours: meeting.meetingSettings.mealDeadline ?? null,
    },
    tz,
  );
  if (deadlines && deadlines.rsvp.getTime() <= ctx.now.getTime()) return null;
  const deadline = deadlines
    ? `on ${meetingWhen({
        date: todayInZone(deadlines.rsvp, tz),
        startTime: meeting.startTime,
        locale: meeting.locale,
      })}`
    : null;
  return rsvpReminderEmail({ frame, meeting, deadline, rsvp: rsvpLinks() });
}

async function composeOpenRoles({ job, ctx, recipient, meeting, frame, link }: Draft) {
  if (recipient.role === 'guest') return null;
  const roles = await listMeetingRoles(ctx.db, meeting.id);
  if (roles.some((role) => role.userId === job.userId)) return null;
  const open = roles.filter((role) => role.status === 'open');
  if (open.length === 0) return null;
  return openRolesEmail({
    frame,
    meeting,
    openRoles: open.map((role) => ({
      roleType: role.roleType,
      volunteerUrl: link('volunteer', { meetingId: meeting.id, roleId: role.id }),
    })),
  });
}

function composeGuestThankYou({ ctx, recipient, meeting, frame }: Draft) {
  if (recipient.role !== 'guest' || meeting.status === 'cancelled') return null;
  return guestThankYouEmail({ frame, meeting, appUrl: ctx.config.publicUrl });
}

/** Each type's message, or null when on a closer look it no longer applies. */
const COMPOSE: Record<ReminderType, (draft: Draft) => Composed | null | Promise<Composed | null>> =
  {
    meeting_reminder: composeMeetingReminder,
    role_reminder: composeRoleReminder,
    rsvp_reminder: composeRsvpReminder,
    open_roles: composeOpenRoles,
    guest_thank_you: composeGuestThankYou,
  };

/**
 * Runs one e-mail job: checks that the reminder still applies, composes it with fresh one-click
 * links and sends it (or keeps it in the outbox). Returns whether a message went out.
 */
export async function sendReminder(payload: unknown, ctx: JobContext): Promise<boolean> {
  const job = emailJobSchema.parse(payload);
  const target = await reminderTarget(job, ctx);
  if (!target) return false;
  const { recipient, meeting } = target;
  const { now } = ctx;

  const links = new LinkMaker(ctx.config.publicUrl, { clubId: job.clubId, userId: job.userId });
  const meetingEnds =
    meeting.date === null
      ? new Date(now.getTime() + UNSUBSCRIBE_VALID_MS)
      : meetingStartInstant(meeting.date, meeting.startTime ?? '00:00', recipient.timeZone);
  const unsubscribe = links.unsubscribe(now);
  const link: Draft['link'] = (action, subject) => links.link(action, subject, meetingEnds);
  const composed = await COMPOSE[job.type]({
    job,
    ctx,
    recipient,
    meeting,
    frame: {
      clubName: recipient.clubName,
      firstName: recipient.firstName,
      unsubscribeUrl: unsubscribe.pageUrl,
    },
    link,
    rsvpLinks: () => ({
      attending: link('rsvp_attending', { meetingId: meeting.id }),
      notAttending: link('rsvp_not_attending', { meetingId: meeting.id }),
    }),
  });
  if (!composed) return false;

  // Only the job's holder sends: when this run outlived its lease and another worker took the
  // job, that worker sends it and this one does not (decision 058).
  if (!(await ctx.holdsJob())) return false;
  await ctx.db.transaction().execute(async (trx) => {
    await links.save(trx);
    // The meeting reminder is also said in the app (when the person keeps in-app notifications
    // on), written in the e-mail's transaction and before it, so a failed write sends nothing.
    if (job.type === 'meeting_reminder')
      await notify(
        trx,
        { userId: job.userId, clubId: job.clubId },
        NOTIFICATION_TEXT.meetingReminder({
          meetingId: meeting.id,
          meetingTitle: meeting.title,
          meetingDate: meeting.date,
          locale: meeting.locale,
        }),
      );
    // The same reminder on the person's devices, queued in this transaction (decision 068).
    const push = pushOf(job, meeting);
    if (push) await notifyDevices(trx, [job.userId], push.message, push.kind, now);
    await ctx.mailer.send(trx, {
      clubId: job.clubId,
      userId: job.userId,
      kind: job.type,
      to: recipient.email,
      subject: composed.subject,
      text: composed.text,
      html: composed.html,
      headers: {
        'List-Unsubscribe': `<${unsubscribe.postUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  });
  return true;
}
