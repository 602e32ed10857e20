// Club Reports & Analytics: the period selector, the figures of a period drawn from the club's
// records (membership over time, attendance per meeting, meeting stats, meal revenue), when a
// chart has too little history to draw, and the report's CSV.
import { toCsv, type CsvValue } from './csv';
import { parseIsoDate } from './meetings';
import { clubFormat, type ClubFormatSettings } from './club-format';
import { parseCents, sumCents } from './money';
import { averageOneDecimal } from './progress';
import { hasMealChoice } from './rsvp';
import type { ReportPeriod } from './report-periods';

const PERIOD_MONTHS: Record<ReportPeriod, number> = { month: 1, quarter: 3, half: 6, year: 12 };

export const REPORTS_TEXT = {
  title: 'Club Reports & Analytics',
  noClub: 'Join a club to view reports and analytics.',
  period: 'Report period',
  exportReport: 'Export Report',
  cards: {
    totalMembers: 'Total Members',
    totalMeetings: 'Total Meetings',
    speechesCompleted: 'Speeches Completed',
    revenue: 'Revenue',
  },
  membershipAnalytics: 'Membership Analytics',
  membershipPlaceholder: 'Charts will display once sufficient meeting history is available',
  membershipChart: 'Members at the end of each month',
  attendanceAnalytics: 'Attendance Analytics',
  attendancePlaceholder: 'RSVP data will generate attendance analytics',
  attendanceChart: 'Members attending each meeting',
  roleDistribution: 'Role Distribution',
  pathwaysLevels: 'Pathways Levels',
  meetingStats: 'Meeting Stats',
  noMeetings: 'No meetings scheduled yet',
  meetingStatLabels: {
    completed: 'Completed',
    upcoming: 'Scheduled',
    cancelled: 'Cancelled',
    averageAttendance: 'Average attendance',
  },
  reportButtons: ['Membership', 'Attendance', 'Progress', 'Financial', 'Meeting', 'Performance'],
  officersOnly: 'Reports are available to club officers.',
  exportFileName: 'club-report.csv',
} as const;

/** A chart needs at least this many points to show a trend; fewer shows the placeholder. */
export const MIN_CHART_POINTS = 2;

function addMonths(date: { year: number; month: number; day: number }, months: number) {
  const total = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, lastDay) };
}

const iso = (d: { year: number; month: number; day: number }) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The period's first day: today less 1, 3, 6 or 12 months (the day clamped to the month). */
export function periodStart(today: string, period: ReportPeriod): string {
  const parts = parseIsoDate(today);
  if (!parts) throw new Error(`not a date: ${today}`);
  return iso(addMonths(parts, -PERIOD_MONTHS[period]));
}

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

export type ChartPoint = { label: string; value: number };

/**
 * Membership over time: for each month from the period's start to today, how many of the
 * memberships had begun by the month's end (today for the current month).
 */
export function membershipSeries(
  joinDates: readonly string[],
  start: string,
  today: string,
): ChartPoint[] {
  const from = parseIsoDate(start);
  const to = parseIsoDate(today);
  if (!from || !to) return [];
  const points: ChartPoint[] = [];
  for (let m = { ...from, day: 1 }; iso(m) <= today; m = addMonths(m, 1)) {
    const monthEnd = iso({ ...m, day: new Date(Date.UTC(m.year, m.month, 0)).getUTCDate() });
    const cutoff = monthEnd < today ? monthEnd : today;
    points.push({
      label: `${MONTH_NAMES[m.month - 1]} ${m.year}`,
      value: joinDates.filter((d) => d.slice(0, 10) <= cutoff).length,
    });
  }
  return points;
}

export type MeetingFacts = {
  meetingId: number;
  title: string;
  date: string | null;
  status: 'scheduled' | 'active' | 'completed' | 'cancelled';
};

export type RsvpGroup = {
  meetingId: number;
  status: string;
  mealChoice: string | null;
  count: number;
  mealPriceTotal: string | number;
};

