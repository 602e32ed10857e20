// Mentorship pairs: who may propose, accept, decline and end a pair, and the success rate.
import { z } from 'zod';
import type { ActorTier } from './club-roles';
import { fail, ok, type Result } from './result';

export const PAIR_STATUSES = [
  'proposed',
  'active',
  'completed',
  'ended_early',
  'declined',
] as const;
export type PairStatus = (typeof PAIR_STATUSES)[number];
export const PAIR_STATUS_LABELS: Record<PairStatus, string> = {
  proposed: 'Proposed',
  active: 'Active',
  completed: 'Completed',
  ended_early: 'Ended early',
  declined: 'Declined',
};

export const PAIR_OUTCOMES = ['completed', 'ended_early'] as const;
export type PairOutcome = (typeof PAIR_OUTCOMES)[number];

export const proposePairSchema = z.object({
  mentorId: z.number().int().positive(),
  menteeId: z.number().int().positive(),
  /** Officers may create an active pair straight away ('Create Pair'). */
  start: z.boolean().default(false),
});

function isWillingMentor(status: string | null): boolean {
  return status === 'willing_to_mentor' || status === 'both';
}

function isOfficer(tier: ActorTier): boolean {
  return tier === 'manager' || tier === 'president';
}

export type ProposalViolation = 'same_person' | 'not_a_mentor' | 'forbidden';

/**
 * A seeker proposes a pair with themselves as mentee; an officer proposes (or creates, already
 * active) any pair. The mentor must be willing to mentor; nobody mentors themselves.
 */
export function decidePairProposal(input: {
  actorUserId: number;
  actorTier: ActorTier;
  mentorId: number;
  menteeId: number;
  mentorStatus: string | null;
  start: boolean;
}): Result<'proposed' | 'active', ProposalViolation> {
  if (input.mentorId === input.menteeId) return fail('same_person');
  const officer = isOfficer(input.actorTier);
  if (!officer && (input.actorUserId !== input.menteeId || input.start)) return fail('forbidden');
  if (!isWillingMentor(input.mentorStatus)) return fail('not_a_mentor');
  return ok(input.start ? 'active' : 'proposed');
}

export type ResponseViolation = 'forbidden' | 'not_proposed';

/** Only the proposed mentor answers, and only while the pair is proposed. */
export function decidePairResponse(input: {
  actorUserId: number;
  mentorId: number;
  status: PairStatus;
  accept: boolean;
}): Result<'active' | 'declined', ResponseViolation> {
  if (input.actorUserId !== input.mentorId) return fail('forbidden');
  if (input.status !== 'proposed') return fail('not_proposed');
  return ok(input.accept ? 'active' : 'declined');
}

export type EndViolation = 'forbidden' | 'not_active';

/** The mentor, the mentee or an officer ends an active pair, as completed or ended early. */
export function decidePairEnd(input: {
  actorUserId: number;
  actorTier: ActorTier;
  mentorId: number;
  menteeId: number;
  status: PairStatus;
  outcome: PairOutcome;
}): Result<PairOutcome, EndViolation> {
  const party = input.actorUserId === input.mentorId || input.actorUserId === input.menteeId;
  if (!party && !isOfficer(input.actorTier)) return fail('forbidden');
  if (input.status !== 'active') return fail('not_active');
  return ok(input.outcome);
}

/** Completed ÷ ended pairs, in percent; null until a pair has ended. */
export function mentorshipSuccessRate(statuses: readonly PairStatus[]): number | null {
  const completed = statuses.filter((s) => s === 'completed').length;
  const ended = completed + statuses.filter((s) => s === 'ended_early').length;
  return ended === 0 ? null : Math.round((completed / ended) * 100);
}

/** Shown in place of a rate that has nothing to measure yet. */
export const NO_FIGURE = '—';

export const MENTORSHIP_MESSAGES = {
  samePerson: 'A member cannot mentor themselves',
  notAMentor: 'This member is not available as a mentor',
  proposeForbidden: 'Forbidden: you can only ask for a mentor for yourself',
  respondForbidden: 'Forbidden: only the proposed mentor can answer',
  notProposed: 'This match has already been answered',
  endForbidden: 'Forbidden: only the pair or an officer can end it',
  notActive: 'Only an active pair can be ended',
  alreadyPaired: 'These two members already have an open match',
} as const;
