import { createApiToken, createSession, SESSION_COOKIE, upsertUserFromClaims } from '@lectern/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from '../src/features/account/text.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, errorOf, rest } from './helpers.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

/** An RSVP of the person for the next meeting, marked paid by the treasurer (a ledger entry). */
async function paidRsvp(email: string) {
  const meetingId = h.demo.meetingIds[0]!;
  const rsvp = await (await h.callerAs(email)).rsvps.submit({ meetingId, status: 'attending' });
  const treasurer = await h.callerAs(ACTORS.treasurer);
  await treasurer.rsvps.setPayment({ rsvpId: rsvp.id, paymentStatus: 'paid' });
  return rsvp.id;
}

/** The Set-Cookie that makes the browser drop its session cookie. */
const DROPPED_COOKIE = new RegExp(
  `^${SESSION_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$`,
);

/** Every value under a `userId` key, anywhere in the tree. */
function userIdsIn(node: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(node)) node.forEach((item) => userIdsIn(item, found));
  else if (node !== null && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === 'userId' || key === 'actorUserId') found.push(value);
      userIdsIn(value, found);
    }
  return found;
}

describe('account.export', () => {
  it("holds the caller's own data and nothing of other people", async () => {
    const me = await h.userByEmail(ACTORS.member);
    await h.authAs(ACTORS.member); // an API token to list
    const rsvpId = await paidRsvp(ACTORS.member);

    const data = await (await h.callerAs(ACTORS.member)).account.export();

    expect(data.user).toMatchObject({ id: me.id, email: ACTORS.member });
    expect(data.memberships).toEqual([
      expect.objectContaining({ clubId: h.demo.clubId, role: 'member', status: 'active' }),
    ]);
    expect(data.memberships[0]?.clubName).toBeTruthy();
    expect(data.profiles.map((p) => p.clubId)).toEqual([h.demo.clubId]);
    expect(data.rsvps.map((r) => r.id)).toContain(rsvpId);
    const ownRoles = await h.db
      .selectFrom('meetingRoles')
      .select('id')
      .where('userId', '=', me.id)
      .execute();
    expect(ownRoles).toHaveLength(8);
    expect(data.meetingRoles.map((r) => r.id).sort()).toEqual(ownRoles.map((r) => r.id).sort());
    expect(data.payments).toEqual([
      expect.objectContaining({ rsvpId, fromStatus: 'pending', toStatus: 'paid' }),
    ]);
    expect(data.apiTokens).toEqual([expect.objectContaining({ name: 'test', revokedAt: null })]);

    const text = JSON.stringify(data);
    for (const email of Object.values(ACTORS).filter((e) => e !== ACTORS.member))
      expect(text).not.toContain(email);
    expect(userIdsIn(data)).toEqual([]);
    expect(text).not.toMatch(/secretHash|lct_|oidcSubject/);
  });

  it('holds the membership records about the person, and the ones they wrote, without others', async () => {
    const guest = await (await h.callerAs(ACTORS.guest)).account.export();
    expect(guest.contactsAboutMe).toEqual([
      expect.objectContaining({ clubId: h.demo.clubId, method: 'in_person' }),
    ]);
    expect(guest.membershipActivity.map((a) => a.kind).sort()).toEqual([
      'contact_logged',
      'member_added',
    ]);
    const vpm = await (await h.callerAs(ACTORS.vpm)).account.export();
    expect(vpm.contactsLogged).toHaveLength(3);
    const member2 = await (await h.callerAs(ACTORS.member2)).account.export();
    expect(member2.mentorshipPairs).toEqual([
      expect.objectContaining({ as: 'mentee', status: 'completed' }),
    ]);
    for (const data of [guest, vpm, member2]) {
      expect(userIdsIn(data)).toEqual([]);
      expect(JSON.stringify(data)).not.toMatch(/contactedBy|mentorId|menteeId|subjectUserId/);
    }
  });

  it('downloads as a JSON file through the REST door', async () => {
    const response = await rest(h, 'GET', '/api/account/export', ACTORS.member2);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${ACCOUNT_TEXT.exportFileName}"`,
    );
    expect(response.json()).toMatchObject({ user: { email: ACTORS.member2 } });
  });

  it('answers 401 when signed out, on both doors', async () => {
    expect(await codeOf((await h.callerAs(null)).account.export())).toBe('UNAUTHORIZED');
    expect((await rest(h, 'GET', '/api/account/export', null)).statusCode).toBe(401);
    expect(await codeOf((await h.callerAs(null)).account.delete())).toBe('UNAUTHORIZED');
    expect((await rest(h, 'DELETE', '/api/account', null)).statusCode).toBe(401);
  });
});

