import { describe, expect, it } from 'vitest';
import {
  IDLE_TIMER,
  LIGHT_WORDS,
  PRESET_TEXT,
  TIMER_VIOLATION_MESSAGES,
  TIMING_KINDS,
  TIMING_PRESETS,
  applyTimerAction,
  checkInWindow,
  checkInWindowAccepted,
  clockOffsetMs,
  clubTimingPresetsOf,
  clubTimingPresetsSchema,
  controlsLiveConsole,
  elapsedAt,
  fillerWords,
  lightAt,
  nextLightChangeMs,
  parsePresetTime,
  qualifies,
  serverNowMs,
  storedTimingPresets,
  tallyVotes,
  timingKindOf,
  timingRule,
  timingRuleOf,
  projectTimingRule,
  winnersText,
  type AgendaItem,
  type ClubTimingPresets,
  type Light,
  type TimerAction,
  type TimerState,
  type TimingKind,
  type TimingRule,
} from './index';

const s = (seconds: number) => seconds * 1000;

describe('timing presets', () => {
  it.each<[TimingKind, number, number, number, number, number]>([
    ['speech', 300, 360, 420, 270, 450],
    ['ice_breaker', 240, 300, 360, 210, 390],
    ['table_topics', 60, 90, 120, 60, 150],
    ['evaluation', 120, 150, 180, 90, 210],
  ])('%s: green %i, amber %i, red %i, qualified %i–%i', (kind, green, amber, red, from, to) => {
    expect(TIMING_PRESETS[kind]).toEqual({
      greenSeconds: green,
      amberSeconds: amber,
      redSeconds: red,
      qualifyFromSeconds: from,
      qualifyToSeconds: to,
    });
  });
});

describe('the light at every edge of every preset', () => {
  const cases: [TimingKind, number, Light][] = [];
  for (const kind of ['speech', 'ice_breaker', 'table_topics', 'evaluation'] as const) {
    const rule = TIMING_PRESETS[kind];
    cases.push(
      [kind, 0, 'none'],
      [kind, s(rule.greenSeconds) - 1, 'none'],
      [kind, s(rule.greenSeconds), 'green'],
      [kind, s(rule.amberSeconds) - 1, 'green'],
      [kind, s(rule.amberSeconds), 'amber'],
      [kind, s(rule.redSeconds) - 1, 'amber'],
      [kind, s(rule.redSeconds), 'red'],
      [kind, s(rule.redSeconds) + s(600), 'red'],
    );
  }
  it.each(cases)('%s at %i ms → %s', (kind, elapsed, light) => {
    expect(lightAt(TIMING_PRESETS[kind], elapsed)).toBe(light);
  });

  it('says each colour in words, and nothing before green', () => {
    expect(LIGHT_WORDS).toEqual({ none: '', green: 'GREEN', amber: 'AMBER', red: 'RED' });
  });

  it.each<[number, number | null]>([
    [0, s(300)],
    [s(300), s(360)],
    [s(359), s(360)],
    [s(360), s(420)],
    [s(420), null],
  ])('after %i ms the speech light next changes at %s', (elapsed, next) => {
    expect(nextLightChangeMs(TIMING_PRESETS.speech, elapsed)).toBe(next);
  });
});

describe('qualification at every edge', () => {
  const cases: [TimingKind, number, boolean][] = [];
  for (const kind of ['speech', 'ice_breaker', 'table_topics', 'evaluation'] as const) {
    const rule = TIMING_PRESETS[kind];
    cases.push(
      [kind, s(rule.qualifyFromSeconds) - 1, false],
      [kind, s(rule.qualifyFromSeconds), true],
      [kind, s(rule.qualifyToSeconds), true],
      [kind, s(rule.qualifyToSeconds) + 999, true],
      [kind, s(rule.qualifyToSeconds + 1), false],
    );
  }
  it.each(cases)('%s measured %i ms qualifies: %s', (kind, elapsed, expected) => {
    expect(qualifies(TIMING_PRESETS[kind], elapsed)).toBe(expected);
  });

  it('Table Topics have no grace under the minimum; speeches do', () => {
    expect(qualifies(TIMING_PRESETS.table_topics, s(59))).toBe(false);
    expect(qualifies(TIMING_PRESETS.speech, s(280))).toBe(true);
  });
});

