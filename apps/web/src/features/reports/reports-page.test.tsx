import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RouterOutputs } from '@lectern/api';
import { renderAppAt } from '../../test/fixture-api';
import { signedInAs } from '../../test/fixtures';
import { REPORTS_TEXT } from './text';

type Report = RouterOutputs['reports']['club'];

const report = (overrides: Partial<Report> = {}): Report => ({
  periodLabel: 'Last 3 Months',
  start: '2026-08-27',
  end: '2026-11-27',
  totalMembers: 10,
  totalMeetings: 7,
  speechesCompleted: 14,
  revenueCents: 56950,
  membership: [
    { label: 'Sep 2026', value: 8 },
    { label: 'Oct 2026', value: 9 },
    { label: 'Nov 2026', value: 10 },
  ],
  attendance: [
    { label: '13 Oct', value: 6 },
    { label: '27 Oct', value: 8 },
  ],
  roleDistribution: [
    { label: 'Members', count: 2, percent: 20 },
    { label: 'Officers', count: 7, percent: 70 },
    { label: 'Guests', count: 1, percent: 10 },
  ],
  pathwayLevels: [1, 2, 3, 4, 5].map((level) => ({
    level,
    count: level === 1 ? 3 : 0,
    percent: level === 1 ? 100 : 0,
  })),
  meetingStats: { total: 11, completed: 7, upcoming: 4, cancelled: 0, averageAttendance: 7 },
  ...overrides,
});

describe('Club Reports & Analytics (/reports)', () => {
  it('asks for a club when the person has none', async () => {
    renderAppAt('/reports', { ...signedInAs('president'), 'clubs.list': () => [] });
    expect(await screen.findByText(REPORTS_TEXT.noClub)).toBeTruthy();
  });

  it('draws the charts and the figures for the default period', async () => {
    const { calls } = renderAppAt('/reports', {
      ...signedInAs('president'),
      'reports.club': () => report(),
    });
    expect(await screen.findByRole('img', { name: REPORTS_TEXT.membershipChart })).toBeTruthy();
    expect(screen.getByRole('img', { name: REPORTS_TEXT.attendanceChart })).toBeTruthy();
    expect(screen.getByText('$570')).toBeTruthy();
    expect(screen.getByText('7 (70%)')).toBeTruthy();
    expect(calls.find((c) => c.path === 'reports.club')?.input).toEqual({
      clubId: 1,
      period: 'quarter',
    });
  });

  it('shows the placeholder sentences while history is short, and no meetings yet', async () => {
    renderAppAt('/reports', {
      ...signedInAs('president'),
      'reports.club': () =>
        report({
          membership: [{ label: 'Nov 2026', value: 3 }],
          attendance: [],
          meetingStats: { total: 0, completed: 0, upcoming: 0, cancelled: 0, averageAttendance: 0 },
        }),
    });
    expect(await screen.findByText(REPORTS_TEXT.membershipPlaceholder)).toBeTruthy();
    expect(screen.getByText(REPORTS_TEXT.attendancePlaceholder)).toBeTruthy();
    expect(screen.getByText(REPORTS_TEXT.noMeetings)).toBeTruthy();
  });

  it('is for officers', async () => {
    const { calls } = renderAppAt('/reports', signedInAs('member'));
    expect(await screen.findByText(REPORTS_TEXT.officersOnly)).toBeTruthy();
    expect(calls.some((c) => c.path === 'reports.club')).toBe(false);
  });
});
