// Meeting night's votes and the Ah-Counter. The Vote Counter (or a manager) opens and closes
// voting; members cast one ballot per category (rewritten until the close); the close computes
// the winners with the domain's tally and keeps them. Nobody sees a count before the close: the
// shared state carries the status, the categories and their candidates, and only after the close
// the winners. The Ah-Counter's taps are stored once per tap id and summed into the state.
// Every change to the shared state is one transaction that bumps the console's version and
// announces it on the live bus; a ballot changes nothing anyone watches, so it announces nothing.
import {
  ballotViolation,
  BALLOT_VIOLATION_MESSAGES,
  can,
  canonicalRoleType,
  categoryCandidates,
  clubTimingPresetsOf,
  disqualifiedForTime,
  displayName,
  fillerKey,
  fillerWords,
  isFillerWord,
  storedTimingPresets,
  tallyCategories,
  voteCategories,
  type Actor,
  type ClubTimingPresets,
} from '@lectern/domain';
import type { CategoryWinners, Database } from '@lectern/db';
import type { Executor } from '@lectern/db/executor';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { appError } from '../../errors.js';
import { publishLiveChange } from '../../live/bus.js';
import {
  LIVE_VOTES_TEXT,
  type ballotInputSchema,
  type fillerCountsSchema,
  type fillerTapSchema,
  type liveSettingsInputSchema,
  type liveSettingsSchema,
  type LiveVotesState,
  type myBallotsSchema,
  type voteResultsSchema,
  type votingActionSchema,
} from './live-votes.schemas.js';
import { readConsoleFacts, type ConsoleFacts } from './live-agenda.js';

type Db = Kysely<Database>;

// Reading ------------------------------------------------------------------------------------

type ClubSettings = {
  voteCategories: string[];
  fillerWords: string[];
  guestsMayVote: boolean;
  timingPresets: ClubTimingPresets;
};

async function clubSettings(db: Executor, clubId: number): Promise<ClubSettings> {
  const row = await db
    .selectFrom('clubLiveSettings')
    .select(['voteCategories', 'fillerWords', 'guestsMayVote', 'timingPresets'])
    .where('clubId', '=', clubId)
    .executeTakeFirst();
  if (!row) return { voteCategories: [], fillerWords: [], guestsMayVote: false, timingPresets: {} };
  return { ...row, timingPresets: clubTimingPresetsOf(row.timingPresets) };
}