const item = (overrides: Partial<AgendaItem>): AgendaItem => ({
  id: '1',
  time: '19:00',
  activity: 'Item',
  maxTime: '',
  greenTime: '',
  amberTime: '',
  redTime: '',
  presenter: '',
  ...overrides,
});

describe('an agenda row’s kind and rule', () => {
  it.each<[Partial<AgendaItem>, TimingKind | null]>([
    [{ activity: 'Prepared Speech 1', roleType: 'speaker1' }, 'speech'],
    [{ activity: 'Speaker', roleType: 'speaker_2' }, 'speech'],
    [{ activity: 'Prepared Speech' }, 'speech'],
    [{ activity: 'Ice Breaker: Jo', roleType: 'speaker1' }, 'ice_breaker'],
    [{ activity: 'Table Topics', roleType: 'table_topics_master' }, 'table_topics'],
    [{ activity: 'Impromptu', roleType: 'table_topics_evaluator' }, 'table_topics'],
    [{ activity: 'Table Topics session' }, 'table_topics'],
    [{ activity: 'Evaluation of Speech 1', roleType: 'evaluator1' }, 'evaluation'],
    [{ activity: 'Evaluation of Speech 2' }, 'evaluation'],
    [{ activity: 'Report', roleType: 'general_evaluator' }, 'evaluation'],
    [{ activity: 'Welcome', roleType: 'toastmaster' }, null],
    [{ activity: 'Break' }, null],
  ])('%o → %s', (overrides, kind) => {
    expect(timingKindOf(item(overrides))).toBe(kind);
  });

  it('uses the row’s own lights when it has them', () => {
    expect(
      timingRuleOf(
        item({
          activity: 'Prepared Speech',
          greenTime: '4:00',
          amberTime: '5:30',
          redTime: '6:00',
        }),
      ),
    ).toEqual({
      greenSeconds: 240,
      amberSeconds: 330,
      redSeconds: 360,
      qualifyFromSeconds: 210,
      qualifyToSeconds: 390,
    });
    expect(
      timingRuleOf(
        item({ activity: 'Closing', greenTime: '1:00', amberTime: '1:30', redTime: '2:00' }),
      ),
    ).toMatchObject({ qualifyFromSeconds: 30 });
  });

  it.each<[Partial<AgendaItem>, TimingKind | null]>([
    [{ activity: 'Prepared Speech' }, 'speech'],
    [
      { activity: 'Table Topics', greenTime: '2:00', amberTime: '1:30', redTime: '1:00' },
      'table_topics',
    ],
    [
      { activity: 'Evaluation', greenTime: 'soon', amberTime: '2:30', redTime: '3:00' },
      'evaluation',
    ],
    [{ activity: 'Break' }, null],
  ])(
    'falls back to the preset when the lights are missing or out of order: %o',
    (overrides, kind) => {
      expect(timingRuleOf(item(overrides))).toEqual(kind === null ? null : TIMING_PRESETS[kind]);
    },
  );
});

