import { describe, expect, it } from 'vitest';
import {
  COMPLETION_VIOLATION_MESSAGES,
  decideChoosePath,
  decideCompletion,
  pathwayProgressPercent,
  pathwayStanding,
  recordCompletionSchema,
  submitCompletionSchema,
  type LevelProjects,
} from './index';

const path: LevelProjects[] = [
  { level: 1, projectId: 1, isRequired: true },
  { level: 1, projectId: 2, isRequired: true },
  { level: 1, projectId: 3, isRequired: false },
  { level: 2, projectId: 4, isRequired: true },
  { level: 3, projectId: 5, isRequired: true },
  { level: 4, projectId: 6, isRequired: true },
  { level: 5, projectId: 7, isRequired: true },
];

describe('pathway standing', () => {
  it.each<[number[], number, boolean]>([
    [[], 1, false],
    [[1], 1, false],
    [[1, 3], 1, false],
    [[1, 2], 2, false],
    [[1, 2, 4], 3, false],
    [[4, 5], 1, false],
    [[1, 2, 4, 5, 6], 5, false],
    [[1, 2, 4, 5, 6, 7], 5, true],
  ])('approved %j → level %i, completed %s', (ids, level, completed) => {
    expect(pathwayStanding(path, new Set(ids))).toEqual({ currentLevel: level, completed });
  });

  it('a level without required projects never finishes', () => {
    expect(pathwayStanding([{ level: 1, projectId: 1, isRequired: false }], new Set([1]))).toEqual({
      currentLevel: 1,
      completed: false,
    });
  });

  it('progress follows the projects done at the level', () => {
    expect(pathwayProgressPercent(1, 2)).toBe(40);
  });
});

describe('completion rules', () => {
  it.each([
    [{ hasCurrentPath: false, projectInPath: true, alreadyRecorded: false }, 'no_current_path'],
    [{ hasCurrentPath: true, projectInPath: false, alreadyRecorded: false }, 'project_not_in_path'],
    [{ hasCurrentPath: true, projectInPath: true, alreadyRecorded: true }, 'already_completed'],
  ] as const)('refuses %j with %s', (input, violation) => {
    expect(decideCompletion(input)).toEqual({ ok: false, violation });
    expect(COMPLETION_VIOLATION_MESSAGES[violation]).toMatch(/\.$/);
  });

  it('accepts a new project of the current path', () => {
    expect(
      decideCompletion({ hasCurrentPath: true, projectInPath: true, alreadyRecorded: false }).ok,
    ).toBe(true);
  });

  it('a path is chosen only while none is current', () => {
    expect(decideChoosePath(false).ok).toBe(true);
    expect(decideChoosePath(true)).toEqual({ ok: false, violation: 'path_already_current' });
  });
});

describe('completion input', () => {
  it('trims optional texts and turns blanks into null', () => {
    expect(
      submitCompletionSchema.parse({
        projectId: 3,
        completedOn: '2026-11-20',
        speechTitle: '  My Story ',
        evaluatorFeedback: ' ',
      }),
    ).toEqual({
      projectId: 3,
      completedOn: '2026-11-20',
      speechTitle: 'My Story',
      evaluatorFeedback: null,
    });
  });

  it.each([
    [{ projectId: 0, completedOn: '2026-11-20', userId: 1 }, 'projectId'],
    [{ projectId: 1, completedOn: '2026-13-40', userId: 1 }, 'completedOn'],
    [{ projectId: 1, completedOn: '2026-11-20', userId: -1 }, 'userId'],
    [
      { projectId: 1, completedOn: '2026-11-20', userId: 1, speechTitle: 'x'.repeat(256) },
      'speechTitle',
    ],
  ])('refuses %j on %s', (input, field) => {
    const result = recordCompletionSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
