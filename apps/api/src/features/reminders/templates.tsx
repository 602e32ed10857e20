// The reminder e-mails, one React component each (rendered to HTML and plain text by
// email/render.tsx). Each says who it is for, what the meeting is, and offers one-click answers.
import { formatLongDate, formatTime12, roleTypeLabel } from '@lectern/domain';
import {
  ActionLink,
  EmailLayout,
  List,
  Paragraph,
  renderEmail,
  type RenderedEmail,
} from '../../email/render.js';

export interface EmailMeeting {
  title: string;
  theme: string | null;
  location: string | null;
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  /** How the club writes dates (en-AU when not given). */
  locale?: string | null;
}

export interface EmailFrame {
  clubName: string;
  firstName: string | null;
  unsubscribeUrl: string;
}

export interface Composed extends RenderedEmail {
  subject: string;
}

/** 'Thursday 12 November 2026, 7:00 PM' (the meeting's own wall clock, in the club's zone). */
export function meetingWhen(meeting: Pick<EmailMeeting, 'date' | 'startTime' | 'locale'>): string {
  const time = formatTime12(meeting.startTime);
  const date = formatLongDate(meeting.date, meeting.locale);
  return time ? `${date}, ${time}` : date;
}

function greeting(frame: EmailFrame): string {
  return frame.firstName ? `Hello ${frame.firstName},` : 'Hello,';
}

function MeetingFacts({ meeting }: { meeting: EmailMeeting }) {
  const facts = [
    `When: ${meetingWhen(meeting)}${meeting.endTime ? ` to ${formatTime12(meeting.endTime)}` : ''}`,
    ...(meeting.location ? [`Where: ${meeting.location}`] : []),
    ...(meeting.theme ? [`Theme: ${meeting.theme}`] : []),
  ];
  return <List items={facts} />;
}

function compose(subject: string, element: React.ReactNode): Composed {
  return { subject, ...renderEmail(element) };
}

export interface RsvpLinks {
  attending: string;
  notAttending: string;
}

function RsvpButtons({ links }: { links: RsvpLinks }) {
  return (
    <>
      <Paragraph>Will you be there?</Paragraph>
      <ActionLink href={links.attending}>Yes, I&apos;m attending</ActionLink>
      <ActionLink href={links.notAttending}>No, I can&apos;t attend</ActionLink>
    </>
  );
}

export function meetingReminderEmail(input: {
  frame: EmailFrame;
  meeting: EmailMeeting;
  /** The recipient's role in the meeting, if any. */
  myRole: string | null;
  agenda: readonly { roleType: string; holder: string | null }[];
  rsvp: RsvpLinks | null;
}): Composed {
  const { frame, meeting } = input;
  return compose(
    `Reminder: ${meeting.title} on ${formatLongDate(meeting.date, meeting.locale)}`,
    <EmailLayout
      clubName={frame.clubName}
      heading={meeting.title}
      unsubscribeUrl={frame.unsubscribeUrl}
    >
      <Paragraph>{greeting(frame)}</Paragraph>
      <Paragraph>This is a reminder of the coming meeting of {frame.clubName}.</Paragraph>
      <MeetingFacts meeting={meeting} />
      {input.myRole ? (
        <Paragraph>Your role: {roleTypeLabel(input.myRole)}.</Paragraph>
      ) : (
        <Paragraph>You have no role at this meeting.</Paragraph>
      )}
      {input.agenda.length > 0 ? (
        <>
          <Paragraph>Roles:</Paragraph>
          <List
            items={input.agenda.map(
              (role) => `${roleTypeLabel(role.roleType)}: ${role.holder ?? 'Open'}`,
            )}
          />
        </>
      ) : null}
      {input.rsvp ? <RsvpButtons links={input.rsvp} /> : null}
    </EmailLayout>,
  );
}

