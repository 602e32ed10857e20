import { PATHWAY_PROJECTS, PATHWAYS } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, rest } from './helpers.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

const levelTitles = (level: number) =>
  PATHWAY_PROJECTS.filter((p) => p.level === level)
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
    .map((p) => p.title);

describe('pathways catalogue', () => {
  it('any signed-in person reads the 11 pathways with their 5 levels; signed out is 401', async () => {
    for (const email of [ACTORS.outsider, ACTORS.admin, ACTORS.guest]) {
      const list = await (await h.callerAs(email)).pathways.list();
      expect(list).toHaveLength(PATHWAYS.length);
      expect(list.every((p) => p.levels.map((l) => l.level).join() === '1,2,3,4,5')).toBe(true);
    }
    expect(await codeOf((await h.callerAs(null)).pathways.list())).toBe('UNAUTHORIZED');
    const response = await rest(h, 'GET', '/api/pathways', ACTORS.member);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ name: string }[]>().map((p) => p.name)).toContain(
      'Visionary Communication',
    );
    expect((await rest(h, 'GET', '/api/pathways', null)).statusCode).toBe(401);
  });
});

describe('pathway progress', () => {
  it('without a progress record: the profile’s path and level, and the projects of that level', async () => {
    // The demo's officer has a path on their profile and no progress record.
    const member = await h.callerAs(ACTORS.officer);
    const me = await h.userByEmail(ACTORS.officer);
    const progress = await member.pathways.progress({ clubId: h.demo.clubId, userId: me.id });
    expect(progress).toMatchObject({
      pathway: { name: 'Visionary Communication' },
      currentLevel: 1,
      completedProjects: [],
      progressPercent: 0,
    });
    expect(progress.nextProjects.map((p) => p.name)).toEqual(levelTitles(1));
    expect(progress.nextProjects[0]).toEqual({
      name: levelTitles(1)[0],
      dueDate: null,
      difficulty: 'Level 1',
    });
  });

  it('with a progress record: completed projects newest first, and only the rest as next', async () => {
    const member2 = await h.userByEmail(ACTORS.member2);
    const pathway = await h.db
      .selectFrom('pathways')
      .select('id')
      .where('name', '=', 'Effective Coaching')
      .executeTakeFirstOrThrow();
    const progress = await h.db
      .insertInto('memberPathwayProgress')
      .values({ clubId: h.demo.clubId, userId: member2.id, pathwayId: pathway.id, currentLevel: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [first, second] = levelTitles(1);
    const projects = await h.db
      .selectFrom('pathwayProjects')
      .select(['id', 'title'])
      .where('title', 'in', [first!, second!])
      .execute();
    await h.db
      .insertInto('projectCompletions')
      .values(
        projects.map((p) => ({
          memberProgressId: progress.id,
          projectId: p.id,
          // The second project was completed a day after the first.
          completedAt: new Date(Date.UTC(2030, 0, p.title === first ? 1 : 2)),
        })),
      )
      .execute();

    const vpe = await h.callerAs(ACTORS.vpe);
    const result = await vpe.pathways.progress({ clubId: h.demo.clubId, userId: member2.id });
    expect(result.pathway).toMatchObject({ id: pathway.id, name: 'Effective Coaching' });
    expect(result.completedProjects.map((p) => p.title)).toEqual([second, first]);
    expect(result.nextProjects.map((p) => p.name)).toEqual(
      levelTitles(1).filter((t) => t !== first && t !== second),
    );
    expect(result.progressPercent).toBe(40);
  });

  it('members read only their own; managers anyone in the club; outsiders and strangers 404', async () => {
    const member = await h.callerAs(ACTORS.member);
    const vpe = await h.userByEmail(ACTORS.vpe);
    const guest = await h.userByEmail(ACTORS.guest);
    const outsider = await h.userByEmail(ACTORS.outsider);
    expect(await codeOf(member.pathways.progress({ clubId: h.demo.clubId, userId: vpe.id }))).toBe(
      'FORBIDDEN',
    );
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.guest)).pathways.progress({
          clubId: h.demo.clubId,
          userId: guest.id,
        }),
      ),
    ).toBe('OK');
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.guest)).pathways.progress({
          clubId: h.demo.clubId,
          userId: vpe.id,
        }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.treasurer)).pathways.progress({
          clubId: h.demo.clubId,
          userId: guest.id,
        }),
      ),
    ).toBe('OK');
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.treasurer)).pathways.progress({
          clubId: h.demo.clubId,
          userId: outsider.id,
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.outsider)).pathways.progress({
          clubId: h.demo.clubId,
          userId: outsider.id,
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      await codeOf(
        (await h.callerAs(null)).pathways.progress({ clubId: h.demo.clubId, userId: guest.id }),
      ),
    ).toBe('UNAUTHORIZED');
  });

  it('GET /api/clubs/{clubId}/members/{userId}/pathway-progress', async () => {
    const me = await h.userByEmail(ACTORS.member);
    const vpe = await h.userByEmail(ACTORS.vpe);
    const own = await rest(
      h,
      'GET',
      `/api/clubs/${h.demo.clubId}/members/${me.id}/pathway-progress`,
      ACTORS.member,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json()).toHaveProperty('nextProjects');
    const other = await rest(
      h,
      'GET',
      `/api/clubs/${h.demo.clubId}/members/${vpe.id}/pathway-progress`,
      ACTORS.member,
    );
    expect(other.statusCode).toBe(403);
    const asPresident = await rest(
      h,
      'GET',
      `/api/clubs/${h.demo.clubId}/members/${vpe.id}/pathway-progress`,
      ACTORS.president,
    );
    expect(asPresident.json()).toMatchObject({
      pathway: { name: 'Presentation Mastery' },
      currentLevel: 3,
    });
  });
});
