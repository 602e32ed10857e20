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
  it.each([
    [{ locale: 'en-AU', currency: 'AUD' }, 'Revenue,$129'],
    [{ locale: 'en-US', currency: 'USD' }, 'Revenue,$129'],
    [{ locale: 'en-GB', currency: 'GBP' }, 'Revenue,£129'],
    [{ locale: 'en-IE', currency: 'EUR' }, 'Revenue,€129'],
  ])('lists every block of figures, the revenue in the club’s currency (%j)', (club, revenue) => {
    const csv = reportCsv(
      {
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
      },
      club,
    );
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Club Reports & Analytics,Last 3 Months');
    expect(lines).toContain(revenue);
    expect(lines).toContain('Nov 2026,9');
    expect(lines).toContain('10 Nov,4');
    expect(lines).toContain('Members,2,22%');
    expect(lines).toContain('Level 1,3,50%');
    expect(lines).toContain('Average attendance,4');
  });
});

// Raised from mutation testing (docs/TESTING.md): each row pins a boundary or a branch that a
// surviving mutant changed without any test noticing.
describe('report rules at their edges', () => {
  const at = (meetingId: number, date: string | null, status: MeetingFacts['status']) => ({
    meetingId,
    title: `M${meetingId}`,
    date,
    status,
  });

  it.each([
    ['a meeting today is held, counted', [at(1, '2026-11-27', 'completed')], ['27 Nov']],
    ['a meeting tomorrow is not', [at(1, '2026-11-28', 'completed')], []],
    ['a cancelled one is not', [at(1, '2026-11-20', 'cancelled')], []],
    ['an undated one is not', [at(1, null, 'scheduled')], []],
    [
      'oldest first, whatever the input order',
      [at(2, '2026-11-20', 'completed'), at(1, '2026-10-02', 'completed')],
      ['2 Oct', '20 Nov'],
    ],
  ] as const)('attendance: %s', (_, list, labels) => {
    expect(attendanceSeries(list, [], '2026-11-27').map((p) => p.label)).toEqual(labels);
  });

  it('attendance: the same day in meeting order, each with its own count', () => {
    const groups: RsvpGroup[] = [
      { meetingId: 8, status: 'attending', mealChoice: null, count: 5, mealPriceTotal: 0 },
      { meetingId: 7, status: 'attending', mealChoice: null, count: 2, mealPriceTotal: 0 },
    ];
    const sameDay = [at(8, '2026-11-10', 'completed'), at(7, '2026-11-10', 'completed')];
    expect(attendanceSeries(sameDay, groups, '2026-11-27').map((p) => p.value)).toEqual([2, 5]);
    expect(
      attendanceSeries([...sameDay].reverse(), groups, '2026-11-27').map((p) => p.value),
    ).toEqual([2, 5]);
  });

  it.each([
    ['completed', at(1, '2026-11-01', 'completed'), { completed: 1, upcoming: 0, cancelled: 0 }],
    [
      'scheduled today',
      at(1, '2026-11-27', 'scheduled'),
      { completed: 0, upcoming: 1, cancelled: 0 },
    ],
    ['active today', at(1, '2026-11-27', 'active'), { completed: 0, upcoming: 1, cancelled: 0 }],
    [
      'scheduled yesterday',
      at(1, '2026-11-26', 'scheduled'),
      { completed: 0, upcoming: 0, cancelled: 0 },
    ],
    ['scheduled, undated', at(1, null, 'scheduled'), { completed: 0, upcoming: 0, cancelled: 0 }],
    [
      'cancelled ahead',
      at(1, '2026-12-01', 'cancelled'),
      { completed: 0, upcoming: 0, cancelled: 1 },
    ],
  ] as const)('meeting stats: a meeting %s', (_, meeting, counts) => {
    expect(meetingStats([meeting], [], '2026-11-27')).toEqual({
      total: 1,
      ...counts,
      averageAttendance: 0,
    });
  });

  it.each([
    ['a join on today counts this month', ['2026-11-27'], '2026-11-27', [1]],
    ['a join after today does not', ['2026-11-28'], '2026-11-27', [0]],
    ['a join on a month’s last day counts that month', ['2026-10-31'], '2026-11-27', [1, 1]],
    ['a join on the next month’s first day does not', ['2026-11-01'], '2026-11-27', [0, 1]],
    ['timestamps count by their date', ['2026-10-31T23:00:00Z'], '2026-11-27', [1, 1]],
  ] as const)('membership: %s', (_, joins, today, values) => {
    const start = values.length === 2 ? '2026-10-15' : '2026-11-05';
    expect(membershipSeries(joins, start, today).map((p) => p.value)).toEqual(values);
  });

  it('membership: one month per point up to today’s month, none for an unreadable today', () => {
    expect(membershipSeries([], '2026-09-30', '2026-11-01').map((p) => p.label)).toEqual([
      'Sep 2026',
      'Oct 2026',
      'Nov 2026',
    ]);
    expect(membershipSeries([], '2026-09-30', 'today')).toEqual([]);
  });

  it('the CSV is exactly the blocks in order, a blank line between them', () => {
    const csv = reportCsv(
      {
        periodLabel: 'Last 3 Months',
        start: '2026-08-27',
        end: '2026-11-27',
        totalMembers: 9,
        totalMeetings: 2,
        speechesCompleted: 4,
        revenueCents: 12850,
        membership: [
          { label: 'Oct 2026', value: 8 },
          { label: 'Nov 2026', value: 9 },
        ],
        attendance: [{ label: '10 Nov', value: 4 }],
        roleDistribution: [{ label: 'Members', count: 2, percent: 22 }],
        pathwayLevels: [{ level: 1, count: 3, percent: 50 }],
        meetingStats: { total: 5, completed: 2, upcoming: 1, cancelled: 1, averageAttendance: 4.5 },
      },
      { locale: 'en-AU', currency: 'AUD' },
    );
    expect(csv.replace('\uFEFF', '').split('\r\n')).toEqual([
      'Club Reports & Analytics,Last 3 Months',
      'From,2026-08-27',
      'To,2026-11-27',
      '',
      'Figure,Value',
      'Total Members,9',
      'Total Meetings,2',
      'Speeches Completed,4',
      'Revenue,$129',
      '',
      'Month,Members',
      'Oct 2026,8',
      'Nov 2026,9',
      '',
      'Meeting,Attending',
      '10 Nov,4',
      '',
      'Role,Count,Percent',
      'Members,2,22%',
      '',
      'Pathways level,Members,Percent',
      'Level 1,3,50%',
      '',
      'Meeting stat,Value',
      'Completed,2',
      'Scheduled,1',
      'Cancelled,1',
      'Average attendance,4.5',
      '',
    ]);
  });
});
