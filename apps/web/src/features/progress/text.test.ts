import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENTS_TEXT,
  CATALOGUE_TEXT,
  MY_PATHWAYS_TEXT,
  PATHWAYS_PROGRESS_TEXT,
  SKILLS_PROGRESS_TEXT,
} from './text';

describe('progress screen words', () => {
  it.each([
    [SKILLS_PROGRESS_TEXT.speeches(1), '1 speech'],
    [SKILLS_PROGRESS_TEXT.speeches(3), '3 speeches'],
    [SKILLS_PROGRESS_TEXT.leadershipRoles(1), '1 leadership role'],
    [SKILLS_PROGRESS_TEXT.leadershipRoles(2), '2 leadership roles'],
    [SKILLS_PROGRESS_TEXT.averageLevel(2), 'Avg level 2.0'],
    [SKILLS_PROGRESS_TEXT.levelOf(3), 'Level 3'],
    [PATHWAYS_PROGRESS_TEXT.ofPaths(11), 'of 11'],
    [PATHWAYS_PROGRESS_TEXT.levelOf(2), 'Level 2'],
    [PATHWAYS_PROGRESS_TEXT.members(1), '1 member'],
    [PATHWAYS_PROGRESS_TEXT.members(4), '4 members'],
    [ACHIEVEMENTS_TEXT.awards(1), '1 award'],
    [ACHIEVEMENTS_TEXT.awards(2), '2 awards'],
    [MY_PATHWAYS_TEXT.ofProjects(2, 5), '2 of 5'],
    [CATALOGUE_TEXT.levelLabel(1), 'Level 1'],
    [CATALOGUE_TEXT.completedProjects(1), '1 completed project'],
    [CATALOGUE_TEXT.completedProjects(0), '0 completed projects'],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });

  it('keeps the exact empty states', () => {
    expect(ACHIEVEMENTS_TEXT.noRecent).toBe('No recent achievements to display.');
    expect(MY_PATHWAYS_TEXT.noUpcoming).toBe('No upcoming projects');
    expect(MY_PATHWAYS_TEXT.noAchievements).toBe('No achievements yet');
    expect(MY_PATHWAYS_TEXT.noSkills).toBe('No skills data available yet');
    expect(CATALOGUE_TEXT.recommendedSoon).toBe('Personalized Recommendations Coming Soon');
  });
});