/** Attendance per meeting held in the period (up to today, not cancelled), oldest first. */
export function attendanceSeries(
  meetings: readonly MeetingFacts[],
  rsvps: readonly RsvpGroup[],
  today: string,
): ChartPoint[] {
  return meetings
    .filter((m) => m.date !== null && m.date <= today && m.status !== 'cancelled')
    .sort((a, b) => (a.date! < b.date! ? -1 : a.date! > b.date! ? 1 : a.meetingId - b.meetingId))
    .map((m) => {
      const parts = parseIsoDate(m.date!);
      return {
        label: parts ? `${parts.day} ${MONTH_NAMES[parts.month - 1]}` : m.date!,
        value: rsvps
          .filter((r) => r.meetingId === m.meetingId && r.status === 'attending')
          .reduce((sum, r) => sum + r.count, 0),
      };
    });
}

/** Whether a chart has enough history to draw (else the placeholder sentence shows). */
export function hasEnoughHistory(points: readonly ChartPoint[]): boolean {
  return points.length >= MIN_CHART_POINTS && points.some((p) => p.value > 0);
}

/** Meal revenue of the period: meal prices of attending RSVPs with a real meal choice. */
export function periodMealRevenueCents(rsvps: readonly RsvpGroup[]): number {
  return sumCents(
    rsvps
      .filter((r) => r.status === 'attending' && hasMealChoice(r.mealChoice))
      .map((r) => parseCents(r.mealPriceTotal) ?? 0),
  );
}

export function meetingStats(
  meetings: readonly MeetingFacts[],
  attendance: readonly ChartPoint[],
  today: string,
): {
  total: number;
  completed: number;
  upcoming: number;
  cancelled: number;
  averageAttendance: number;
} {
  return {
    total: meetings.length,
    completed: meetings.filter((m) => m.status === 'completed').length,
    upcoming: meetings.filter(
      (m) => (m.status === 'scheduled' || m.status === 'active') && (m.date ?? '') >= today,
    ).length,
    cancelled: meetings.filter((m) => m.status === 'cancelled').length,
    averageAttendance: averageOneDecimal(attendance.map((p) => p.value)),
  };
}

export type ReportFigures = {
  periodLabel: string;
  start: string;
  end: string;
  totalMembers: number;
  totalMeetings: number;
  speechesCompleted: number;
  revenueCents: number;
  membership: readonly ChartPoint[];
  attendance: readonly ChartPoint[];
  roleDistribution: readonly { label: string; count: number; percent: number }[];
  pathwayLevels: readonly { level: number; count: number; percent: number }[];
  meetingStats: ReturnType<typeof meetingStats>;
};

/** The report's figures as CSV: one section per block, a blank line between them. */
export function reportCsv(report: ReportFigures, club: ClubFormatSettings): string {
  const rows: CsvValue[][] = [
    ['Club Reports & Analytics', report.periodLabel],
    ['From', report.start],
    ['To', report.end],
    [],
    ['Figure', 'Value'],
    [REPORTS_TEXT.cards.totalMembers, report.totalMembers],
    [REPORTS_TEXT.cards.totalMeetings, report.totalMeetings],
    [REPORTS_TEXT.cards.speechesCompleted, report.speechesCompleted],
    [REPORTS_TEXT.cards.revenue, clubFormat(club).moneyWhole(report.revenueCents)],
    [],
    ['Month', 'Members'],
    ...report.membership.map((p) => [p.label, p.value]),
    [],
    ['Meeting', 'Attending'],
    ...report.attendance.map((p) => [p.label, p.value]),
    [],
    ['Role', 'Count', 'Percent'],
    ...report.roleDistribution.map((r) => [r.label, r.count, `${r.percent}%`]),
    [],
    ['Pathways level', 'Members', 'Percent'],
    ...report.pathwayLevels.map((l) => [`Level ${l.level}`, l.count, `${l.percent}%`]),
    [],
    ['Meeting stat', 'Value'],
    [REPORTS_TEXT.meetingStatLabels.completed, report.meetingStats.completed],
    [REPORTS_TEXT.meetingStatLabels.upcoming, report.meetingStats.upcoming],
    [REPORTS_TEXT.meetingStatLabels.cancelled, report.meetingStats.cancelled],
    [REPORTS_TEXT.meetingStatLabels.averageAttendance, report.meetingStats.averageAttendance],
  ];
  return toCsv(rows);
}