describe('the timer', () => {
  const running: TimerState = {
    itemIndex: 0,
    status: 'running',
    elapsedMs: s(10),
    runningSince: 1000,
  };
  const paused: TimerState = {
    itemIndex: 0,
    status: 'paused',
    elapsedMs: s(10),
    runningSince: null,
  };
  const stopped: TimerState = {
    itemIndex: 0,
    status: 'stopped',
    elapsedMs: s(10),
    runningSince: null,
  };
  const now = 6000;

  it('counts the running stretch and never goes negative', () => {
    expect(elapsedAt(running, now)).toBe(s(15));
    expect(elapsedAt(paused, now)).toBe(s(10));
    expect(elapsedAt({ ...running, elapsedMs: 0 }, 0)).toBe(0);
    expect(elapsedAt({ ...running, runningSince: null }, now)).toBe(s(10));
  });

  it.each<[string, TimerState, TimerAction, TimerState | string]>([
    [
      'start from idle',
      IDLE_TIMER,
      { action: 'start' },
      { ...IDLE_TIMER, status: 'running', runningSince: now },
    ],
    ['resume', paused, { action: 'start' }, { ...paused, status: 'running', runningSince: now }],
    ['start twice', running, { action: 'start' }, 'already_running'],
    ['start a timed item', stopped, { action: 'start' }, 'stopped'],
    ['pause', running, { action: 'pause' }, { ...paused, elapsedMs: s(15) }],
    ['pause a paused timer', paused, { action: 'pause' }, 'not_running'],
    ['stop running', running, { action: 'stop' }, { ...stopped, elapsedMs: s(15) }],
    ['stop paused', paused, { action: 'stop' }, stopped],
    ['stop idle', IDLE_TIMER, { action: 'stop' }, 'not_started'],
    ['stop twice', stopped, { action: 'stop' }, 'not_started'],
    ['next after stop', stopped, { action: 'next' }, { ...IDLE_TIMER, itemIndex: 1 }],
    ['next while idle', IDLE_TIMER, { action: 'next' }, { ...IDLE_TIMER, itemIndex: 1 }],
    ['next while running', running, { action: 'next' }, 'running'],
    ['next on the last item', { ...stopped, itemIndex: 2 }, { action: 'next' }, 'last_item'],
    [
      'started late while running',
      running,
      { action: 'adjust', seconds: 20 },
      { ...running, elapsedMs: s(35), runningSince: now },
    ],
    [
      'started late while paused',
      paused,
      { action: 'adjust', seconds: 5 },
      { ...paused, elapsedMs: s(15) },
    ],
    [
      'taken back below zero',
      paused,
      { action: 'adjust', seconds: -60 },
      { ...paused, elapsedMs: 0 },
    ],
    ['adjust while idle', IDLE_TIMER, { action: 'adjust', seconds: 5 }, 'not_started'],
    ['adjust a timed item', stopped, { action: 'adjust', seconds: 5 }, 'not_started'],
  ])('%s', (_name, timer, action, expected) => {
    const result = applyTimerAction(timer, action, now, 3);
    if (typeof expected === 'string') expect(result).toEqual({ ok: false, violation: expected });
    else expect(result).toEqual({ ok: true, value: expected });
  });

  it('has a message for every refusal', () => {
    for (const message of Object.values(TIMER_VIOLATION_MESSAGES)) expect(message).toMatch(/\.$/);
  });
});

describe('the phone’s clock against the server’s', () => {
  it.each<[string, { sentAt: number; serverAt: number; receivedAt: number }[], number]>([
    ['no samples', [], 0],
    ['phone 5 s behind', [{ sentAt: 1000, serverAt: 6075, receivedAt: 1150 }], 5000],
    ['phone 5 s ahead', [{ sentAt: 10000, serverAt: 5075, receivedAt: 10150 }], -5000],
    [
      'the shortest round trip wins',
      [
        { sentAt: 0, serverAt: 5400, receivedAt: 600 },
        { sentAt: 1000, serverAt: 6050, receivedAt: 1100 },
        { sentAt: 2000, serverAt: 7300, receivedAt: 2500 },
      ],
      5000,
    ],
  ])('%s → offset %i ms', (_name, samples, offset) => {
    expect(clockOffsetMs(samples)).toBe(offset);
  });

  it('phones with different clocks agree on the server time', () => {
    const fast = clockOffsetMs([{ sentAt: 105000, serverAt: 100075, receivedAt: 105150 }]);
    const slow = clockOffsetMs([{ sentAt: 95000, serverAt: 100075, receivedAt: 95150 }]);
    expect(serverNowMs(105200, fast)).toBe(serverNowMs(95200, slow));
  });
});

