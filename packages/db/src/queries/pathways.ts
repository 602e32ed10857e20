import type { Executor } from '../executor.js';
import type { ClubRole, MembershipStatus } from '../schema.js';

export async function listPathways(db: Executor) {
  return db
    .selectFrom('pathways')
    .select(['id', 'name', 'description', 'coreCompetencies'])
    .orderBy('name')
    .execute();
}

export async function listPathwayLevels(db: Executor) {
  return db
    .selectFrom('pathwayLevels')
    .select(['id', 'pathwayId', 'level', 'title', 'description'])
    .orderBy('pathwayId')
    .orderBy('level')
    .execute();
}

export async function findPathwayByName(db: Executor, name: string) {
  return db
    .selectFrom('pathways')
    .select(['id', 'name', 'description'])
    .where('name', '=', name)
    .executeTakeFirst();
}

/** Whether the user holds a membership (any status) in the club. */
export async function isClubMember(db: Executor, clubId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('clubMemberships')
    .select('userId')
    .where('clubId', '=', clubId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The member's current pathway in the club: the progress record not yet completed that was
 * started last (else the last one), with its pathway.
 */
export async function findCurrentPathwayProgress(db: Executor, clubId: number, userId: number) {
  return db
    .selectFrom('memberPathwayProgress as mp')
    .innerJoin('pathways as pw', 'pw.id', 'mp.pathwayId')
    .select([
      'mp.id as progressId',
      'mp.currentLevel',
      'mp.completedAt',
      'pw.id as pathwayId',
      'pw.name as pathwayName',
      'pw.description as pathwayDescription',
    ])
    .where('mp.clubId', '=', clubId)
    .where('mp.userId', '=', userId)
    .orderBy((eb) => eb('mp.completedAt', 'is', null), 'desc')
    .orderBy('mp.startedAt', 'desc')
    .orderBy('mp.id', 'desc')
    .executeTakeFirst();
}

/** The profile's pathway name and level (used when no progress record exists). */
export async function findProfilePathway(db: Executor, clubId: number, userId: number) {
  return db
    .selectFrom('memberProfiles')
    .select(['pathwaysPath', 'currentLevel'])
    .where('clubId', '=', clubId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function listCompletedProjects(db: Executor, progressId: number) {
  return db
    .selectFrom('projectCompletions as pc')
    .innerJoin('pathwayProjects as pp', 'pp.id', 'pc.projectId')
    .leftJoin('meetings as m', 'm.id', 'pc.meetingId')
    .select([
      'pc.id',
      'pc.projectId',
      'pp.title',
      'pp.description',
      'pc.completedAt',
      'pc.status',
      'pc.speechTitle',
      'pc.evaluatorFeedback',
      'pc.meetingId',
      'm.title as meetingTitle',
      'm.date as meetingDate',
    ])
    .where('pc.memberProgressId', '=', progressId)
    .orderBy('pc.completedAt', 'desc')
    .orderBy('pc.id', 'desc')
    .execute();
}

/** The projects of one level of a pathway, in their order. */
export async function listLevelProjects(db: Executor, pathwayId: number, level: number) {
  return db
    .selectFrom('levelProjects as lp')
    .innerJoin('pathwayLevels as pl', 'pl.id', 'lp.levelId')
    .innerJoin('pathwayProjects as pp', 'pp.id', 'lp.projectId')
    .select(['pp.id as projectId', 'pp.title', 'pl.level', 'lp.order', 'lp.isRequired'])
    .where('pl.pathwayId', '=', pathwayId)
    .where('pl.level', '=', level)
    .orderBy('lp.order')
    .orderBy('pp.title')
    .execute();
}

/** Every project of a pathway, level by level (the path's whole plan). */
export function listPathwayProjects(db: Executor, pathwayId: number) {
  return db
    .selectFrom('levelProjects as lp')
    .innerJoin('pathwayLevels as pl', 'pl.id', 'lp.levelId')
    .innerJoin('pathwayProjects as pp', 'pp.id', 'lp.projectId')
    .select(['pp.id as projectId', 'pp.title', 'pl.level', 'lp.order', 'lp.isRequired'])
    .where('pl.pathwayId', '=', pathwayId)
    .orderBy('pl.level')
    .orderBy('lp.order')
    .orderBy('pp.title')
    .execute();
}

export async function findPathway(db: Executor, pathwayId: number) {
  return db
    .selectFrom('pathways')
    .select(['id', 'name', 'description'])
    .where('id', '=', pathwayId)
    .executeTakeFirst();
}

/** Starts a path for the member (unique per member and path). */
export async function insertPathwayProgress(
  db: Executor,
  clubId: number,
  userId: number,
  pathwayId: number,
  currentLevel = 1,
): Promise<number> {
  const row = await db
    .insertInto('memberPathwayProgress')
    .values({ clubId, userId, pathwayId, currentLevel })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Locks the member's progress record on a path for the rest of the transaction. */
export async function lockPathwayProgress(db: Executor, clubId: number, progressId: number) {
  return db
    .selectFrom('memberPathwayProgress')
    .select(['id', 'userId', 'pathwayId', 'currentLevel', 'completedAt'])
    .where('clubId', '=', clubId)
    .where('id', '=', progressId)
    .forUpdate()
    .executeTakeFirst();
}

/** Every completion of a progress record (approved and pending), by project. */
export function listProgressCompletions(db: Executor, progressId: number) {
  return db
    .selectFrom('projectCompletions')
    .select(['id', 'projectId', 'status'])
    .where('memberProgressId', '=', progressId)
    .execute();
}

export interface NewCompletion {
  memberProgressId: number;
  projectId: number;
  completedAt: string;
  meetingId: number | null;
  speechTitle: string | null;
  evaluatorFeedback: string | null;
  status: 'pending' | 'approved';
  submittedBy: number;
  approvedBy: number | null;
  approvedAt: Date | null;
}

export async function insertCompletion(db: Executor, values: NewCompletion): Promise<number> {
  const row = await db
    .insertInto('projectCompletions')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets where a path stands and mirrors it on the member's profile (level and path name). */
export async function setPathwayStanding(
  db: Executor,
  clubId: number,
  progress: { id: number; userId: number; pathwayName: string },
  standing: { currentLevel: number; completed: boolean },
  now: Date,
): Promise<void> {
  await db
    .updateTable('memberPathwayProgress')
    .set({ currentLevel: standing.currentLevel, completedAt: standing.completed ? now : null })
    .where('clubId', '=', clubId)
    .where('id', '=', progress.id)
    .execute();
  await db
    .updateTable('memberProfiles')
    .set({
      currentLevel: standing.currentLevel,
      pathwaysPath: progress.pathwayName,
      updatedAt: now,
    })
    .where('clubId', '=', clubId)
    .where('userId', '=', progress.userId)
    .execute();
}

/** Names the member's chosen path on their profile (creating the profile row if needed). */
export async function setProfilePathway(
  db: Executor,
  clubId: number,
  userId: number,
  membershipStatus: 'guest' | 'member',
  pathwayName: string,
): Promise<void> {
  await db
    .insertInto('memberProfiles')
    .values({ clubId, userId, membershipStatus, pathwaysPath: pathwayName, currentLevel: 1 })
    .onConflict((oc) =>
      oc.columns(['clubId', 'userId']).doUpdateSet({ pathwaysPath: pathwayName, currentLevel: 1 }),
    )
    .execute();
}

export interface CompletionScope {
  completionId: number;
  clubId: number;
  clubArchivedAt: Date | null;
  progressId: number;
  status: 'pending' | 'approved';
  role: ClubRole | null;
  membershipStatus: MembershipStatus | null;
}

/** A completion, its club (through the progress record) and the caller's membership there. */
export function findCompletionScope(
  db: Executor,
  completionId: number,
  userId: number,
): Promise<CompletionScope | undefined> {
  return db
    .selectFrom('projectCompletions as pc')
    .innerJoin('memberPathwayProgress as mp', 'mp.id', 'pc.memberProgressId')
    .innerJoin('clubs as c', 'c.id', 'mp.clubId')
    .leftJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.clubId', '=', 'mp.clubId').on('cm.userId', '=', userId),
    )
    .select([
      'pc.id as completionId',
      'mp.clubId',
      'c.archivedAt as clubArchivedAt',
      'mp.id as progressId',
      'pc.status',
      'cm.role',
      'cm.status as membershipStatus',
    ])
    .where('pc.id', '=', completionId)
    .executeTakeFirst();
}

export async function approveCompletion(
  db: Executor,
  completionId: number,
  approvedBy: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('projectCompletions')
    .set({ status: 'approved', approvedBy, approvedAt: now })
    .where('id', '=', completionId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deletePendingCompletion(
  db: Executor,
  completionId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('projectCompletions')
    .where('id', '=', completionId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The club's completions awaiting approval, oldest first, with member and project names. */
export function listPendingCompletions(db: Executor, clubId: number) {
  return db
    .selectFrom('projectCompletions as pc')
    .innerJoin('memberPathwayProgress as mp', 'mp.id', 'pc.memberProgressId')
    .innerJoin('pathwayProjects as pp', 'pp.id', 'pc.projectId')
    .innerJoin('pathways as pw', 'pw.id', 'mp.pathwayId')
    .innerJoin('users as u', 'u.id', 'mp.userId')
    .select([
      'pc.id',
      'mp.userId',
      'u.firstName',
      'u.lastName',
      'u.email',
      'pw.name as pathwayName',
      'pp.title as projectTitle',
      'pc.completedAt',
      'pc.speechTitle',
      'pc.evaluatorFeedback',
      'pc.meetingId',
    ])
    .where('mp.clubId', '=', clubId)
    .where('pc.status', '=', 'pending')
    .orderBy('pc.completedAt')
    .orderBy('pc.id')
    .execute();
}

/** Locks the member's profile row (if any): one path change or completion at a time per member. */
export async function lockMembershipRow(db: Executor, clubId: number, userId: number) {
  await db
    .selectFrom('clubMemberships')
    .select('userId')
    .where('clubId', '=', clubId)
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function isClubMeeting(db: Executor, clubId: number, meetingId: number) {
  const row = await db
    .selectFrom('meetings')
    .select('id')
    .where('clubId', '=', clubId)
    .where('id', '=', meetingId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Active members with their counters, path and level (the progress screens). */
export function listMemberProgress(db: Executor, clubId: number) {
  return db
    .selectFrom('clubMemberships as cm')
    .innerJoin('users as u', 'u.id', 'cm.userId')
    .leftJoin('memberProfiles as p', (join) =>
      join.onRef('p.clubId', '=', 'cm.clubId').onRef('p.userId', '=', 'cm.userId'),
    )
    .select([
      'cm.userId',
      'cm.role',
      'u.firstName',
      'u.lastName',
      'u.email',
      'p.pathwaysPath',
      'p.currentLevel',
      'p.speechesCompleted',
      'p.evaluationsGiven',
      'p.leadershipRolesFilled',
      'p.tableTopicsAnswered',
    ])
    .where('cm.clubId', '=', clubId)
    .where('cm.status', '=', 'active')
    .orderBy('u.firstName')
    .orderBy('u.lastName')
    .orderBy('cm.userId')
    .execute();
}

/** Per member, approved projects of the current level of their unfinished path. */
export function countProjectsAtCurrentLevel(db: Executor, clubId: number) {
  return db
    .selectFrom('projectCompletions as pc')
    .innerJoin('memberPathwayProgress as mp', 'mp.id', 'pc.memberProgressId')
    .innerJoin('pathwayLevels as pl', (join) =>
      join.onRef('pl.pathwayId', '=', 'mp.pathwayId').onRef('pl.level', '=', 'mp.currentLevel'),
    )
    .innerJoin('levelProjects as lp', (join) =>
      join.onRef('lp.levelId', '=', 'pl.id').onRef('lp.projectId', '=', 'pc.projectId'),
    )
    .select(['mp.userId', (eb) => eb.fn.countAll<number>().as('count')])
    .where('mp.clubId', '=', clubId)
    .where('mp.completedAt', 'is', null)
    .where('pc.status', '=', 'approved')
    .groupBy('mp.userId')
    .execute();
}

/**
 * The awards meetings' votes gave the club's members (one member's with `userId`), newest
 * meeting first: one statement on the awards' (club, member) index.
 */
export function listMeetingAwards(db: Executor, clubId: number, userId?: number) {
  let query = db
    .selectFrom('meetingAwards as a')
    .innerJoin('meetings as m', 'm.id', 'a.meetingId')
    .select(['a.userId', 'a.meetingId', 'm.title as meetingTitle', 'm.date', 'a.category', 'a.tie'])
    .where('a.clubId', '=', clubId);
  if (userId !== undefined) query = query.where('a.userId', '=', userId);
  return query
    .orderBy('m.date', 'desc')
    .orderBy('a.meetingId', 'desc')
    .orderBy('a.category')
    .execute();
}
