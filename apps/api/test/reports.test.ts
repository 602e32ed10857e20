// Club Reports & Analytics from records, the club's progress read, and the progress report PDF.
import { addDays, DEFAULT_TIME_ZONE, todayInZone } from '@lectern/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUB_RECORDS_ROUND, giveClubRecords } from './club-records.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, rest } from './helpers.js';

let h: ApiHarness;
/** The API's clock: the real time unless a test sets an instant. */
let clock: Date | null = null;
beforeAll(async () => {
  h = await createApiHarness({ now: () => clock ?? new Date() });
  // The second club holds records of every kind the reports count, so a figure summed over the
  // platform instead of the club shows in the exact figures below.
  await giveClubRecords(h, {
    clubId: h.demo.secondClubId,
    presidentEmail: ACTORS.president2,
    tag: 'harbour',
  });
});
afterAll(async () => h?.close());

const values = (points: readonly { value: number }[]) => points.map((p) => p.value);
const counts = (bars: readonly { count: number }[]) => bars.map((b) => b.count);

describe('reports.club counts its own club only', () => {
  it('the demo club over a year: exactly its seeded history, nothing of the second club', async () => {
    const president = await h.callerAs(ACTORS.president);
    const year = await president.reports.club({ clubId: h.demo.clubId, period: 'year' });
    // The demo seed: 11 active people (2 members, 7 officers, 2 guests), the 10 fortnightly
    // history meetings and the 2 latest ones held, 4 ahead; 2 speeches credited at each of the 11
    // credited meetings; the history's meals and the latest meetings' RSVPs.
    expect(year).toMatchObject({
      periodLabel: 'Last Year',
      totalMembers: 11,
      totalMeetings: 12,
      speechesCompleted: 22,
      revenueCents: 227_100,
      meetingStats: { total: 16, completed: 12, upcoming: 4, cancelled: 0, averageAttendance: 5.9 },
    });
    expect(values(year.attendance)).toEqual([5, 6, 6, 7, 5, 7, 8, 7, 8, 9, 1, 2]);
    expect(counts(year.roleDistribution)).toEqual([2, 7, 2]);
    expect(counts(year.pathwayLevels)).toEqual([3, 4, 2, 0, 0]);
    expect(year.membership).toHaveLength(13);
    expect(year.membership.at(-1)?.value).toBe(11);
  });

  it('the second club: exactly its own records, nothing of the demo club', async () => {
    const president2 = await h.callerAs(ACTORS.president2);
    const round = CLUB_RECORDS_ROUND;
    for (const period of ['month', 'year'] as const) {
      const report = await president2.reports.club({ clubId: h.demo.secondClubId, period });
      // Its seeded president and member (one on a level-2 path, one on level 3; one meeting
      // ahead) and one round of records, all within the last month.
      expect(report, period).toMatchObject({
        totalMembers: 2 + round.activePeople,
        totalMeetings: round.held,
        speechesCompleted: round.speeches,
        revenueCents: round.revenueCents,
        meetingStats: {
          total: round.held + round.cancelled + round.ahead + 1,
          completed: round.held,
          upcoming: round.ahead + 1,
          cancelled: round.cancelled,
          averageAttendance: 4.3,
        },
      });
      expect(values(report.attendance), period).toEqual(round.attendance);
      expect(counts(report.roleDistribution), period).toEqual([
        1 + round.members,
        1 + round.officers,
        round.guests,
      ]);
      expect(counts(report.pathwayLevels), period).toEqual([1, 2, 1, 1, 0]);
      expect(report.membership.at(-1)?.value, period).toBe(2 + round.activePeople);
    }
  });
});

