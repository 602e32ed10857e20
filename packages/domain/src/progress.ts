// Skill levels, progress, engagement, top lists and averages; Pathway completion and the
// Pathways catalogue. Achievements and badges live in achievements.ts (re-exported here).
import { averageOneDecimal, count, topN } from './ranking';

export * from './ranking';
export * from './achievements';

export const SKILL_KEYS = ['communication', 'leadership', 'listening', 'criticalThinking'] as const;
export type SkillKey = (typeof SKILL_KEYS)[number];
export type SkillLevel = 1 | 2 | 3 | 4 | 5;

export const SKILL_NAMES: Record<SkillKey, string> = {
  communication: 'Communication',
  leadership: 'Leadership',
  listening: 'Listening',
  criticalThinking: 'Critical Thinking',
};

export const SKILL_LEVEL_TITLES: Record<SkillKey, Record<SkillLevel, string>> = {
  communication: {
    1: 'Beginning Speaker',
    2: 'Developing Speaker',
    3: 'Confident Speaker',
    4: 'Skilled Communicator',
    5: 'Master Communicator',
  },
  leadership: {
    1: 'Emerging Leader',
    2: 'Team Contributor',
    3: 'Capable Leader',
    4: 'Strategic Leader',
    5: 'Visionary Leader',
  },
  listening: {
    1: 'Attentive Listener',
    2: 'Active Listener',
    3: 'Constructive Evaluator',
    4: 'Insightful Evaluator',
    5: 'Master Evaluator',
  },
  criticalThinking: {
    1: 'Quick Thinker',
    2: 'Confident Improviser',
    3: 'Agile Thinker',
    4: 'Analytical Thinker',
    5: 'Master of Impromptu',
  },
};

export const MAX_SKILL_LEVEL = 5;
export const MAX_SKILL_PROGRESS = 95;

/** Per skill: the counter it reads, the level divisor, the progress multiplier and fallback. */
export const SKILL_RULES: Record<
  SkillKey,
  { counter: keyof ProgressCounters; divisor: number; multiplier: number; fallback: number }
> = {
  communication: { counter: 'speechesCompleted', divisor: 3, multiplier: 20, fallback: 25 },
  leadership: { counter: 'leadershipRolesFilled', divisor: 2, multiplier: 30, fallback: 35 },
  listening: { counter: 'evaluationsGiven', divisor: 4, multiplier: 25, fallback: 40 },
  criticalThinking: { counter: 'tableTopicsAnswered', divisor: 5, multiplier: 15, fallback: 30 },
};

export type ProgressCounters = {
  speechesCompleted?: number | null;
  leadershipRolesFilled?: number | null;
  evaluationsGiven?: number | null;
  tableTopicsAnswered?: number | null;
};

export function clampSkillLevel(level: number): SkillLevel {
  return Math.min(MAX_SKILL_LEVEL, Math.max(1, Math.floor(level) || 1)) as SkillLevel;
}

/** Level = counter / divisor + 1, between 1 and 5. */
export function skillLevel(counter: number | null | undefined, divisor: number): SkillLevel {
  return clampSkillLevel(Math.floor(count(counter) / divisor) + 1);
}

/** Progress = (counter × multiplier) mod 100, capped at 95; a zero result shows the fallback. */
export function skillProgress(
  counter: number | null | undefined,
  multiplier: number,
  fallback: number,
): number {
  return Math.min(MAX_SKILL_PROGRESS, (count(counter) * multiplier) % 100) || fallback;
}

export type MemberStats = ProgressCounters & { completedSpeeches?: number | null };

/** Speeches as the profile stores them (the reports screen also reads completedSpeeches). */
export function speechesOf(stats: MemberStats): number {
  return count(stats.speechesCompleted ?? stats.completedSpeeches);
}

function counterValue(stats: MemberStats, key: SkillKey): number {
  return key === 'communication' ? speechesOf(stats) : count(stats[SKILL_RULES[key].counter]);
}

export type SkillSummary = {
  key: SkillKey;
  name: string;
  level: SkillLevel;
  title: string;
  progress: number;
};

export function skillProfile(counters: MemberStats): SkillSummary[] {
  return SKILL_KEYS.map((key) => {
    const rule = SKILL_RULES[key];
    const value = counterValue(counters, key);
    const level = skillLevel(value, rule.divisor);
    return {
      key,
      name: SKILL_NAMES[key],
      level,
      title: SKILL_LEVEL_TITLES[key][level],
      progress: skillProgress(value, rule.multiplier, rule.fallback),
    };
  });
}

export type EngagementLevel = 'high' | 'medium' | 'low';

/** Engagement from speeches, evaluations, table topics and Pathways level. */
export function engagementLevel(input: {
  speeches?: number | null;
  evaluations?: number | null;
  tableTopics?: number | null;
  level?: number | null;
}): EngagementLevel {
  const speeches = count(input.speeches);
  const evaluations = count(input.evaluations);
  const tableTopics = count(input.tableTopics);
  const level = count(input.level);
  if (speeches >= 3 || evaluations >= 5 || tableTopics >= 5 || level >= 3) return 'high';
  if (speeches >= 1 || evaluations >= 2 || tableTopics >= 2 || level >= 1) return 'medium';
  return 'low';
}

