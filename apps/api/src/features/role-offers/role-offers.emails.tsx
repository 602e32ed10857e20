// The role-offer e-mails: an offer with its one-click "Take this role", and the VP Education's
// alert that an offered role has no taker yet.
import { roleTypeLabel } from '@lectern/domain';
import { ActionLink, EmailLayout, List, Paragraph, renderEmail } from '../../email/render.js';
import {
  meetingWhen,
  type Composed,
  type EmailFrame,
  type EmailMeeting,
} from '../reminders/templates.js';

function greeting(frame: EmailFrame): string {
  return frame.firstName ? `Hello ${frame.firstName},` : 'Hello,';
}

function facts(meeting: EmailMeeting, note: string | null) {
  return [
    `When: ${meetingWhen(meeting)}`,
    ...(meeting.location ? [`Where: ${meeting.location}`] : []),
    ...(note ? [`Note: ${note}`] : []),
  ];
}

/** An offered role, to an eligible member (the waitlist first): one click takes it. */
export function roleOfferEmail(input: {
  frame: EmailFrame;
  meeting: EmailMeeting;
  roleType: string;
  offererName: string;
  note: string | null;
  waitlist: boolean;
  takeUrl: string;
}): Composed {
  const { frame, meeting } = input;
  const role = roleTypeLabel(input.roleType);
  const subject = `${role} at ${meeting.title} is up for grabs`;
  return {
    subject,
    ...renderEmail(
      <EmailLayout
        clubName={frame.clubName}
        heading={subject}
        unsubscribeUrl={frame.unsubscribeUrl}
      >
        <Paragraph>{greeting(frame)}</Paragraph>
        <Paragraph>
          {`${input.offererName} cannot be ${role} at ${meeting.title} and offers the role.`}
          {input.waitlist ? ' You are on its waitlist, so you may take it first.' : ''}
        </Paragraph>
        <List items={facts(meeting, input.note)} />
        <ActionLink href={input.takeUrl}>Take this role</ActionLink>
        <Paragraph>The first to take it gets it; the link shows what it will do first.</Paragraph>
      </EmailLayout>,
    ),
  };
}

/** To the VP Education: nobody has taken an offered role and the meeting is close. */
export function untakenOfferEmail(input: {
  frame: EmailFrame;
  meeting: EmailMeeting;
  roleType: string;
  offererName: string;
  roleAssignmentUrl: string;
}): Composed {
  const { frame, meeting } = input;
  const role = roleTypeLabel(input.roleType);
  const subject = `Nobody has taken ${role} at ${meeting.title}`;
  return {
    subject,
    ...renderEmail(
      <EmailLayout
        clubName={frame.clubName}
        heading={subject}
        unsubscribeUrl={frame.unsubscribeUrl}
      >
        <Paragraph>{greeting(frame)}</Paragraph>
        <Paragraph>
          {`${input.offererName} offered the role ${role} and nobody has taken it yet.`}
        </Paragraph>
        <List items={facts(meeting, null)} />
        <ActionLink href={input.roleAssignmentUrl}>Open Role Assignment</ActionLink>
      </EmailLayout>,
    ),
  };
}
