// Invitations by link (docs/decisions/033-invitations.md): expiry, uses, revocation, the last
// use taken by exactly one of two people at once, and what joining makes.
import { CLUB_FOUNDING_TEXT, INVITE_TEXT } from '@lectern/domain';
import { DEMO_EXPIRED_INVITE_TOKEN } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, errorOf, raceTest, rest, untilBlockedOnLock } from './helpers.js';

let h: ApiHarness;
let clock = new Date();
beforeAll(async () => {
  h = await createApiHarness({ now: () => clock });
});
afterAll(async () => h?.close());

let counter = 0;
/** A signed-in person with no club (as after a first sign-in). */
async function newcomer(): Promise<string> {
  counter += 1;
  const email = `joiner${counter}.${Date.now()}@example.org`;
  await h.db
    .insertInto('users')
    .values({ email, firstName: 'Joiner', lastName: `No${counter}` })
    .execute();
  return email;
}

async function invite(
  options: { role?: 'guest' | 'member'; expiresInDays?: number; maxUses?: number | null } = {},
) {
  const vpm = await h.callerAs(ACTORS.vpm);
  const created = await vpm.invites.create({
    clubId: h.demo.clubId,
    role: options.role ?? 'guest',
    expiresInDays: options.expiresInDays ?? 7,
    maxUses: options.maxUses ?? null,
  });
  return { ...created, token: new URL(created.url).pathname.split('/').pop()! };
}

async function membershipOf(email: string) {
  const user = await h.userByEmail(email);
  return h.db
    .selectFrom('clubMemberships as cm')
    .leftJoin('memberProfiles as p', (j) =>
      j.onRef('p.clubId', '=', 'cm.clubId').onRef('p.userId', '=', 'cm.userId'),
    )
    .select(['cm.role', 'cm.status', 'p.membershipStatus'])
    .where('cm.clubId', '=', h.demo.clubId)
    .where('cm.userId', '=', user.id)
    .executeTakeFirst();
}

async function usesOf(id: number) {
  return (
    await h.db
      .selectFrom('clubInvites')
      .select('uses')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).uses;
}

describe('making invitations', () => {
  it('answers with a link to the join page and stores only the hash of its secret', async () => {
    const created = await invite();
    expect(created.url).toMatch(/^http:\/\/localhost:3000\/join\/[A-Za-z0-9_-]{43}$/);
    const row = await h.db
      .selectFrom('clubInvites')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.tokenHash).toString('hex')).not.toContain(
      Buffer.from(created.token).toString('hex'),
    );
    expect(JSON.stringify(row)).not.toContain(created.token);
    const listed = await (
      await h.callerAs(ACTORS.secretary)
    ).invites.list({ clubId: h.demo.clubId });
    const vpm = await h.userByEmail(ACTORS.vpm);
    expect(listed.find((i) => i.id === created.id)).toMatchObject({
      role: 'guest',
      state: 'open',
      uses: 0,
      createdByName: `${vpm.firstName} ${vpm.lastName}`,
    });
    expect(JSON.stringify(listed)).not.toContain(created.token);
  });

  it('POST /api/clubs/{clubId}/invites → { url }, GET lists, DELETE /api/invites/{id} revokes', async () => {
    const made = await rest(h, 'POST', `/api/clubs/${h.demo.clubId}/invites`, ACTORS.vpm, {
      role: 'member',
      expiresInDays: 3,
      maxUses: 5,
    });
    expect(made.statusCode).toBe(201);
    const body = made.json<{ id: number; url: string }>();
    expect(body.url).toContain('/join/');
    const listed = await rest(h, 'GET', `/api/clubs/${h.demo.clubId}/invites`, ACTORS.vpm);
    expect(listed.json<{ id: number }[]>().some((i) => i.id === body.id)).toBe(true);
    const revoked = await rest(h, 'DELETE', `/api/invites/${body.id}`, ACTORS.vpm);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: body.id, state: 'revoked' });
  });

  it('offers only guest or member, never an office', async () => {
    const vpm = await h.callerAs(ACTORS.vpm);
    expect(
      await codeOf(vpm.invites.create({ clubId: h.demo.clubId, role: 'president' as 'member' })),
    ).toBe('BAD_REQUEST');
  });
});

