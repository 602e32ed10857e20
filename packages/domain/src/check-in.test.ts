import { describe, expect, it } from 'vitest';
import {
  acceptedCheckInMinutes,
  checkInMinuteOf,
  checkInPath,
  guestCheckInSchema,
  nextCheckInCodeAt,
  timedPersonRoleOf,
} from './check-in';

const MINUTE = 60_000;

describe('the check-in code’s minutes', () => {
  it.each([
    { at: 0, minute: 0, accepted: [0, -1], next: MINUTE },
    { at: MINUTE - 1, minute: 0, accepted: [0, -1], next: MINUTE },
    { at: MINUTE, minute: 1, accepted: [1, 0], next: 2 * MINUTE },
    { at: 10 * MINUTE + 59_999, minute: 10, accepted: [10, 9], next: 11 * MINUTE },
  ])('at $at ms: minute $minute, accepts $accepted, changes at $next', (row) => {
    expect(checkInMinuteOf(row.at)).toBe(row.minute);
    expect(acceptedCheckInMinutes(row.at)).toEqual(row.accepted);
    expect(nextCheckInCodeAt(row.at)).toBe(row.next);
  });

  it('a code two minutes old is not accepted', () => {
    const minuteShown = checkInMinuteOf(5 * MINUTE);
    expect(acceptedCheckInMinutes(7 * MINUTE)).not.toContain(minuteShown);
    expect(acceptedCheckInMinutes(6 * MINUTE + 59_999)).toContain(minuteShown);
  });

  it('the page path carries the code', () => {
    expect(checkInPath(12, 'Ab_-0123xy')).toBe('/meetings/12/check-in?code=Ab_-0123xy');
  });
});

describe('the guest form', () => {
  const code = 'Ab_-0123xy';
  it.each([
    { input: { code, name: ' Ada ', email: 'ada@example.org ' }, ok: true },
    { input: { code, name: '', email: 'ada@example.org' }, ok: false },
    { input: { code, name: 'x'.repeat(101), email: 'ada@example.org' }, ok: false },
    { input: { code, name: 'Ada', email: 'not an e-mail' }, ok: false },
    { input: { code, name: 'Ada', email: `${'a'.repeat(250)}@example.org` }, ok: false },
    { input: { code: 'short', name: 'Ada', email: 'ada@example.org' }, ok: false },
    { input: { code: 'has space!', name: 'Ada', email: 'ada@example.org' }, ok: false },
  ])('$input → ok: $ok', ({ input, ok }) => {
    expect(guestCheckInSchema.safeParse(input).success).toBe(ok);
  });

  it('trims what it keeps', () => {
    expect(guestCheckInSchema.parse({ code, name: ' Ada ', email: ' ada@example.org ' })).toEqual({
      code,
      name: 'Ada',
      email: 'ada@example.org',
    });
  });
});

describe('whose measured time a row is', () => {
  it.each([
    { activity: 'Speech 1', roleType: 'speaker1', role: 'speaker1' },
    { activity: 'Ice Breaker', roleType: 'speaker2', role: 'speaker2' },
    { activity: 'Evaluation of Speech 1', roleType: 'evaluator1', role: 'evaluator1' },
    { activity: 'General Evaluator Introduction', roleType: 'general_evaluator', role: null },
    { activity: 'Table Topics Session', roleType: 'table_topics_master', role: null },
    { activity: "Timer's Report", roleType: 'timer', role: null },
    { activity: 'Speech 2', roleType: undefined, role: null },
  ])('$activity ($roleType) → $role', ({ activity, roleType, role }) => {
    expect(timedPersonRoleOf(roleType === undefined ? { activity } : { activity, roleType })).toBe(
      role,
    );
  });
});
