import {
  COMPLETION_VIOLATION_MESSAGES,
  decideChoosePath,
  decideCompletion,
  displayName,
  pathwayProgressPercent,
  pathwayStanding,
  type CompletionViolation,
} from '@lectern/domain';
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
  completedAt: Date | null;
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
      completedAt: progress.completedAt,
    };
  }
  const profile = await pathways.findProfilePathway(db, clubId, userId);
  const named = profile?.pathwaysPath
    ? await pathways.findPathwayByName(db, profile.pathwaysPath)
    : undefined;
  return {
    pathway: named ?? null,
    currentLevel: profile?.currentLevel ?? 1,
    progressId: null,
    completedAt: null,
  };
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
  const [completions, levelProjects] = await Promise.all([
    current.progressId === null
      ? Promise.resolve([])
      : pathways.listCompletedProjects(db, current.progressId),
    current.pathway === null
      ? Promise.resolve([])
      : pathways.listLevelProjects(db, current.pathway.id, current.currentLevel),
  ]);
  const completed = completions.filter((c) => c.status === 'approved');
  const done = new Set(completed.map((c) => c.projectId));
  const doneAtLevel = levelProjects.filter((p) => done.has(p.projectId)).length;
  return {
    pathway: current.pathway,
    currentLevel: current.currentLevel,
    completedAt: current.completedAt,
    /** Approved projects of the current level (the screens show them out of 5). */
    completedAtLevel: doneAtLevel,
    progressPercent: pathwayProgressPercent(
      current.pathway ? current.currentLevel : 0,
      doneAtLevel,
    ),
    completedProjects: completed.map((c) => ({
      title: c.title,
      description: c.description,
      date: c.completedAt,
      speechTitle: c.speechTitle,
      evaluatorFeedback: c.evaluatorFeedback,
      meetingTitle: c.meetingTitle,
    })),
    /** The member's own submissions still waiting for a manager's approval. */
    pendingProjects: completions
      .filter((c) => c.status === 'pending')
      .map((c) => ({ id: c.id, title: c.title, date: c.completedAt, speechTitle: c.speechTitle })),
    nextProjects: levelProjects
      .filter((p) => !done.has(p.projectId))
      .map((p) => ({ name: p.title, dueDate: null, difficulty: `Level ${p.level}` })),
  };
}

/** The projects a member may record on a path: every project of its five levels. */
export async function pathwayPlan(db: Db, pathwayId: number) {
  const projects = await pathways.listPathwayProjects(db, pathwayId);
  return projects.map((p) => ({
    projectId: p.projectId,
    title: p.title,
    level: p.level,
    isRequired: p.isRequired,
  }));
}

function violation(name: CompletionViolation) {
  return appError(
    name === 'project_not_in_path' ? 'BAD_REQUEST' : 'CONFLICT',
    COMPLETION_VIOLATION_MESSAGES[name],
  );
}

/** Whether a path is current for the member: an unfinished progress record, or one on the profile. */
function hasCurrent(current: CurrentPath): boolean {
  return current.pathway !== null && current.completedAt === null;
}

/** A member with no current path chooses one; it starts at level 1. */
export async function choosePathway(
  db: Db,
  clubId: number,
  userId: number,
  membershipStatus: 'guest' | 'member',
  pathwayId: number,
) {
  await db.transaction().execute(async (trx) => {
    await pathways.lockMembershipRow(trx, clubId, userId);
    const decision = decideChoosePath(hasCurrent(await currentPath(trx, clubId, userId)));
    if (!decision.ok) throw violation(decision.violation);
    const pathway = await pathways.findPathway(trx, pathwayId);
    if (!pathway) throw appError('BAD_REQUEST', 'The pathway does not exist');
    await pathways.insertPathwayProgress(trx, clubId, userId, pathwayId);
    await pathways.setProfilePathway(trx, clubId, userId, membershipStatus, pathway.name);
  });
  return pathwayProgress(db, clubId, userId, { userId, mayReadAny: false });
}

interface CompletionRequest {
  userId: number;
  projectId: number;
  completedOn: string;
  meetingId?: number | null;
  speechTitle?: string | null;
  evaluatorFeedback?: string | null;
}

/**
 * Records a project completion on the member's current path: approved at once when a manager
 * records it, pending when the member submits their own. The path's level follows the approved
 * projects in the same transaction (decision 041).
 */