describe('account.delete', () => {
  it("refuses a club's last president with a 409 naming the club, on both doors", async () => {
    const club = await h.db
      .selectFrom('clubs')
      .select('name')
      .where('id', '=', h.demo.clubId)
      .executeTakeFirstOrThrow();
    const error = await errorOf((await h.callerAs(ACTORS.president)).account.delete());
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(ACCOUNT_TEXT.lastPresident([club.name]));

    const president2 = await h.userByEmail(ACTORS.president2);
    const { token } = await createSession(h.db, president2.id);
    const response = await (
      await h.http()
    ).inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: `${SESSION_COOKIE}=${token}`, 'x-lectern-csrf': '1' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT' });
    expect(response.body).toContain('last president');
    expect(response.headers['set-cookie']).toBeUndefined();

    // Nothing went: the presidents can still sign in and act.
    expect(await codeOf((await h.callerAs(ACTORS.president)).clubs.list())).toBe('OK');
    expect((await rest(h, 'GET', '/api/auth/user', ACTORS.president2)).statusCode).toBe(200);
  });

  it('takes a browser session: an API token, full or read-only, gets 403 and nothing goes', async () => {
    const user = await h.userByEmail(ACTORS.member);
    const read = (await createApiToken(h.db, user.id, 'read-only', 'read')).token;
    for (const headers of [await h.authAs(ACTORS.member), { authorization: `Bearer ${read}` }]) {
      const response = await rest(h, 'DELETE', '/api/account', null);
      expect(response.statusCode).toBe(401);
      const asToken = await (
        await h.http()
      ).inject({ method: 'DELETE', url: '/api/account', headers });
      expect(asToken.statusCode).toBe(403);
      expect(asToken.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await rest(h, 'GET', '/api/auth/user', ACTORS.member)).statusCode).toBe(200);
  });

  it('REST: ends every session and token, reopens roles, keeps the payment ledger', async () => {
    const app = await h.http();
    const user = await h.userByEmail(ACTORS.member2);
    await paidRsvp(ACTORS.member2);
    const heldRoles = await h.db
      .selectFrom('meetingRoles')
      .select(['id'])
      .where('userId', '=', user.id)
      .execute();
    expect(heldRoles).toHaveLength(2);
    const ledgerBefore = await h.db
      .selectFrom('paymentEvents')
      .select(['id', 'amount'])
      .where('userId', '=', user.id)
      .execute();
    expect(ledgerBefore).toHaveLength(1);

    const { token: sessionToken } = await createSession(h.db, user.id);
    const cookie = `${SESSION_COOKIE}=${sessionToken}`;
    const tokenHeaders = await h.authAs(ACTORS.member2);
    const asCookie = () =>
      app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect((await asCookie()).statusCode).toBe(200);

    // The cookie door needs the CSRF header like any other change.
    const noCsrf = await app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie } });
    expect(noCsrf.statusCode).toBe(403);

    const response = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie, 'x-lectern-csrf': '1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ deleted: true, reopenedRoles: heldRoles.length });
    // The browser drops the cookie of the session that just ended.
    expect(response.headers['set-cookie']).toMatch(DROPPED_COOKIE);

    expect((await asCookie()).statusCode).toBe(401);
    const withToken = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: tokenHeaders,
    });
    expect(withToken.statusCode).toBe(401);

    const left = async (table: 'sessions' | 'apiTokens' | 'clubMemberships' | 'rsvps') =>
      Number(
        (
          await h.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('userId', '=', user.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await left('sessions')).toBe(0);
    expect(await left('apiTokens')).toBe(0);
    expect(await left('clubMemberships')).toBe(0);
    expect(await left('rsvps')).toBe(0);
    expect(
      await h.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
    ).toBeUndefined();

    // The slots stay on the agenda, open for someone else.
    const slots = await h.db
      .selectFrom('meetingRoles')
      .select(['userId', 'status', 'confirmedAt'])
      .where(
        'id',
        'in',
        heldRoles.map((r) => r.id),
      )
      .execute();
    expect(slots).toEqual(
      heldRoles.map(() => ({ userId: null, status: 'open', confirmedAt: null })),
    );
    // Money history stays as it was.
    const ledgerAfter = await h.db
      .selectFrom('paymentEvents')
      .select(['id', 'amount'])
      .where('userId', '=', user.id)
      .execute();
    expect(ledgerAfter).toEqual(ledgerBefore);
  });

  it('tRPC: the deleted e-mail signs in again as a new user with no memberships', async () => {
    const before = await h.userByEmail(ACTORS.guest);
    expect(await (await h.callerAs(ACTORS.guest)).account.delete()).toMatchObject({
      deleted: true,
    });

    const again = await upsertUserFromClaims(h.db, {
      issuer: 'https://sign-in.example.org',
      subject: 'guest-returns',
      email: ACTORS.guest,
      emailVerified: true,
    });
    expect(again.id).not.toBe(before.id);
    expect(again.email).toBe(ACTORS.guest);
    expect(await (await h.callerAs(ACTORS.guest)).clubs.list()).toEqual([]);
  });

  it('takes the contact log, activity and pairs about the person; keeps what they logged', async () => {
    const president = await h.callerAs(ACTORS.president);
    const email = `leaving.${Date.now()}@example.org`;
    const leaving = await president.members.add({
      clubId: h.demo.clubId,
      name: 'Leaving Officer',
      email,
      role: 'member',
    });
    await president.members.changeRole({
      clubId: h.demo.clubId,
      userId: leaving.userId,
      role: 'secretary',
    });
    await president.growth.logContact({
      clubId: h.demo.clubId,
      userId: leaving.userId,
      method: 'phone',
      notes: 'About the handover',
    });
    await president.mentorship.propose({
      clubId: h.demo.clubId,
      mentorId: (await h.userByEmail(ACTORS.president)).id,
      menteeId: leaving.userId,
      start: true,
    });
    const grace = await h.userByEmail('grace.visitor@example.org');
    const logged = await (
      await h.callerAs(email)
    ).growth.logContact({
      clubId: h.demo.clubId,
      userId: grace.id,
      method: 'email',
      notes: 'Written by the leaving officer',
    });
    await (await h.callerAs(email)).account.delete();
    const contactsAbout = await h.db
      .selectFrom('guestContacts')
      .select('id')
      .where('userId', '=', leaving.userId)
      .execute();
    expect(contactsAbout).toEqual([]);
    const activityAbout = await h.db
      .selectFrom('membershipActivity')
      .select('id')
      .where('subjectUserId', '=', leaving.userId)
      .execute();
    expect(activityAbout).toEqual([]);
    const pairs = await h.db
      .selectFrom('mentorshipPairs')
      .select('id')
      .where('menteeId', '=', leaving.userId)
      .execute();
    expect(pairs).toEqual([]);
    const kept = await h.db
      .selectFrom('guestContacts')
      .select(['notes', 'contactedBy'])
      .where('id', '=', logged.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ notes: 'Written by the leaving officer', contactedBy: null });
  });

  it('lets a president go once another active president remains', async () => {
    const vpe = await h.userByEmail(ACTORS.vpe);
    const president = await h.callerAs(ACTORS.president);
    await president.members.changeRole({
      clubId: h.demo.clubId,
      userId: vpe.id,
      role: 'president',
    });
    expect(await president.account.delete()).toMatchObject({ deleted: true });
    // The new president is now the last one.
    expect(await codeOf((await h.callerAs(ACTORS.vpe)).account.delete())).toBe('CONFLICT');
  });

  it('tRPC over HTTP: the browser drops its cookie after a deletion, not after a refusal', async () => {
    const app = await h.http();
    const deleteAs = async (userId: number) => {
      const { token } = await createSession(h.db, userId);
      return app.inject({
        method: 'POST',
        url: '/api/trpc/account.delete?batch=1',
        headers: {
          cookie: `${SESSION_COOKIE}=${token}`,
          'x-lectern-csrf': '1',
          'content-type': 'application/json',
        },
        payload: '{}',
      });
    };
    const lastPresident = await h.userByEmail(ACTORS.vpe);
    const refused = await deleteAs(lastPresident.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['set-cookie']).toBeUndefined();

    const leaving = await upsertUserFromClaims(h.db, {
      issuer: 'https://sign-in.example.org',
      subject: 'leaves-by-trpc',
      email: 'leaves-by-trpc@example.org',
      emailVerified: true,
    });
    const deleted = await deleteAs(leaving.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.headers['set-cookie']).toMatch(DROPPED_COOKIE);
  });
});
