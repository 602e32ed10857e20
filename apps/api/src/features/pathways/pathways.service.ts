import { pathwayProgressPercent } from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import * as pathways from '@lectern/db/queries/pathways';
import { appError } from '../../errors.js';

type Db = Executor;

/** The catalogue: every pathway with its levels in order. */
export async function listPathways(db: Db) {
  const [rows, levels] = await Promise.all([
    pathways.listPathways(db),
    pathways.listPathwayLevels(db),
  ]);
  return rows.map((pathway) => ({
    id: pathway.id,
    name: pathway.name,
    description: pathway.description,
    coreCompetencies: pathway.coreCompetencies,
    levels: levels
      .filter((level) => level.pathwayId === pathway.id)
      .map((level) => ({
        id: level.id,
        level: level.level,
        title: level.title,
        description: level.description,
      })),
  }));
}

interface CurrentPath {
  pathway: { id: number; name: string; description: string | null } | null;
  currentLevel: number;
  progressId: number | null;
}

/** The progress record when there is one, else the path named on the member's profile. */
async function currentPath(db: Db, clubId: number, userId: number): Promise<CurrentPath> {
  const progress = await pathways.findCurrentPathwayProgress(db, clubId, userId);
  if (progress) {
    return {
      pathway: {
        id: progress.pathwayId,
        name: progress.pathwayName,
        description: progress.pathwayDescription,
      },
      currentLevel: progress.currentLevel,
      progressId: progress.progressId,
    };
  }
  const profile = await pathways.findProfilePathway(db, clubId, userId);
  const named = profile?.pathwaysPath
    ? await pathways.findPathwayByName(db, profile.pathwaysPath)
    : undefined;
  return { pathway: named ?? null, currentLevel: profile?.currentLevel ?? 1, progressId: null };
}

/**
 * A member's pathway progress as the API answers it: the current pathway, level, completed
 * projects (newest first) and the projects of the current level still to do. No due dates are
 * stored, so `dueDate` is null; `difficulty` names the level the project belongs to.
 */
export async function pathwayProgress(
  db: Db,
  clubId: number,
  userId: number,
  viewer: { userId: number; mayReadAny: boolean },
) {
  if (userId !== viewer.userId && !viewer.mayReadAny) throw appError('FORBIDDEN');
  if (!(await pathways.isClubMember(db, clubId, userId))) throw appError('NOT_FOUND');
  const current = await currentPath(db, clubId, userId);
  const [completed, levelProjects] = await Promise.all([
    current.progressId === null
      ? Promise.resolve([])
      : pathways.listCompletedProjects(db, current.progressId),
    current.pathway === null
      ? Promise.resolve([])
      : pathways.listLevelProjects(db, current.pathway.id, current.currentLevel),
  ]);
  const done = new Set(completed.map((c) => c.projectId));
  const doneAtLevel = levelProjects.filter((p) => done.has(p.projectId)).length;
  return {
    pathway: current.pathway,
    currentLevel: current.currentLevel,
    progressPercent: pathwayProgressPercent(
      current.pathway ? current.currentLevel : 0,
      doneAtLevel,
    ),
    completedProjects: completed.map((c) => ({
      title: c.title,
      description: c.description,
      date: c.completedAt,
    })),
    nextProjects: levelProjects
      .filter((p) => !done.has(p.projectId))
      .map((p) => ({ name: p.title, dueDate: null, difficulty: `Level ${p.level}` })),
  };
}
