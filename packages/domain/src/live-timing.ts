// Meeting night: the Timer's lights and their presets, the timer's moves, whether a measured time
// qualifies, a phone's clock corrected against the server's, vote tallies and the rotating
// check-in window. Everything here is arithmetic on numbers the caller supplies (no clock reads).
import { canonicalRoleType } from './meeting-roles';
import type { AgendaItem } from './agenda';
import { parseDuration } from './durations';
import { fail, ok, type Result } from './result';

/** What the light shows: nothing yet, then green, amber and red. */
export type Light = 'none' | 'green' | 'amber' | 'red';

/** The word shown with the colour (never colour alone); empty before the green light. */
export const LIGHT_WORDS: Readonly<Record<Light, string>> = {
  none: '',
  green: 'GREEN',
  amber: 'AMBER',
  red: 'RED',
};

/**
 * An item's timing rule in whole seconds: when each light comes on, and the window a measured
 * time must fall in to qualify (the lights' minimum and maximum widened by the grace).
 */
export type TimingRule = {
  greenSeconds: number;
  amberSeconds: number;
  redSeconds: number;
  qualifyFromSeconds: number;
  qualifyToSeconds: number;
};

export type TimingKind = 'speech' | 'ice_breaker' | 'table_topics' | 'evaluation';

/** The grace either side of the lights a time may still qualify in. */
export const GRACE_SECONDS = 30;

/**
 * A rule from the green and red minutes: amber halfway, qualified from the green less the grace
 * to the red plus the grace. Table Topics have no grace under the minimum.
 */
export function timingRule(kind: TimingKind, greenSeconds: number, redSeconds: number): TimingRule {
  const graceUnder = kind === 'table_topics' ? 0 : GRACE_SECONDS;
  return {
    greenSeconds,
    amberSeconds: Math.round((greenSeconds + redSeconds) / 2),
    redSeconds,
    qualifyFromSeconds: Math.max(0, greenSeconds - graceUnder),
    qualifyToSeconds: redSeconds + GRACE_SECONDS,
  };
}

/** The standard presets: speeches 5–7, Ice Breaker 4–6, Table Topics 1–2, evaluations 2–3. */
export const TIMING_PRESETS: Readonly<Record<TimingKind, TimingRule>> = {
  speech: timingRule('speech', 300, 420),
  ice_breaker: timingRule('ice_breaker', 240, 360),
  table_topics: timingRule('table_topics', 60, 120),
  evaluation: timingRule('evaluation', 120, 180),
};

/** The kind of timed item an agenda row is, from its role or its title; null when untimed. */
export function timingKindOf(item: Pick<AgendaItem, 'activity' | 'roleType'>): TimingKind | null {
  const role = item.roleType === undefined ? '' : canonicalRoleType(item.roleType);
  const title = item.activity.toLowerCase();
  if (title.includes('ice breaker')) return 'ice_breaker';
  if (role.startsWith('table_topics') || title.includes('table topics')) return 'table_topics';
  if (/^speaker\d*$/.test(role) || title.includes('speech')) {
    return title.includes('evaluation') ? 'evaluation' : 'speech';
  }
  if (/evaluat/.test(role) || title.includes('evaluation')) return 'evaluation';
  return null;
}

/** The timed kinds, in the order the settings screen lists them. */
export const TIMING_KINDS: readonly TimingKind[] = [
  'speech',
  'ice_breaker',
  'table_topics',
  'evaluation',
];

/** A club's own preset may run from 0:30 to 30:00, the minimum shorter than the maximum. */
export const PRESET_SECONDS = { least: 30, most: 1800 } as const;

export const PRESET_TEXT = {
  outOfRange: 'Use a time from 0:30 to 30:00.',
  minNotBelowMax: 'The minimum must be shorter than the maximum.',
} as const;

/** One kind's preset: the green light at the minimum, the red at the maximum (whole seconds). */
export type TimingPreset = { minSeconds: number; maxSeconds: number };

