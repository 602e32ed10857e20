// Pathways project completions: what a VP Education records or a member submits for approval,
// how a path's level follows the approved projects, and choosing a path.
import { z } from 'zod';
import { isIsoDate } from './meetings';
import { PATHWAY_LEVEL_COUNT } from './progress';
import { fail, ok, type Result } from './result';

export const COMPLETION_STATUSES = ['pending', 'approved'] as const;
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];

export type CompletionViolation =
  | 'no_current_path'
  | 'project_not_in_path'
  | 'already_completed'
  | 'not_pending'
  | 'path_already_current';

export const COMPLETION_VIOLATION_MESSAGES: Record<CompletionViolation, string> = {
  no_current_path: 'The member has not chosen a pathway yet.',
  project_not_in_path: "The project is not part of the member's pathway.",
  already_completed: 'This project is already recorded for the member.',
  not_pending: 'This completion is not waiting for approval.',
  path_already_current: 'Finish your current pathway before choosing another.',
};

const isoDate = z
  .string({ error: 'Enter the completion date' })
  .refine(isIsoDate, 'Enter the completion date');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** A completion as a member submits it for themself. */
export const submitCompletionSchema = z.object({
  projectId: z.number({ error: 'Choose a project' }).int().positive('Choose a project'),
  completedOn: isoDate,
  meetingId: z.number().int().positive().nullable().optional(),
  speechTitle: optionalText(255),
  evaluatorFeedback: optionalText(5000),
});

/** A completion as the VP Education records it for a member. */
export const recordCompletionSchema = submitCompletionSchema.extend({
  userId: z.number({ error: 'Choose a member' }).int().positive('Choose a member'),
});

export type SubmitCompletionInput = z.input<typeof submitCompletionSchema>;
export type SubmitCompletionValues = z.output<typeof submitCompletionSchema>;
export type RecordCompletionInput = z.input<typeof recordCompletionSchema>;
export type RecordCompletionValues = z.output<typeof recordCompletionSchema>;

/** A new completion: whether its project belongs to the path and is not yet recorded. */
export function decideCompletion(input: {
  hasCurrentPath: boolean;
  projectInPath: boolean;
  alreadyRecorded: boolean;
}): Result<true, CompletionViolation> {
  if (!input.hasCurrentPath) return fail('no_current_path');
  if (!input.projectInPath) return fail('project_not_in_path');
  if (input.alreadyRecorded) return fail('already_completed');
  return ok(true);
}

/** A member chooses a path only while no other path is current. */
export function decideChoosePath(hasCurrentPath: boolean): Result<true, CompletionViolation> {
  return hasCurrentPath ? fail('path_already_current') : ok(true);
}

export type LevelProjects = { level: number; projectId: number; isRequired: boolean };

/**
 * The level a path stands at given its approved projects: a level is done when every required
 * project of it is approved, and the member moves to the next; a path whose five levels are all
 * done is completed (it stays at level 5). A level without required projects never finishes.
 */
export function pathwayStanding(
  projects: readonly LevelProjects[],
  approvedProjectIds: ReadonlySet<number>,
): { currentLevel: number; completed: boolean } {
  for (let level = 1; level <= PATHWAY_LEVEL_COUNT; level++) {
    const required = projects.filter((p) => p.level === level && p.isRequired);
    const done = required.length > 0 && required.every((p) => approvedProjectIds.has(p.projectId));
    if (!done) return { currentLevel: level, completed: false };
  }
  return { currentLevel: PATHWAY_LEVEL_COUNT, completed: true };
}
