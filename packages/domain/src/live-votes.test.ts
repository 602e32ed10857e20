import { describe, expect, it } from 'vitest';
import {
  ballotViolation,
  categoryCandidates,
  disqualifiedForTime,
  fillerTotals,
  isFillerWord,
  tallyCategories,
  voteCategories,
  type CandidateRule,
  type RoleHolder,
} from './live-votes';

const roles: RoleHolder[] = [
  { roleType: 'toastmaster', userId: 1 },
  { roleType: 'speaker1', userId: 2 },
  { roleType: 'speaker_2', userId: 3 },
  { roleType: 'speaker3', userId: null },
  { roleType: 'table_topics_master', userId: 4 },
  { roleType: 'general_evaluator', userId: 5 },
  { roleType: 'evaluator1', userId: 6 },
  { roleType: 'evaluator2', userId: 7 },
  { roleType: 'timer', userId: 8 },
];
const people = [1, 2, 3, 4, 5, 6, 7, 8, 9];

describe('vote categories', () => {
  it.each<[string[], string[]]>([
    [[], ['Best Speaker', 'Best Evaluator', 'Best Table Topics']],
    [['Best Joke'], ['Best Speaker', 'Best Evaluator', 'Best Table Topics', 'Best Joke']],
    [
      ['  Best   Joke ', 'best joke', 'best speaker', '', 'x'.repeat(61)],
      ['Best Speaker', 'Best Evaluator', 'Best Table Topics', 'Best Joke'],
    ],
  ])('club categories %j → %j', (club, names) => {
    expect(voteCategories(club).map((c) => c.name)).toEqual(names);
  });
});

describe('candidates', () => {
  const [speaker, evaluator, tableTopics, own] = voteCategories(['Best Joke']);
  it.each([
    ['Best Speaker: the speakers who hold their roles', speaker, [2, 3]],
    ['Best Evaluator: the numbered evaluators, not the General Evaluator', evaluator, [6, 7]],
    [
      'Best Table Topics: anyone but the Table Topics Master',
      tableTopics,
      [1, 2, 3, 5, 6, 7, 8, 9],
    ],
    ['a club’s own category: anyone', own, people],
  ] as const)('%s', (_name, category, ids) => {
    expect(categoryCandidates(category!, roles, people)).toEqual(ids);
  });

  it('names a person holding two speaker roles once', () => {
    const twice = [...roles, { roleType: 'speaker4', userId: 2 }];
    expect(categoryCandidates(speaker!, twice, people)).toEqual([2, 3]);
  });
});

describe('disqualified for time', () => {
  const items = [
    { index: 0, roleType: 'toastmaster' },
    { index: 1, roleType: 'speaker1' },
    { index: 2, roleType: 'speaker2' },
    { index: 3, roleType: 'speaker3' },
    { index: 4 },
    { index: 5, roleType: 'table_topics_master' },
    { index: 6, roleType: 'evaluator1' },
  ];
  it.each<[string, CandidateRule, { itemIndex: number; qualified: boolean | null }[], number[]]>([
    ['nobody timed', 'speakers', [], []],
    ['a qualified time', 'speakers', [{ itemIndex: 1, qualified: true }], []],
    ['an over-time speaker', 'speakers', [{ itemIndex: 2, qualified: false }], [3]],
    ['an untimed item', 'speakers', [{ itemIndex: 0, qualified: null }], []],
    ['an unheld role', 'speakers', [{ itemIndex: 3, qualified: false }], []],
    ['an item with no role', 'speakers', [{ itemIndex: 4, qualified: false }], []],
    [
      'two out of time',
      'speakers',
      [
        { itemIndex: 1, qualified: false },
        { itemIndex: 2, qualified: false },
      ],
      [2, 3],
    ],
    [
      'an over-time evaluator, from Best Evaluator',
      'evaluators',
      [{ itemIndex: 6, qualified: false }],
      [6],
    ],
    [
      'an over-time evaluator, not from Best Speaker',
      'speakers',
      [{ itemIndex: 6, qualified: false }],
      [],
    ],
    [
      'an over-time speaker, not from Best Evaluator',
      'evaluators',
      [{ itemIndex: 1, qualified: false }],
      [],
    ],
    [
      'a long Table Topics session bars nobody',
      'table_topics',
      [{ itemIndex: 5, qualified: false }],
      [],
    ],
    ['nobody from a club’s own category', 'anyone', [{ itemIndex: 1, qualified: false }], []],
  ])('%s', (_name, rule, results, ids) => {
    expect([...disqualifiedForTime(rule, items, results, roles)]).toEqual(ids);
  });
});

