// The 'role_ask_email' job: the e-mail of one request to take a role, with one-click Accept and
// Decline. Checked again when it runs: a request answered, a role taken, a meeting moved on, or
// e-mail turned off sends nothing.
import { randomBytes } from 'node:crypto';
import { hashSecret } from '@lectern/auth';
import {
  displayName,
  hasMeetingStarted,
  meetingStartInstant,
  roleTypeLabel,
  secretLink,
} from '@lectern/domain';
import { insertEmailActions, type NewEmailAction } from '@lectern/db/queries/email';
import { findAskForEmail } from '@lectern/db/queries/role-asks';
import { findMeetingForEmail, findRecipient } from '@lectern/db/queries/reminders';
import { z } from 'zod';
import { ActionLink, EmailLayout, List, Paragraph, renderEmail } from '../../email/render.js';
import type { JobContext } from '../../jobs/worker.js';
import { meetingWhen } from '../reminders/templates.js';

const payloadSchema = z.object({ askId: z.number().int() });

/** An unsubscribe link works for a year, as in every other e-mail. */
const UNSUBSCRIBE_VALID_MS = 365 * 24 * 3_600_000;

export function roleAskEmail(input: {
  clubName: string;
  firstName: string | null;
  askerName: string;
  roleType: string;
  meeting: { title: string; date: string | null; startTime: string | null; locale: string };
  acceptUrl: string;
  declineUrl: string;
  unsubscribeUrl: string;
}) {
  const role = roleTypeLabel(input.roleType);
  const subject = `${input.askerName} asks you to be ${role} at ${input.meeting.title}`;
  return {
    subject,
    ...renderEmail(
      <EmailLayout
        clubName={input.clubName}
        heading={`${role} at ${input.meeting.title}`}
        unsubscribeUrl={input.unsubscribeUrl}
      >
        <Paragraph>{input.firstName ? `Hello ${input.firstName},` : 'Hello,'}</Paragraph>
        <Paragraph>
          {`${input.askerName} asks whether you would be ${role} at ${input.meeting.title}.`}
        </Paragraph>
        <List items={[`When: ${meetingWhen(input.meeting)}`]} />
        <ActionLink href={input.acceptUrl}>Accept</ActionLink>
        <ActionLink href={input.declineUrl}>Decline</ActionLink>
        <Paragraph>
          If someone else takes the role first, accepting tells you so and changes nothing.
        </Paragraph>
      </EmailLayout>,
    ),
  };
}

function newLink(
  publicUrl: string,
  kind: 'respond' | 'unsubscribe',
  row: Omit<NewEmailAction, 'tokenHash'>,
  rows: NewEmailAction[],
): { page: string; post: string } {
  const token = randomBytes(32).toString('base64url');
  rows.push({ ...row, tokenHash: hashSecret(token) });
  return {
    page: secretLink(publicUrl, 'respond', token),
    post: secretLink(publicUrl, kind, token),
  };
}

/** Runs one request's e-mail job; returns whether a message went out. */
export async function sendRoleAskEmail(payload: unknown, ctx: JobContext): Promise<boolean> {
  const { askId } = payloadSchema.parse(payload);
  const ask = await findAskForEmail(ctx.db, askId);
  if (!ask || ask.status !== 'open' || ask.roleStatus !== 'open') return false;
  const when = { date: ask.meetingDate, startTime: ask.meetingStartTime };
  if (ask.meetingStatus !== 'scheduled' || hasMeetingStarted(when, ctx.now, ask.timeZone))
    return false;
  const recipient = await findRecipient(ctx.db, ask.clubId, ask.userId);
  const to = recipient?.email;
  if (!recipient || !to || recipient.status !== 'active' || !recipient.emailOn) return false;
  if (recipient.clubArchivedAt) return false;
  const meeting = await findMeetingForEmail(ctx.db, ask.clubId, ask.meetingId, ask.userId);
  if (!meeting) return false;

  const expiresAt =
    ask.meetingDate === null
      ? new Date(ctx.now.getTime() + UNSUBSCRIBE_VALID_MS)
      : meetingStartInstant(ask.meetingDate, ask.meetingStartTime ?? '00:00', ask.timeZone);
  const base = { clubId: ask.clubId, userId: ask.userId, meetingId: ask.meetingId };
  const rows: NewEmailAction[] = [];
  const url = ctx.config.publicUrl;
  const accept = newLink(
    url,
    'respond',
    { ...base, action: 'accept_ask', roleId: ask.roleId, expiresAt },
    rows,
  );
  const decline = newLink(
    url,
    'respond',
    { ...base, action: 'decline_ask', roleId: ask.roleId, expiresAt },
    rows,
  );
  const unsubscribe = newLink(
    url,
    'unsubscribe',
    {
      clubId: ask.clubId,
      userId: ask.userId,
      meetingId: null,
      roleId: null,
      action: 'unsubscribe',
      expiresAt: new Date(ctx.now.getTime() + UNSUBSCRIBE_VALID_MS),
    },
    rows,
  );
  const composed = roleAskEmail({
    clubName: recipient.clubName,
    firstName: recipient.firstName,
    askerName: displayName({ firstName: ask.askerFirstName, lastName: ask.askerLastName }),
    roleType: ask.roleType,
    meeting: { ...meeting, locale: ask.locale },
    acceptUrl: accept.page,
    declineUrl: decline.page,
    unsubscribeUrl: unsubscribe.page,
  });

  // Only the job's holder sends (decision 058).
  if (!(await ctx.holdsJob())) return false;
  await ctx.db.transaction().execute(async (trx) => {
    await insertEmailActions(trx, rows);
    await ctx.mailer.send(trx, {
      clubId: ask.clubId,
      userId: ask.userId,
      kind: 'role_ask',
      to,
      subject: composed.subject,
      text: composed.text,
      html: composed.html,
      headers: {
        'List-Unsubscribe': `<${unsubscribe.post}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  });
  return true;
}
