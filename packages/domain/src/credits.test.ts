import { describe, expect, it } from 'vitest';
import {
  MEETING_STATUSES,
  MEETING_STATUS_TRANSITION_MESSAGE,
  statusChoices,
  computeAchievements,
  counterChanges,
  creditKindOf,
  creditsOwed,
  decideMeetingStatusChange,
  reconcileCredits,
  skillProfile,
  type CreditableRole,
  type MeetingStatus,
} from './index';

describe('meeting status transitions', () => {
  it.each<[MeetingStatus, MeetingStatus, boolean]>([
    ['scheduled', 'active', true],
    ['scheduled', 'completed', true],
    ['scheduled', 'cancelled', true],
    ['active', 'scheduled', true],
    ['active', 'completed', true],
    ['active', 'cancelled', true],
    ['completed', 'scheduled', true],
    ['completed', 'active', true],
    ['completed', 'cancelled', false],
    ['cancelled', 'scheduled', true],
    ['cancelled', 'active', false],
    ['cancelled', 'completed', false],
  ])('%s → %s allowed: %s', (from, to, allowed) => {
    expect(decideMeetingStatusChange(from, to).ok).toBe(allowed);
  });

  it('staying in the same status is always allowed', () => {
    for (const status of MEETING_STATUSES)
      expect(decideMeetingStatusChange(status, status)).toEqual({ ok: true, value: status });
  });

  it('offers where a meeting may go from its status', () => {
    expect(statusChoices('completed')).toEqual(['scheduled', 'active']);
  });

  it('names the refused change as a status transition', () => {
    expect(decideMeetingStatusChange('cancelled', 'completed')).toEqual({
      ok: false,
      violation: 'status_transition',
    });
  });

  it('says which change was refused', () => {
    expect(MEETING_STATUS_TRANSITION_MESSAGE('cancelled', 'completed')).toBe(
      'A cancelled meeting cannot be marked completed.',
    );
  });
});

describe('credit kinds', () => {
  it.each([
    ['speaker1', 'speech'],
    ['speaker_4', 'speech'],
    ['evaluator2', 'evaluation'],
    ['evaluator_3', 'evaluation'],
    ['table_topics_evaluator', 'evaluation'],
    ['table_topics_master', 'table_topics'],
    ['toastmaster', 'leadership'],
    ['general_evaluator', 'leadership'],
    ['timer', 'leadership'],
    ['timekeeper', 'leadership'],
    ['ah_counter', 'leadership'],
    ['grammarian', 'leadership'],
    ['sergeant_at_arms', 'leadership'],
    ['harkmaster', 'leadership'],
    // The patterns match the whole key: a number or none, nothing before or after.
    ['speaker', 'speech'],
    ['speaker12', 'speech'],
    ['evaluator', 'evaluation'],
    ['evaluator10', 'evaluation'],
    ['table_topics', 'table_topics'],
    ['guest_speaker', 'leadership'],
    ['speaker_introducer', 'leadership'],
    ['chief_evaluator', 'leadership'],
    ['evaluator_mentor', 'leadership'],
  ])('%s counts as %s', (roleType, kind) => {
    expect(creditKindOf(roleType)).toBe(kind);
  });
});

const roles: CreditableRole[] = [
  { roleType: 'speaker1', userId: 1, status: 'confirmed' },
  { roleType: 'evaluator1', userId: 2, status: 'confirmed' },
  { roleType: 'timer', userId: 3, status: 'assigned' },
  { roleType: 'grammarian', userId: null, status: 'open' },
  { roleType: 'toastmaster', userId: 2, status: 'confirmed' },
];

describe('crediting a completed meeting', () => {
  it('owes one credit per confirmed role holder once completed', () => {
    expect(creditsOwed('completed', roles)).toEqual([
      { roleType: 'speaker1', userId: 1, kind: 'speech' },
      { roleType: 'evaluator1', userId: 2, kind: 'evaluation' },
      { roleType: 'toastmaster', userId: 2, kind: 'leadership' },
    ]);
  });

  it.each<MeetingStatus>(['scheduled', 'active', 'cancelled'])('owes nothing while %s', (s) => {
    expect(creditsOwed(s, roles)).toEqual([]);
  });

  it('owes nothing for a confirmed role whose holder is gone', () => {
    expect(
      creditsOwed('completed', [{ roleType: 'timer', userId: null, status: 'confirmed' }]),
    ).toEqual([]);
  });

  it.each([
    ['another role of the same kind', { roleType: 'speaker2', userId: 1, kind: 'speech' as const }],
    [
      'the same role counted as another kind',
      { roleType: 'speaker1', userId: 1, kind: 'leadership' as const },
    ],
  ])('a stored credit for %s is taken back and the owed one added', (_case, owed) => {
    const stored = [{ roleType: 'speaker1', userId: 1, kind: 'speech' as const }];
    expect(reconcileCredits([owed], stored)).toEqual({ add: [owed], remove: stored });
  });

  it('completing twice adds nothing the second time', () => {
    const owed = creditsOwed('completed', roles);
    const first = reconcileCredits(owed, []);
    expect(first.add).toHaveLength(3);
    expect(first.remove).toEqual([]);
    expect(reconcileCredits(owed, first.add)).toEqual({ add: [], remove: [] });
  });

  it('moving out of completed takes every credit back', () => {
    const stored = creditsOwed('completed', roles);
    const change = reconcileCredits(creditsOwed('active', roles), stored);
    expect(change.add).toEqual([]);
    expect(change.remove).toEqual(stored);
    expect(counterChanges(change).get(2)).toEqual({
      speech: 0,
      evaluation: -1,
      table_topics: 0,
      leadership: -1,
    });
  });

  it('a role that changed hands moves the credit to the new holder', () => {
    const stored = [{ roleType: 'speaker1', userId: 1, kind: 'speech' as const }];
    const owed = [{ roleType: 'speaker1', userId: 4, kind: 'speech' as const }];
    const changes = counterChanges(reconcileCredits(owed, stored));
    expect(changes.get(1)?.speech).toBe(-1);
    expect(changes.get(4)?.speech).toBe(1);
  });

  it('credits move skill levels and achievements', () => {
    const before = { speechesCompleted: 2 };
    const gained = counterChanges(reconcileCredits(creditsOwed('completed', roles), []));
    const after = { speechesCompleted: before.speechesCompleted + (gained.get(1)?.speech ?? 0) };
    expect(skillProfile(before)[0]?.level).toBe(1);
    expect(skillProfile(after)[0]?.level).toBe(2);
    expect(
      computeAchievements(
        { memberId: 1, completedSpeeches: after.speechesCompleted, role: 'member' },
        '2026-11-27',
      ).map((a) => a.badgeId),
    ).toEqual(['ice_breaker']);
  });
});
