// The calendar feed (iCalendar) of a person: the meetings of their clubs, with their own role.
import {
  component,
  escapeText,
  formatDateValue,
  formatUtcDateTime,
  serializeCalendar,
  type ContentLine,
} from './icalendar';
import { roleTypeLabel, ROLE_STATUS_BADGES, type MeetingRoleStatus } from './meeting-roles';
import { addDays, meetingStartInstant, type MeetingStatus } from './meetings';

/** Meetings from this many days ago on are in the feed (and at most FEED_MAX_MEETINGS of them). */
export const FEED_PAST_DAYS = 90;
export const FEED_MAX_MEETINGS = 500;

export const CALENDAR_FEED_TEXT = {
  calendarName: 'Club meetings',
  yourRole: (label: string, status: string) => `Your role: ${label} (${status})`,
  club: (name: string) => `Club: ${name}`,
  theme: (theme: string) => `Theme: ${theme}`,
  summaryWithRole: (title: string, roleLabel: string) => `${title} (${roleLabel})`,
} as const;

export interface FeedMeeting {
  meetingId: number;
  clubName: string;
  timeZone: string;
  title: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM', or null: the event lasts the day. */
  startTime: string | null;
  /** 'HH:MM' */
  endTime: string;
  location: string | null;
  theme: string | null;
  status: MeetingStatus;
  createdAt: Date;
  /** When the meeting or one of its roles last changed. */
  changedAt: Date;
  /** Goes up with every change of the meeting or its roles. */
  sequence: number;
  /** The person's own role in the meeting, if any. */
  role: { roleType: string; status: MeetingRoleStatus } | null;
}

function eventTimes(meeting: FeedMeeting): ContentLine[] {
  if (meeting.startTime === null) {
    return [
      { name: 'DTSTART', params: ['VALUE=DATE'], value: formatDateValue(meeting.date) },
      { name: 'DTEND', params: ['VALUE=DATE'], value: formatDateValue(addDays(meeting.date, 1)) },
    ];
  }
  const start = meetingStartInstant(meeting.date, meeting.startTime, meeting.timeZone);
  // An end at or before the start is the next day's (a meeting past midnight).
  const endDate = meeting.endTime > meeting.startTime ? meeting.date : addDays(meeting.date, 1);
  const end = meetingStartInstant(endDate, meeting.endTime, meeting.timeZone);
  return [
    { name: 'DTSTART', value: formatUtcDateTime(start) },
    { name: 'DTEND', value: formatUtcDateTime(end) },
  ];
}

function description(meeting: FeedMeeting): string {
  const lines = [CALENDAR_FEED_TEXT.club(meeting.clubName)];
  if (meeting.theme) lines.push(CALENDAR_FEED_TEXT.theme(meeting.theme));
  if (meeting.role)
    lines.push(
      CALENDAR_FEED_TEXT.yourRole(
        roleTypeLabel(meeting.role.roleType),
        ROLE_STATUS_BADGES[meeting.role.status],
      ),
    );
  return lines.join('\n');
}

/** The stable UID of a meeting's event: the same in every feed, whoever subscribes. */
export function meetingEventUid(meetingId: number, host: string): string {
  return `meeting-${meetingId}@${host}`;
}

function meetingEvent(meeting: FeedMeeting, site: { origin: string; host: string }): string[] {
  const summary = meeting.role
    ? CALENDAR_FEED_TEXT.summaryWithRole(meeting.title, roleTypeLabel(meeting.role.roleType))
    : meeting.title;
  const body: ContentLine[] = [
    { name: 'UID', value: meetingEventUid(meeting.meetingId, site.host) },
    // Without a METHOD, DTSTAMP is when the event last changed (RFC 5545, 3.8.7.2).
    { name: 'DTSTAMP', value: formatUtcDateTime(meeting.changedAt) },
    { name: 'CREATED', value: formatUtcDateTime(meeting.createdAt) },
    { name: 'LAST-MODIFIED', value: formatUtcDateTime(meeting.changedAt) },
    { name: 'SEQUENCE', value: String(meeting.sequence) },
    ...eventTimes(meeting),
    { name: 'SUMMARY', value: escapeText(summary) },
    { name: 'DESCRIPTION', value: escapeText(description(meeting)) },
    ...(meeting.location ? [{ name: 'LOCATION', value: escapeText(meeting.location) }] : []),
    { name: 'STATUS', value: meeting.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED' },
    { name: 'URL', value: `${site.origin}/meetings/${meeting.meetingId}/view-agenda` },
  ];
  return component('VEVENT', body);
}

/**
 * The whole feed as iCalendar text (CRLF lines, folded). Times are in UTC, computed from each
 * club's time zone; the same meetings give the same text, byte for byte (the ETag relies on it).
 */
export function calendarFeed(meetings: readonly FeedMeeting[], publicUrl: string): string {
  const url = new URL(publicUrl);
  const site = { origin: url.origin, host: url.host };
  return serializeCalendar(
    component('VCALENDAR', [
      { name: 'VERSION', value: '2.0' },
      { name: 'PRODID', value: '-//Lectern//Club meetings//EN' },
      { name: 'CALSCALE', value: 'GREGORIAN' },
      { name: 'X-WR-CALNAME', value: escapeText(CALENDAR_FEED_TEXT.calendarName) },
      ...meetings.map((meeting) => meetingEvent(meeting, site)),
    ]),
  );
}