/** The club's active people, by name. */
async function clubPeople(db: Executor, clubId: number) {
  const rows = await db
    .selectFrom('clubMemberships as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select(['u.id', 'u.firstName', 'u.lastName', 'u.email'])
    .where('m.clubId', '=', clubId)
    .where('m.status', '=', 'active')
    .execute();
  return rows
    .map((row) => ({ userId: row.id, name: displayName(row) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId);
}

/** The categories with their candidates, and in each who the Timer disqualified. */
function ballotFrame(
  facts: ConsoleFacts,
  settings: ClubSettings,
  people: readonly { userId: number }[],
) {
  const ids = people.map((p) => p.userId);
  return voteCategories(settings.voteCategories).map((category) => ({
    name: category.name,
    candidateIds: categoryCandidates(category, facts.roles, ids),
    disqualifiedIds: [
      ...disqualifiedForTime(category.candidates, facts.itemRoles, facts.results, facts.roles),
    ],
  }));
}

function winnersOf(row: { status: string; winners: CategoryWinners[] | null } | undefined) {
  if (row?.status !== 'closed') return [];
  return (row.winners ?? []).map((w) => ({
    category: w.category,
    winnerIds: w.winners,
    tie: w.tie,
  }));
}

/** The filler words' totals per speaker (the taps summed; totals under one left out). */
async function fillerSums(db: Executor, meetingId: number) {
  const rows = await db
    .selectFrom('meetingFillerTaps')
    .select(['speakerId', 'word', sql<number>`sum(delta)::int`.as('count')])
    .where('meetingId', '=', meetingId)
    .groupBy(['speakerId', 'word'])
    .having(sql`sum(delta)`, '>', 0)
    .execute();
  return rows;
}

/** The votes and Ah-Counter part of the console's state. */
export async function loadVotesState(db: Executor, facts: ConsoleFacts): Promise<LiveVotesState> {
  const [settings, people, voting, sums] = await Promise.all([
    clubSettings(db, facts.clubId),
    clubPeople(db, facts.clubId),
    db
      .selectFrom('meetingVotes')
      .select(['status', 'winners'])
      .where('meetingId', '=', facts.meetingId)
      .executeTakeFirst(),
    fillerSums(db, facts.meetingId),
  ]);
  const categories = ballotFrame(facts, settings, people);
  const words = fillerWords(settings.fillerWords);
  const order = (word: string) => (words.includes(word) ? words.indexOf(word) : words.length);
  const totals = [...sums].sort(
    (a, b) => a.speakerId - b.speakerId || order(a.word) - order(b.word),
  );
  return {
    people,
    votes: {
      status: voting?.status ?? 'not_open',
      guestsMayVote: settings.guestsMayVote,
      categories,
      winners: winnersOf(voting),
    },
    fillers: { words, totals },
  };
}

// Checks -------------------------------------------------------------------------------------

/** Managers, or the holder of `roleType` at this meeting; 403 for the rest. */
async function assertHoldsRole(
  db: Executor,
  meetingId: number,
  actor: Actor,
  roleType: 'vote_counter' | 'ah_counter',
): Promise<void> {
  if (can(actor, 'meeting:write')) return;
  const roles = await db
    .selectFrom('meetingRoles')
    .select('roleType')
    .where('meetingId', '=', meetingId)
    .where('userId', '=', actor.userId)
    .execute();
  if (!roles.some((role) => canonicalRoleType(role.roleType) === roleType)) {
    throw appError('FORBIDDEN');
  }
}

/**
 * Inside a change's transaction: the console's row (made if missing) locked, the meeting still
 * open to changes (409 when completed or cancelled); returns the next version.
 */
async function lockConsole(trx: Executor, meetingId: number, clubId: number): Promise<number> {
  await trx
    .insertInto('meetingLive')
    .values({ meetingId, clubId })
    .onConflict((oc) => oc.column('meetingId').doNothing())
    .execute();
  const row = await trx
    .selectFrom('meetingLive as l')
    .innerJoin('meetings as m', 'm.id', 'l.meetingId')
    .select(['l.version', 'm.status'])
    .where('l.meetingId', '=', meetingId)
    .forUpdate('l')
    .executeTakeFirstOrThrow();
  if (row.status === 'completed' || row.status === 'cancelled') {
    throw appError('CONFLICT', LIVE_VOTES_TEXT.meetingOver);
  }
  return row.version + 1;
}

async function bumpVersion(trx: Executor, meetingId: number, version: number, now: Date) {
  await trx
    .updateTable('meetingLive')
    .set({ version, updatedAt: now })
    .where('meetingId', '=', meetingId)
    .execute();
  await publishLiveChange(trx, meetingId, version);
}

// Votes --------------------------------------------------------------------------------------

/** Opens or closes voting (the Vote Counter or a manager). Closing computes the winners. */
export async function setVoting(
  db: Db,
  scope: { meetingId: number; clubId: number },
  actor: Actor,
  input: z.infer<typeof votingActionSchema>,
  now: Date,
): Promise<void> {
  const { meetingId, clubId } = scope;
  await assertHoldsRole(db, meetingId, actor, 'vote_counter');
  await db.transaction().execute(async (trx) => {
    const version = await lockConsole(trx, meetingId, clubId);
    const voting = await trx
      .selectFrom('meetingVotes')
      .select('status')
      .where('meetingId', '=', meetingId)
      .forUpdate()
      .executeTakeFirst();
    if (input.action === 'open') {
      if (voting?.status === 'open') throw appError('CONFLICT', LIVE_VOTES_TEXT.alreadyOpen);
      if (voting?.status === 'closed') throw appError('CONFLICT', LIVE_VOTES_TEXT.closed);
      await trx
        .insertInto('meetingVotes')
        .values({ meetingId, clubId, status: 'open', openedBy: actor.userId, openedAt: now })
        .execute();
    } else {
      if (voting?.status !== 'open') {
        throw appError('CONFLICT', voting ? LIVE_VOTES_TEXT.closed : LIVE_VOTES_TEXT.notOpen);
      }
      const [facts, settings, people, ballots] = await Promise.all([
        readConsoleFacts(trx, meetingId),
        clubSettings(trx, clubId),
        clubPeople(trx, clubId),
        trx
          .selectFrom('meetingBallots')
          .select(['category', 'candidateId'])
          .where('meetingId', '=', meetingId)
          .execute(),
      ]);
      const tallies = tallyCategories(
        ballotFrame(facts, settings, people).map((c) => ({
          name: c.name,
          candidates: c.candidateIds,
          disqualified: c.disqualifiedIds,
        })),
        ballots,
      );
      const winners: CategoryWinners[] = tallies.map((t) => ({
        category: t.category,
        winners: t.winners,
        tie: t.tie,
      }));
      await trx
        .updateTable('meetingVotes')
        .set({
          status: 'closed',
          closedBy: actor.userId,
          closedAt: now,
          winners: JSON.stringify(winners),
        })
        .where('meetingId', '=', meetingId)
        .execute();
    }
    await bumpVersion(trx, meetingId, version, now);
  });
}

/**
 * Casts (or changes) the caller's ballot in one category while voting is open: any member, a guest
 * only when the club lets guests vote. One row per voter per category (the unique key), so
 * ballots racing each other leave one.
 */
export async function castBallot(
  db: Db,
  scope: { meetingId: number; clubId: number },
  actor: Actor,
  input: z.infer<typeof ballotInputSchema>,
  now: Date,
): Promise<z.infer<typeof myBallotsSchema>> {
  const { meetingId, clubId } = scope;
  const settings = await clubSettings(db, clubId);
  if (actor.membership?.role === 'guest' && !settings.guestsMayVote) {
    // The standard refusal (the panel says why from the state's guestsMayVote).
    throw appError('FORBIDDEN');
  }
  await db.transaction().execute(async (trx) => {
    // Holds the close back until this ballot is in (the close locks the row for update).
    const voting = await trx
      .selectFrom('meetingVotes')
      .innerJoin('meetings', 'meetings.id', 'meetingVotes.meetingId')
      .select(['meetingVotes.status', 'meetings.status as meetingStatus'])
      .where('meetingVotes.meetingId', '=', meetingId)
      .forShare('meetingVotes')
      .executeTakeFirst();
    if (voting?.meetingStatus === 'completed' || voting?.meetingStatus === 'cancelled') {
      throw appError('CONFLICT', LIVE_VOTES_TEXT.meetingOver);
    }
    const [facts, people] = await Promise.all([
      readConsoleFacts(trx, meetingId),
      clubPeople(trx, clubId),
    ]);
    const category = ballotFrame(facts, settings, people).find(
      (c) => c.name.toLowerCase() === input.category.toLowerCase(),
    );
    const violation = ballotViolation(
      voting?.status ?? 'not_open',
      category && { candidates: category.candidateIds, disqualified: category.disqualifiedIds },
      input.candidateId,
    );
    if (violation === 'not_open') throw appError('CONFLICT', BALLOT_VIOLATION_MESSAGES.not_open);
    if (violation !== null || category === undefined) {
      throw appError('BAD_REQUEST', BALLOT_VIOLATION_MESSAGES[violation ?? 'no_category']);
    }
    await trx
      .insertInto('meetingBallots')
      .values({
        meetingId,
        clubId,
        category: category.name,
        voterId: actor.userId,
        candidateId: input.candidateId,
        castAt: now,
      })
      .onConflict((oc) =>
        oc.columns(['meetingId', 'category', 'voterId']).doUpdateSet({
          candidateId: (eb) => eb.ref('excluded.candidateId'),
          castAt: (eb) => eb.ref('excluded.castAt'),
        }),
      )
      .execute();
  });
  return myBallots(db, meetingId, actor.userId);
}

/** The caller's own ballots at this meeting ("Your vote is in"). */
export async function myBallots(
  db: Executor,
  meetingId: number,
  userId: number,
): Promise<z.infer<typeof myBallotsSchema>> {
  const ballots = await db
    .selectFrom('meetingBallots')
    .select(['category', 'candidateId'])
    .where('meetingId', '=', meetingId)
    .where('voterId', '=', userId)
    .orderBy('id')
    .execute();
  return { ballots };
}

/** The winners, with names, once voting has closed; nothing before. */
export async function voteResults(
  db: Executor,
  meetingId: number,
): Promise<z.infer<typeof voteResultsSchema>> {
  const voting = await db
    .selectFrom('meetingVotes')
    .select(['status', 'winners'])
    .where('meetingId', '=', meetingId)
    .executeTakeFirst();
  const winners = winnersOf(voting);
  const ids = [...new Set(winners.flatMap((w) => w.winnerIds))];
  const names =
    ids.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['id', 'firstName', 'lastName', 'email'])
          .where('id', 'in', ids)
          .execute();
  const nameOf = (id: number) => displayName(names.find((n) => n.id === id));
  return {
    status: voting?.status ?? 'not_open',
    categories: winners.map((w) => ({
      category: w.category,
      winners: w.winnerIds.map((userId) => ({ userId, name: nameOf(userId) })),
      tie: w.tie,
    })),
  };
}

// The Ah-Counter -----------------------------------------------------------------------------

/**
 * One tap (the Ah-Counter or a manager): stored once per tap id, so a retried tap counts once;
 * a new tap bumps the console's version and is announced.
 */
export async function tapFiller(
  db: Db,
  scope: { meetingId: number; clubId: number },
  actor: Actor,
  input: z.infer<typeof fillerTapSchema>,
  now: Date,
): Promise<void> {
  const { meetingId, clubId } = scope;
  await assertHoldsRole(db, meetingId, actor, 'ah_counter');
  const [settings, speaker] = await Promise.all([
    clubSettings(db, clubId),
    db
      .selectFrom('clubMemberships')
      .select('userId')
      .where('clubId', '=', clubId)
      .where('userId', '=', input.speakerId)
      .executeTakeFirst(),
  ]);
  if (!isFillerWord(input.word, settings.fillerWords)) {
    throw appError('BAD_REQUEST', LIVE_VOTES_TEXT.notAFillerWord);
  }
  if (!speaker) throw appError('BAD_REQUEST', LIVE_VOTES_TEXT.notASpeaker);
  await db.transaction().execute(async (trx) => {
    const version = await lockConsole(trx, meetingId, clubId);
    const inserted = await trx
      .insertInto('meetingFillerTaps')
      .values({
        meetingId,
        clubId,
        tapId: input.tapId,
        speakerId: input.speakerId,
        word: fillerKey(input.word),
        delta: input.delta,
        byUserId: actor.userId,
        createdAt: now,
      })
      .onConflict((oc) => oc.columns(['meetingId', 'tapId']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) await bumpVersion(trx, meetingId, version, now);
  });
}

/** Each speaker's filler counts at this meeting, with names and totals. */
export async function fillerCounts(
  db: Executor,
  scope: { meetingId: number; clubId: number },
): Promise<z.infer<typeof fillerCountsSchema>> {
  const [settings, people, sums] = await Promise.all([
    clubSettings(db, scope.clubId),
    clubPeople(db, scope.clubId),
    fillerSums(db, scope.meetingId),
  ]);
  const words = fillerWords(settings.fillerWords);
  const order = (word: string) => (words.includes(word) ? words.indexOf(word) : words.length);
  const bySpeaker = new Map<number, { word: string; count: number }[]>();
  for (const row of sums) {
    const list = bySpeaker.get(row.speakerId) ?? [];
    list.push({ word: row.word, count: row.count });
    bySpeaker.set(row.speakerId, list);
  }
  const speakers = [...bySpeaker].map(([speakerId, counts]) => ({
    speakerId,
    name: people.find((p) => p.userId === speakerId)?.name ?? 'Unknown member',
    counts: counts.sort((a, b) => order(a.word) - order(b.word)),
    total: counts.reduce((sum, c) => sum + c.count, 0),
  }));
  speakers.sort((a, b) => a.name.localeCompare(b.name));
  return { words, speakers };
}

// The club's settings ------------------------------------------------------------------------

/**
 * The club's own categories and filler words (besides the standard ones, which every club has)
 * and whether guests vote: what the settings screen edits. One statement.
 */
export async function liveSettings(
  db: Executor,
  clubId: number,
): Promise<z.infer<typeof liveSettingsSchema>> {
  return clubSettings(db, clubId);
}

/**
 * The settings decide rules, categories and words every open console shows: each console of the
 * club whose meeting is not over moves to a new version, so its phones read it again at once (not
 * only at the next press). Through the club's meetings (indexed by club and status).
 */
async function announceToOpenConsoles(trx: Executor, clubId: number, now: Date): Promise<void> {
  const changed = await trx
    .updateTable('meetingLive as l')
    .from('meetings as m')
    .set((eb) => ({ version: eb('l.version', '+', 1), updatedAt: now }))
    .whereRef('l.meetingId', '=', 'm.id')
    .where('m.clubId', '=', clubId)
    .where('m.status', 'not in', ['completed', 'cancelled'])
    .returning(['l.meetingId', 'l.version'])
    .execute();
  for (const open of changed) await publishLiveChange(trx, open.meetingId, open.version);
}

/**
 * A manager sets the club's own categories and filler words, whether guests vote and, when given,
 * the club's own timing presets (left out: the stored ones stay, for scripts that predate them).
 */
export async function updateLiveSettings(
  db: Db,
  clubId: number,
  actor: Actor,
  input: z.infer<typeof liveSettingsInputSchema>,
  now: Date,
): Promise<z.infer<typeof liveSettingsSchema>> {
  // Kept as the club typed them, less blanks and repeats (and the standard ones).
  const categories = voteCategories(input.voteCategories)
    .slice(3)
    .map((c) => c.name);
  const words = fillerWords(input.fillerWords).slice(fillerWords([]).length);
  const values = {
    voteCategories: JSON.stringify(categories),
    fillerWords: JSON.stringify(words),
    guestsMayVote: input.guestsMayVote,
    ...(input.timingPresets === undefined
      ? {}
      : { timingPresets: JSON.stringify(storedTimingPresets(input.timingPresets)) }),
    updatedBy: actor.userId,
    updatedAt: now,
  };
  const saved = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('clubLiveSettings')
      .values({ clubId, ...values })
      .onConflict((oc) => oc.column('clubId').doUpdateSet(values))
      .returning('timingPresets')
      .executeTakeFirstOrThrow();
    await announceToOpenConsoles(trx, clubId, now);
    return row;
  });
  return {
    voteCategories: categories,
    fillerWords: words,
    guestsMayVote: input.guestsMayVote,
    timingPresets: clubTimingPresetsOf(saved.timingPresets),
  };
}

// Written back when the meeting completes --------------------------------------------------------

/**
 * What a completed meeting keeps of its votes and its Ah-Counter, written inside the completion's
 * transaction: each closed category's winners as awards (a tie awards each), and each person's
 * count of each filler word. Running it again writes nothing new (the keys hold each once; the
 * counts are rewritten from the taps).
 */
export async function writeBackVotesAndFillers(
  trx: Executor,
  clubId: number,
  meetingId: number,
): Promise<{ awards: number; fillerCounts: number }> {
  const [voting, sums] = await Promise.all([
    trx
      .selectFrom('meetingVotes')
      .select(['status', 'winners', 'closedAt'])
      .where('meetingId', '=', meetingId)
      .where('clubId', '=', clubId)
      .executeTakeFirst(),
    fillerSums(trx, meetingId),
  ]);
  const awards = winnersOf(voting).flatMap((w) =>
    w.winnerIds.map((userId) => ({
      meetingId,
      clubId,
      category: w.category,
      userId,
      tie: w.tie,
      ...(voting?.closedAt ? { awardedAt: voting.closedAt } : {}),
    })),
  );
  let written = 0;
  if (awards.length > 0) {
    const rows = await trx
      .insertInto('meetingAwards')
      .values(awards)
      .onConflict((oc) => oc.columns(['meetingId', 'category', 'userId']).doNothing())
      .returning('userId')
      .execute();
    written = rows.length;
  }
  await trx.deleteFrom('meetingFillerCounts').where('meetingId', '=', meetingId).execute();
  if (sums.length > 0) {
    await trx
      .insertInto('meetingFillerCounts')
      .values(
        sums.map((row) => ({
          meetingId,
          clubId,
          userId: row.speakerId,
          word: row.word,
          count: row.count,
        })),
      )
      .execute();
  }
  return { awards: written, fillerCounts: sums.length };
}