describe('reports.club', () => {
  it('follows the period: the demo history fills a year more than a month', async () => {
    const president = await h.callerAs(ACTORS.president);
    const month = await president.reports.club({ clubId: h.demo.clubId, period: 'month' });
    const year = await president.reports.club({ clubId: h.demo.clubId, period: 'year' });
    expect(month.periodLabel).toBe('Last Month');
    expect(year.totalMeetings).toBeGreaterThan(month.totalMeetings);
    expect(year.speechesCompleted).toBeGreaterThan(month.speechesCompleted);
    expect(year.revenueCents).toBeGreaterThan(month.revenueCents);
    expect(year.revenueCents % 100).toBe(0);
    expect(year.attendance.length).toBe(year.totalMeetings);
    expect(year.membership).toHaveLength(13);
    expect(month.membership).toHaveLength(2);
    expect(month.totalMembers).toBe(year.totalMembers);
    expect(year.roleDistribution.map((r) => r.label)).toEqual(['Members', 'Officers', 'Guests']);
    expect(year.pathwayLevels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts a meeting completed today among the period’s speeches', async () => {
    const president = await h.callerAs(ACTORS.president);
    const before = await president.reports.club({ clubId: h.demo.clubId, period: 'month' });
    const vpe = await h.callerAs(ACTORS.vpe);
    // Today in the demo club's zone: its reports and its refusal of past dates both count days there.
    const meeting = await vpe.meetings.create({
      clubId: h.demo.clubId,
      title: 'Held today',
      scheduledDate: todayInZone(new Date(), DEFAULT_TIME_ZONE),
      scheduledTime: '19:00',
    });
    const role = await vpe.meetingRoles.add({ meetingId: meeting.id, roleType: 'speaker1' });
    await vpe.meetingRoles.assign({
      roleId: role.id,
      userId: (await h.userByEmail(ACTORS.member2)).id,
    });
    await vpe.meetingRoles.confirm({ roleId: role.id });
    await vpe.meetings.update({ meetingId: meeting.id, status: 'completed' });
    const after = await president.reports.club({ clubId: h.demo.clubId, period: 'month' });
    expect(after.speechesCompleted).toBe(before.speechesCompleted + 1);
    expect(after.totalMeetings).toBe(before.totalMeetings + 1);
  });

  it('is for managers; outsiders learn nothing; a bad period is 400', async () => {
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.member)).reports.club({ clubId: h.demo.clubId, period: 'month' }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.president2)).reports.club({
          clubId: h.demo.clubId,
          period: 'month',
        }),
      ),
    ).toBe('NOT_FOUND');
    const response = await rest(h, 'GET', `/api/clubs/${h.demo.clubId}/reports/decade`, ACTORS.vpe);
    expect(response.statusCode).toBe(400);
    const ok = await rest(h, 'GET', `/api/clubs/${h.demo.clubId}/reports/half`, ACTORS.vpe);
    expect(ok.json()).toMatchObject({ periodLabel: 'Last 6 Months' });
  });
});

describe('pathways.club', () => {
  it('lists active members with counters, path and level, for managers only', async () => {
    const rows = await (await h.callerAs(ACTORS.vpe)).pathways.club({ clubId: h.demo.clubId });
    const vpe = rows.find((r) => r.name === 'David Okafor');
    expect(vpe).toMatchObject({ pathwaysPath: 'Presentation Mastery', currentLevel: 3 });
    expect(vpe?.completedProjects).toBe(1);
    expect(rows.every((r) => typeof r.speechesCompleted === 'number')).toBe(true);
    expect(
      await codeOf((await h.callerAs(ACTORS.member)).pathways.club({ clubId: h.demo.clubId })),
    ).toBe('FORBIDDEN');
  });
});

describe('GET /api/clubs/:clubId/progress-report.pdf', () => {
  it('gives the caller their own record as a PDF; outsiders 404, signed out 401', async () => {
    const app = await h.http();
    const url = `/api/clubs/${h.demo.clubId}/progress-report.pdf`;
    const own = await app.inject({ method: 'GET', url, headers: await h.authAs(ACTORS.vpe) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toMatch(
      /^attachment; filename="progress-report-david-okafor-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const outsider = await app.inject({
      method: 'GET',
      url,
      headers: await h.authAs(ACTORS.outsider),
    });
    expect(outsider.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe("reports.club ends on the club's own calendar date", () => {
  it('a club in Pago Pago (UTC−11) at 00:30 UTC is still on the day before', async () => {
    const utcDay = new Date().toISOString().slice(0, 10);
    // 11:30 the same day in Sydney, 13:30 the day before in Pago Pago.
    clock = new Date(`${utcDay}T00:30:00Z`);
    const clubId = h.demo.secondClubId;
    const { timeZone } = await h.db
      .selectFrom('clubs')
      .select('timeZone')
      .where('id', '=', clubId)
      .executeTakeFirstOrThrow();
    await h.db
      .updateTable('clubs')
      .set({ timeZone: 'Pacific/Pago_Pago' })
      .where('id', '=', clubId)
      .execute();
    try {
      const president2 = await h.callerAs(ACTORS.president2);
      const report = await president2.reports.club({ clubId, period: 'month' });
      expect(report.end).toBe(addDays(utcDay, -1));
    } finally {
      clock = null;
      await h.db.updateTable('clubs').set({ timeZone }).where('id', '=', clubId).execute();
    }
  });
});
