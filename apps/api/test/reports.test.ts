// Club Reports & Analytics from records, the club's progress read, and the progress report PDF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, freshMeeting, rest } from './helpers.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

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
    expect(year.membership.length).toBeGreaterThanOrEqual(12);
    expect(month.totalMembers).toBe(year.totalMembers);
    expect(year.roleDistribution.map((r) => r.label)).toEqual(['Members', 'Officers', 'Guests']);
    expect(year.pathwayLevels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts a meeting completed today among the period’s speeches', async () => {
    const president = await h.callerAs(ACTORS.president);
    const before = await president.reports.club({ clubId: h.demo.clubId, period: 'month' });
    const vpe = await h.callerAs(ACTORS.vpe);
    const meeting = await freshMeeting(h, 0, 'Held today');
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