/** A club's own presets (validated by `clubTimingPresetsSchema`): a kind left out keeps the standard one. */
export type ClubTimingPresets = Partial<Record<TimingKind, TimingPreset>>;

/** A preset's time as typed: whole minutes ('4') or minutes and seconds ('4:30'); null otherwise. */
export function parsePresetTime(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d{1,2}$/.test(trimmed)) return Number(trimmed) * 60;
  return parseDuration(trimmed);
}

/**
 * A speech's rule from its speaker's Pathways project: the catalogue's length is the red light,
 * green two minutes before it and amber one (Ice Breaker 6 → 4:00/5:00/6:00, most projects 7 →
 * 5:00/6:00/7:00), qualified with the standard grace. Null for a length under three minutes.
 */
export function projectTimingRule(projectMinutes: number): TimingRule | null {
  if (!Number.isInteger(projectMinutes) || projectMinutes < 3) return null;
  return timingRule('speech', (projectMinutes - 2) * 60, projectMinutes * 60);
}

/**
 * An agenda row's rule, the most particular first: its own green, amber and red times when it has
 * them (the item's edits); for a speech, its speaker's project length (`projectMinutes`, from the
 * Pathways catalogue); the club's own preset for its kind; the standard preset. Null for an untimed
 * row. Lights exactly the standard preset's (what the built-in agenda and the templates write on
 * every timed row) are no edit of the item's: what follows them in that order replaces them.
 */
export function timingRuleOf(
  item: AgendaItem,
  clubPresets: ClubTimingPresets = {},
  projectMinutes: number | null = null,
): TimingRule | null {
  const kind = timingKindOf(item);
  const green = parseDuration(item.greenTime);
  const amber = parseDuration(item.amberTime);
  const red = parseDuration(item.redTime);
  if (green !== null && amber !== null && red !== null && green <= amber && amber <= red) {
    const standard = kind === null ? null : TIMING_PRESETS[kind];
    const isStandard =
      standard !== null &&
      standard.greenSeconds === green &&
      standard.amberSeconds === amber &&
      standard.redSeconds === red;
    if (!isStandard) return { ...timingRule(kind ?? 'speech', green, red), amberSeconds: amber };
  }
  if (kind === null) return null;
  const isSpeech = kind === 'speech' || kind === 'ice_breaker';
  const project = isSpeech && projectMinutes !== null ? projectTimingRule(projectMinutes) : null;
  if (project !== null) return project;
  const own = clubPresets[kind];
  return own === undefined
    ? TIMING_PRESETS[kind]
    : timingRule(kind, own.minSeconds, own.maxSeconds);
}

/** The light at an elapsed time: each colour from its own second onwards. */
export function lightAt(rule: TimingRule, elapsedMs: number): Light {
  const seconds = elapsedMs / 1000;
  if (seconds >= rule.redSeconds) return 'red';
  if (seconds >= rule.amberSeconds) return 'amber';
  if (seconds >= rule.greenSeconds) return 'green';
  return 'none';
}

/** The elapsed time (ms) at which the light next changes, or null when it is already red. */
export function nextLightChangeMs(rule: TimingRule, elapsedMs: number): number | null {
  const edge = [rule.greenSeconds, rule.amberSeconds, rule.redSeconds]
    .map((seconds) => seconds * 1000)
    .find((ms) => ms > elapsedMs);
  return edge ?? null;
}

/** Whether a measured time (whole seconds, as the Timer reports it) is inside the window. */
export function qualifies(rule: TimingRule, elapsedMs: number): boolean {
  const seconds = Math.floor(elapsedMs / 1000);
  return seconds >= rule.qualifyFromSeconds && seconds <= rule.qualifyToSeconds;
}

// The timer ---------------------------------------------------------------------------------

export type TimerStatus = 'idle' | 'running' | 'paused' | 'stopped';