describe('vote tallies', () => {
  it.each<
    [string, number[], number[], number[], { winners: number[]; tie: boolean; counts: number[] }]
  >([
    ['nobody voted', [1, 2], [], [], { winners: [], tie: false, counts: [0, 0] }],
    ['one winner', [1, 2, 3], [2, 2, 1], [], { winners: [2], tie: false, counts: [1, 2, 0] }],
    ['a tie', [1, 2, 3], [1, 2, 3, 1, 2], [], { winners: [1, 2], tie: true, counts: [2, 2, 1] }],
    [
      'a disqualified speaker is not counted',
      [1, 2],
      [1, 1, 2],
      [1],
      { winners: [2], tie: false, counts: [1] },
    ],
    [
      'a ballot for someone not standing is ignored',
      [1, 2],
      [9, 2],
      [],
      { winners: [2], tie: false, counts: [0, 1] },
    ],
    ['only disqualified votes', [1, 2], [1], [1], { winners: [], tie: false, counts: [0] }],
  ])('%s', (_name, candidates, ballots, disqualified, expected) => {
    const tally = tallyVotes(candidates, ballots, new Set(disqualified));
    expect(tally.winners).toEqual(expected.winners);
    expect(tally.tie).toBe(expected.tie);
    expect(tally.counts.map((row) => row.votes)).toEqual(expected.counts);
  });

  it('counts everyone when nobody is disqualified', () => {
    expect(tallyVotes([1], [1]).winners).toEqual([1]);
  });

  it.each<[string[], string]>([
    [[], 'No votes'],
    [['Ada'], 'Ada'],
    [['Ada', 'Ben'], 'Tie: Ada and Ben'],
    [['Ada', 'Ben', 'Cy'], 'Tie: Ada, Ben and Cy'],
  ])('winners %o said as %s', (names, text) => {
    expect(winnersText(names)).toBe(text);
  });
});

describe('filler words, check-in windows and who controls', () => {
  it('adds the club’s own words once, tidied', () => {
    expect(fillerWords([' Basically ', 'UM', '', 'you   know', 'x'.repeat(41), 'right'])).toEqual([
      'um',
      'ah',
      'er',
      'so',
      'like',
      'you know',
      'repeats',
      'basically',
      'right',
    ]);
  });

  it.each<[number, number, boolean]>([
    [60_000 * 10, 60_000 * 10, true],
    [60_000 * 10, 60_000 * 11 - 1, true],
    [60_000 * 10, 60_000 * 11, true],
    [60_000 * 10, 60_000 * 12, false],
    [60_000 * 11, 60_000 * 10, false],
  ])('a code from %i read at %i is accepted: %s', (codeAt, readAt, accepted) => {
    expect(checkInWindowAccepted(checkInWindow(codeAt), readAt)).toBe(accepted);
  });

  it.each<[string[], boolean]>([
    [['toastmaster'], true],
    [['speaker1', 'timekeeper'], true],
    [['umah_counter'], true],
    [['vote_counter'], true],
    [['speaker1', 'grammarian'], false],
    [[], false],
  ])('roles %o control the console: %s', (roles, controls) => {
    expect(controlsLiveConsole(roles)).toBe(controls);
  });
});

