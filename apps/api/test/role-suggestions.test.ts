// Fair suggestions and asks, through both doors, with the outcome read back from the database:
// the suggestions come from real records; an ask is a notification, an e-mail job and an
// activity entry; the e-mail's one-click Accept assigns the role only while it is open.
import { EMAIL_ACTION_TEXT, ROLE_ASK_MESSAGES } from '@lectern/domain';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, errorOf, freshMeeting, raceTest, rest } from './helpers.js';
import { drain, linksOf, outbox } from './reminder-helpers.js';

let h: ApiHarness;

beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

type Suggestions = {
  roleId: number;
  candidates: { userId: number; name: string; reasons: string[] }[];
}[];

/** A fresh meeting and its standing open role of the type. */
async function openRole(roleType = 'timer', days = 30) {
  const meeting = await freshMeeting(h, days);
  const role = await h.db
    .selectFrom('meetingRoles')
    .select(['id'])
    .where('meetingId', '=', meeting.id)
    .where('roleType', '=', roleType)
    .executeTakeFirstOrThrow();
  return { meetingId: meeting.id, roleId: role.id, date: meeting.date as string };
}

async function roleRow(roleId: number) {
  return h.db
    .selectFrom('meetingRoles')
    .select(['userId', 'status'])
    .where('id', '=', roleId)
    .executeTakeFirstOrThrow();
}

async function notificationsOf(email: string, title: string) {
  const { id } = await h.userByEmail(email);
  return h.db
    .selectFrom('notifications')
    .select(['body'])
    .where('userId', '=', id)
    .where('title', '=', title)
    .orderBy('id')
    .execute();
}

/** Asks the member and sends the e-mail; returns its Accept and Decline tokens. */
async function askAndMail(roleId: number, email: string = ACTORS.member2) {
  const vpe = await h.callerAs(ACTORS.vpe);
  const { id: userId } = await h.userByEmail(email);
  await vpe.roleSuggestions.ask({ roleId, userId });
  await drain(h, new Date());
  const mail = (await outbox(h))
    .filter((m) => m.kind === 'role_ask' && m.toAddress === email)
    .at(-1);
  expect(mail).toBeDefined();
  const links = linksOf(mail!.text);
  return { accept: links.Accept!, decline: links.Decline!, mail: mail! };
}

async function perform(token: string) {
  const anyone = await h.callerAs(null);
  return anyone.emailActions.perform({ token });
}

