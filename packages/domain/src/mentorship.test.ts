import { describe, expect, it } from 'vitest';
import {
  decidePairEnd,
  decidePairProposal,
  decidePairResponse,
  mentorshipSuccessRate,
  proposePairSchema,
} from './mentorship';

describe('proposing a pair', () => {
  const seeker = {
    actorUserId: 3,
    actorTier: 'member',
    mentorId: 1,
    menteeId: 3,
    mentorStatus: 'willing_to_mentor',
    start: false,
  } as const;
  it.each([
    [{}, 'proposed'],
    [{ mentorStatus: 'both' }, 'proposed'],
    [{ mentorStatus: 'seeking_mentor' }, 'not_a_mentor'],
    [{ mentorStatus: null }, 'not_a_mentor'],
    [{ menteeId: 4 }, 'forbidden'],
    [{ start: true }, 'forbidden'],
    [{ mentorId: 3 }, 'same_person'],
    [{ actorTier: 'manager', menteeId: 4 }, 'proposed'],
    [{ actorTier: 'president', menteeId: 4, start: true }, 'active'],
  ] as const)('%o → %s', (change, outcome) => {
    const result = decidePairProposal({ ...seeker, ...change });
    expect(result.ok ? result.value : result.violation).toBe(outcome);
  });
  it('defaults to a proposal', () => {
    expect(proposePairSchema.parse({ mentorId: 1, menteeId: 2 }).start).toBe(false);
  });
});

describe('answering a proposal', () => {
  it.each([
    [1, 'proposed', true, 'active'],
    [1, 'proposed', false, 'declined'],
    [2, 'proposed', true, 'forbidden'],
    [1, 'active', true, 'not_proposed'],
  ] as const)('actor %i on %s (accept %s) → %s', (actorUserId, status, accept, outcome) => {
    const result = decidePairResponse({ actorUserId, mentorId: 1, status, accept });
    expect(result.ok ? result.value : result.violation).toBe(outcome);
  });
});

describe('ending a pair', () => {
  it.each([
    [1, 'member', 'active', 'completed'],
    [2, 'member', 'active', 'completed'],
    [9, 'member', 'active', 'forbidden'],
    [9, 'manager', 'active', 'completed'],
    [1, 'member', 'proposed', 'not_active'],
  ] as const)('actor %i (%s) on %s → %s', (actorUserId, actorTier, status, outcome) => {
    const result = decidePairEnd({
      actorUserId,
      actorTier,
      mentorId: 1,
      menteeId: 2,
      status,
      outcome: 'completed',
    });
    expect(result.ok ? result.value : result.violation).toBe(outcome);
  });
});

describe('success rate', () => {
  it.each([
    [[], null],
    [['active', 'proposed', 'declined'], null],
    [['completed'], 100],
    [['completed', 'ended_early'], 50],
    [['completed', 'completed', 'ended_early', 'active'], 67],
    [['ended_early'], 0],
  ] as const)('%o → %s', (statuses, rate) => {
    expect(mentorshipSuccessRate(statuses)).toBe(rate);
  });
});