describe('a club’s own timing presets', () => {
  const clubPresets: ClubTimingPresets = {
    speech: { minSeconds: 240, maxSeconds: 360 },
    table_topics: { minSeconds: 90, maxSeconds: 150 },
  };

  it.each<[string, Partial<AgendaItem>, ClubTimingPresets, TimingRule | null]>([
    [
      'the club’s speech preset',
      { activity: 'Prepared Speech' },
      clubPresets,
      {
        greenSeconds: 240,
        amberSeconds: 300,
        redSeconds: 360,
        qualifyFromSeconds: 210,
        qualifyToSeconds: 390,
      },
    ],
    [
      'the club’s Table Topics preset (no grace under)',
      { activity: 'Table Topics' },
      clubPresets,
      {
        greenSeconds: 90,
        amberSeconds: 120,
        redSeconds: 150,
        qualifyFromSeconds: 90,
        qualifyToSeconds: 180,
      },
    ],
    [
      'the standard preset for a kind the club left out',
      { activity: 'Evaluation' },
      clubPresets,
      TIMING_PRESETS.evaluation,
    ],
    [
      'the standard preset without club presets',
      { activity: 'Prepared Speech' },
      {},
      TIMING_PRESETS.speech,
    ],
    [
      'the item’s own lights before the club’s preset',
      { activity: 'Prepared Speech', greenTime: '5:00', amberTime: '5:30', redTime: '8:00' },
      clubPresets,
      {
        greenSeconds: 300,
        amberSeconds: 330,
        redSeconds: 480,
        qualifyFromSeconds: 270,
        qualifyToSeconds: 510,
      },
    ],
    [
      'the club’s preset over lights that are the standard preset’s (the built-in agenda’s)',
      { activity: 'Prepared Speech', greenTime: '5:00', amberTime: '6:00', redTime: '7:00' },
      clubPresets,
      timingRule('speech', 240, 360),
    ],
    [
      'standard lights of a kind the club left out stay',
      { activity: 'Evaluation', greenTime: '2:00', amberTime: '2:30', redTime: '3:00' },
      clubPresets,
      TIMING_PRESETS.evaluation,
    ],
    [
      'lights that match only part of the standard stay the item’s',
      { activity: 'Prepared Speech', greenTime: '5:00', amberTime: '6:00', redTime: '7:30' },
      clubPresets,
      { ...timingRule('speech', 300, 450), amberSeconds: 360 },
    ],
    [
      'lights that match only the green stay the item’s',
      { activity: 'Prepared Speech', greenTime: '5:00', amberTime: '6:30', redTime: '7:00' },
      clubPresets,
      { ...timingRule('speech', 300, 420), amberSeconds: 390 },
    ],
    [
      'an untimed row’s lights stay its own',
      { activity: 'Closing', greenTime: '1:00', amberTime: '1:30', redTime: '2:00' },
      clubPresets,
      timingRule('speech', 60, 120),
    ],
    ['no rule for an untimed row', { activity: 'Break' }, clubPresets, null],
  ])('%s', (_name, overrides, presets, rule) => {
    expect(timingRuleOf(item(overrides), presets)).toEqual(rule);
  });

  it.each<[string, Partial<AgendaItem>, ClubTimingPresets, number | null, TimingRule | null]>([
    [
      'an Ice Breaker of 6 minutes: 4:00, 5:00, 6:00',
      { activity: 'Prepared Speech 1', roleType: 'speaker1' },
      {},
      6,
      {
        greenSeconds: 240,
        amberSeconds: 300,
        redSeconds: 360,
        qualifyFromSeconds: 210,
        qualifyToSeconds: 390,
      },
    ],
    [
      'a project of 7 minutes is the standard speech',
      { activity: 'Prepared Speech 1', roleType: 'speaker1' },
      {},
      7,
      TIMING_PRESETS.speech,
    ],
    [
      'a project of 12 minutes: 10:00, 11:00, 12:00',
      { activity: 'Prepared Speech 2', roleType: 'speaker2' },
      {},
      12,
      {
        greenSeconds: 600,
        amberSeconds: 660,
        redSeconds: 720,
        qualifyFromSeconds: 570,
        qualifyToSeconds: 750,
      },
    ],
    [
      'the project before the club’s speech preset',
      { activity: 'Prepared Speech' },
      clubPresets,
      7,
      TIMING_PRESETS.speech,
    ],
    [
      'the project over lights that are the standard preset’s',
      { activity: 'Prepared Speech', greenTime: '5:00', amberTime: '6:00', redTime: '7:00' },
      clubPresets,
      12,
      timingRule('speech', 600, 720),
    ],
    [
      'the item’s own lights before the project',
      { activity: 'Prepared Speech', greenTime: '5:00', amberTime: '5:30', redTime: '8:00' },
      {},
      12,
      { ...timingRule('speech', 300, 480), amberSeconds: 330 },
    ],
    [
      'the shortest project: 1:00, 2:00, 3:00',
      { activity: 'Ice Breaker' },
      {},
      3,
      timingRule('speech', 60, 180),
    ],
    [
      'a project under 3 minutes gives way to the club’s preset',
      { activity: 'Prepared Speech' },
      clubPresets,
      2,
      timingRule('speech', 240, 360),
    ],
    [
      'a length that is not whole minutes gives way to the standard preset',
      { activity: 'Prepared Speech' },
      {},
      6.5,
      TIMING_PRESETS.speech,
    ],
    [
      'an evaluation keeps its own kind’s rule',
      { activity: 'Evaluation', roleType: 'evaluator1' },
      {},
      12,
      TIMING_PRESETS.evaluation,
    ],
    [
      'Table Topics keep the club’s preset',
      { activity: 'Table Topics' },
      clubPresets,
      12,
      timingRule('table_topics', 90, 150),
    ],
    ['an untimed row stays untimed', { activity: 'Break' }, {}, 7, null],
  ])('a speaker’s project length: %s', (_name, overrides, presets, minutes, rule) => {
    expect(timingRuleOf(item(overrides), presets, minutes)).toEqual(rule);
  });

  it.each<[number, TimingRule | null]>([
    [6, timingRule('speech', 240, 360)],
    [3, timingRule('speech', 60, 180)],
    [2, null],
    [0, null],
    [7.5, null],
  ])('a project of %s minutes gives %o', (minutes, rule) => {
    expect(projectTimingRule(minutes)).toEqual(rule);
  });

  it.each<[string, number | null]>([
    ['4', 240],
    [' 12 ', 720],
    ['4:30', 270],
    ['0:30', 30],
    ['4:75', null],
    ['four', null],
    ['', null],
    ['123', null],
  ])('the preset time %o is %s seconds', (text, seconds) => {
    expect(parsePresetTime(text)).toBe(seconds);
  });

  it.each<[string, unknown, boolean]>([
    ['no presets', {}, true],
    [
      'every kind',
      {
        speech: { minSeconds: 240, maxSeconds: 360 },
        ice_breaker: { minSeconds: 30, maxSeconds: 1800 },
        table_topics: { minSeconds: 60, maxSeconds: 120 },
        evaluation: { minSeconds: 120, maxSeconds: 180 },
      },
      true,
    ],
    ['under 0:30', { speech: { minSeconds: 29, maxSeconds: 360 } }, false],
    ['over 30:00', { speech: { minSeconds: 240, maxSeconds: 1801 } }, false],
    ['the minimum equal to the maximum', { speech: { minSeconds: 240, maxSeconds: 240 } }, false],
    ['the minimum above the maximum', { speech: { minSeconds: 360, maxSeconds: 240 } }, false],
    ['fractions of a second', { speech: { minSeconds: 240.5, maxSeconds: 360 } }, false],
    ['an unknown kind', { keynote: { minSeconds: 240, maxSeconds: 360 } }, false],
  ])('the schema for %s says %s', (_name, presets, valid) => {
    expect(clubTimingPresetsSchema.safeParse(presets).success).toBe(valid);
  });

  it.each<[string, unknown, string]>([
    ['under 0:30', { speech: { minSeconds: 20, maxSeconds: 360 } }, PRESET_TEXT.outOfRange],
    ['over 30:00', { speech: { minSeconds: 60, maxSeconds: 2000 } }, PRESET_TEXT.outOfRange],
    [
      'min not below max',
      { speech: { minSeconds: 360, maxSeconds: 240 } },
      PRESET_TEXT.minNotBelowMax,
    ],
  ])('the schema says why: %s', (_name, presets, message) => {
    const parsed = clubTimingPresetsSchema.safeParse(presets);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('stores one row per kind, in the kinds’ order, and reads them back', () => {
    const stored = storedTimingPresets({
      table_topics: { minSeconds: 90, maxSeconds: 150 },
      speech: { minSeconds: 240, maxSeconds: 360 },
    });
    expect(stored).toEqual([
      { kind: 'speech', minSeconds: 240, maxSeconds: 360 },
      { kind: 'table_topics', minSeconds: 90, maxSeconds: 150 },
    ]);
    expect(clubTimingPresetsOf(stored)).toEqual(clubPresets);
    expect(storedTimingPresets({})).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['nothing stored', null],
    ['an object keyed by kind', { speech: { minSeconds: 240, maxSeconds: 360 } }],
    ['an unknown kind', [{ kind: 'keynote', minSeconds: 240, maxSeconds: 360 }]],
    ['a row that no longer validates', [{ kind: 'speech', minSeconds: 10, maxSeconds: 20 }]],
  ])('stored presets read back as none: %s', (_name, stored) => {
    expect(clubTimingPresetsOf(stored)).toEqual({});
  });

  it('lists the four kinds in order', () => {
    expect(TIMING_KINDS).toEqual(['speech', 'ice_breaker', 'table_topics', 'evaluation']);
  });
});
