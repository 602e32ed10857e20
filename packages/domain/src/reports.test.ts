import { describe, expect, it } from 'vitest';
import {
  attendanceSeries,
  hasEnoughHistory,
  meetingStats,
  membershipSeries,
  periodMealRevenueCents,
  periodStart,
  REPORT_PERIOD_LABELS,
  REPORT_PERIODS,
  reportCsv,
  type MeetingFacts,
  type RsvpGroup,
} from './index';

describe('report periods', () => {
  it.each([
    ['2026-11-27', 'month', '2026-10-27'],
    ['2026-11-27', 'quarter', '2026-08-27'],
    ['2026-11-27', 'half', '2026-05-27'],
    ['2026-11-27', 'year', '2025-11-27'],
    ['2026-03-31', 'month', '2026-02-28'],
    ['2026-01-15', 'quarter', '2025-10-15'],
  ] as const)('%s, %s → from %s', (today, period, start) => {
    expect(periodStart(today, period)).toBe(start);
  });

  it('names each period as the selector shows it', () => {
    expect(REPORT_PERIODS.map((p) => REPORT_PERIOD_LABELS[p])).toEqual([
      'Last Month',
      'Last 3 Months',
      'Last 6 Months',
      'Last Year',
    ]);
  });

  it('refuses a date that is not one', () => {
    expect(() => periodStart('2026-13-01', 'month')).toThrow('not a date');
  });
});

describe('membership over time', () => {
  it('counts memberships begun by each month end, today for this month', () => {
    expect(
      membershipSeries(
        ['2026-08-10', '2026-09-30', '2026-10-01', '2026-11-26T03:00:00Z', '2026-11-28'],
        '2026-08-27',
        '2026-11-27',
      ),
    ).toEqual([
      { label: 'Aug 2026', value: 1 },
      { label: 'Sep 2026', value: 2 },
      { label: 'Oct 2026', value: 3 },
      { label: 'Nov 2026', value: 4 },
    ]);
  });

  it('is empty for dates that are not dates', () => {
    expect(membershipSeries([], 'x', '2026-11-27')).toEqual([]);
  });
});

const meetings: MeetingFacts[] = [
  { meetingId: 3, title: 'C', date: '2026-11-10', status: 'completed' },
  { meetingId: 1, title: 'A', date: '2026-10-13', status: 'completed' },
  { meetingId: 2, title: 'B', date: '2026-10-27', status: 'cancelled' },
  { meetingId: 4, title: 'D', date: '2026-12-01', status: 'scheduled' },
  { meetingId: 5, title: 'E', date: null, status: 'scheduled' },
  { meetingId: 6, title: 'F', date: '2026-11-10', status: 'completed' },
];
const rsvps: RsvpGroup[] = [
  { meetingId: 1, status: 'attending', mealChoice: 'Chicken', count: 4, mealPriceTotal: '128.00' },
  { meetingId: 1, status: 'attending', mealChoice: 'No meal', count: 2, mealPriceTotal: '10.00' },
  {
    meetingId: 1,
    status: 'not_attending',
    mealChoice: 'Chicken',
    count: 1,
    mealPriceTotal: '32.00',
  },
  { meetingId: 3, status: 'attending', mealChoice: null, count: 3, mealPriceTotal: 0 },
  { meetingId: 3, status: 'attending', mealChoice: 'Beef', count: 1, mealPriceTotal: 'oops' },
];

describe('attendance and revenue', () => {
  it('counts attending answers per meeting held, oldest first, without cancelled or future ones', () => {
    expect(attendanceSeries(meetings, rsvps, '2026-11-27')).toEqual([
      { label: '13 Oct', value: 6 },
      { label: '10 Nov', value: 4 },
      { label: '10 Nov', value: 0 },
    ]);
  });

  it('keeps a stored date it cannot read as it is', () => {
    expect(
      attendanceSeries(
        [{ meetingId: 9, title: 'X', date: '2026-02-30', status: 'completed' }],
        [],
        '2026-11-27',
      ),
    ).toEqual([{ label: '2026-02-30', value: 0 }]);
  });

  it('sums the meal prices of attending answers with a real meal', () => {
    expect(periodMealRevenueCents(rsvps)).toBe(12800);
  });

  it('needs two points and some value to draw a chart', () => {
    expect(hasEnoughHistory([{ label: 'a', value: 1 }])).toBe(false);
    expect(
      hasEnoughHistory([
        { label: 'a', value: 0 },
        { label: 'b', value: 0 },
      ]),
    ).toBe(false);
    expect(
      hasEnoughHistory([
        { label: 'a', value: 0 },
        { label: 'b', value: 2 },
      ]),
    ).toBe(true);
  });

  it('meeting stats: completed, still ahead, cancelled, average attendance to one decimal', () => {
    expect(
      meetingStats(meetings, attendanceSeries(meetings, rsvps, '2026-11-27'), '2026-11-27'),
    ).toEqual({ total: 6, completed: 3, upcoming: 1, cancelled: 1, averageAttendance: 3.3 });
  });
});

describe('report CSV', () => {
  it('lists every block of figures', () => {
    const csv = reportCsv({
      periodLabel: 'Last 3 Months',
      start: '2026-08-27',
      end: '2026-11-27',
      totalMembers: 9,
      totalMeetings: 2,
      speechesCompleted: 4,
      revenueCents: 12850,
      membership: [{ label: 'Nov 2026', value: 9 }],
      attendance: [{ label: '10 Nov', value: 4 }],
      roleDistribution: [{ label: 'Members', count: 2, percent: 22 }],
      pathwayLevels: [{ level: 1, count: 3, percent: 50 }],
      meetingStats: { total: 2, completed: 2, upcoming: 0, cancelled: 0, averageAttendance: 4 },
    });
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Club Reports & Analytics,Last 3 Months');
    expect(lines).toContain('Revenue,$129');
    expect(lines).toContain('Nov 2026,9');
    expect(lines).toContain('10 Nov,4');
    expect(lines).toContain('Members,2,22%');
    expect(lines).toContain('Level 1,3,50%');
    expect(lines).toContain('Average attendance,4');
  });
});
