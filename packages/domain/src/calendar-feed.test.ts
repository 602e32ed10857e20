import { describe, expect, it } from 'vitest';
import { calendarFeed, meetingEventUid, type FeedMeeting } from './calendar-feed';

const base: FeedMeeting = {
  meetingId: 12,
  clubName: 'Sunrise Speakers',
  timeZone: 'Australia/Sydney',
  title: 'Weekly Club Meeting',
  date: '2026-12-01',
  startTime: '18:15',
  endTime: '19:45',
  location: 'Community Center, Room 2',
  theme: 'Turning Points',
  status: 'scheduled',
  createdAt: new Date('2026-11-01T00:00:00Z'),
  changedAt: new Date('2026-11-20T10:00:00Z'),
  sequence: 3,
  role: null,
};

/** The unfolded lines of the feed. */
function linesOf(text: string): string[] {
  return text.replace(/\r\n /g, '').split('\r\n');
}

describe('calendar feed', () => {
  it('writes one event per meeting in UTC with a stable UID and its sequence', () => {
    const lines = linesOf(calendarFeed([base], 'https://lectern.example.org'));
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'UID:meeting-12@lectern.example.org',
        'DTSTAMP:20261120T100000Z',
        'CREATED:20261101T000000Z',
        'LAST-MODIFIED:20261120T100000Z',
        'SEQUENCE:3',
        // Sydney is UTC+11 in December (daylight saving).
        'DTSTART:20261201T071500Z',
        'DTEND:20261201T084500Z',
        'SUMMARY:Weekly Club Meeting',
        'DESCRIPTION:Club: Sunrise Speakers\\nTheme: Turning Points',
        'LOCATION:Community Center\\, Room 2',
        'STATUS:CONFIRMED',
        'URL:https://lectern.example.org/meetings/12/view-agenda',
        'END:VCALENDAR',
      ]),
    );
    expect(meetingEventUid(12, 'lectern.example.org')).toBe('meeting-12@lectern.example.org');
  });

  it('follows the club zone across daylight saving', () => {
    const winter = linesOf(
      calendarFeed([{ ...base, date: '2026-07-07' }], 'https://lectern.example.org'),
    );
    expect(winter).toContain('DTSTART:20260707T081500Z');
  });

  it('names the person’s role; a cancelled meeting is CANCELLED', () => {
    const lines = linesOf(
      calendarFeed(
        [
          {
            ...base,
            status: 'cancelled',
            theme: null,
            location: null,
            role: { roleType: 'toastmaster', status: 'confirmed' },
          },
        ],
        'http://localhost:3000',
      ),
    );
    expect(lines).toContain('SUMMARY:Weekly Club Meeting (Toastmaster)');
    expect(lines).toContain(
      'DESCRIPTION:Club: Sunrise Speakers\\nYour role: Toastmaster (Confirmed)',
    );
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('UID:meeting-12@localhost:3000');
    expect(lines.some((line) => line.startsWith('LOCATION'))).toBe(false);
  });

  it('a meeting without a start time lasts the day; an end past midnight is the next day', () => {
    const allDay = linesOf(calendarFeed([{ ...base, startTime: null }], 'http://x.test'));
    expect(allDay).toContain('DTSTART;VALUE=DATE:20261201');
    expect(allDay).toContain('DTEND;VALUE=DATE:20261202');
    const late = linesOf(
      calendarFeed([{ ...base, startTime: '23:00', endTime: '00:30' }], 'http://x.test'),
    );
    expect(late).toContain('DTSTART:20261201T120000Z');
    expect(late).toContain('DTEND:20261201T133000Z');
  });

  it('the same meetings give the same text', () => {
    expect(calendarFeed([base], 'http://x.test')).toBe(calendarFeed([base], 'http://x.test'));
  });
});