describe('joining', () => {
  it('the preview shows the club to anyone holding the link, signed out too', async () => {
    const { token } = await invite();
    const preview = await (await h.callerAs(null)).invites.preview({ token });
    expect(preview).toMatchObject({
      club: { id: h.demo.clubId, name: 'Lectern Demo Club' },
      role: 'guest',
      state: 'open',
      membership: null,
    });
  });

  it('the preview shows a signed-in member their membership already', async () => {
    const { token } = await invite();
    const preview = await (await h.callerAs(ACTORS.vpe)).invites.preview({ token });
    expect(preview.membership).toEqual({ role: 'vpe', status: 'active' });
    const newcomerPreview = await (await h.callerAs(await newcomer())).invites.preview({ token });
    expect(newcomerPreview.membership).toBeNull();
  });

  it('a guest invitation makes a normal guest membership with a guest profile, once', async () => {
    const { token, id } = await invite({ role: 'guest' });
    const email = await newcomer();
    const joiner = await h.callerAs(email);
    const vpm = await h.callerAs(ACTORS.vpm);
    const guestsBefore = (await vpm.members.stats({ clubId: h.demo.clubId })).guests;
    expect(await joiner.invites.accept({ token })).toEqual({
      clubId: h.demo.clubId,
      role: 'guest',
      joined: true,
    });
    expect(await membershipOf(email)).toEqual({
      role: 'guest',
      status: 'active',
      membershipStatus: 'guest',
    });
    // Again: the club back, no second use taken.
    expect(await joiner.invites.accept({ token })).toMatchObject({ joined: false, role: 'guest' });
    expect(await usesOf(id)).toBe(1);
    expect((await joiner.clubs.list()).map((c) => c.clubId)).toContain(h.demo.clubId);
    // Counted with the club's other guests: one more than before, once.
    const stats = await vpm.members.stats({ clubId: h.demo.clubId });
    expect(stats.guests).toBe(guestsBefore + 1);
  });

  it('a member invitation makes a member; an existing member keeps their role and uses nothing', async () => {
    const { token, id } = await invite({ role: 'member' });
    const email = await newcomer();
    await (await h.callerAs(email)).invites.accept({ token });
    expect(await membershipOf(email)).toMatchObject({ role: 'member', membershipStatus: 'member' });
    const vpe = await h.callerAs(ACTORS.vpe);
    expect(await vpe.invites.accept({ token })).toMatchObject({ role: 'vpe', joined: false });
    expect(await usesOf(id)).toBe(1);
  });

  it('an inactive member is told to ask the club, not let back in', async () => {
    const email = await newcomer();
    const { token } = await invite();
    await (await h.callerAs(email)).invites.accept({ token });
    const user = await h.userByEmail(email);
    await h.db
      .updateTable('clubMemberships')
      .set({ status: 'inactive' })
      .where('userId', '=', user.id)
      .execute();
    const error = await errorOf((await h.callerAs(email)).invites.accept({ token }));
    expect([error.code, error.message]).toEqual(['CONFLICT', INVITE_TEXT.inactiveMember]);
  });

  it('joining needs a sign-in; a token that is no invitation is not found', async () => {
    const { token } = await invite();
    expect(await codeOf((await h.callerAs(null)).invites.accept({ token }))).toBe('UNAUTHORIZED');
    const error = await errorOf(
      (await h.callerAs(ACTORS.member)).invites.preview({ token: 'x'.repeat(43) }),
    );
    expect([error.code, error.message]).toEqual(['NOT_FOUND', INVITE_TEXT.notFound]);
  });
});

