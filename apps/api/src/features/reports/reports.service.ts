import {
  attendanceSeries,
  meetingStats,
  membershipSeries,
  pathwayLevelBars,
  periodMealRevenueCents,
  periodStart,
  REPORT_PERIOD_LABELS,
  roleDistribution,
  todayInZone,
  type ReportFigures,
  type ReportPeriod,
} from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import { findClubTimeZone } from '@lectern/db/queries/clubs';
import * as reports from '@lectern/db/queries/reports';

type Db = Executor;

const isoDay = (value: Date | string): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);

/**
 * Club Reports & Analytics for a period ending today (the club's calendar date): membership at
 * each month's end, attendance per meeting held, speeches credited, meal revenue, meeting stats,
 * and today's role distribution and Pathways levels of active members.
 */
export async function clubReport(
  db: Db,
  clubId: number,
  period: ReportPeriod,
  now: Date,
): Promise<ReportFigures> {
  const today = todayInZone(now, (await findClubTimeZone(db, clubId)) ?? 'Australia/Sydney');
  const start = periodStart(today, period);
  const [meetings, rsvps, speeches, memberships] = await Promise.all([
    reports.listMeetingsFrom(db, clubId, start),
    reports.rsvpGroupsBetween(db, clubId, start, today),
    reports.countSpeechCreditsBetween(db, clubId, start, today),
    reports.listMembershipsWithLevels(db, clubId),
  ]);
  const held = meetings.filter((m) => m.date !== null && m.date <= today);
  const active = memberships.filter((m) => m.status === 'active');
  const attendance = attendanceSeries(held, rsvps, today);
  return {
    periodLabel: REPORT_PERIOD_LABELS[period],
    start,
    end: today,
    totalMembers: active.length,
    totalMeetings: held.filter((m) => m.status !== 'cancelled').length,
    speechesCompleted: speeches,
    revenueCents: periodMealRevenueCents(rsvps),
    membership: membershipSeries(
      active.map((m) => isoDay(m.joinedAt)),
      start,
      today,
    ),
    attendance,
    roleDistribution: roleDistribution(memberships),
    pathwayLevels: pathwayLevelBars(active.filter((m) => (m.pathwaysPath ?? '').trim() !== '')),
    meetingStats: meetingStats(meetings, attendance, today),
  };
}