describe('suggestions', () => {
  it('ranks the eligible members with reasons from real records; GET changes nothing', async () => {
    const { meetingId, roleId, date } = await openRole('evaluator1', 30);
    const member = await h.userByEmail(ACTORS.member);
    const member2 = await h.userByEmail(ACTORS.member2);
    // The member was Evaluator 2 at a completed meeting nine weeks before this one.
    const earlier = new Date(Date.parse(`${date}T00:00:00Z`) - 63 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const past = await h.db
      .insertInto('meetings')
      .values({
        clubId: h.demo.clubId,
        title: 'Suggestion history',
        date: earlier,
        startTime: '19:00',
        endTime: '20:30',
        status: 'completed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.db
      .insertInto('meetingRoles')
      .values({
        meetingId: past.id,
        clubId: h.demo.clubId,
        roleType: 'evaluator2',
        userId: member.id,
        status: 'confirmed',
        assignedAt: new Date(),
        confirmedAt: new Date(),
      })
      .execute();
    await h.db
      .insertInto('memberProfiles')
      .values({ clubId: h.demo.clubId, userId: member2.id, rolePreferences: 'Evaluations, please' })
      .onConflict((oc) =>
        oc.columns(['clubId', 'userId']).doUpdateSet({ rolePreferences: 'Evaluations, please' }),
      )
      .execute();
    const before = await h.db
      .selectFrom('meetingRoles')
      .selectAll()
      .where('meetingId', '=', meetingId)
      .orderBy('id')
      .execute();

    const response = await rest(
      h,
      'GET',
      `/api/meetings/${meetingId}/role-suggestions`,
      ACTORS.vpe,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<Suggestions>();
    const forRole = body.find((entry) => entry.roleId === roleId)!;
    const byId = new Map(forRole.candidates.map((c) => [c.userId, c]));
    expect(byId.get(member.id)?.reasons).toContain('last Evaluator 9 weeks ago');
    expect(byId.get(member2.id)?.reasons).toContain('prefers evaluating roles');
    // A guest is never a candidate; every open role has its list.
    expect(byId.has((await h.userByEmail(ACTORS.guest)).id)).toBe(false);
    const open = before.filter((r) => r.status === 'open').map((r) => r.id);
    expect(body.map((entry) => entry.roleId)).toEqual(open);
    // Nothing changed.
    const after = await h.db
      .selectFrom('meetingRoles')
      .selectAll()
      .where('meetingId', '=', meetingId)
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
  });

  it('reads in a fixed number of statements, however many members and past roles', async () => {
    let statements = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: (args) => {
        statements += 1;
        return Promise.resolve(args.result);
      },
    };
    const app: FastifyInstance = await buildApp({
      db: h.db.withPlugin(counter),
      config: h.config,
      logger: false,
    });
    try {
      const { meetingId } = await openRole('timer', 60);
      const headers = await h.authAs(ACTORS.vpe);
      const url = `/api/meetings/${meetingId}/role-suggestions`;
      const count = async () => {
        await app.inject({ method: 'GET', url, headers });
        statements = 0;
        const response = await app.inject({ method: 'GET', url, headers });
        expect(response.statusCode).toBe(200);
        return statements;
      };
      const small = await count();
      // Twenty more members, each with a past role.
      const users = await h.db
        .insertInto('users')
        .values(
          Array.from({ length: 20 }, (_, i) => ({
            email: `suggested-${i}-${meetingId}@example.org`,
            firstName: `Suggested${i}`,
          })),
        )
        .returning('id')
        .execute();
      await h.db
        .insertInto('clubMemberships')
        .values(users.map(({ id }) => ({ clubId: h.demo.clubId, userId: id })))
        .execute();
      const past = await h.db
        .insertInto('meetings')
        .values({
          clubId: h.demo.clubId,
          title: 'Suggestion history 2',
          date: '2026-01-06',
          startTime: '19:00',
          endTime: '20:30',
          status: 'completed',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await h.db
        .insertInto('meetingRoles')
        .values(
          users.map(({ id }, i) => ({
            meetingId: past.id,
            clubId: h.demo.clubId,
            roleType: `custom_${i}`,
            userId: id,
            status: 'assigned' as const,
            assignedAt: new Date(),
          })),
        )
        .execute();
      expect(await count()).toBe(small);
      // The caller, the meeting's scope, the roles and the facts.
      expect(small).toBeLessThanOrEqual(4);
    } finally {
      await app.close();
    }
  });

  it('is for managers: a member gets 403 on both doors', async () => {
    const { meetingId } = await openRole();
    const member = await h.callerAs(ACTORS.member);
    expect((await errorOf(member.roleSuggestions.forMeeting({ meetingId }))).code).toBe(
      'FORBIDDEN',
    );
    const response = await rest(
      h,
      'GET',
      `/api/meetings/${meetingId}/role-suggestions`,
      ACTORS.member,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('ask', () => {
  it('answers 201, tells the member in the app, queues the e-mail and records the activity', async () => {
    const { roleId } = await openRole('grammarian');
    const member2 = await h.userByEmail(ACTORS.member2);
    const told = (await notificationsOf(ACTORS.member2, 'You are asked to take a role')).length;
    const response = await rest(h, 'POST', `/api/roles/${roleId}/ask`, ACTORS.vpe, {
      userId: member2.id,
    });
    expect(response.statusCode).toBe(201);
    const ask = response.json<{ id: number }>();
    expect(response.json()).toMatchObject({ roleId, userId: member2.id, status: 'open' });
    expect(await notificationsOf(ACTORS.member2, 'You are asked to take a role')).toHaveLength(
      told + 1,
    );
    const job = await h.db
      .selectFrom('jobs')
      .select(['kind'])
      .where('dedupKey', '=', `role-ask:${ask.id}`)
      .executeTakeFirst();
    expect(job?.kind).toBe('role_ask_email');
    const activity = await h.db
      .selectFrom('membershipActivity')
      .select(['kind', 'detail'])
      .where('subjectUserId', '=', member2.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(activity).toEqual({ kind: 'role_asked', detail: 'grammarian' });
    // The role is still open.
    expect(await roleRow(roleId)).toEqual({ userId: null, status: 'open' });
    // The suggestions say the member was asked.
    const vpe = await h.callerAs(ACTORS.vpe);
    const meetingId = (
      await h.db
        .selectFrom('meetingRoles')
        .select('meetingId')
        .where('id', '=', roleId)
        .executeTakeFirstOrThrow()
    ).meetingId;
    const listed = (await vpe.roleSuggestions.forMeeting({ meetingId }))
      .find((entry) => entry.roleId === roleId)
      ?.candidates.find((c) => c.userId === member2.id);
    expect(listed?.reasons).toContain('already asked, no answer yet');
  });

  it('refuses asking twice, a held role, a guest and a non-member (409/404)', async () => {
    const { roleId } = await openRole('ah_counter');
    const vpe = await h.callerAs(ACTORS.vpe);
    const member2 = await h.userByEmail(ACTORS.member2);
    await vpe.roleSuggestions.ask({ roleId, userId: member2.id });
    const twice = await errorOf(vpe.roleSuggestions.ask({ roleId, userId: member2.id }));
    expect([twice.code, twice.message]).toEqual(['CONFLICT', ROLE_ASK_MESSAGES.alreadyAsked]);
    const guest = await errorOf(
      vpe.roleSuggestions.ask({ roleId, userId: (await h.userByEmail(ACTORS.guest)).id }),
    );
    expect([guest.code, guest.message]).toEqual(['CONFLICT', ROLE_ASK_MESSAGES.guest]);
    const outsider = await errorOf(
      vpe.roleSuggestions.ask({ roleId, userId: (await h.userByEmail(ACTORS.outsider)).id }),
    );
    expect(outsider.code).toBe('NOT_FOUND');
    await vpe.meetingRoles.assign({ roleId, userId: (await h.userByEmail(ACTORS.member)).id });
    const held = await errorOf(
      vpe.roleSuggestions.ask({ roleId, userId: (await h.userByEmail(ACTORS.secretary)).id }),
    );
    expect([held.code, held.message]).toEqual(['CONFLICT', ROLE_ASK_MESSAGES.roleNotOpen]);
  });

  it('honours the member’s settings: no in-app notification, no e-mail when turned off', async () => {
    const { roleId } = await openRole('table_topics_master');
    const member2 = await h.userByEmail(ACTORS.member2);
    const off = { appNotifications: false, emailNotifications: false };
    await h.db
      .insertInto('memberProfiles')
      .values({ clubId: h.demo.clubId, userId: member2.id, ...off })
      .onConflict((oc) => oc.columns(['clubId', 'userId']).doUpdateSet(off))
      .execute();
    try {
      const told = (await notificationsOf(ACTORS.member2, 'You are asked to take a role')).length;
      const mailed = (await outbox(h)).filter((m) => m.kind === 'role_ask').length;
      const vpe = await h.callerAs(ACTORS.vpe);
      await vpe.roleSuggestions.ask({ roleId, userId: member2.id });
      await drain(h, new Date());
      expect(await notificationsOf(ACTORS.member2, 'You are asked to take a role')).toHaveLength(
        told,
      );
      expect((await outbox(h)).filter((m) => m.kind === 'role_ask')).toHaveLength(mailed);
    } finally {
      const on = { appNotifications: true, emailNotifications: true };
      await h.db
        .updateTable('memberProfiles')
        .set(on)
        .where('clubId', '=', h.demo.clubId)
        .where('userId', '=', member2.id)
        .execute();
    }
  });

  it('refuses to ask a member who turned offers and asks off, and says so', async () => {
    const { roleId } = await openRole('grammarian');
    const member2 = await h.userByEmail(ACTORS.member2);
    const off = { offerNotifications: false };
    await h.db
      .insertInto('memberProfiles')
      .values({ clubId: h.demo.clubId, userId: member2.id, ...off })
      .onConflict((oc) => oc.columns(['clubId', 'userId']).doUpdateSet(off))
      .execute();
    try {
      const vpe = await h.callerAs(ACTORS.vpe);
      const refused = await errorOf(vpe.roleSuggestions.ask({ roleId, userId: member2.id }));
      expect([refused.code, refused.message]).toEqual(['CONFLICT', ROLE_ASK_MESSAGES.asksOff]);
      const asked = await h.db
        .selectFrom('roleAsks')
        .select('id')
        .where('roleId', '=', roleId)
        .execute();
      expect(asked).toEqual([]);
    } finally {
      await h.db
        .updateTable('memberProfiles')
        .set({ offerNotifications: true })
        .where('clubId', '=', h.demo.clubId)
        .where('userId', '=', member2.id)
        .execute();
    }
  });

  it('is for managers: a member gets 403', async () => {
    const { roleId } = await openRole('sergeant_at_arms');
    const response = await rest(h, 'POST', `/api/roles/${roleId}/ask`, ACTORS.member, {
      userId: (await h.userByEmail(ACTORS.member2)).id,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('one-click answers', () => {
  it('Accept assigns the open role and tells the asker; the link is then used', async () => {
    const { roleId } = await openRole('timer', 31);
    const { accept, mail } = await askAndMail(roleId);
    expect(mail.subject).toContain('asks you to be Timer');
    const anyone = await h.callerAs(null);
    expect((await anyone.emailActions.preview({ token: accept })).button).toBe('Accept');
    expect(await roleRow(roleId)).toEqual({ userId: null, status: 'open' });
    const told = (await notificationsOf(ACTORS.vpe, 'Request accepted')).length;
    const done = await perform(accept);
    expect(done.outcome).toBe('done');
    const member2 = await h.userByEmail(ACTORS.member2);
    expect(await roleRow(roleId)).toEqual({ userId: member2.id, status: 'assigned' });
    expect(await notificationsOf(ACTORS.vpe, 'Request accepted')).toHaveLength(told + 1);
    expect(await perform(accept)).toEqual({ outcome: 'used', message: EMAIL_ACTION_TEXT.used });
  });

  it('Decline changes nothing in the role and tells the asker', async () => {
    const { roleId } = await openRole('timer', 32);
    const { accept, decline } = await askAndMail(roleId);
    const told = (await notificationsOf(ACTORS.vpe, 'Request declined')).length;
    expect((await perform(decline)).outcome).toBe('done');
    expect(await roleRow(roleId)).toEqual({ userId: null, status: 'open' });
    expect(await notificationsOf(ACTORS.vpe, 'Request declined')).toHaveLength(told + 1);
    const ask = await h.db
      .selectFrom('roleAsks')
      .select(['status'])
      .where('roleId', '=', roleId)
      .executeTakeFirstOrThrow();
    expect(ask.status).toBe('declined');
    // The other button of the same e-mail says the request was answered.
    expect(await perform(accept)).toEqual({
      outcome: 'impossible',
      message: `${EMAIL_ACTION_TEXT.impossible} ${ROLE_ASK_MESSAGES.alreadyAnswered}`,
    });
  });

  it('Accept when someone else took the role says so plainly and changes nothing', async () => {
    const { roleId } = await openRole('timer', 33);
    const { accept } = await askAndMail(roleId);
    const volunteer = await h.callerAs(ACTORS.member);
    await volunteer.meetingRoles.volunteer({ roleId });
    const member = await h.userByEmail(ACTORS.member);
    expect(await perform(accept)).toEqual({
      outcome: 'impossible',
      message: `${EMAIL_ACTION_TEXT.impossible} ${ROLE_ASK_MESSAGES.roleTaken}`,
    });
    expect(await roleRow(roleId)).toEqual({ userId: member.id, status: 'assigned' });
  });

  it('an expired link says so', async () => {
    const { roleId } = await openRole('timer', 34);
    const { accept } = await askAndMail(roleId);
    await h.db
      .updateTable('emailActions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('action', '=', 'accept_ask')
      .where('roleId', '=', roleId)
      .execute();
    expect(await perform(accept)).toEqual({
      outcome: 'expired',
      message: EMAIL_ACTION_TEXT.expired,
    });
    expect(await roleRow(roleId)).toEqual({ userId: null, status: 'open' });
  });

  raceTest('Accept racing a volunteer: exactly one holder', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { roleId } = await openRole('timer', 40 + round);
      const { accept } = await askAndMail(roleId);
      const volunteer = await h.callerAs(ACTORS.member);
      const [accepted, volunteered] = await Promise.allSettled([
        perform(accept),
        volunteer.meetingRoles.volunteer({ roleId }),
      ]);
      const acceptWon = accepted.status === 'fulfilled' && accepted.value.outcome === 'done';
      const volunteerWon = volunteered.status === 'fulfilled';
      expect(acceptWon !== volunteerWon).toBe(true);
      const row = await roleRow(roleId);
      const winner = await h.userByEmail(acceptWon ? ACTORS.member2 : ACTORS.member);
      expect(row.userId).toBe(winner.id);
    }
  });
});

describe('answering an ask in the app', () => {
  it('lists the open ask; Accept through REST assigns the open role, tells the asker, and closes it', async () => {
    const { roleId } = await openRole('timer', 33);
    const member2 = await h.userByEmail(ACTORS.member2);
    await (await h.callerAs(ACTORS.vpe)).roleSuggestions.ask({ roleId, userId: member2.id });
    const listed = await rest(h, 'GET', `/api/clubs/${h.demo.clubId}/role-asks`, ACTORS.member2);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ roleId: number }[]>().map((a) => a.roleId)).toContain(roleId);
    // Nobody else sees it.
    const others = await (
      await h.callerAs(ACTORS.secretary)
    ).roleSuggestions.mine({ clubId: h.demo.clubId });
    expect(others.map((a) => a.roleId)).not.toContain(roleId);

    const told = (await notificationsOf(ACTORS.vpe, 'accepted')).length;
    const accepted = await rest(h, 'POST', `/api/roles/${roleId}/ask/accept`, ACTORS.member2, {});
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ roleId, status: 'accepted' });
    expect(await roleRow(roleId)).toEqual({ userId: member2.id, status: 'assigned' });
    expect((await notificationsOf(ACTORS.vpe, 'accepted')).length).toBeGreaterThanOrEqual(told);
    const after = await (
      await h.callerAs(ACTORS.member2)
    ).roleSuggestions.mine({ clubId: h.demo.clubId });
    expect(after.map((a) => a.roleId)).not.toContain(roleId);
    // Answering again: already answered.
    const again = await rest(h, 'POST', `/api/roles/${roleId}/ask/accept`, ACTORS.member2, {});
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(ROLE_ASK_MESSAGES.alreadyAnswered);
  });

  it('Accept when someone else took the role says so with the e-mail’s words and changes nothing', async () => {
    const { roleId } = await openRole('timer', 34);
    const member2 = await h.userByEmail(ACTORS.member2);
    await (await h.callerAs(ACTORS.vpe)).roleSuggestions.ask({ roleId, userId: member2.id });
    await (await h.callerAs(ACTORS.secretary)).meetingRoles.volunteer({ roleId });
    const secretary = await h.userByEmail(ACTORS.secretary);
    const refused = await errorOf(
      (await h.callerAs(ACTORS.member2)).roleSuggestions.accept({ roleId }),
    );
    expect([refused.code, refused.message]).toEqual(['CONFLICT', ROLE_ASK_MESSAGES.roleTaken]);
    expect(await roleRow(roleId)).toEqual({ userId: secretary.id, status: 'assigned' });
    const ask = await h.db
      .selectFrom('roleAsks')
      .select('status')
      .where('roleId', '=', roleId)
      .where('userId', '=', member2.id)
      .executeTakeFirstOrThrow();
    expect(ask.status).toBe('open');
  });

  it('Decline leaves the role open and closes the ask; without an ask there is nothing to answer', async () => {
    const { roleId } = await openRole('timer', 35);
    const member2 = await h.userByEmail(ACTORS.member2);
    await (await h.callerAs(ACTORS.vpe)).roleSuggestions.ask({ roleId, userId: member2.id });
    const declined = await rest(h, 'POST', `/api/roles/${roleId}/ask/decline`, ACTORS.member2, {});
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ roleId, status: 'declined' });
    expect(await roleRow(roleId)).toEqual({ userId: null, status: 'open' });
    const none = await rest(h, 'POST', `/api/roles/${roleId}/ask/accept`, ACTORS.secretary, {});
    expect(none.statusCode).toBe(409);
    expect(await roleRow(roleId)).toEqual({ userId: null, status: 'open' });
  });
});