describe('expiry, uses and revocation', () => {
  it('an expired invitation says so and makes no one a member', async () => {
    const { token } = await invite({ expiresInDays: 1 });
    const saved = clock;
    clock = new Date(saved.getTime() + 2 * 86_400_000);
    try {
      const email = await newcomer();
      const error = await errorOf((await h.callerAs(email)).invites.accept({ token }));
      expect([error.code, error.message]).toEqual(['CONFLICT', INVITE_TEXT.states.expired]);
      expect(await membershipOf(email)).toBeUndefined();
      expect((await (await h.callerAs(null)).invites.preview({ token })).state).toBe('expired');
    } finally {
      clock = saved;
    }
  });

  it("the demo seed's expired invitation refuses", async () => {
    const preview = await (
      await h.callerAs(null)
    ).invites.preview({ token: DEMO_EXPIRED_INVITE_TOKEN });
    expect(preview.state).toBe('expired');
    const error = await errorOf(
      (await h.callerAs(await newcomer())).invites.accept({ token: DEMO_EXPIRED_INVITE_TOKEN }),
    );
    expect(error.message).toBe(INVITE_TEXT.states.expired);
  });

  it('a used-up invitation says so', async () => {
    const { token } = await invite({ maxUses: 2 });
    await (await h.callerAs(await newcomer())).invites.accept({ token });
    await (await h.callerAs(await newcomer())).invites.accept({ token });
    const third = await newcomer();
    const error = await errorOf((await h.callerAs(third)).invites.accept({ token }));
    expect([error.code, error.message]).toEqual(['CONFLICT', INVITE_TEXT.states.used_up]);
    expect(await membershipOf(third)).toBeUndefined();
  });

  it('a revoked invitation says so; revoking twice keeps the first time', async () => {
    const { token, id } = await invite();
    const vpm = await h.callerAs(ACTORS.vpm);
    const first = await vpm.invites.revoke({ inviteId: id });
    const second = await vpm.invites.revoke({ inviteId: id });
    expect(second.revokedAt).toEqual(first.revokedAt);
    const error = await errorOf((await h.callerAs(await newcomer())).invites.accept({ token }));
    expect([error.code, error.message]).toEqual(['CONFLICT', INVITE_TEXT.states.revoked]);
  });

  raceTest('two people taking the last use at once: exactly one joins', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { token, id } = await invite({ maxUses: 1 });
      const people = [await newcomer(), await newcomer(), await newcomer(), await newcomer()];
      const callers = await Promise.all(people.map((email) => h.callerAs(email)));
      const outcomes = await Promise.all(callers.map((c) => codeOf(c.invites.accept({ token }))));
      expect(outcomes.filter((o) => o === 'OK')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'CONFLICT')).toHaveLength(3);
      expect(await usesOf(id)).toBe(1);
      const joined = await Promise.all(people.map(membershipOf));
      expect(joined.filter((m) => m !== undefined)).toHaveLength(1);
    }
  });

  raceTest(
    'the same person joining twice at once uses one use and holds one membership',
    async () => {
      const { token, id } = await invite({ maxUses: 5 });
      const email = await newcomer();
      const [a, b] = [await h.callerAs(email), await h.callerAs(email)];
      const answers = await Promise.all([a.invites.accept({ token }), b.invites.accept({ token })]);
      expect(answers.filter((x) => x.joined)).toHaveLength(1);
      expect(await usesOf(id)).toBe(1);
    },
  );
});

describe('the edge of expiry', () => {
  it('a link works until the last millisecond of its days and not at the instant it expires', async () => {
    const { token, expiresAt } = await invite({ expiresInDays: 2 });
    expect(expiresAt.getTime()).toBe(clock.getTime() + 2 * 86_400_000);
    const saved = clock;
    try {
      clock = new Date(expiresAt.getTime() - 1);
      const early = await newcomer();
      expect(await (await h.callerAs(early)).invites.accept({ token })).toEqual({
        clubId: h.demo.clubId,
        role: 'guest',
        joined: true,
      });
      clock = expiresAt;
      const late = await newcomer();
      const error = await errorOf((await h.callerAs(late)).invites.accept({ token }));
      expect([error.code, error.message]).toEqual(['CONFLICT', INVITE_TEXT.states.expired]);
      expect(await membershipOf(late)).toBeUndefined();
    } finally {
      clock = saved;
    }
  });
});