/**
 * The shared timer: the current agenda item, its status, the time counted before the running
 * stretch, and the server time (ms) the running stretch started. Phones add their corrected
 * clock's distance from `runningSince` to `elapsedMs`; the server never sends ticks.
 */
export type TimerState = {
  itemIndex: number;
  status: TimerStatus;
  elapsedMs: number;
  runningSince: number | null;
};

export const IDLE_TIMER: TimerState = {
  itemIndex: 0,
  status: 'idle',
  elapsedMs: 0,
  runningSince: null,
};

export type TimerAction =
  | { action: 'start' }
  | { action: 'pause' }
  | { action: 'stop' }
  | { action: 'next' }
  | { action: 'adjust'; seconds: number };

export type TimerViolation =
  'already_running' | 'not_running' | 'not_started' | 'running' | 'last_item' | 'stopped';

export const TIMER_VIOLATION_MESSAGES: Readonly<Record<TimerViolation, string>> = {
  already_running: 'The timer is already running.',
  not_running: 'The timer is not running.',
  not_started: 'The timer has not started.',
  running: 'Stop the timer before moving to the next item.',
  last_item: 'This is the last item.',
  stopped: 'This item is already timed. Go to the next item.',
};

/** Elapsed ms at a server time: the counted time plus the running stretch (never negative). */
export function elapsedAt(timer: TimerState, serverNowMs: number): number {
  if (timer.status !== 'running' || timer.runningSince === null) return timer.elapsedMs;
  return Math.max(0, timer.elapsedMs + serverNowMs - timer.runningSince);
}

/**
 * The timer after an action at a server time. "adjust" is "started late by N seconds": N seconds
 * are added to the count (a negative N takes them off, never below zero).
 */
export function applyTimerAction(
  timer: TimerState,
  action: TimerAction,
  serverNowMs: number,
  itemCount: number,
): Result<TimerState, TimerViolation> {
  const elapsed = elapsedAt(timer, serverNowMs);
  switch (action.action) {
    case 'start':
      if (timer.status === 'running') return fail('already_running');
      if (timer.status === 'stopped') return fail('stopped');
      return ok({ ...timer, status: 'running', runningSince: serverNowMs });
    case 'pause':
      if (timer.status !== 'running') return fail('not_running');
      return ok({ ...timer, status: 'paused', elapsedMs: elapsed, runningSince: null });
    case 'stop':
      if (timer.status === 'idle' || timer.status === 'stopped') return fail('not_started');
      return ok({ ...timer, status: 'stopped', elapsedMs: elapsed, runningSince: null });
    case 'next':
      if (timer.status === 'running') return fail('running');
      if (timer.itemIndex + 1 >= itemCount) return fail('last_item');
      return ok({ ...IDLE_TIMER, itemIndex: timer.itemIndex + 1 });
    case 'adjust': {
      if (timer.status === 'idle' || timer.status === 'stopped') return fail('not_started');
      const elapsedMs = Math.max(0, elapsed + action.seconds * 1000);
      return ok({
        ...timer,
        elapsedMs,
        runningSince: timer.status === 'running' ? serverNowMs : null,
      });
    }
  }
}

// The phone's clock --------------------------------------------------------------------------

/** One round trip: the phone's clock when it asked and when it heard, and the server's answer. */
export type ClockSample = { sentAt: number; serverAt: number; receivedAt: number };

/**
 * How far the server's clock is ahead of the phone's (ms), from the sample with the shortest round
 * trip (the one least skewed by a slow network), assuming the answer was made halfway through it.
 * Zero without samples.
 */
export function clockOffsetMs(samples: readonly ClockSample[]): number {
  let best: ClockSample | undefined;
  for (const sample of samples) {
    if (best === undefined || sample.receivedAt - sample.sentAt < best.receivedAt - best.sentAt) {
      best = sample;
    }
  }
  if (best === undefined) return 0;
  return Math.round(best.serverAt - (best.sentAt + best.receivedAt) / 2);
}

