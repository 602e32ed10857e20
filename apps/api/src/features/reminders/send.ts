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

/** Unsubscribe links work for a year. */
const UNSUBSCRIBE_VALID_MS = 365 * 24 * 3_600_000;

function newToken(): { token: string; tokenHash: Uint8Array } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSecret(token) };
}

/** One-click links of one message, stored (hashed) together in one statement. */
class LinkMaker {
  private readonly rows: NewEmailAction[] = [];
  constructor(
    private readonly publicUrl: string,
    private readonly base: { clubId: number; userId: number },
  ) {}

  /** The link's secret; `link` makes the address. */
  private secret(
    action: EmailActionKind,
    subject: { meetingId: number | null; roleId?: number | null },
    expiresAt: Date,
  ): string {
    const { token, tokenHash } = newToken();
    this.rows.push({
      ...this.base,
      tokenHash,
      action,
      meetingId: subject.meetingId,
      roleId: subject.roleId ?? null,
      expiresAt,
    });
    return token;
  }

  link(
    action: EmailActionKind,
    subject: { meetingId: number | null; roleId?: number | null },
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

function recipientCanReceive(recipient: Recipient | undefined): recipient is Recipient & {
  email: string;
} {
  return Boolean(
    recipient &&
    recipient.status === 'active' &&
    recipient.email &&
    recipient.emailOn &&
    !recipient.clubArchivedAt,
  );
}

/**
 * Runs one e-mail job: checks that the reminder still applies, composes it with fresh one-click
 * links and sends it (or keeps it in the outbox). Returns whether a message went out.
 */
export async function sendReminder(payload: unknown, ctx: JobContext): Promise<boolean> {
  const job = emailJobSchema.parse(payload);
  const { db, config, now } = ctx;
  const recipient = await findRecipient(db, job.clubId, job.userId);
  if (!recipientCanReceive(recipient)) return false;
  const settings = resolveNotificationSettings(recipient.notificationSettings);
  if (!job.manual && !settings[SETTING_OF[job.type]]) return false;

  const meeting = await findMeetingForEmail(db, job.clubId, job.meetingId, job.userId);
  if (!meeting) return false;
  if (job.date !== undefined && job.date !== meeting.date) return false;
  const tz = recipient.timeZone;
  const upcoming = meeting.status === 'scheduled' && !hasMeetingStarted(meeting, now, tz);
  if (job.type !== 'guest_thank_you' && !upcoming) return false;

  const links = new LinkMaker(config.publicUrl, { clubId: job.clubId, userId: job.userId });
  const meetingEnds =
    meeting.date === null
      ? new Date(now.getTime() + UNSUBSCRIBE_VALID_MS)
      : meetingStartInstant(meeting.date, meeting.startTime ?? '00:00', tz);
  const unsubscribe = links.unsubscribe(now);
  const frame: EmailFrame = {
    clubName: recipient.clubName,
    firstName: recipient.firstName,
    unsubscribeUrl: unsubscribe.pageUrl,
  };
  const rsvpLinks = () => ({
    attending: links.link('rsvp_attending', { meetingId: meeting.id }, meetingEnds),
    notAttending: links.link('rsvp_not_attending', { meetingId: meeting.id }, meetingEnds),
  });

  let composed: Composed | null = null;
  switch (job.type) {
    case 'meeting_reminder': {
      const roles = await listMeetingRoles(db, meeting.id);
      const mine = roles.find((role) => role.userId === job.userId);
      composed = meetingReminderEmail({
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
      break;
    }
    case 'role_reminder': {
      const roles = await listMeetingRoles(db, meeting.id);
      const role = roles.find((r) => r.id === job.roleId && r.userId === job.userId);
      if (!role || role.status === 'open') return false;
      // The automatic reminder is for roles not yet confirmed; an officer's 'Remind' also
      // reminds a confirmed holder.
      if (role.status === 'confirmed' && !job.manual) return false;
      composed = roleReminderEmail({
        frame,
        meeting,
        roleType: role.roleType,
        confirmUrl:
          role.status === 'assigned'
            ? links.link('confirm_role', { meetingId: meeting.id, roleId: role.id }, meetingEnds)
            : null,
      });
      break;
    }
    case 'rsvp_reminder': {
      if (meeting.hasRsvp) return false;
      const deadlines = rsvpDeadlines(
        meeting,
        {
          rsvpDeadlineDays: meeting.meetingSettings.rsvpDeadline ?? null,
          mealDeadlineHours: meeting.meetingSettings.mealDeadline ?? null,
        },
        tz,
      );
      if (deadlines && deadlines.rsvp.getTime() <= now.getTime()) return false;
      const deadline = deadlines
        ? `on ${meetingWhen({
            date: todayInZone(deadlines.rsvp, tz),
            startTime: meeting.startTime,
          })}`
        : null;
      composed = rsvpReminderEmail({ frame, meeting, deadline, rsvp: rsvpLinks() });
      break;
    }
    case 'open_roles': {
      if (recipient.role === 'guest') return false;
      const roles = await listMeetingRoles(db, meeting.id);
      if (roles.some((role) => role.userId === job.userId)) return false;
      const open = roles.filter((role) => role.status === 'open');
      if (open.length === 0) return false;
      composed = openRolesEmail({
        frame,
        meeting,
        openRoles: open.map((role) => ({
          roleType: role.roleType,
          volunteerUrl: links.link(
            'volunteer',
            { meetingId: meeting.id, roleId: role.id },
            meetingEnds,
          ),
        })),
      });
      break;
    }
    case 'guest_thank_you': {
      if (recipient.role !== 'guest' || meeting.status === 'cancelled') return false;
      composed = guestThankYouEmail({ frame, meeting, appUrl: config.publicUrl });
      break;
    }
  }

  // Only the job's holder sends: when this run outlived its lease and another worker took the
  // job, that worker sends it and this one does not (decision 058).
  if (!(await ctx.holdsJob())) return false;
  await db.transaction().execute(async (trx) => {
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
        }),
      );
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