// The branches for losing a race, with the interleaving forced: a test transaction holds the
// row (or the membership's key) the accepting request needs, changes it while the request
// waits, and commits.
describe('losing a race between the read and the update', () => {
  raceTest('the last use taken meanwhile: used up, no membership, no use taken', async () => {
    const { token, id } = await invite({ maxUses: 1 });
    const email = await newcomer();
    const joiner = await h.callerAs(email);
    let accepting: Promise<Awaited<ReturnType<typeof errorOf>>> | undefined;
    await h.db.transaction().execute(async (trx) => {
      await trx.selectFrom('clubInvites').select('id').where('id', '=', id).forUpdate().execute();
      accepting = errorOf(joiner.invites.accept({ token }));
      await untilBlockedOnLock(h.db);
      await trx.updateTable('clubInvites').set({ uses: 1 }).where('id', '=', id).execute();
    });
    const error = await accepting!;
    expect([error.code, error.message]).toEqual(['CONFLICT', INVITE_TEXT.states.used_up]);
    expect(await membershipOf(email)).toBeUndefined();
    expect(await usesOf(id)).toBe(1);
  });

  raceTest('revoked meanwhile: says revoked, not used up', async () => {
    const { token, id } = await invite({ maxUses: 3 });
    const email = await newcomer();
    const joiner = await h.callerAs(email);
    let accepting: Promise<Awaited<ReturnType<typeof errorOf>>> | undefined;
    await h.db.transaction().execute(async (trx) => {
      await trx.selectFrom('clubInvites').select('id').where('id', '=', id).forUpdate().execute();
      accepting = errorOf(joiner.invites.accept({ token }));
      await untilBlockedOnLock(h.db);
      await trx.updateTable('clubInvites').set({ revokedAt: clock }).where('id', '=', id).execute();
    });
    const error = await accepting!;
    expect([error.code, error.message]).toEqual(['CONFLICT', INVITE_TEXT.states.revoked]);
    expect(await membershipOf(email)).toBeUndefined();
    expect(await usesOf(id)).toBe(0);
  });

  raceTest('joined meanwhile by the same person: the club back, the use given back', async () => {
    const { token, id } = await invite({ role: 'guest', maxUses: 3 });
    const email = await newcomer();
    const user = await h.userByEmail(email);
    const joiner = await h.callerAs(email);
    let accepting: ReturnType<typeof joiner.invites.accept> | undefined;
    await h.db.transaction().execute(async (trx) => {
      // The other request's membership, not yet committed: this one's insert waits on its key.
      await trx
        .insertInto('clubMemberships')
        .values({ clubId: h.demo.clubId, userId: user.id, role: 'guest', status: 'active' })
        .execute();
      accepting = joiner.invites.accept({ token });
      await untilBlockedOnLock(h.db);
    });
    expect(await accepting!).toEqual({ clubId: h.demo.clubId, role: 'guest', joined: false });
    expect(await usesOf(id)).toBe(0);
    // Only the other request's membership: this one made no guest profile either.
    expect(await membershipOf(email)).toEqual({
      role: 'guest',
      status: 'active',
      membershipStatus: null,
    });
  });
});

describe('an archived club takes no new members', () => {
  it('its invitations refuse', async () => {
    const admin = await h.callerAs(ACTORS.admin);
    const club = await admin.platformClubs.create({
      name: 'Closing Club',
      timeZone: 'Australia/Sydney',
      meetingDay: 'Monday',
      meetingTime: '12:00',
      locale: 'en-AU',
      currency: 'AUD',
    });
    const made = await admin.invites.create({ clubId: club.id, role: 'guest', expiresInDays: 5 });
    const token = new URL(made.url).pathname.split('/').pop()!;
    await admin.platformClubs.archive({ clubId: club.id });
    const preview = await (await h.callerAs(null)).invites.preview({ token });
    expect(preview.state).toBe('club_archived');
    const error = await errorOf((await h.callerAs(await newcomer())).invites.accept({ token }));
    expect([error.code, error.message]).toEqual(['CONFLICT', CLUB_FOUNDING_TEXT.archived]);
  });
});
