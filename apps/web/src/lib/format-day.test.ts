import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day';

describe('formatDay', () => {
  it.each([
    // Midday UTC: the same day in every time zone from UTC−11 to UTC+11.
    ['2026-12-07T12:00:00.000Z', '07/12/2026'],
    ['2026-01-31T12:00:00Z', '31/01/2026'],
    ['not a date', ''],
    ['', ''],
  ])('%s → %s', (instant, day) => {
    expect(formatDay(instant)).toBe(day);
  });
});
