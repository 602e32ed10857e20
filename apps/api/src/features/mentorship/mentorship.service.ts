import {
  actorTier,
  decidePairEnd,
  decidePairProposal,
  decidePairResponse,
  displayName,
  mentors,
  mentorshipSeekers,
  mentorshipSuccessRate,
  MENTORSHIP_MESSAGES,
  NOTIFICATION_TEXT,
  type Actor,
  type ActorTier,
  type NotificationMessage,
  type PairOutcome,
} from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import * as mentorship from '@lectern/db/queries/mentorship';
import { appError } from '../../errors.js';
import { notify } from '../notifications/notifications.service.js';

type Db = Executor;

function tierOf(actor: Actor): ActorTier {
  const tier = actorTier(actor);
  if (tier === null) throw appError('NOT_FOUND');
  return tier;
}

/** Mentors and seekers from the profiles, the club's pairs and the programme's figures. */
export async function overview(db: Db, clubId: number) {
  const found = await mentorship.findMentorship(db, clubId);
  if (!found) throw appError('NOT_FOUND');
  const { profiles, pairs } = found;
  const people = profiles.map((p) => ({
    userId: p.userId,
    role: p.role,
    name: displayName(p),
    // Members see each other's e-mail in the directory too: it is the Contact button's address.
    email: p.email,
    pathwaysPath: p.pathwaysPath,
    currentLevel: p.currentLevel,
    mentorshipStatus: p.mentorshipStatus,
    mentoringAreas: p.mentoringAreas,
    seekingMentorshipIn: p.seekingMentorshipIn,
    availability: p.mentorshipAvailability,
    format: p.mentorshipFormat,
  }));
  const pairList = pairs.map((p) => ({
    id: p.id,
    status: p.status,
    mentor: {
      userId: p.mentorId,
      name: displayName({
        firstName: p.mentorFirstName,
        lastName: p.mentorLastName,
        email: p.mentorEmail,
      }),
    },
    mentee: {
      userId: p.menteeId,
      name: displayName({
        firstName: p.menteeFirstName,
        lastName: p.menteeLastName,
        email: p.menteeEmail,
      }),
    },
    proposedAt: p.proposedAt,
    startedAt: p.startedAt,
    endedAt: p.endedAt,
  }));
  const mentorList = mentors(people);
  const seekerList = mentorshipSeekers(people);
  return {
    mentors: mentorList,
    seekers: seekerList,
    pairs: pairList,
    stats: {
      availableMentors: mentorList.length,
      seekingMentors: seekerList.length,
      activePairs: pairList.filter((p) => p.status === 'active').length,
      successRate: mentorshipSuccessRate(pairList.map((p) => p.status)),
    },
  };
}

const PROPOSAL_ERRORS = {
  same_person: () => appError('BAD_REQUEST', MENTORSHIP_MESSAGES.samePerson),
  not_a_mentor: () => appError('CONFLICT', MENTORSHIP_MESSAGES.notAMentor),
  forbidden: () => appError('FORBIDDEN', MENTORSHIP_MESSAGES.proposeForbidden),
} as const;

/** A seeker asks a mentor; an officer proposes or creates any pair of active members. */
export async function propose(
  db: Db,
  clubId: number,
  actor: Actor,
  input: { mentorId: number; menteeId: number; start: boolean },
  now: Date,
) {
  const tier = tierOf(actor);
  return db.transaction().execute(async (trx) => {
    const candidates = await mentorship.findPairCandidates(trx, clubId, [
      input.mentorId,
      input.menteeId,
    ]);
    const mentor = candidates.find((c) => c.userId === input.mentorId);
    const mentee = candidates.find((c) => c.userId === input.menteeId);
    const decision = decidePairProposal({
      actorUserId: actor.userId,
      actorTier: tier,
      mentorId: input.mentorId,
      menteeId: input.menteeId,
      mentorStatus: mentor?.mentorshipStatus ?? null,
      start: input.start,
    });
    if (!decision.ok) throw PROPOSAL_ERRORS[decision.violation]();
    if (!mentor || !mentee) throw appError('NOT_FOUND');
    let pair;
    try {
      pair = await mentorship.insertPair(trx, {
        clubId,
        mentorId: input.mentorId,
        menteeId: input.menteeId,
        status: decision.value,
        proposedBy: actor.userId,
        now,
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw appError('CONFLICT', MENTORSHIP_MESSAGES.alreadyPaired);
      throw error;
    }
    // In the app, in this transaction: a proposal asks the mentor; a pair an officer starts at
    // once tells both people. Nobody is told of what they did themselves.
    const tell = (userId: number, message: NotificationMessage) =>
      userId === actor.userId ? null : notify(trx, { userId, clubId }, message);
    if (pair.status === 'proposed') {
      await tell(mentor.userId, NOTIFICATION_TEXT.mentorshipRequested(displayName(mentee)));
    } else {
      await tell(mentor.userId, NOTIFICATION_TEXT.mentorshipStarted(displayName(mentee)));
      await tell(mentee.userId, NOTIFICATION_TEXT.mentorshipStarted(displayName(mentor)));
    }
    return pair;
  });
}

/** The mentor accepts or declines a proposed pair. */
export async function respond(db: Db, pairId: number, actor: Actor, accept: boolean, now: Date) {
  return db.transaction().execute(async (trx) => {
    const pair = await mentorship.lockPair(trx, pairId);
    if (!pair) throw appError('NOT_FOUND');
    const decision = decidePairResponse({
      actorUserId: actor.userId,
      mentorId: pair.mentorId,
      status: pair.status,
      accept,
    });
    if (!decision.ok)
      throw decision.violation === 'forbidden'
        ? appError('FORBIDDEN', MENTORSHIP_MESSAGES.respondForbidden)
        : appError('CONFLICT', MENTORSHIP_MESSAGES.notProposed);
    await mentorship.setPairStatus(trx, pairId, decision.value, now);
    // The seeker learns the mentor's answer in the app, in this transaction.
    const [mentor] = await mentorship.findPairCandidates(trx, pair.clubId, [pair.mentorId]);
    const mentorName = displayName(mentor);
    await notify(
      trx,
      { userId: pair.menteeId, clubId: pair.clubId },
      decision.value === 'active'
        ? NOTIFICATION_TEXT.mentorshipAccepted(mentorName)
        : NOTIFICATION_TEXT.mentorshipDeclined(mentorName),
    );
    return { id: pairId, status: decision.value };
  });
}

/** The pair or an officer ends an active pair, completed or ended early. */
export async function end(db: Db, pairId: number, actor: Actor, outcome: PairOutcome, now: Date) {
  const tier = tierOf(actor);
  return db.transaction().execute(async (trx) => {
    const pair = await mentorship.lockPair(trx, pairId);
    if (!pair) throw appError('NOT_FOUND');
    const decision = decidePairEnd({
      actorUserId: actor.userId,
      actorTier: tier,
      mentorId: pair.mentorId,
      menteeId: pair.menteeId,
      status: pair.status,
      outcome,
    });
    if (!decision.ok)
      throw decision.violation === 'forbidden'
        ? appError('FORBIDDEN', MENTORSHIP_MESSAGES.endForbidden)
        : appError('CONFLICT', MENTORSHIP_MESSAGES.notActive);
    await mentorship.setPairStatus(trx, pairId, decision.value, now);
    return { id: pairId, status: decision.value };
  });
}
