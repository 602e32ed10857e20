import { describe, it, expect } from 'vitest';
import {
  ACHIEVEMENT_CATEGORIES,
  BADGE_CATALOGUE,
  BADGE_IDS,
  PATHWAY_GUIDE,
  PATHWAY_NAMES,
  SKILL_LEVEL_TITLES,
  achievementSummary,
  achievementTypeCounts,
  averageOneDecimal,
  clampSkillLevel,
  clubSkillsOverview,
  computeAchievements,
  meetingAwardAchievement,
  engagementLevel,
  levelPreview,
  pathwayDistribution,
  pathwayLevelBars,
  pathwayProgressPercent,
  pathwayStatus,
  pathwaysOverview,
  recentAchievements,
  roundOneDecimal,
  skillLevel,
  skillProfile,
  skillProgress,
  skillsDashboardTiles,
  speechesOf,
  topAchievers,
  topCommunicators,
  topLeaders,
  topN,
} from './progress';
import { clubFormat } from './club-format';

describe('skill levels', () => {
  // speeches / 3 + 1, capped at 5
  it.each([
    [0, 1],
    [1, 1],
    [2, 1],
    [3, 2],
    [5, 2],
    [6, 3],
    [11, 4],
    [12, 5],
    [100, 5],
    [null, 1],
    [undefined, 1],
    [-4, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    [3.9, 2],
  ])('communication level for %s speeches → %i', (speeches, level) => {
    expect(skillLevel(speeches, 3)).toBe(level);
  });

  it.each([
    [0, 1],
    [1, 1],
    [5, 5],
    [6, 5],
    [2.7, 2],
    [Number.NaN, 1],
  ])('clampSkillLevel(%s) → %i', (value, level) => {
    expect(clampSkillLevel(value)).toBe(level);
  });

  it.each([
    // speeches ×20 mod 100, cap 95, zero → 25
    [0, 20, 25, 25],
    [1, 20, 25, 20],
    [4, 20, 25, 80],
    [5, 20, 25, 25],
    [6, 20, 25, 20],
    // leadership ×30, fallback 35
    [0, 30, 35, 35],
    [3, 30, 35, 90],
    [10, 30, 35, 35],
    // evaluations ×25, fallback 40
    [2, 25, 40, 50],
    [4, 25, 40, 40],
    // table topics ×15, fallback 30
    [6, 15, 30, 90],
    [13, 15, 30, 95],
    [null, 15, 30, 30],
  ])('skillProgress(%s, ×%i, fallback %i) → %i', (counter, multiplier, fallback, progress) => {
    expect(skillProgress(counter, multiplier, fallback)).toBe(progress);
  });

  it('profile for a member', () => {
    expect(
      skillProfile({
        speechesCompleted: 7,
        leadershipRolesFilled: 3,
        evaluationsGiven: 9,
        tableTopicsAnswered: 0,
      }),
    ).toEqual([
      {
        key: 'communication',
        name: 'Communication',
        level: 3,
        title: SKILL_LEVEL_TITLES.communication[3],
        progress: 40,
      },
      {
        key: 'leadership',
        name: 'Leadership',
        level: 2,
        title: SKILL_LEVEL_TITLES.leadership[2],
        progress: 90,
      },
      {
        key: 'listening',
        name: 'Listening',
        level: 3,
        title: SKILL_LEVEL_TITLES.listening[3],
        progress: 25,
      },
      {
        key: 'criticalThinking',
        name: 'Critical Thinking',
        level: 1,
        title: SKILL_LEVEL_TITLES.criticalThinking[1],
        progress: 30,
      },
    ]);
  });

  it('default profile', () => {
    expect(skillProfile({}).map((s) => [s.level, s.progress])).toEqual([
      [1, 25],
      [1, 35],
      [1, 40],
      [1, 30],
    ]);
  });

  it('every skill has five distinct level titles', () => {
    for (const titles of Object.values(SKILL_LEVEL_TITLES)) {
      expect(new Set(Object.values(titles)).size).toBe(5);
    }
  });
});

describe('engagement', () => {
  it.each([
    [{}, 'low'],
    [{ speeches: 0, evaluations: 1, tableTopics: 1, level: 0 }, 'low'],
    [{ speeches: 1 }, 'medium'],
    [{ evaluations: 2 }, 'medium'],
    [{ tableTopics: 2 }, 'medium'],
    [{ level: 1 }, 'medium'],
    [{ speeches: 2, evaluations: 4, tableTopics: 4, level: 2 }, 'medium'],
    [{ speeches: 3 }, 'high'],
    [{ evaluations: 5 }, 'high'],
    [{ tableTopics: 5 }, 'high'],
    [{ level: 3 }, 'high'],
    [{ speeches: null, evaluations: null, tableTopics: null, level: null }, 'low'],
  ])('%j → %s', (input, level) => {
    expect(engagementLevel(input)).toBe(level);
  });
});

describe('averages and top lists', () => {
  it.each([
    [[], 0],
    [[1], 1],
    [[1, 2], 1.5],
    [[1, 2, 2], 1.7],
    [[3, 3, 4], 3.3],
  ])('averageOneDecimal(%j) → %s', (values, avg) => {
    expect(averageOneDecimal(values)).toBe(avg);
  });

  it.each([
    [1.25, 1.3],
    [1.24, 1.2],
    [0, 0],
  ])('roundOneDecimal(%s) → %s', (value, rounded) => {
    expect(roundOneDecimal(value)).toBe(rounded);
  });

  it('topN keeps the first three by score, ties in input order', () => {
    const list = [
      { id: 'a', s: 1 },
      { id: 'b', s: 5 },
      { id: 'c', s: 3 },
      { id: 'd', s: 5 },
      { id: 'e', s: 0 },
    ];
    expect(topN(list, (x) => x.s).map((x) => [x.id, x.rank])).toEqual([
      ['b', 1],
      ['d', 2],
      ['c', 3],
    ]);
    expect(topN(list, (x) => x.s, 1)).toHaveLength(1);
    expect(topN([], () => 0)).toEqual([]);
  });

  const members = [
    { id: 1, speechesCompleted: 2, leadershipRolesFilled: 6, evaluationsGiven: 1 },
    { id: 2, completedSpeeches: 9, leadershipRolesFilled: 1, evaluationsGiven: 4 },
    { id: 3, speechesCompleted: 12, evaluationsGiven: 8, tableTopicsAnswered: 10 },
    { id: 4 },
  ];

  it.each([
    [{ speechesCompleted: 4, completedSpeeches: 9 }, 4],
    [{ completedSpeeches: 9 }, 9],
    [{ speechesCompleted: null, completedSpeeches: null }, 0],
  ])('speechesOf(%j) → %i', (stats, speeches) => {
    expect(speechesOf(stats)).toBe(speeches);
  });

  it('top communicators and leaders', () => {
    expect(topCommunicators(members).map((m) => m.id)).toEqual([3, 2, 1]);
    expect(topLeaders(members).map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('skills dashboard tiles', () => {
    expect(skillsDashboardTiles(members)).toEqual({
      activeMembers: 4,
      totalSpeeches: 23,
      evaluationsGiven: 13,
      // member means: (1+4+1+1)/4=1.75, (4+1+2+1)/4=2, (5+1+3+3)/4=3, 1 → 7.75/4 = 1.9375
      avgSkillLevel: 1.9,
    });
    expect(skillsDashboardTiles([])).toEqual({
      activeMembers: 0,
      totalSpeeches: 0,
      evaluationsGiven: 0,
      avgSkillLevel: 0,
    });
  });

  it('club skills overview', () => {
    expect(clubSkillsOverview(members)).toEqual([
      { key: 'communication', name: 'Communication', averageLevel: 2.8 },
      { key: 'leadership', name: 'Leadership', averageLevel: 1.8 },
      { key: 'listening', name: 'Listening', averageLevel: 1.8 },
      { key: 'criticalThinking', name: 'Critical Thinking', averageLevel: 1.5 },
    ]);
  });
});

describe('achievements', () => {
  it('catalogue has 8 badges over the 6 categories', () => {
    expect(BADGE_IDS).toHaveLength(8);
    expect(new Set(Object.values(BADGE_CATALOGUE).map((b) => b.category))).toEqual(
      new Set(ACHIEVEMENT_CATEGORIES),
    );
    for (const id of BADGE_IDS) expect(BADGE_CATALOGUE[id].id).toBe(id);
  });

  it.each([
    [0, 0, 'member', []],
    [1, 0, 'member', ['ice_breaker']],
    [9, 0, 'member', ['ice_breaker']],
    [10, 0, 'member', ['ice_breaker', 'competent_communicator']],
    [11, 9, 'member', ['ice_breaker', 'competent_communicator']],
    [0, 4, 'president', []],
    [0, 5, 'president', ['club_officer']],
    [0, 5, 'VPE', ['club_officer']],
    [0, 5, 'vpm', ['club_officer']],
    [0, 5, 'treasurer', ['club_officer']],
    [0, 5, 'secretary', ['club_officer']],
    [0, 5, 'officer', ['club_officer']],
    [0, 5, 'sergeant', []],
    [0, 50, 'guest', []],
    [10, 5, 'vpe', ['ice_breaker', 'competent_communicator', 'club_officer']],
  ])('%i speeches, %i roles, role %s → %j', (speeches, roles, role, badges) => {
    const earned = computeAchievements(
      { memberId: 4, completedSpeeches: speeches, completedRoles: roles, role },
      '2025-03-14',
    );
    expect(earned.map((a) => a.badgeId)).toEqual(badges);
    for (const a of earned) {
      expect(a.earnedDate).toBe('2025-03-14');
      expect(a.memberId).toBe(4);
      expect(a.id).toBe(`4-${a.badgeId}`);
    }
  });

  it.each([
    [
      'en-AU',
      { date: '2026-11-12', tie: false },
      { description: 'Weekly Meeting, 12 Nov', earnedDate: '2026-11-12' },
    ],
    [
      'en-US',
      { date: '2026-11-12', tie: false },
      { description: 'Weekly Meeting, Nov 12', earnedDate: '2026-11-12' },
    ],
    [
      'en-GB',
      { date: '2026-01-05', tie: true },
      { description: 'Weekly Meeting, 5 Jan (shared)', earnedDate: '2026-01-05' },
    ],
    [
      'en-US',
      { date: null, tie: false },
      { description: 'Weekly Meeting', earnedDate: '2025-03-14' },
    ],
  ])('a meeting’s award in %s: %j → %j', (locale, given, expected) => {
    const award = meetingAwardAchievement(
      4,
      { meetingId: 9, meetingTitle: 'Weekly Meeting', category: 'Best Speaker', ...given },
      '2025-03-14',
      clubFormat({ locale, currency: 'USD' }),
    );
    expect(award).toMatchObject({
      ...expected,
      id: '4-award-9-Best Speaker',
      badgeId: null,
      name: 'Best Speaker',
      category: 'Competition',
      memberId: 4,
    });
  });

  it('missing counters earn nothing', () => {
    expect(computeAchievements({ memberId: 1, role: 'president' }, '2025-03-14')).toEqual([]);
  });

  const awards = [
    { memberId: 1, name: 'Ice Breaker', earnedDate: '2025-03-01' },
    { memberId: 2, name: 'Ice Breaker', earnedDate: '2025-02-20' },
    { memberId: 1, name: 'Club Officer', earnedDate: '2025-03-10' },
    { memberId: 3, name: 'Competent Communicator', earnedDate: '2025-03-10' },
    { memberId: 1, name: 'Competent Communicator', earnedDate: '2024-12-31' },
    { memberId: 2, name: 'Club Officer', earnedDate: '2025-03-14' },
  ];

  it('recent achievements: newest first, ties in input order, limited', () => {
    expect(recentAchievements(awards).map((a) => a.earnedDate)).toEqual([
      '2025-03-14',
      '2025-03-10',
      '2025-03-10',
      '2025-03-01',
      '2025-02-20',
      '2024-12-31',
    ]);
    expect(recentAchievements(awards, 3).map((a) => a.memberId)).toEqual([2, 1, 3]);
    expect(recentAchievements(Array.from({ length: 12 }, () => awards[0]!))).toHaveLength(10);
  });

  it.each([
    [6, { totalAwards: 6, achievers: 3, thisMonth: 4, avgPerMember: 1 }],
    [4, { totalAwards: 6, achievers: 3, thisMonth: 4, avgPerMember: 1.5 }],
    [7, { totalAwards: 6, achievers: 3, thisMonth: 4, avgPerMember: 0.9 }],
    [0, { totalAwards: 6, achievers: 3, thisMonth: 4, avgPerMember: 0 }],
  ])('summary with %i members', (memberCount, summary) => {
    expect(achievementSummary(awards, memberCount, '2025-03-20')).toEqual(summary);
  });

  it('type counts sorted by count then name', () => {
    expect(achievementTypeCounts(awards)).toEqual([
      { name: 'Club Officer', count: 2 },
      { name: 'Competent Communicator', count: 2 },
      { name: 'Ice Breaker', count: 2 },
    ]);
    expect(achievementTypeCounts([{ name: 'B' }, { name: 'A' }, { name: 'B' }])).toEqual([
      { name: 'B', count: 2 },
      { name: 'A', count: 1 },
    ]);
  });

  it('top achievers with a crown for the first', () => {
    expect(topAchievers([...awards, { memberId: 4 }])).toEqual([
      { memberId: 1, count: 3, rank: 1, crown: true },
      { memberId: 2, count: 2, rank: 2, crown: false },
      { memberId: 3, count: 1, rank: 3, crown: false },
    ]);
    expect(topAchievers([])).toEqual([]);
  });
});

describe('pathways', () => {
  it('eleven pathways', () => {
    expect(PATHWAY_NAMES).toHaveLength(11);
    expect(PATHWAY_NAMES).toContain('Engaging Humor');
    expect(new Set(Object.values(PATHWAY_GUIDE)).size).toBe(3);
  });

  it.each([
    [1, 0, 0],
    [1, 1, 20],
    [2, 3, 60],
    [5, 5, 100],
    [3, 7, 100],
    [0, 3, 0],
    [null, 3, 0],
    [undefined, 2, 0],
    [2, null, 0],
  ])('level %s, %s projects → %i%%', (level, completed, percent) => {
    expect(pathwayProgressPercent(level, completed)).toBe(percent);
  });

  it.each([
    [5, 'Completed'],
    [4, 'In Progress'],
    [1, 'In Progress'],
    [null, 'In Progress'],
  ])('pathwayStatus(%s) → %s', (level, status) => {
    expect(pathwayStatus(level)).toBe(status);
  });

  const members = [
    { pathwaysPath: 'Dynamic Leadership', currentLevel: 5, completedProjects: 5 },
    { pathwaysPath: 'Engaging Humor', currentLevel: 2, completedProjects: 1 },
    { pathwaysPath: ' Dynamic Leadership ', currentLevel: 1, completedProjects: 3 },
    { pathwaysPath: '', currentLevel: 1 },
    { pathwaysPath: null, currentLevel: 3 },
    { currentLevel: 0 },
    { pathwaysPath: 'Engaging Humor', currentLevel: null },
  ];

  it('overview tiles', () => {
    expect(pathwaysOverview(members)).toEqual({
      onPathways: 4,
      completed: 1,
      activePaths: 2,
      totalPaths: 11,
      // progress 100, 20, 60, 0 → 45
      avgProgress: 45,
    });
    expect(pathwaysOverview([])).toEqual({
      onPathways: 0,
      completed: 0,
      activePaths: 0,
      totalPaths: 11,
      avgProgress: 0,
    });
  });

  it('distribution', () => {
    expect(pathwayDistribution(members)).toEqual([
      { name: 'Dynamic Leadership', count: 2 },
      { name: 'Engaging Humor', count: 2 },
    ]);
    expect(
      pathwayDistribution([{ pathwaysPath: 'B' }, { pathwaysPath: 'A' }, { pathwaysPath: 'B' }]),
    ).toEqual([
      { name: 'B', count: 2 },
      { name: 'A', count: 1 },
    ]);
  });

  it('level bars for levels 1 to 5', () => {
    expect(pathwayLevelBars(members)).toEqual([
      { level: 1, count: 2, percent: 40 },
      { level: 2, count: 1, percent: 20 },
      { level: 3, count: 1, percent: 20 },
      { level: 4, count: 0, percent: 0 },
      { level: 5, count: 1, percent: 20 },
    ]);
    expect(
      pathwayLevelBars([{ currentLevel: 6 }]).every((b) => b.count === 0 && b.percent === 0),
    ).toBe(true);
  });

  it.each([
    [[], [], null],
    [
      [
        { level: 2, title: 'Learning Your Style' },
        { level: 1, title: 'Mastering Fundamentals' },
      ],
      ['Level 1: Mastering Fundamentals', 'Level 2: Learning Your Style'],
      null,
    ],
    [
      [1, 2, 3, 4, 5].map((level) => ({ level, title: `T${level}` })),
      ['Level 1: T1', 'Level 2: T2', 'Level 3: T3'],
      '+2 more levels',
    ],
  ])('levelPreview %#', (levels, shown, more) => {
    expect(levelPreview(levels)).toEqual({ shown, more });
  });
});
