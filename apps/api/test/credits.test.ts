// Completing a meeting credits its confirmed role holders once; reopening it takes the credit
// back; project completions recorded by managers or submitted by members move the level.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, errorOf, freshMeeting, inDays, raceTest, rest } from './helpers.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

async function counters(email: string) {
  const user = await h.userByEmail(email);
  return h.db
    .selectFrom('memberProfiles')
    .select([
      'speechesCompleted',
      'evaluationsGiven',
      'tableTopicsAnswered',
      'leadershipRolesFilled',
    ])
    .where('clubId', '=', h.demo.clubId)
    .where('userId', '=', user.id)
    .executeTakeFirstOrThrow();
}

/** A meeting whose roles are held (and confirmed, unless said otherwise) by the given people. */
async function meetingWith(holders: Record<string, string>, unconfirmed: string[] = []) {
  const vpe = await h.callerAs(ACTORS.vpe);
  const meeting = await freshMeeting(h, 40, 'Credited meeting');
  for (const [roleType, email] of Object.entries(holders)) {
    const role = await vpe.meetingRoles.add({ meetingId: meeting.id, roleType });
    await vpe.meetingRoles.assign({ roleId: role.id, userId: (await h.userByEmail(email)).id });
    if (!unconfirmed.includes(roleType)) await vpe.meetingRoles.confirm({ roleId: role.id });
  }
  return meeting;
}

