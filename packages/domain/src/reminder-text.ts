// The words of reminders and one-click answers. Kept apart from reminders.ts (which builds zod
// schemas when loaded) so screens that only show these words do not load zod.

/** The words of the one-click page: what will happen, the button, and what happened. */
export const EMAIL_ACTION_TEXT = {
  title: 'Answer from e-mail',
  invalid: 'This link is not valid. Please open Lectern to answer instead.',
  used: 'This link has already been used. Nothing was changed.',
  expired: 'This link has expired. Nothing was changed.',
  impossible: 'This can no longer be done:',
  notMember: 'You are not an active member of this club, or this is no longer in Lectern.',
  goToApp: 'Open Lectern',
  /** The RFC 8058 address posted to without its one-click body. */
  oneClickBodyMissing: 'A one-click unsubscribe posts List-Unsubscribe=One-Click.',
  working: 'Working...',
  will: {
    volunteer: (role: string, meeting: string) => `You will take the role ${role} at ${meeting}.`,
    confirm_role: (role: string, meeting: string) =>
      `You will confirm that you will be ${role} at ${meeting}.`,
    rsvp_attending: (meeting: string) => `You will RSVP as attending ${meeting}.`,
    rsvp_not_attending: (meeting: string) => `You will RSVP as not attending ${meeting}.`,
    unsubscribe: (club: string) => `You will stop receiving e-mails from ${club}.`,
    accept_ask: (role: string, meeting: string) =>
      `You will accept the request to be ${role} at ${meeting}.`,
    decline_ask: (role: string, meeting: string) =>
      `You will decline the request to be ${role} at ${meeting}. The role stays open.`,
    take_offer: (role: string, meeting: string) =>
      `You will take over the role ${role} at ${meeting}.`,
  },
  button: {
    volunteer: 'Take this role',
    confirm_role: 'Confirm my role',
    rsvp_attending: "Yes, I'm attending",
    rsvp_not_attending: "No, I can't attend",
    unsubscribe: 'Unsubscribe',
    accept_ask: 'Accept',
    decline_ask: 'Decline',
    take_offer: 'Take this role',
  },
  done: {
    volunteer: (role: string, meeting: string) => `Done: you are ${role} at ${meeting}.`,
    confirm_role: (role: string, meeting: string) =>
      `Done: your role as ${role} at ${meeting} is confirmed.`,
    rsvp_attending: (meeting: string) => `Done: you are attending ${meeting}.`,
    rsvp_not_attending: (meeting: string) => `Done: you are not attending ${meeting}.`,
    unsubscribe: (club: string) =>
      `Done: you will no longer receive e-mails from ${club}. You can turn them back on in your profile.`,
    accept_ask: (role: string, meeting: string) => `Done: you are ${role} at ${meeting}.`,
    decline_ask: (role: string, meeting: string) =>
      `Done: you declined to be ${role} at ${meeting}. Thank you for answering.`,
    take_offer: (role: string, meeting: string) => `Done: you are ${role} at ${meeting}.`,
  },
} as const;

/** The Notification Settings card and the reminder buttons. */
export const REMINDER_TEXT = {
  description: 'Choose which reminders the club sends by e-mail, and when.',
  kinds: {
    meetingReminders: 'Meeting reminders (on the days each member chooses in their profile)',
    roleReminders: 'Unconfirmed role reminders',
    rsvpReminders: 'RSVP reminders to members who have not answered',
    openRolesDigest: 'Open roles digest',
    guestThankYou: 'Thank-you to guests after their first meeting',
  },
  days: {
    roleReminderDays: 'Days before the meeting',
    rsvpReminderDays: 'Days before the RSVP deadline',
    openRolesDigestDays: 'Days before the meeting',
  },
  dayOption: (days: number) => (days === 1 ? '1 day' : `${days} days`),
  /** Role offers: the waitlist's first refusal and the VP Education's alert. */
  offers: {
    offerFirstRefusalHours: 'When a role is offered, its waitlist may take it first for',
    offerAlertHours: 'Alert the VP Education when an offered role has no taker',
  },
  hourOption: (hours: number) =>
    hours === 0 ? 'No head start' : hours === 1 ? '1 hour' : `${hours} hours`,
  beforeOption: (hours: number) => `${hours} hours before the meeting`,
  save: 'Save Notification Settings',
  saving: 'Saving...',
  saved: 'Notification settings saved',
  saveFailed: 'Failed to save notification settings',
  sendRsvpReminders: 'Send RSVP Reminders',
  sendingRsvpReminders: 'Sending...',
  rsvpRemindersQueued: (n: number) =>
    n === 0
      ? 'Everyone has answered or turned e-mail off: no reminders sent'
      : n === 1
        ? 'RSVP reminder sent to 1 member'
        : `RSVP reminders sent to ${n} members`,
  rsvpRemindersFailed: 'Failed to send RSVP reminders',
  tryAgain: 'Please try again.',
  rsvpRemindersTooSoon: 'RSVP reminders were just sent for this meeting. Please try again later.',
  remind: 'Remind',
  reminded: (name: string) => `Reminder sent to ${name}`,
  remindNotPossible: 'This person has turned e-mail off or has no e-mail address',
  remindFailed: 'Failed to send the reminder',
  remindOpenRole: 'This role has no one to remind',
  remindTooSoon: 'A reminder was just sent for this role. Please try again later.',
} as const;