export async function addCompletion(
  db: Db,
  clubId: number,
  request: CompletionRequest,
  by: { userId: number; approve: boolean },
  now: Date,
) {
  if (!(await pathways.isClubMember(db, clubId, request.userId))) throw appError('NOT_FOUND');
  if (request.meetingId != null && !(await pathways.isClubMeeting(db, clubId, request.meetingId)))
    throw appError('BAD_REQUEST', 'The meeting does not exist in this club');
  const id = await db.transaction().execute(async (trx) => {
    await pathways.lockMembershipRow(trx, clubId, request.userId);
    const current = await currentPath(trx, clubId, request.userId);
    if (!hasCurrent(current) || current.pathway === null) throw violation('no_current_path');
    // A path named only on the profile gets its progress record now, at the profile's level.
    const progressId =
      current.progressId ??
      (await pathways.insertPathwayProgress(
        trx,
        clubId,
        request.userId,
        current.pathway.id,
        // A profile may say level 0 (not started); a progress record starts at 1.
        Math.max(1, current.currentLevel),
      ));
    const [plan, existing] = await Promise.all([
      pathways.listPathwayProjects(trx, current.pathway.id),
      pathways.listProgressCompletions(trx, progressId),
    ]);
    const decision = decideCompletion({
      hasCurrentPath: true,
      projectInPath: plan.some((p) => p.projectId === request.projectId),
      alreadyRecorded: existing.some((c) => c.projectId === request.projectId),
    });
    if (!decision.ok) throw violation(decision.violation);
    const completionId = await pathways.insertCompletion(trx, {
      memberProgressId: progressId,
      projectId: request.projectId,
      completedAt: `${request.completedOn}T12:00:00Z`,
      meetingId: request.meetingId ?? null,
      speechTitle: request.speechTitle ?? null,
      evaluatorFeedback: request.evaluatorFeedback ?? null,
      status: by.approve ? 'approved' : 'pending',
      submittedBy: by.userId,
      approvedBy: by.approve ? by.userId : null,
      approvedAt: by.approve ? now : null,
    });
    if (by.approve) await updateStanding(trx, clubId, progressId, now);
    return completionId;
  });
  return { id, status: by.approve ? ('approved' as const) : ('pending' as const) };
}

/** Moves the path's level (and completion) to where its approved projects put it. */
async function updateStanding(trx: Db, clubId: number, progressId: number, now: Date) {
  const progress = await pathways.lockPathwayProgress(trx, clubId, progressId);
  if (!progress) throw appError('NOT_FOUND');
  const [plan, completions, pathway] = await Promise.all([
    pathways.listPathwayProjects(trx, progress.pathwayId),
    pathways.listProgressCompletions(trx, progressId),
    pathways.findPathway(trx, progress.pathwayId),
  ]);
  const approved = new Set(
    completions.filter((c) => c.status === 'approved').map((c) => c.projectId),
  );
  const standing = pathwayStanding(plan, approved);
  // A level the club set by hand (before records were kept) is never lowered by this.
  const currentLevel = Math.max(standing.currentLevel, progress.currentLevel);
  await pathways.setPathwayStanding(
    trx,
    clubId,
    { id: progress.id, userId: progress.userId, pathwayName: pathway?.name ?? '' },
    { currentLevel, completed: standing.completed },
    now,
  );
}

/** A manager approves a member's submission; the level follows. */
export async function approveCompletion(
  db: Db,
  clubId: number,
  scope: { completionId: number; progressId: number },
  approverId: number,
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    if (!(await pathways.approveCompletion(trx, scope.completionId, approverId, now)))
      throw violation('not_pending');
    await updateStanding(trx, clubId, scope.progressId, now);
  });
  return { id: scope.completionId, status: 'approved' as const };
}

/** A manager turns a submission down: it is removed. */
export async function rejectCompletion(db: Db, completionId: number) {
  if (!(await pathways.deletePendingCompletion(db, completionId))) throw violation('not_pending');
  return { id: completionId };
}

/** The club's submissions waiting for approval. */
export async function listPendingCompletions(db: Db, clubId: number) {
  const rows = await pathways.listPendingCompletions(db, clubId);
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    memberName: displayName(r),
    pathwayName: r.pathwayName,
    projectTitle: r.projectTitle,
    completedAt: r.completedAt,
    speechTitle: r.speechTitle,
    evaluatorFeedback: r.evaluatorFeedback,
  }));
}

/**
 * The club's active members with what the progress screens draw from: the counters the
 * meetings credit, the path and level, and the projects done at that level.
 */
export async function clubProgress(db: Db, clubId: number) {
  const [rows, counts, awards] = await Promise.all([
    pathways.listMemberProgress(db, clubId),
    pathways.countProjectsAtCurrentLevel(db, clubId),
    pathways.listMeetingAwards(db, clubId),
  ]);
  const done = new Map(counts.map((c) => [c.userId, Number(c.count)]));
  const awardsOf = new Map<number, Omit<(typeof awards)[number], 'userId'>[]>();
  for (const { userId, ...award } of awards) {
    awardsOf.set(userId, [...(awardsOf.get(userId) ?? []), award]);
  }
  return rows.map((r) => ({
    userId: r.userId,
    name: displayName(r),
    role: r.role,
    pathwaysPath: r.pathwaysPath,
    currentLevel: r.currentLevel ?? 1,
    completedProjects: done.get(r.userId) ?? 0,
    speechesCompleted: r.speechesCompleted ?? 0,
    evaluationsGiven: r.evaluationsGiven ?? 0,
    leadershipRolesFilled: r.leadershipRolesFilled ?? 0,
    tableTopicsAnswered: r.tableTopicsAnswered ?? 0,
    awards: awardsOf.get(r.userId) ?? [],
  }));
}
