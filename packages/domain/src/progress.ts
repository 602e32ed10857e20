// Skill levels, progress, engagement, top lists and averages; achievements and Pathway
// completion; badges and the Pathways catalogue.
import type { ClubRole } from './club-roles';

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

const count = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;

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

/** Rounds to one decimal place. */
export function roundOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Mean to one decimal; 0 for an empty list. */
export function averageOneDecimal(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return roundOneDecimal(values.reduce((a, b) => a + b, 0) / values.length);
}

export const TOP_LIST_SIZE = 3;

/** The highest scores first (ties keep input order), at most n (default 3), with ranks from 1. */
export function topN<T>(
  list: readonly T[],
  score: (item: T) => number,
  n = TOP_LIST_SIZE,
): (T & { rank: number })[] {
  return list
    .map((item, index) => ({ item, index, value: score(item) }))
    .sort((a, b) => b.value - a.value || a.index - b.index)
    .slice(0, n)
    .map(({ item }, i) => ({ ...item, rank: i + 1 }));
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

// Achievements.

export const BADGE_IDS = [
  'ice_breaker',
  'competent_communicator',
  'advanced_leader_bronze',
  'distinguished_toastmaster',
  'perfect_attendance',
  'speech_contest_winner',
  'mentor_excellence',
  'club_officer',
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

export const ACHIEVEMENT_CATEGORIES = [
  'Speaking',
  'Leadership',
  'Excellence',
  'Participation',
  'Competition',
  'Service',
] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

export type Badge = {
  id: BadgeId;
  name: string;
  description: string;
  category: AchievementCategory;
  color: string;
  icon: string;
};

export const BADGE_CATALOGUE: Record<BadgeId, Badge> = {
  ice_breaker: {
    id: 'ice_breaker',
    name: 'Ice Breaker',
    description: 'First speech completed',
    category: 'Speaking',
    color: 'blue',
    icon: 'mic',
  },
  competent_communicator: {
    id: 'competent_communicator',
    name: 'Competent Communicator',
    description: '10 speeches completed',
    category: 'Speaking',
    color: 'green',
    icon: 'message-square',
  },
  advanced_leader_bronze: {
    id: 'advanced_leader_bronze',
    name: 'Advanced Leader Bronze',
    description: 'Leadership project completed',
    category: 'Leadership',
    color: 'amber',
    icon: 'award',
  },
  distinguished_toastmaster: {
    id: 'distinguished_toastmaster',
    name: 'Distinguished Toastmaster',
    description: 'Highest individual award',
    category: 'Excellence',
    color: 'purple',
    icon: 'crown',
  },
  perfect_attendance: {
    id: 'perfect_attendance',
    name: 'Perfect Attendance',
    description: 'Attended all meetings this period',
    category: 'Participation',
    color: 'teal',
    icon: 'calendar-check',
  },
  speech_contest_winner: {
    id: 'speech_contest_winner',
    name: 'Speech Contest Winner',
    description: 'Won a speech contest',
    category: 'Competition',
    color: 'yellow',
    icon: 'trophy',
  },
  mentor_excellence: {
    id: 'mentor_excellence',
    name: 'Mentor Excellence',
    description: 'Outstanding mentoring',
    category: 'Service',
    color: 'pink',
    icon: 'heart-handshake',
  },
  club_officer: {
    id: 'club_officer',
    name: 'Club Officer',
    description: 'Served as club officer',
    category: 'Leadership',
    color: 'indigo',
    icon: 'shield',
  },
};

/** Roles whose holders earn the officer achievement. */
export const ACHIEVEMENT_OFFICER_ROLES = [
  'president',
  'vpe',
  'vpm',
  'treasurer',
  'secretary',
  'officer',
] as const satisfies readonly ClubRole[];

export type Achievement = Omit<Badge, 'id'> & {
  id: string;
  badgeId: BadgeId;
  earnedDate: string;
  memberId: number;
};

function achievement(badgeId: BadgeId, memberId: number, earnedDate: string): Achievement {
  return {
    ...BADGE_CATALOGUE[badgeId],
    badgeId,
    id: `${memberId}-${badgeId}`,
    memberId,
    earnedDate,
  };
}

/**
 * Ice Breaker at 1 speech, Competent Communicator at 10, and Club Officer when the
 * role is an officer role with 5 or more completed roles. Earned date is `today` ('YYYY-MM-DD').
 */
export function computeAchievements(
  member: {
    memberId: number;
    completedSpeeches?: number | null;
    completedRoles?: number | null;
    role: string;
  },
  today: string,
): Achievement[] {
  const speeches = count(member.completedSpeeches);
  const earned: Achievement[] = [];
  if (speeches >= 1) earned.push(achievement('ice_breaker', member.memberId, today));
  if (speeches >= 10) earned.push(achievement('competent_communicator', member.memberId, today));
  const officer = (ACHIEVEMENT_OFFICER_ROLES as readonly string[]).includes(
    member.role.trim().toLowerCase(),
  );
  if (officer && count(member.completedRoles) >= 5)
    earned.push(achievement('club_officer', member.memberId, today));
  return earned;
}

export const RECENT_ACHIEVEMENTS_SCREEN = 10;

/** Newest first (by earned date; ties keep input order), at most `limit`. */
export function recentAchievements<T extends { earnedDate: string }>(
  list: readonly T[],
  limit = RECENT_ACHIEVEMENTS_SCREEN,
): T[] {
  return list
    .map((item, index) => ({ item, index }))
    .sort((a, b) =>
      a.item.earnedDate < b.item.earnedDate
        ? 1
        : a.item.earnedDate > b.item.earnedDate
          ? -1
          : a.index - b.index,
    )
    .slice(0, limit)
    .map(({ item }) => item);
}

/** Summary cards: Total Awards, Achievers, This Month (same month as today), Avg per Member. */
export function achievementSummary(
  list: readonly { memberId: number; earnedDate: string }[],
  memberCount: number,
  today: string,
): { totalAwards: number; achievers: number; thisMonth: number; avgPerMember: number } {
  const month = today.slice(0, 7);
  return {
    totalAwards: list.length,
    achievers: new Set(list.map((a) => a.memberId)).size,
    thisMonth: list.filter((a) => a.earnedDate.slice(0, 7) === month).length,
    avgPerMember: memberCount > 0 ? roundOneDecimal(list.length / memberCount) : 0,
  };
}

/** Achievement Types with counts, most first then by name. */
export function achievementTypeCounts(
  list: readonly { name: string }[],
): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const a of list) counts.set(a.name, (counts.get(a.name) ?? 0) + 1);
  return [...counts.entries()]
    .map(([name, n]) => ({ name, count: n }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Top Achievers: top 3 members by award count; rank 1 gets the crown. */
export function topAchievers(
  list: readonly { memberId: number }[],
): { memberId: number; count: number; rank: number; crown: boolean }[] {
  const counts = new Map<number, number>();
  for (const a of list) counts.set(a.memberId, (counts.get(a.memberId) ?? 0) + 1);
  return topN(
    [...counts.entries()].map(([memberId, n]) => ({ memberId, count: n })),
    (entry) => entry.count,
  ).map((entry) => ({ ...entry, crown: entry.rank === 1 }));
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
