import { describe, it, expect } from 'vitest';
import {
  DASHBOARD_TITLES,
  dashboardTitle,
  daysToGoText,
  pendingActions,
  rolesFilledPercent,
  showViewAllActions,
} from './dashboard';

describe('dashboard titles', () => {
  it.each([
    ['officer', 'Dashboard'],
    ['member', 'My Dashboard'],
    ['guest', 'Guest Dashboard'],
  ] as const)('%s → %s', (variant, title) => {
    expect(dashboardTitle(variant)).toBe(title);
    expect(DASHBOARD_TITLES[variant]).toBe(title);
  });
});

describe('rolesFilledPercent', () => {
  it.each([
    [0, 0, 0],
    [5, 0, 0],
    [0, 13, 0],
    [1, 3, 33],
    [2, 3, 67],
    [13, 13, 100],
    [1, 8, 13],
    [15, 13, 100],
    [-1, 4, 0],
  ])('%i of %i → %i%%', (filled, total, percent) => {
    expect(rolesFilledPercent(filled, total)).toBe(percent);
  });
});

describe('pendingActions', () => {
  it.each<[number | null, string[]]>([
    [null, []],
    [-1, []],
    [0, ['meeting-preparation', 'rsvp-deadline', 'review-agenda']],
    [1, ['meeting-preparation', 'rsvp-deadline', 'review-agenda']],
    [2, ['meeting-preparation', 'rsvp-deadline', 'review-agenda']],
    [2.2, ['rsvp-deadline', 'review-agenda']],
    [3, ['rsvp-deadline', 'review-agenda']],
    [4, ['rsvp-deadline', 'review-agenda']],
    [5, ['review-agenda']],
    [7, ['review-agenda']],
    [8, []],
    [30, []],
  ])('%s days → %j', (days, ids) => {
    expect(pendingActions(days).map((a) => a.id)).toEqual(ids);
  });

  it('priorities', () => {
    expect(pendingActions(1).map((a) => a.priority)).toEqual(['high', 'medium', 'medium']);
    expect(pendingActions(1)[0]).toEqual({
      id: 'meeting-preparation',
      title: 'Prepare for the upcoming meeting',
      priority: 'high',
    });
  });

  it.each([
    [0, false],
    [3, false],
    [4, true],
  ])('showViewAllActions(%i) → %s', (n, shown) => {
    expect(showViewAllActions(n)).toBe(shown);
  });
});

describe('daysToGoText', () => {
  it.each([
    [-1, 'Today'],
    [0, 'Today'],
    [1, '1 day to go'],
    [6, '6 days to go'],
  ])('%i → %s', (days, text) => {
    expect(daysToGoText(days)).toBe(text);
  });
});
