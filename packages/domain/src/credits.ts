// Meeting status changes and what a completed meeting credits to the people who held its roles.
import { canonicalRoleType } from './meeting-roles';
import type { MeetingStatus } from './meetings';
import { fail, ok, type Result } from './result';

/**
 * Which status a meeting may move to from each status (a manager changes it). A meeting may be
 * started, completed or cancelled while scheduled; an active one completed, cancelled or put back
 * to scheduled; a completed one reopened (active or scheduled: its credits are taken back); a
 * cancelled one rescheduled. Staying in the same status is always allowed and changes nothing.
 */
export const MEETING_STATUS_TRANSITIONS: Readonly<Record<MeetingStatus, readonly MeetingStatus[]>> =
  {
    scheduled: ['active', 'completed', 'cancelled'],
    active: ['scheduled', 'completed', 'cancelled'],
    completed: ['scheduled', 'active'],
    cancelled: ['scheduled'],
  };

export type MeetingStatusViolation = 'status_transition';

/** The statuses a manager may move a meeting in this status to. */
export function statusChoices(from: MeetingStatus): readonly MeetingStatus[] {
  return MEETING_STATUS_TRANSITIONS[from];
}

export const MEETING_STATUS_TRANSITION_MESSAGE = (from: MeetingStatus, to: MeetingStatus): string =>
  `A ${from} meeting cannot be marked ${to}.`;

export function decideMeetingStatusChange(
  from: MeetingStatus,
  to: MeetingStatus,
): Result<MeetingStatus, MeetingStatusViolation> {
  if (from === to || MEETING_STATUS_TRANSITIONS[from].includes(to)) return ok(to);
  return fail('status_transition');
}

/** What holding a role at a completed meeting counts as. */
export const CREDIT_KINDS = ['speech', 'evaluation', 'table_topics', 'leadership'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/** The profile counter each kind of credit adds to. */
export const CREDIT_COUNTERS: Record<
  CreditKind,
  'speechesCompleted' | 'evaluationsGiven' | 'tableTopicsAnswered' | 'leadershipRolesFilled'
> = {
  speech: 'speechesCompleted',
  evaluation: 'evaluationsGiven',
  table_topics: 'tableTopicsAnswered',
  leadership: 'leadershipRolesFilled',
};

/**
 * Speakers give a speech, evaluators (numbered, and the table topics evaluator) an evaluation,
 * the table topics master table topics; every other role (toastmaster, general evaluator, timer,
 * ah-counter, grammarian, sergeant at arms and the club's own roles) is a leadership role.
 */
export function creditKindOf(roleType: string): CreditKind {
  const key = canonicalRoleType(roleType);
  if (/^speaker\d*$/.test(key)) return 'speech';
  if (/^evaluator\d*$/.test(key) || key === 'table_topics_evaluator') return 'evaluation';
  if (key === 'table_topics_master' || key === 'table_topics') return 'table_topics';
  return 'leadership';
}

export type CreditableRole = {
  roleType: string;
  userId: number | null;
  status: 'open' | 'assigned' | 'confirmed';
};

export type MeetingCredit = { roleType: string; userId: number; kind: CreditKind };

/** The credits a meeting in this status owes: one per confirmed role holder once completed. */
export function creditsOwed(
  status: MeetingStatus,
  roles: readonly CreditableRole[],
): MeetingCredit[] {
  if (status !== 'completed') return [];
  return roles.flatMap((role) =>
    role.status === 'confirmed' && role.userId !== null
      ? [{ roleType: role.roleType, userId: role.userId, kind: creditKindOf(role.roleType) }]
      : [],
  );
}

/**
 * What to write so the stored credits equal the owed ones (keyed by role type): the credits to
 * add and the stored ones to take back. Applying it twice changes nothing the second time.
 */
export function reconcileCredits(
  owed: readonly MeetingCredit[],
  stored: readonly MeetingCredit[],
): { add: MeetingCredit[]; remove: MeetingCredit[] } {
  const same = (a: MeetingCredit, b: MeetingCredit) =>
    a.roleType === b.roleType && a.userId === b.userId && a.kind === b.kind;
  return {
    add: owed.filter((o) => !stored.some((s) => same(o, s))),
    remove: stored.filter((s) => !owed.some((o) => same(o, s))),
  };
}

/** Per user, how much each counter moves (credits added minus taken back). */
export function counterChanges(change: {
  add: readonly MeetingCredit[];
  remove: readonly MeetingCredit[];
}): Map<number, Record<CreditKind, number>> {
  const changes = new Map<number, Record<CreditKind, number>>();
  const bump = (credit: MeetingCredit, by: number) => {
    const entry = changes.get(credit.userId) ?? {
      speech: 0,
      evaluation: 0,
      table_topics: 0,
      leadership: 0,
    };
    entry[credit.kind] += by;
    changes.set(credit.userId, entry);
  };
  change.add.forEach((c) => bump(c, 1));
  change.remove.forEach((c) => bump(c, -1));
  return changes;
}
