import type { Executor } from '../executor.js';

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
    .select(['pc.projectId', 'pp.title', 'pp.description', 'pc.completedAt'])
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