describe('crediting a completed meeting', () => {
  it('credits each confirmed holder once; completing again credits nothing; reopening takes it back', async () => {
    const meeting = await meetingWith(
      {
        speaker1: ACTORS.member,
        evaluator1: ACTORS.member2,
        table_topics_master: ACTORS.officer,
        timer: ACTORS.sergeant,
        grammarian: ACTORS.secretary,
      },
      ['grammarian'],
    );
    const before = {
      member: await counters(ACTORS.member),
      member2: await counters(ACTORS.member2),
      officer: await counters(ACTORS.officer),
      sergeant: await counters(ACTORS.sergeant),
      secretary: await counters(ACTORS.secretary),
    };
    const vpe = await h.callerAs(ACTORS.vpe);
    await vpe.meetings.update({ meetingId: meeting.id, status: 'active' });
    expect(await counters(ACTORS.member)).toEqual(before.member);

    for (let i = 0; i < 2; i++) {
      const done = await vpe.meetings.update({ meetingId: meeting.id, status: 'completed' });
      expect(done.status).toBe('completed');
      expect((await counters(ACTORS.member)).speechesCompleted).toBe(
        before.member.speechesCompleted + 1,
      );
      expect((await counters(ACTORS.member2)).evaluationsGiven).toBe(
        before.member2.evaluationsGiven + 1,
      );
      expect((await counters(ACTORS.officer)).tableTopicsAnswered).toBe(
        before.officer.tableTopicsAnswered + 1,
      );
      expect((await counters(ACTORS.sergeant)).leadershipRolesFilled).toBe(
        before.sergeant.leadershipRolesFilled + 1,
      );
      // Assigned but never confirmed: no credit.
      expect(await counters(ACTORS.secretary)).toEqual(before.secretary);
    }
    const rows = await h.db
      .selectFrom('meetingCredits')
      .select(['roleType', 'kind'])
      .where('meetingId', '=', meeting.id)
      .orderBy('roleType')
      .execute();
    expect(rows).toEqual([
      { roleType: 'evaluator1', kind: 'evaluation' },
      { roleType: 'speaker1', kind: 'speech' },
      { roleType: 'table_topics_master', kind: 'table_topics' },
      { roleType: 'timer', kind: 'leadership' },
    ]);

    await vpe.meetings.update({ meetingId: meeting.id, status: 'scheduled' });
    expect(await counters(ACTORS.member)).toEqual(before.member);
    expect(await counters(ACTORS.sergeant)).toEqual(before.sergeant);
    expect(
      await h.db
        .selectFrom('meetingCredits')
        .select('roleType')
        .where('meetingId', '=', meeting.id)
        .execute(),
    ).toEqual([]);
  });

  raceTest('completions racing each other credit once', async () => {
    const meeting = await meetingWith({ speaker2: ACTORS.member2 });
    const before = await counters(ACTORS.member2);
    const vpe = await h.callerAs(ACTORS.vpe);
    const president = await h.callerAs(ACTORS.president);
    await Promise.allSettled([
      vpe.meetings.update({ meetingId: meeting.id, status: 'completed' }),
      president.meetings.update({ meetingId: meeting.id, status: 'completed' }),
      vpe.meetings.update({ meetingId: meeting.id, status: 'completed' }),
    ]);
    expect((await counters(ACTORS.member2)).speechesCompleted).toBe(before.speechesCompleted + 1);
  });

  it('a role changed on a completed meeting moves its credit; deleting the meeting takes it back', async () => {
    const meeting = await meetingWith({ speaker3: ACTORS.member });
    const vpe = await h.callerAs(ACTORS.vpe);
    const member = await counters(ACTORS.member);
    const member2 = await counters(ACTORS.member2);
    await vpe.meetings.update({ meetingId: meeting.id, status: 'completed' });
    const role = (await vpe.meetingRoles.list({ meetingId: meeting.id })).find(
      (slot) => slot.roleType === 'speaker3',
    );
    await vpe.meetingRoles.assign({
      roleId: role!.id,
      userId: (await h.userByEmail(ACTORS.member2)).id,
    });
    // Assigned, not yet confirmed: the credit is taken from the old holder and not yet given.
    expect(await counters(ACTORS.member)).toEqual(member);
    await vpe.meetingRoles.confirm({ roleId: role!.id });
    expect((await counters(ACTORS.member2)).speechesCompleted).toBe(member2.speechesCompleted + 1);
    await vpe.meetings.delete({ meetingId: meeting.id });
    expect(await counters(ACTORS.member2)).toEqual(member2);
  });

  it('refuses transitions the club does not allow, and members cannot change the status', async () => {
    const meeting = await freshMeeting(h, 41);
    const vpe = await h.callerAs(ACTORS.vpe);
    await vpe.meetings.update({ meetingId: meeting.id, status: 'cancelled' });
    const refused = await errorOf(
      vpe.meetings.update({ meetingId: meeting.id, status: 'completed' }),
    );
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe('A cancelled meeting cannot be marked completed.');
    const member = await h.callerAs(ACTORS.member);
    expect(
      await codeOf(member.meetings.update({ meetingId: meeting.id, status: 'scheduled' })),
    ).toBe('FORBIDDEN');
    const response = await rest(h, 'PATCH', `/api/meetings/${meeting.id}`, ACTORS.vpe, {
      status: 'scheduled',
    });
    expect(response.statusCode).toBe(200);
  });
});

