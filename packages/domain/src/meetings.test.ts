import { describe, it, expect } from 'vitest';
import { createMeetingInputSchema, updateMeetingInputSchema } from './meeting-schemas';
import {
  MAX_RECURRING_WEEKS,
  MEETINGS_TEXT,
  MEETING_DEFAULTS,
  MEETING_STATUSES,
  MEETING_STATUS_BADGE,
  addDays,
  agendaItemCount,
  daysUntil,
  endTimeFor,
  expandRecurringDates,
  formatLongDate,
  formatMeetingDate,
  formatTime12,
  hasMeetingStarted,
  isIsoDate,
  isUpcoming,
  meetingDayBadge,
  meetingDraftsFromInput,
  meetingStartInstant,
  nextMeetingDate,
  nextDateOnWeekday,
  parseClockMinutes,
  sortMeetings,
  toHhMm,
  todayInZone,
  weekdayName,
  type MeetingStatus,
  meetingDateHasPassed,
  meetingsOnDate,
  MEETING_SAME_DATE_WARNING,
} from './meetings';

const SYD = 'Australia/Sydney';
const at = (iso: string): Date => new Date(iso);

describe('meeting constants', () => {
  it('defaults', () => {
    expect(MEETING_DEFAULTS).toEqual({
      title: 'Weekly Club Meeting',
      location: '',
      startTime: '19:00',
      recurringWeeks: 0,
      status: 'scheduled',
    });
    expect(MAX_RECURRING_WEEKS).toBe(52);
  });

  it.each<[MeetingStatus, string, string]>([
    ['scheduled', 'Scheduled', 'blue'],
    ['active', 'Active', 'green'],
    ['completed', 'Completed', 'grey'],
    ['cancelled', 'Cancelled', 'red'],
  ])('badge for %s', (status, label, colour) => {
    expect(MEETING_STATUS_BADGE[status]).toEqual({ label, colour });
  });

  it('statuses in order', () => {
    expect(MEETING_STATUSES).toEqual(['scheduled', 'active', 'completed', 'cancelled']);
  });

  it('exact texts', () => {
    expect(MEETINGS_TEXT.subtitle).toEqual({
      officer: "Manage your club's meeting schedule and assignments.",
      guest: 'View upcoming meetings and RSVP for meals if you plan to attend.',
      member: 'Volunteer for meeting roles and help make our meetings successful.',
    });
    expect(MEETINGS_TEXT.empty).toBe('No meetings scheduled');
    expect(MEETINGS_TEXT.emptyHint.officer).toBe('Get started by scheduling your first meeting.');
    expect(MEETINGS_TEXT.emptyHint.other).toBe('Check back later for upcoming meetings.');
    expect(MEETINGS_TEXT.noClub).toBe('Join a club to view meetings.');
    expect(MEETINGS_TEXT.noRoles).toBe('No roles available for this meeting yet.');
    expect(MEETINGS_TEXT.createTitle).toBe('Create New Meeting');
    expect(MEETINGS_TEXT.meetingCreated).toEqual({
      title: 'Meeting Created',
      description: 'Your meeting has been scheduled successfully.',
    });
    expect(MEETINGS_TEXT.createFailed).toBe('Failed to create meeting. Please try again.');
    expect(MEETINGS_TEXT.meetingDeleted).toEqual({
      title: 'Meeting Deleted',
      description: 'The meeting has been successfully deleted.',
    });
    expect(MEETINGS_TEXT.deleteFailed).toBe('Failed to delete meeting');
    expect(MEETINGS_TEXT.volunteered).toBe("You've successfully volunteered for this role!");
    expect(MEETINGS_TEXT.volunteerFailed).toBe('Failed to volunteer for role');
    expect(MEETINGS_TEXT.retracted).toBe("You've successfully retracted your volunteer request!");
    expect(MEETINGS_TEXT.retractFailed).toBe('Failed to retract volunteer request');
  });
});