export function roleReminderEmail(input: {
  frame: EmailFrame;
  meeting: EmailMeeting;
  roleType: string;
  /** A one-click confirmation while the role is only assigned; null once confirmed. */
  confirmUrl: string | null;
}): Composed {
  const { frame, meeting } = input;
  const role = roleTypeLabel(input.roleType);
  return compose(
    input.confirmUrl
      ? `Please confirm your role: ${role} at ${meeting.title}`
      : `Reminder: you are ${role} at ${meeting.title}`,
    <EmailLayout
      clubName={frame.clubName}
      heading={`${role} at ${meeting.title}`}
      unsubscribeUrl={frame.unsubscribeUrl}
    >
      <Paragraph>{greeting(frame)}</Paragraph>
      <Paragraph>
        You are {role} at {meeting.title}
        {input.confirmUrl ? ', and your role is not confirmed yet.' : '.'}
      </Paragraph>
      <MeetingFacts meeting={meeting} />
      {input.confirmUrl ? (
        <ActionLink href={input.confirmUrl}>Confirm my role</ActionLink>
      ) : (
        <Paragraph>Thank you for taking it on.</Paragraph>
      )}
    </EmailLayout>,
  );
}

export function rsvpReminderEmail(input: {
  frame: EmailFrame;
  meeting: EmailMeeting;
  /** When RSVPs close, as the club's clock shows it. */
  deadline: string | null;
  rsvp: RsvpLinks;
}): Composed {
  const { frame, meeting } = input;
  return compose(
    `Will you attend ${meeting.title}? Please RSVP`,
    <EmailLayout
      clubName={frame.clubName}
      heading={`Please RSVP: ${meeting.title}`}
      unsubscribeUrl={frame.unsubscribeUrl}
    >
      <Paragraph>{greeting(frame)}</Paragraph>
      <Paragraph>
        We have not heard from you yet about the coming meeting of {frame.clubName}.
        {input.deadline ? ` RSVPs close ${input.deadline}.` : ''}
      </Paragraph>
      <MeetingFacts meeting={meeting} />
      <RsvpButtons links={input.rsvp} />
    </EmailLayout>,
  );
}

export function openRolesEmail(input: {
  frame: EmailFrame;
  meeting: EmailMeeting;
  openRoles: readonly { roleType: string; volunteerUrl: string }[];
}): Composed {
  const { frame, meeting } = input;
  return compose(
    `Open roles at ${meeting.title}`,
    <EmailLayout
      clubName={frame.clubName}
      heading={`Open roles at ${meeting.title}`}
      unsubscribeUrl={frame.unsubscribeUrl}
    >
      <Paragraph>{greeting(frame)}</Paragraph>
      <Paragraph>
        These roles are still open. Take one with a single click (one role per meeting).
      </Paragraph>
      <MeetingFacts meeting={meeting} />
      {input.openRoles.map((role) => (
        <ActionLink key={role.volunteerUrl} href={role.volunteerUrl}>
          {`Take the role ${roleTypeLabel(role.roleType)}`}
        </ActionLink>
      ))}
    </EmailLayout>,
  );
}

export function guestThankYouEmail(input: {
  frame: EmailFrame;
  meeting: EmailMeeting;
  appUrl: string;
}): Composed {
  const { frame, meeting } = input;
  return compose(
    `Thank you for visiting ${frame.clubName}`,
    <EmailLayout
      clubName={frame.clubName}
      heading="Thank you for joining us"
      unsubscribeUrl={frame.unsubscribeUrl}
    >
      <Paragraph>{greeting(frame)}</Paragraph>
      <Paragraph>
        Thank you for coming to {meeting.title} on {formatLongDate(meeting.date, meeting.locale)}.
        We hope you enjoyed it and will visit again.
      </Paragraph>
      <Paragraph>Becoming a member takes five steps:</Paragraph>
      <List
        items={[
          'Visit at least once (done!)',
          'Register with the international organisation and get a member number',
          'Pay dues and club fees',
          'Contact the VP Membership or Secretary to convert',
          'Choose a learning path',
        ]}
      />
      <ActionLink href={input.appUrl}>Open Lectern</ActionLink>
    </EmailLayout>,
  );
}