async function projectId(title: string) {
  const row = await h.db
    .selectFrom('pathwayProjects')
    .select('id')
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function pathwayId(name: string) {
  const row = await h.db
    .selectFrom('pathways')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('project completions', () => {
  it('a member without a path chooses one; Switch is refused while it is current', async () => {
    const officer = await h.callerAs(ACTORS.officer);
    const me = await h.userByEmail(ACTORS.officer);
    const current = await officer.pathways.progress({ clubId: h.demo.clubId, userId: me.id });
    if (current.pathway !== null) {
      // The demo may name a path on the profile; clear it to start from none.
      await h.db
        .updateTable('memberProfiles')
        .set({ pathwaysPath: null })
        .where('clubId', '=', h.demo.clubId)
        .where('userId', '=', me.id)
        .execute();
    }
    const chosen = await officer.pathways.choose({
      clubId: h.demo.clubId,
      pathwayId: await pathwayId('Engaging Humor'),
    });
    expect(chosen).toMatchObject({ pathway: { name: 'Engaging Humor' }, currentLevel: 1 });
    const again = await errorOf(
      officer.pathways.choose({
        clubId: h.demo.clubId,
        pathwayId: await pathwayId('Team Collaboration'),
      }),
    );
    expect(again.code).toBe('CONFLICT');
    expect(again.message).toBe('Finish your current pathway before choosing another.');
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.guest)).pathways.choose({
          clubId: h.demo.clubId,
          pathwayId: await pathwayId('Engaging Humor'),
        }),
      ),
    ).toBe('FORBIDDEN');
  });

  it('the VP Education records the level-1 projects and the member moves to level 2', async () => {
    const member = await h.userByEmail(ACTORS.member);
    const vpe = await h.callerAs(ACTORS.vpe);
    const plan = await vpe.pathways.plan({ pathwayId: await pathwayId('Persuasive Influence') });
    const level1 = plan.filter((p) => p.level === 1 && p.isRequired);
    expect(level1.map((p) => p.title)).toEqual([
      'Ice Breaker',
      'Evaluation and Feedback',
      'Researching and Presenting',
    ]);
    const meeting = await freshMeeting(h, 42);
    // The demo member's Ice Breaker is on record already (their first speech); the other two now.
    const before = await (
      await h.callerAs(ACTORS.member)
    ).pathways.progress({ clubId: h.demo.clubId, userId: member.id });
    expect(before.completedProjects.map((p) => p.title)).toEqual(['Ice Breaker']);
    for (const [i, project] of level1.slice(1).entries()) {
      const recorded = await vpe.pathways.recordCompletion({
        clubId: h.demo.clubId,
        userId: member.id,
        projectId: project.projectId,
        completedOn: inDays(-i - 1),
        meetingId: meeting.id,
        speechTitle: `Speech ${i + 2}`,
        evaluatorFeedback: 'Clear structure.',
      });
      expect(recorded.status).toBe('approved');
    }
    const progress = await (
      await h.callerAs(ACTORS.member)
    ).pathways.progress({ clubId: h.demo.clubId, userId: member.id });
    expect(progress.currentLevel).toBe(2);
    expect(progress.completedProjects).toHaveLength(level1.length);
    expect(progress.completedProjects).toContainEqual(
      expect.objectContaining({ title: 'Evaluation and Feedback', speechTitle: 'Speech 2' }),
    );
    const profile = await h.db
      .selectFrom('memberProfiles')
      .select(['currentLevel', 'pathwaysPath'])
      .where('clubId', '=', h.demo.clubId)
      .where('userId', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ currentLevel: 2, pathwaysPath: 'Persuasive Influence' });

    const twice = await errorOf(
      vpe.pathways.recordCompletion({
        clubId: h.demo.clubId,
        userId: member.id,
        projectId: level1[0]!.projectId,
        completedOn: inDays(-1),
      }),
    );
    expect(twice.message).toBe('This project is already recorded for the member.');
    expect(
      await codeOf(
        vpe.pathways.recordCompletion({
          clubId: h.demo.clubId,
          userId: member.id,
          projectId: 999_999,
          completedOn: inDays(-1),
        }),
      ),
    ).toBe('BAD_REQUEST');
  });

  it('a member submits their own; it counts only once a manager approves it', async () => {
    const member2 = await h.userByEmail(ACTORS.member2);
    const own = await h.callerAs(ACTORS.member2);
    const progress = await own.pathways.progress({ clubId: h.demo.clubId, userId: member2.id });
    const next = progress.nextProjects[0]!;
    const submitted = await own.pathways.submitCompletion({
      clubId: h.demo.clubId,
      projectId: await projectId(next.name),
      completedOn: inDays(-2),
      speechTitle: 'My own',
    });
    expect(submitted.status).toBe('pending');
    const after = await own.pathways.progress({ clubId: h.demo.clubId, userId: member2.id });
    expect(after.pendingProjects.map((p) => p.title)).toEqual([next.name]);
    expect(after.completedProjects).toHaveLength(progress.completedProjects.length);

    // Only managers approve, and only in their club.
    expect(await codeOf(own.pathways.approveCompletion({ completionId: submitted.id }))).toBe(
      'FORBIDDEN',
    );
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.outsider)).pathways.approveCompletion({
          completionId: submitted.id,
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.president2)).pathways.approveCompletion({
          completionId: submitted.id,
        }),
      ),
    ).toBe('NOT_FOUND');
    const vpe = await h.callerAs(ACTORS.vpe);
    const pending = await vpe.pathways.pendingCompletions({ clubId: h.demo.clubId });
    expect(pending.map((p) => p.id)).toContain(submitted.id);
    await vpe.pathways.approveCompletion({ completionId: submitted.id });
    expect(await codeOf(vpe.pathways.approveCompletion({ completionId: submitted.id }))).toBe(
      'CONFLICT',
    );
    const approved = await own.pathways.progress({ clubId: h.demo.clubId, userId: member2.id });
    expect(approved.pendingProjects).toEqual([]);
    expect(approved.completedProjects.map((p) => p.title)).toContain(next.name);
  });

  it('a rejected submission is removed; members cannot record for others', async () => {
    const own = await h.callerAs(ACTORS.member2);
    const member2 = await h.userByEmail(ACTORS.member2);
    const progress = await own.pathways.progress({ clubId: h.demo.clubId, userId: member2.id });
    const submitted = await own.pathways.submitCompletion({
      clubId: h.demo.clubId,
      projectId: await projectId(progress.nextProjects[0]!.name),
      completedOn: inDays(-1),
    });
    const vpe = await h.callerAs(ACTORS.vpe);
    await vpe.pathways.rejectCompletion({ completionId: submitted.id });
    expect(await codeOf(vpe.pathways.rejectCompletion({ completionId: submitted.id }))).toBe(
      'NOT_FOUND',
    );
    expect(
      await codeOf(
        own.pathways.recordCompletion({
          clubId: h.demo.clubId,
          userId: member2.id,
          projectId: await projectId(progress.nextProjects[0]!.name),
          completedOn: inDays(-1),
        }),
      ),
    ).toBe('FORBIDDEN');
  });

  it('a meeting of another club is refused', async () => {
    const member = await h.userByEmail(ACTORS.member);
    const other = await (
      await h.callerAs(ACTORS.president2)
    ).meetings.create({
      clubId: h.demo.secondClubId,
      title: 'Elsewhere',
      scheduledDate: inDays(10),
      scheduledTime: '19:00',
    });
    const vpe = await h.callerAs(ACTORS.vpe);
    const plan = await vpe.pathways.plan({ pathwayId: await pathwayId('Persuasive Influence') });
    const error = await errorOf(
      vpe.pathways.recordCompletion({
        clubId: h.demo.clubId,
        userId: member.id,
        projectId: plan.find((p) => p.level === 2)!.projectId,
        completedOn: inDays(-1),
        meetingId: other.id,
      }),
    );
    expect(error.message).toBe('The meeting does not exist in this club');
  });
});

describe('the person’s data', () => {
  it('the export lists what meetings credited; deleting the account removes the credits', async () => {
    const email = 'credited-person@example.org';
    const vpe = await h.callerAs(ACTORS.vpe);
    await vpe.members.add({
      clubId: h.demo.clubId,
      name: 'Credited Person',
      email,
      role: 'member',
    });
    const meeting = await meetingWith({ speaker1: email });
    await vpe.meetings.update({ meetingId: meeting.id, status: 'completed' });
    const data = await (await h.callerAs(email)).account.export();
    expect(data.meetingCredits).toEqual([
      expect.objectContaining({ meetingId: meeting.id, roleType: 'speaker1', kind: 'speech' }),
    ]);
    const response = await (
      await h.http()
    ).inject({
      method: 'DELETE',
      url: '/api/account',
      headers: await h.browserAs(email),
    });
    expect(response.statusCode).toBe(200);
    expect(
      await h.db
        .selectFrom('meetingCredits')
        .select('roleType')
        .where('meetingId', '=', meeting.id)
        .execute(),
    ).toEqual([]);
  });
});