describe('clock and date parsing', () => {
  it.each([
    ['00:00', 0],
    ['19:00', 1140],
    ['23:59', 1439],
    ['19:00:30', 1140],
    ['24:00', null],
    ['7:00', null],
    ['19:60', null],
    ['', null],
  ])('parseClockMinutes(%j) → %s', (time, minutes) => {
    expect(parseClockMinutes(time)).toBe(minutes);
  });

  it.each([
    ['2025-01-31', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-1-1', false],
    ['01/01/2025', false],
    ['', false],
  ])('isIsoDate(%j) → %s', (date, valid) => {
    expect(isIsoDate(date)).toBe(valid);
  });

  it.each([
    ['19:00:00', '19:00'],
    ['07:05', '07:05'],
  ])('toHhMm(%s) → %s', (input, output) => {
    expect(toHhMm(input)).toBe(output);
  });

  it('toHhMm rejects malformed times', () => {
    expect(() => toHhMm('7pm')).toThrow(RangeError);
  });
});

describe('endTimeFor (+1h30, clamped)', () => {
  it.each([
    ['19:00', '20:30'],
    ['18:00', '19:30'],
    ['00:00', '01:30'],
    ['19:00:00', '20:30'],
    ['22:29', '23:59'],
    ['22:30', '23:59'],
    ['23:00', '23:59'],
    ['23:59', '23:59'],
  ])('%s → %s', (start, end) => {
    expect(endTimeFor(start)).toBe(end);
  });

  it('throws on malformed input', () => {
    expect(() => endTimeFor('25:00')).toThrow(RangeError);
  });
});

describe('addDays and recurrence', () => {
  it.each([
    ['2025-01-31', 1, '2025-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2025-10-01', 7, '2025-10-08'],
    ['2025-04-01', 7, '2025-04-08'],
    ['2025-01-01', 0, '2025-01-01'],
  ])('addDays(%s, %i) → %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });

  it.each([
    ['2025-02-30', 1],
    ['2025-01-01', 1.5],
  ])('addDays(%s, %s) throws', (date, n) => {
    expect(() => addDays(date, n)).toThrow(RangeError);
  });

  it.each([
    [0, ['2025-01-07']],
    [1, ['2025-01-07']],
    [2, ['2025-01-07', '2025-01-14']],
    [3, ['2025-01-07', '2025-01-14', '2025-01-21']],
  ])('expandRecurringDates(first, %i)', (weeks, dates) => {
    expect(expandRecurringDates('2025-01-07', weeks)).toEqual(dates);
  });

  it('52 weeks gives 52 dates a week apart, last one 357 days later', () => {
    const dates = expandRecurringDates('2025-01-07', 52);
    expect(dates).toHaveLength(52);
    expect(dates[51]).toBe(addDays('2025-01-07', 357));
  });

  it.each([[53], [-1], [2.5], [Number.NaN]])('expandRecurringDates rejects %s weeks', (weeks) => {
    expect(() => expandRecurringDates('2025-01-07', weeks)).toThrow(RangeError);
  });

  it('expandRecurringDates rejects an invalid first date', () => {
    expect(() => expandRecurringDates('2025-02-31', 2)).toThrow(RangeError);
  });

  it.each([
    // 2026-12-07 is a Monday.
    ['2026-12-07', 'Monday', '2026-12-07'],
    ['2026-12-07', 'Wednesday', '2026-12-09'],
    ['2026-12-07', 'Sunday', '2026-12-13'],
    ['2026-12-09', 'Monday', '2026-12-14'],
    ['2026-12-31', 'Friday', '2027-01-01'],
    ['2026-12-07', null, null],
    ['2026-12-07', 'Someday', null],
  ])('nextDateOnWeekday(%s, %s) → %s', (today, day, expected) => {
    expect(nextDateOnWeekday(today, day)).toBe(expected);
  });

  it('nextMeetingDate is seven days ahead', () => {
    expect(nextMeetingDate('2025-12-30')).toBe('2026-01-06');
  });
});

describe('formatting', () => {
  it.each([
    ['2025-01-07', '07/01/2025'],
    ['2025-12-31', '31/12/2025'],
    [null, 'Date TBD'],
    [undefined, 'Date TBD'],
    ['', 'Date TBD'],
    ['not a date', 'Date TBD'],
  ])('formatMeetingDate(%j) → %s', (date, text) => {
    expect(formatMeetingDate(date)).toBe(text);
  });

  it.each([
    ['2025-01-06', 'Monday'],
    ['2025-01-07', 'Tuesday'],
    ['2025-01-08', 'Wednesday'],
    ['2025-01-09', 'Thursday'],
    ['2025-01-10', 'Friday'],
    ['2025-01-11', 'Saturday'],
    ['2025-01-12', 'Sunday'],
  ])('weekdayName(%s) → %s', (date, name) => {
    expect(weekdayName(date)).toBe(name);
  });

  it.each([
    ['2025-01-07', 'Tuesday 7 January 2025'],
    [null, 'Date TBD'],
    ['2025-02-30', 'Date TBD'],
  ])('formatLongDate(%j) → %s', (date, text) => {
    expect(formatLongDate(date)).toBe(text);
  });

  it.each<[string | null, string, string, string]>([
    ['en-US', '2026-02-12', '02/12/2026', 'Thursday, February 12, 2026'],
    ['en-GB', '2026-02-12', '12/02/2026', 'Thursday, 12 February 2026'],
    ['en-AU', '2026-02-12', '12/02/2026', 'Thursday 12 February 2026'],
    [null, '2026-02-12', '12/02/2026', 'Thursday 12 February 2026'],
    ['en-US', 'not a date', 'Date TBD', 'Date TBD'],
  ])('in the club’s locale %s: %s → %s, %s', (locale, date, numeric, long) => {
    expect(formatMeetingDate(date, locale)).toBe(numeric);
    expect(formatLongDate(date, locale)).toBe(long);
    // The same formatter again (each locale's formatter is made once).
    expect(formatLongDate(date, locale)).toBe(long);
  });

  it.each([
    ['19:00', '7:00 PM'],
    ['19:05:00', '7:05 PM'],
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['12:15', '12:15 PM'],
    ['23:59', '11:59 PM'],
    [null, ''],
    ['', ''],
    ['bad', ''],
  ])('formatTime12(%j) → %j', (time, text) => {
    expect(formatTime12(time)).toBe(text);
  });
});

describe('days until and badges in the club zone', () => {
  // 2025-01-07 23:30 in Sydney (AEDT, UTC+11) is 12:30 UTC.
  const lateTuesdaySydney = at('2025-01-07T12:30:00Z');

  it.each([
    [lateTuesdaySydney, SYD, '2025-01-07'],
    [lateTuesdaySydney, 'UTC', '2025-01-07'],
    [at('2025-01-07T13:30:00Z'), SYD, '2025-01-08'],
    [at('2025-01-07T13:30:00Z'), 'America/New_York', '2025-01-07'],
  ])('todayInZone %#', (now, zone, today) => {
    expect(todayInZone(now, zone)).toBe(today);
  });

  it.each([
    ['2025-01-06', -1],
    ['2025-01-07', 0],
    ['2025-01-08', 1],
    ['2025-01-09', 2],
    ['2025-01-14', 7],
    ['2025-02-07', 31],
  ])('daysUntil(%s) → %i', (date, days) => {
    expect(daysUntil(date, lateTuesdaySydney, SYD)).toBe(days);
  });

  it('uses the club zone, not UTC: 00:30 Wednesday in Sydney is still Tuesday in UTC', () => {
    const now = at('2025-01-07T13:30:00Z');
    expect(daysUntil('2025-01-08', now, SYD)).toBe(0);
    expect(daysUntil('2025-01-08', now, 'UTC')).toBe(1);
  });

  it('counts calendar days across a daylight-saving change', () => {
    // Sydney DST starts 2025-10-05.
    expect(daysUntil('2025-10-06', at('2025-10-03T09:00:00Z'), SYD)).toBe(3);
  });

  it.each([
    ['2025-01-06', null],
    ['2025-01-07', 'Today'],
    ['2025-01-08', 'Upcoming'],
    [null, null],
  ])('meetingDayBadge(%j) → %j', (date, badge) => {
    expect(meetingDayBadge(date, lateTuesdaySydney, SYD)).toBe(badge);
  });

  it.each<[string | null, MeetingStatus, boolean]>([
    ['2025-01-06', 'scheduled', false],
    ['2025-01-07', 'scheduled', true],
    ['2025-01-07', 'active', true],
    ['2025-01-08', 'scheduled', true],
    ['2025-01-08', 'cancelled', false],
    ['2025-01-08', 'completed', false],
    [null, 'scheduled', true],
    [null, 'cancelled', false],
  ])('isUpcoming(%j, %s) → %s', (date, status, upcoming) => {
    expect(isUpcoming({ date, startTime: '19:00', status }, lateTuesdaySydney, SYD)).toBe(upcoming);
  });
});

describe('meeting start instants (DST)', () => {
  it.each([
    ['2025-01-07', '19:00', SYD, '2025-01-07T08:00:00.000Z'],
    ['2025-07-01', '19:00', SYD, '2025-07-01T09:00:00.000Z'],
    ['2025-10-05', '19:00', SYD, '2025-10-05T08:00:00.000Z'],
    ['2025-10-04', '19:00', SYD, '2025-10-04T09:00:00.000Z'],
    ['2025-04-06', '19:00', SYD, '2025-04-06T09:00:00.000Z'],
    ['2025-04-05', '19:00', SYD, '2025-04-05T08:00:00.000Z'],
    ['2025-03-09', '19:00:00', 'America/New_York', '2025-03-09T23:00:00.000Z'],
    ['2025-01-07', '19:00', 'UTC', '2025-01-07T19:00:00.000Z'],
  ])('%s %s in %s → %s', (date, time, zone, iso) => {
    expect(meetingStartInstant(date, time, zone).toISOString()).toBe(iso);
  });

  it('throws on malformed input', () => {
    expect(() => meetingStartInstant('2025-01-07', 'noon', SYD)).toThrow(RangeError);
    expect(() => meetingStartInstant('07/01/2025', '19:00', SYD)).toThrow(RangeError);
  });

  it.each([
    [{ date: null, startTime: '19:00' }, '2030-01-01T00:00:00Z', false],
    [{ date: '2025-01-07', startTime: '19:00' }, '2025-01-07T07:59:59Z', false],
    [{ date: '2025-01-07', startTime: '19:00' }, '2025-01-07T08:00:00Z', true],
    [{ date: '2025-01-07', startTime: '19:00' }, '2025-01-07T09:00:00Z', true],
    [{ date: '2025-01-07', startTime: null }, '2025-01-06T12:59:59Z', false],
    [{ date: '2025-01-07', startTime: null }, '2025-01-06T13:00:00Z', true],
  ])('hasMeetingStarted %#', (meeting, now, started) => {
    expect(hasMeetingStarted(meeting, at(now), SYD)).toBe(started);
  });
});

describe('sortMeetings', () => {
  it('sorts by date then time; undated and untimed last; input untouched', () => {
    const input = [
      { id: 1, date: null, startTime: '18:00' },
      { id: 2, date: '2025-02-01', startTime: '19:00' },
      { id: 3, date: '2025-01-15', startTime: null },
      { id: 4, date: '2025-01-15', startTime: '19:00:00' },
      { id: 5, date: '2025-01-15', startTime: '07:30' },
      { id: 6, date: null, startTime: null },
      { id: 7, date: '2025-02-01', startTime: '19:00' },
    ];
    const sorted = sortMeetings(input);
    expect(sorted.map((m) => m.id)).toEqual([5, 4, 3, 2, 7, 1, 6]);
    expect(input[0]?.id).toBe(1);
  });

  it('treats malformed dates like missing ones', () => {
    const sorted = sortMeetings([
      { date: 'soon', startTime: '19:00' },
      { date: '2025-01-01', startTime: '19:00' },
    ]);
    expect(sorted[0]?.date).toBe('2025-01-01');
  });
});

describe('agendaItemCount', () => {
  it.each([
    [null, 0],
    [undefined, 0],
    ['', 0],
    ['Opening\nSpeech\n\n  \nClose', 3],
    ['Opening\r\nSpeech\r\n', 2],
    ['[{"id":"1"},{"id":"2"}]', 2],
    ['  [ ]', 0],
    ['[not json\nsecond line', 2],
    ['[1]\n', 1],
    ['{"a":1}', 1],
    ['["a"]x', 1],
  ])('agendaItemCount(%j) → %i', (agenda, count) => {
    expect(agendaItemCount(agenda)).toBe(count);
  });
});

describe('createMeetingInputSchema', () => {
  const valid = { title: ' Club Night ', scheduledDate: '2025-01-07', scheduledTime: '19:00' };

  it('applies the defaults', () => {
    expect(createMeetingInputSchema.parse(valid)).toEqual({
      title: 'Club Night',
      scheduledDate: '2025-01-07',
      scheduledTime: '19:00',
      location: '',
      status: 'scheduled',
      recurringWeeks: 0,
    });
  });

  it('keeps optional values and normalises seconds', () => {
    const parsed = createMeetingInputSchema.parse({
      ...valid,
      scheduledTime: '18:30:00',
      location: 'Library',
      status: 'active',
      recurringWeeks: 52,
      agendaTemplateId: 3,
      agenda: 'Opening',
    });
    expect(parsed).toMatchObject({
      scheduledTime: '18:30',
      location: 'Library',
      recurringWeeks: 52,
      agendaTemplateId: 3,
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['missing title', { title: undefined }, 'title', 'Title is required'],
    ['blank title', { title: '   ' }, 'title', 'Title is required'],
    ['long title', { title: 'x'.repeat(256) }, 'title', 'Title must be at most 255 characters'],
    ['missing date', { scheduledDate: undefined }, 'scheduledDate', 'Date is required'],
    ['empty date', { scheduledDate: '' }, 'scheduledDate', 'Date is required'],
    ['impossible date', { scheduledDate: '2025-02-30' }, 'scheduledDate', 'Enter a valid date'],
    ['wrong date format', { scheduledDate: '07/01/2025' }, 'scheduledDate', 'Enter a valid date'],
    ['missing time', { scheduledTime: undefined }, 'scheduledTime', 'Time is required'],
    ['empty time', { scheduledTime: '' }, 'scheduledTime', 'Time is required'],
    ['time 24:00', { scheduledTime: '24:00' }, 'scheduledTime', 'Time is required'],
    [
      'recurring 53',
      { recurringWeeks: 53 },
      'recurringWeeks',
      'Recurring weeks must be between 0 and 52',
    ],
    [
      'recurring -1',
      { recurringWeeks: -1 },
      'recurringWeeks',
      'Recurring weeks must be between 0 and 52',
    ],
    [
      'recurring 1.5',
      { recurringWeeks: 1.5 },
      'recurringWeeks',
      'Recurring weeks must be between 0 and 52',
    ],
    [
      'recurring text',
      { recurringWeeks: 'two' },
      'recurringWeeks',
      'Recurring weeks must be between 0 and 52',
    ],
    [
      'long location',
      { location: 'x'.repeat(256) },
      'location',
      'Location must be at most 255 characters',
    ],
    ['agenda too long', { agenda: 'x'.repeat(200_001) }, 'agenda', 'Agenda is too long'],
  ])('%s', (_name, overrides, path, message) => {
    const result = createMeetingInputSchema.safeParse({ ...valid, ...overrides });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.filter((issue) => issue.path[0] === path) ?? [];
    expect(issues.map((issue) => issue.message)).toEqual([message]);
  });

  it.each([[0], [-2], [1.5]])('rejects agendaTemplateId %s', (agendaTemplateId) => {
    expect(createMeetingInputSchema.safeParse({ ...valid, agendaTemplateId }).success).toBe(false);
  });

  it('accepts recurring 0 and 52 and a null template', () => {
    expect(
      createMeetingInputSchema.safeParse({ ...valid, recurringWeeks: 0, agendaTemplateId: null })
        .success,
    ).toBe(true);
    expect(createMeetingInputSchema.safeParse({ ...valid, recurringWeeks: 52 }).success).toBe(true);
  });

  it('rejects an unknown status', () => {
    expect(createMeetingInputSchema.safeParse({ ...valid, status: 'postponed' }).success).toBe(
      false,
    );
  });
});

describe('meetingDraftsFromInput', () => {
  it('expands recurring weeks and sets the end time', () => {
    const values = createMeetingInputSchema.parse({
      title: 'Club Night',
      scheduledDate: '2025-01-07',
      scheduledTime: '19:00',
      recurringWeeks: 3,
    });
    const drafts = meetingDraftsFromInput(values);
    expect(drafts.map((d) => d.date)).toEqual(['2025-01-07', '2025-01-14', '2025-01-21']);
    expect(drafts[0]).toEqual({
      title: 'Club Night',
      date: '2025-01-07',
      startTime: '19:00',
      endTime: '20:30',
      location: '',
      status: 'scheduled',
      agenda: null,
      agendaTemplateId: null,
    });
  });

  it('carries agenda and template', () => {
    const values = createMeetingInputSchema.parse({
      title: 'T',
      scheduledDate: '2025-01-07',
      scheduledTime: '22:45',
      agenda: 'Opening',
      agendaTemplateId: 4,
    });
    expect(meetingDraftsFromInput(values)).toEqual([
      expect.objectContaining({ endTime: '23:59', agenda: 'Opening', agendaTemplateId: 4 }),
    ]);
  });
});

describe('updateMeetingInputSchema', () => {
  it('accepts an empty patch and clears with null', () => {
    expect(updateMeetingInputSchema.parse({})).toEqual({});
    expect(
      updateMeetingInputSchema.parse({ theme: null, notes: null, date: null, agenda: null }),
    ).toEqual({
      theme: null,
      notes: null,
      date: null,
      agenda: null,
    });
  });

  it('accepts a full patch', () => {
    expect(
      updateMeetingInputSchema.parse({
        title: 'New',
        theme: ' Growth ',
        notes: 'Bring name badges',
        date: '2025-02-01',
        startTime: '18:30:00',
        location: 'Hall',
        status: 'completed',
        agenda: '[]',
      }),
    ).toEqual({
      title: 'New',
      theme: 'Growth',
      notes: 'Bring name badges',
      date: '2025-02-01',
      startTime: '18:30',
      location: 'Hall',
      status: 'completed',
      agenda: '[]',
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['theme over 255', { theme: 'x'.repeat(256) }],
    ['notes over 10000', { notes: 'x'.repeat(10_001) }],
    ['agenda over 200000', { agenda: 'x'.repeat(200_001) }],
    ['bad date', { date: '2025-13-01' }],
    ['bad time', { startTime: '7pm' }],
    ['blank title', { title: ' ' }],
    ['bad status', { status: 'done' }],
  ])('rejects %s', (_name, patch) => {
    expect(updateMeetingInputSchema.safeParse(patch).success).toBe(false);
  });

  it('drops unknown keys', () => {
    expect(updateMeetingInputSchema.parse({ clubId: 9, theme: 'A' })).toEqual({ theme: 'A' });
  });
});

describe('a new meeting’s date', () => {
  const now = at('2026-11-27T03:00:00Z'); // 26 November 21:00 in Chicago, 27 November in Sydney
  it.each([
    ['2026-11-25', 'America/Chicago', true],
    ['2026-11-26', 'America/Chicago', false],
    ['2026-11-26', SYD, true],
    ['2026-11-27', SYD, false],
  ])('%s in %s has passed: %s', (date, zone, passed) => {
    expect(meetingDateHasPassed(date, now, zone)).toBe(passed);
  });

  it('finds the club’s other meetings that day and words the warning', () => {
    const meetings = [
      { id: 1, date: '2031-03-05', title: 'Club Night' },
      { id: 2, date: '2031-03-12', title: 'Contest' },
      { id: 3, date: null, title: 'Undated' },
    ];
    expect(meetingsOnDate(meetings, '2031-03-05').map((m) => m.id)).toEqual([1]);
    expect(meetingsOnDate(meetings, '2031-03-06')).toEqual([]);
    expect(MEETING_SAME_DATE_WARNING(['Club Night'])).toBe(
      'This club already has a meeting on this date (Club Night). Creating another schedules a second one that day.',
    );
  });
});