/** The server's time now by the phone's clock and its offset. */
export function serverNowMs(phoneNowMs: number, offsetMs: number): number {
  return phoneNowMs + offsetMs;
}

// Votes ---------------------------------------------------------------------------------------

export type VoteTally = {
  counts: { candidateId: number; votes: number }[];
  /** Everyone with the most votes: more than one is a tie; none when nobody voted. */
  winners: number[];
  tie: boolean;
};

/**
 * The count of one category's ballots (one candidate id each): ballots for a disqualified
 * candidate or for someone not standing are not counted. Candidates in the order given.
 */
export function tallyVotes(
  candidates: readonly number[],
  ballots: readonly number[],
  disqualified: ReadonlySet<number> = new Set(),
): VoteTally {
  const standing = candidates.filter((id) => !disqualified.has(id));
  const votes = new Map<number, number>(standing.map((id) => [id, 0]));
  for (const choice of ballots) {
    const count = votes.get(choice);
    if (count !== undefined) votes.set(choice, count + 1);
  }
  // A Map keeps its keys in insertion order: the candidates' own order.
  const counts = [...votes].map(([candidateId, count]) => ({ candidateId, votes: count }));
  const most = Math.max(0, ...counts.map((row) => row.votes));
  const winners =
    most === 0 ? [] : counts.filter((row) => row.votes === most).map((row) => row.candidateId);
  return { counts, winners, tie: winners.length > 1 };
}

/** Winners said in words: "A", "Tie: A and B", "Tie: A, B and C", or "No votes". */
export function winnersText(names: readonly string[]): string {
  if (names.length === 0) return 'No votes';
  if (names.length === 1) return names[0] as string;
  return `Tie: ${names.slice(0, -1).join(', ')} and ${names[names.length - 1] as string}`;
}

/** The club's standard vote categories; clubs add their own. */
export const STANDARD_VOTE_CATEGORIES = [
  'Best Speaker',
  'Best Evaluator',
  'Best Table Topics',
] as const;

// Ah-Counter and check-in -----------------------------------------------------------------------

/** The standard filler words the Ah-Counter taps; clubs add their own. */
export const STANDARD_FILLER_WORDS = [
  'um',
  'ah',
  'er',
  'so',
  'like',
  'you know',
  'repeats',
] as const;

/** The filler words a club counts: the standard ones, then its own (trimmed, lower-cased, once). */
export function fillerWords(clubWords: readonly string[]): string[] {
  const words: string[] = [...STANDARD_FILLER_WORDS];
  for (const word of clubWords) {
    const key = word.trim().toLowerCase().replace(/\s+/g, ' ');
    if (key !== '' && key.length <= 40 && !words.includes(key)) words.push(key);
  }
  return words;
}

/** The check-in code changes every minute. */
export const CHECK_IN_WINDOW_MS = 60_000;

/** The minute a check-in code belongs to at a server time. */
export function checkInWindow(serverNowMs: number): number {
  return Math.floor(serverNowMs / CHECK_IN_WINDOW_MS);
}

/**
 * Whether a code's minute is still accepted: this minute, or the one before (a phone that read
 * the code just before it changed); older codes and codes from the future do nothing.
 */
export function checkInWindowAccepted(window: number, serverNowMs: number): boolean {
  const now = checkInWindow(serverNowMs);
  return window === now || window === now - 1;
}

/** The meeting roles whose holders control the console (besides the club's managers). */
export const LIVE_CONTROL_ROLE_TYPES = [
  'toastmaster',
  'timer',
  'ah_counter',
  'vote_counter',
] as const;

/** Whether any of a member's roles at a meeting lets them control its console. */
export function controlsLiveConsole(roleTypes: readonly string[]): boolean {
  return roleTypes.some((role) =>
    (LIVE_CONTROL_ROLE_TYPES as readonly string[]).includes(canonicalRoleType(role)),
  );
}
