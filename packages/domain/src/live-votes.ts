// Meeting night's votes and the Ah-Counter: the club's vote categories, who stands in each (from
// the meeting's roles, less those the Timer disqualified), each category's winners with ties, and
// the filler words counted per speaker. Plain data in, plain data out.
import { canonicalRoleType } from './meeting-roles';
import { fillerWords, STANDARD_VOTE_CATEGORIES, tallyVotes, type VoteTally } from './live-timing';

/**
 * Who stands in a category: the holders of the speaker roles (Best Speaker), of the numbered
 * evaluator roles (Best Evaluator; not the General Evaluator), or, for Best Table Topics and the
 * club's own categories, any of the club's active people (Table Topics speakers are picked on the
 * night and are not on the agenda), less the Table Topics Master for Best Table Topics.
 */
export type CandidateRule = 'speakers' | 'evaluators' | 'table_topics' | 'anyone';

export type VoteCategory = { name: string; candidates: CandidateRule };

/** The longest name a club's own category or filler word may have. */
export const VOTE_CATEGORY_MAX = 60;

/** The categories a club votes in: the three standard ones, then its own (trimmed, once each). */
export function voteCategories(clubCategories: readonly string[]): VoteCategory[] {
  const categories: VoteCategory[] = [
    { name: STANDARD_VOTE_CATEGORIES[0], candidates: 'speakers' },
    { name: STANDARD_VOTE_CATEGORIES[1], candidates: 'evaluators' },
    { name: STANDARD_VOTE_CATEGORIES[2], candidates: 'table_topics' },
  ];
  for (const raw of clubCategories) {
    const name = raw.trim().replace(/\s+/g, ' ');
    const taken = categories.some((c) => c.name.toLowerCase() === name.toLowerCase());
    if (name !== '' && name.length <= VOTE_CATEGORY_MAX && !taken) {
      categories.push({ name, candidates: 'anyone' });
    }
  }
  return categories;
}

/** A meeting role and its holder (null: nobody holds it). */
export type RoleHolder = { roleType: string; userId: number | null };

const isSpeakerRole = (role: string) => /^speaker\d*$/.test(role);
const isEvaluatorRole = (role: string) => /^evaluator\d*$/.test(role);

/**
 * A category's candidates (user ids, in role order, each once): by its rule from the meeting's
 * role holders, or from the club's active people (`people`) for the open categories.
 */
export function categoryCandidates(
  category: VoteCategory,
  roles: readonly RoleHolder[],
  people: readonly number[],
): number[] {
  const holders = (test: (role: string) => boolean) =>
    roles
      .filter((r) => r.userId !== null && test(canonicalRoleType(r.roleType)))
      .map((r) => r.userId as number);
  let ids: number[];
  switch (category.candidates) {
    case 'speakers':
      ids = holders(isSpeakerRole);
      break;
    case 'evaluators':
      ids = holders(isEvaluatorRole);
      break;
    case 'table_topics': {
      const master = new Set(holders((role) => role === 'table_topics_master'));
      ids = people.filter((id) => !master.has(id));
      break;
    }
    case 'anyone':
      ids = [...people];
      break;
  }
  return [...new Set(ids)];
}

/** Whether a role's holder stands in a category by that rule (the role-bound rules only). */
function standsByRole(rule: CandidateRule, roleType: string): boolean {
  if (rule === 'speakers') return isSpeakerRole(roleType);
  if (rule === 'evaluators') return isEvaluatorRole(roleType);
  return false;
}

/**
 * Who the Timer disqualified from a category: the holder of the role behind every timed agenda
 * item whose measured time did not qualify, when that role is what the category stands on (an
 * over-time speech bars its speaker from Best Speaker, an over-time evaluation its evaluator from
 * Best Evaluator). Table Topics answers are not agenda items, and the open categories are not
 * about time: nobody is disqualified from them. Items whose role nobody holds disqualify nobody.
 */
