// Achievements and badges: what members earn from their counters (the dashboards, Member
// Achievements, My Pathways). Kept apart from the skills and Pathways rules so the dashboard loads
// only these.
import type { ClubFormat } from './club-format';
import type { ClubRole } from './club-roles';
import { count, roundOneDecimal, topN } from './ranking';

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
  /** Null for an award a meeting's vote gave (Best Speaker…): it is no badge of the catalogue. */
  badgeId: BadgeId | null;
  earnedDate: string;
  memberId: number;
};

/** An award a meeting's vote gave a member, as the completion wrote it back. */
export type MeetingAward = {
  meetingId: number;
  meetingTitle: string;
  /** The meeting's date, 'YYYY-MM-DD' (null for an undated meeting). */
  date: string | null;
  /** The vote's category: 'Best Speaker', 'Best Evaluator', or the club's own. */
  category: string;
  /** Shared with another winner (a tie). */
  tie: boolean;
};

/**
 * A meeting's award as an achievement: named by its category ('Best Speaker'), described by its
 * meeting and its day as the club writes it ('Weekly Meeting, 12 Nov' in en-AU, 'Nov 12' in
 * en-US; 'shared' after a tie), earned on the meeting's date (or `today` for an undated meeting).
 */
export function meetingAwardAchievement(
  memberId: number,
  award: MeetingAward,
  today: string,
  format: Pick<ClubFormat, 'shortDate'>,
): Achievement {
  const day = award.date ? format.shortDate(award.date) : null;
  const where = day ? `${award.meetingTitle}, ${day}` : award.meetingTitle;
  return {
    id: `${memberId}-award-${award.meetingId}-${award.category}`,
    badgeId: null,
    name: award.category,
    description: award.tie ? `${where} (shared)` : where,
    category: 'Competition',
    color: 'amber',
    icon: 'trophy',
    earnedDate: award.date ?? today,
    memberId,
  };
}

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