/** Skills Progress Dashboard tiles. */
export function skillsDashboardTiles(members: readonly MemberStats[]): {
  activeMembers: number;
  totalSpeeches: number;
  evaluationsGiven: number;
  avgSkillLevel: number;
} {
  return {
    activeMembers: members.length,
    totalSpeeches: members.reduce((sum, m) => sum + speechesOf(m), 0),
    evaluationsGiven: members.reduce((sum, m) => sum + count(m.evaluationsGiven), 0),
    avgSkillLevel: averageOneDecimal(
      members.map((m) => skillProfile(m).reduce((sum, s) => sum + s.level, 0) / SKILL_KEYS.length),
    ),
  };
}

/** Club Skills Overview: the average level of each skill across members, one decimal. */
export function clubSkillsOverview(
  members: readonly MemberStats[],
): { key: SkillKey; name: string; averageLevel: number }[] {
  return SKILL_KEYS.map((key) => ({
    key,
    name: SKILL_NAMES[key],
    averageLevel: averageOneDecimal(
      members.map((m) => skillLevel(counterValue(m, key), SKILL_RULES[key].divisor)),
    ),
  }));
}

/** Top Communicators (speeches) and Top Leaders (leadership roles), three each. */
export function topCommunicators<T extends MemberStats>(
  members: readonly T[],
): (T & { rank: number })[] {
  return topN(members, speechesOf);
}

export function topLeaders<T extends MemberStats>(members: readonly T[]): (T & { rank: number })[] {
  return topN(members, (m) => count(m.leadershipRolesFilled));
}

// Pathways.

export const PATHWAY_NAMES = [
  'Dynamic Leadership',
  'Effective Coaching',
  'Innovative Planning',
  'Leadership Development',
  'Motivational Strategies',
  'Persuasive Influence',
  'Presentation Mastery',
  'Strategic Relationships',
  'Team Collaboration',
  'Visionary Communication',
  'Engaging Humor',
] as const;
export type PathwayName = (typeof PATHWAY_NAMES)[number];

export const PATHWAY_LEVEL_COUNT = 5;
export const PROJECTS_PER_LEVEL = 5;
export const PATHWAY_NOT_SELECTED = 'Not Selected';

/** Completed projects / 5 × 100 when the level is not 0 (capped at 100). */
export function pathwayProgressPercent(
  currentLevel: number | null | undefined,
  completedProjects: number | null | undefined,
): number {
  if (!currentLevel) return 0;
  return Math.min(100, Math.round((count(completedProjects) / PROJECTS_PER_LEVEL) * 100));
}

export function pathwayStatus(
  currentLevel: number | null | undefined,
): 'Completed' | 'In Progress' {
  return currentLevel === PATHWAY_LEVEL_COUNT ? 'Completed' : 'In Progress';
}

export type PathwayMember = {
  pathwaysPath?: string | null;
  currentLevel?: number | null;
  completedProjects?: number | null;
};

const pathOf = (m: PathwayMember): string => (m.pathwaysPath ?? '').trim();
const onPath = (m: PathwayMember): boolean => pathOf(m) !== '';

/** Pathways Progress tiles: On Pathways, Completed, Active Paths (of 11), Avg Progress. */
export function pathwaysOverview(members: readonly PathwayMember[]): {
  onPathways: number;
  completed: number;
  activePaths: number;
  totalPaths: number;
  avgProgress: number;
} {
  const walking = members.filter(onPath);
  return {
    onPathways: walking.length,
    completed: walking.filter((m) => pathwayStatus(m.currentLevel) === 'Completed').length,
    activePaths: new Set(walking.map(pathOf)).size,
    totalPaths: PATHWAY_NAMES.length,
    avgProgress: averageOneDecimal(
      walking.map((m) => pathwayProgressPercent(m.currentLevel, m.completedProjects)),
    ),
  };
}

/** Pathway Distribution: members per path, most first then by name. */
export function pathwayDistribution(
  members: readonly PathwayMember[],
): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const name of members.map(pathOf).filter((path) => path !== '')) {
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([name, n]) => ({ name, count: n }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Reports 'Pathways Levels' bars: members at each level 1 to 5 with percent of those counted. */
export function pathwayLevelBars(
  members: readonly PathwayMember[],
): { level: SkillLevel; count: number; percent: number }[] {
  const levels = members
    .map((m) => m.currentLevel)
    .filter((l): l is number => typeof l === 'number' && l >= 1 && l <= 5);
  return ([1, 2, 3, 4, 5] as const).map((level) => {
    const n = levels.filter((l) => l === level).length;
    return {
      level,
      count: n,
      percent: levels.length === 0 ? 0 : Math.round((n / levels.length) * 100),
    };
  });
}

/** Catalogue card preview: the first `limit` levels as 'Level N: title' and '+N more levels'. */
export function levelPreview(
  levels: readonly { level: number; title: string }[],
  limit = 3,
): { shown: string[]; more: string | null } {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  const rest = sorted.length - limit;
  return {
    shown: sorted.slice(0, limit).map((l) => `Level ${l.level}: ${l.title}`),
    more: rest > 0 ? `+${rest} more levels` : null,
  };
}

/** Explore guide: interest → suggested pathway. */
export const PATHWAY_GUIDE: Readonly<Record<string, PathwayName>> = {
  'public speaking': 'Visionary Communication',
  mentoring: 'Effective Coaching',
  teams: 'Team Collaboration',
};