describe('tallies by category', () => {
  const categories = (disqualified: number[]) => [
    { name: 'Best Speaker', candidates: [2, 3, 10], disqualified },
    { name: 'Best Evaluator', candidates: [6, 7], disqualified: [] },
  ];
  it.each<
    [string, [string, number][], number[], Record<string, { winners: number[]; tie: boolean }>]
  >([
    [
      'no ballots',
      [],
      [],
      {
        'Best Speaker': { winners: [], tie: false },
        'Best Evaluator': { winners: [], tie: false },
      },
    ],
    [
      'a clear winner in each',
      [
        ['Best Speaker', 2],
        ['Best Speaker', 2],
        ['Best Speaker', 3],
        ['Best Evaluator', 7],
      ],
      [],
      {
        'Best Speaker': { winners: [2], tie: false },
        'Best Evaluator': { winners: [7], tie: false },
      },
    ],
    [
      'a tie',
      [
        ['Best Speaker', 2],
        ['Best Speaker', 3],
        ['Best Evaluator', 6],
        ['Best Evaluator', 7],
      ],
      [],
      {
        'Best Speaker': { winners: [2, 3], tie: true },
        'Best Evaluator': { winners: [6, 7], tie: true },
      },
    ],
    [
      'a disqualified speaker’s votes do not count',
      [
        ['Best Speaker', 2],
        ['Best Speaker', 2],
        ['Best Speaker', 3],
      ],
      [2],
      {
        'Best Speaker': { winners: [3], tie: false },
        'Best Evaluator': { winners: [], tie: false },
      },
    ],
    [
      'ballots for someone not standing, or in another category, do not count',
      [
        ['Best Speaker', 6],
        ['Best Speaker', 10],
        ['Best Joke', 2],
      ],
      [],
      {
        'Best Speaker': { winners: [10], tie: false },
        'Best Evaluator': { winners: [], tie: false },
      },
    ],
  ])('%s', (_name, ballots, disqualified, expected) => {
    const results = tallyCategories(
      categories(disqualified),
      ballots.map(([category, candidateId]) => ({ category, candidateId })),
    );
    expect(
      Object.fromEntries(results.map((r) => [r.category, { winners: r.winners, tie: r.tie }])),
    ).toEqual(expected);
  });
});

describe('whether a ballot may be cast', () => {
  const category = { candidates: [2, 3], disqualified: [3] };
  it.each([
    ['voting open, a standing candidate', 'open', category, 2, null],
    ['voting not yet open', 'not_open', category, 2, 'not_open'],
    ['voting closed', 'closed', category, 2, 'not_open'],
    ['no such category', 'open', undefined, 2, 'no_category'],
    ['someone not standing', 'open', category, 9, 'not_candidate'],
    ['a speaker disqualified for time', 'open', category, 3, 'disqualified'],
  ] as const)('%s', (_name, status, cat, candidate, violation) => {
    expect(ballotViolation(status, cat, candidate)).toBe(violation);
  });
});

describe('filler words', () => {
  it.each([
    ['um', [], true],
    [' You   Know ', [], true],
    ['repeats', [], true],
    ['basically', [], false],
    ['Basically', ['basically'], true],
  ] as const)('%j with club words %j counts: %s', (word, club, counted) => {
    expect(isFillerWord(word, club)).toBe(counted);
  });

  it.each<
    [
      string,
      { speakerId: number; word: string; delta: number }[],
      { speakerId: number; word: string; count: number }[],
    ]
  >([
    ['no taps', [], []],
    [
      'counts per speaker and word, words in the club’s order',
      [
        { speakerId: 2, word: 'so', delta: 1 },
        { speakerId: 2, word: 'um', delta: 1 },
        { speakerId: 3, word: 'ah', delta: 1 },
        { speakerId: 2, word: 'um', delta: 1 },
        { speakerId: 2, word: 'basically', delta: 1 },
      ],
      [
        { speakerId: 2, word: 'um', count: 2 },
        { speakerId: 2, word: 'so', count: 1 },
        { speakerId: 2, word: 'basically', count: 1 },
        { speakerId: 3, word: 'ah', count: 1 },
      ],
    ],
    [
      'a taken-back tap, and never below zero',
      [
        { speakerId: 2, word: 'um', delta: 1 },
        { speakerId: 2, word: 'um', delta: -1 },
        { speakerId: 2, word: 'ah', delta: -1 },
        { speakerId: 2, word: 'er', delta: 1 },
      ],
      [{ speakerId: 2, word: 'er', count: 1 }],
    ],
    [
      'a word the club no longer lists comes after its words, by name',
      [
        { speakerId: 2, word: 'whatever', delta: 1 },
        { speakerId: 2, word: 'anyway', delta: 1 },
        { speakerId: 2, word: 'um', delta: 1 },
      ],
      [
        { speakerId: 2, word: 'um', count: 1 },
        { speakerId: 2, word: 'anyway', count: 1 },
        { speakerId: 2, word: 'whatever', count: 1 },
      ],
    ],
  ])('%s', (_name, taps, totals) => {
    expect(fillerTotals(taps, ['basically'])).toEqual(totals);
  });
});