export function disqualifiedForTime(
  rule: CandidateRule,
  items: readonly { index: number; roleType?: string | undefined }[],
  results: readonly { itemIndex: number; qualified: boolean | null }[],
  roles: readonly RoleHolder[],
): Set<number> {
  const out = new Set<number>();
  for (const result of results) {
    if (result.qualified !== false) continue;
    const roleType = items.find((item) => item.index === result.itemIndex)?.roleType;
    if (roleType === undefined) continue;
    const key = canonicalRoleType(roleType);
    if (!standsByRole(rule, key)) continue;
    const holder = roles.find((r) => canonicalRoleType(r.roleType) === key)?.userId;
    if (holder != null) out.add(holder);
  }
  return out;
}

/** One ballot: a voter's choice in a category. */
export type Ballot = { category: string; candidateId: number };

export type CategoryResult = { category: string } & VoteTally;

/**
 * Every category's count when voting closes: its candidates less its disqualified, ballots for
 * anyone else ignored (the domain's `tallyVotes`).
 */
export function tallyCategories(
  categories: readonly {
    name: string;
    candidates: readonly number[];
    disqualified: readonly number[];
  }[],
  ballots: readonly Ballot[],
): CategoryResult[] {
  return categories.map((category) => ({
    category: category.name,
    ...tallyVotes(
      category.candidates,
      ballots.filter((b) => b.category === category.name).map((b) => b.candidateId),
      new Set(category.disqualified),
    ),
  }));
}

/** Why a ballot is refused. */
export type BallotViolation = 'not_open' | 'no_category' | 'not_candidate' | 'disqualified';

export const BALLOT_VIOLATION_MESSAGES: Readonly<Record<BallotViolation, string>> = {
  not_open: 'Voting is not open.',
  no_category: 'There is no such vote category.',
  not_candidate: 'That person is not standing in this category.',
  disqualified: 'That speaker was disqualified for time and cannot be chosen.',
};

/** Whether a ballot may be cast: voting open, a known category, a standing candidate. */
export function ballotViolation(
  votingStatus: 'not_open' | 'open' | 'closed',
  category: { candidates: readonly number[]; disqualified: readonly number[] } | undefined,
  candidateId: number,
): BallotViolation | null {
  if (votingStatus !== 'open') return 'not_open';
  if (category === undefined) return 'no_category';
  if (!category.candidates.includes(candidateId)) return 'not_candidate';
  if (category.disqualified.includes(candidateId)) return 'disqualified';
  return null;
}

// The Ah-Counter ------------------------------------------------------------------------------

/** A filler word as tapped: trimmed, lower-cased, single-spaced. */
export function fillerKey(word: string): string {
  return word.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Whether a word is one the club counts (the standard ones and its own). */
export function isFillerWord(word: string, clubWords: readonly string[]): boolean {
  return fillerWords(clubWords).includes(fillerKey(word));
}

/** One tap: +1, or −1 to take back a mistaken tap. */
export type FillerTap = { speakerId: number; word: string; delta: number };

export type FillerTotal = { speakerId: number; word: string; count: number };

/**
 * Each speaker's count of each word (the taps' sum; a total below zero counts as none); speakers in the order first tapped, words
 * in the club's order. Rows that come to zero are left out.
 */
export function fillerTotals(
  taps: readonly FillerTap[],
  clubWords: readonly string[] = [],
): FillerTotal[] {
  const words = fillerWords(clubWords);
  const bySpeaker = new Map<number, Map<string, number>>();
  for (const tap of taps) {
    const word = fillerKey(tap.word);
    const counts = bySpeaker.get(tap.speakerId) ?? new Map<string, number>();
    bySpeaker.set(tap.speakerId, counts);
    counts.set(word, (counts.get(word) ?? 0) + tap.delta);
  }
  const order = (word: string) => {
    const at = words.indexOf(word);
    return at < 0 ? words.length : at;
  };
  const totals: FillerTotal[] = [];
  for (const [speakerId, counts] of bySpeaker) {
    const rows = [...counts].filter(([, count]) => count > 0);
    rows.sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b));
    for (const [word, count] of rows) totals.push({ speakerId, word, count });
  }
  return totals;
}
