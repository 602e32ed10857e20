// Offering a role and taking it in one tap, through both doors, with the outcome read back from
// the database (races are proven in test/security/role-offer-races.test.ts).
import { ROLE_OFFER_MESSAGES } from '@lectern/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, errorOf, freshMeeting, rest } from './helpers.js';

let h: ApiHarness;

beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

/** A fresh meeting whose Timer the member holds (assigned by the VPE). */
async function heldRole(holder: string = ACTORS.member) {
  const meeting = await freshMeeting(h);
  const vpe = await h.callerAs(ACTORS.vpe);
  const role = await vpe.meetingRoles.add({ meetingId: meeting.id, roleType: 'timer' });
  const { id: userId } = await h.userByEmail(holder);
  await vpe.meetingRoles.assign({ roleId: role.id, userId });
  return { meetingId: meeting.id, roleId: role.id, holderId: userId };
}

async function notificationsOf(email: string, title: string) {
  const { id } = await h.userByEmail(email);
  return h.db
    .selectFrom('notifications')
    .select(['body', 'actionHref'])
    .where('userId', '=', id)
    .where('title', '=', title)
    .orderBy('id')
    .execute();
}

async function roleRow(roleId: number) {
  return h.db
    .selectFrom('meetingRoles')
    .select(['userId', 'status'])
    .where('id', '=', roleId)
    .executeTakeFirstOrThrow();
}

describe('offer a role', () => {
  it('answers 201 with the open offer; the holder keeps the role', async () => {
    const { roleId, holderId } = await heldRole();
    const response = await rest(h, 'POST', `/api/roles/${roleId}/offer`, ACTORS.member, {
      note: 'Away for work',
    });
    expect(response.statusCode).toBe(201);
    const offer = response.json<{ id: number; expiresAt: string | null }>();
    expect(offer).toMatchObject({
      roleId,
      status: 'open',
      note: 'Away for work',
      offeredBy: holderId,
      takenBy: null,
    });
    expect(typeof offer.id).toBe('number');
    expect(offer.expiresAt).not.toBeNull();
    expect(await roleRow(roleId)).toEqual({ userId: holderId, status: 'assigned' });
  });

  it('refuses a second open offer on the role (409), and the database refuses it too', async () => {
    const { roleId, holderId } = await heldRole();
    const member = await h.callerAs(ACTORS.member);
    await member.roleOffers.offer({ roleId });
    const again = await rest(h, 'POST', `/api/roles/${roleId}/offer`, ACTORS.member, {});
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(ROLE_OFFER_MESSAGES.offerExists);
    await expect(
      h.db
        .insertInto('roleOffers')
        .values({ clubId: h.demo.clubId, roleId, offeredBy: holderId })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('is the holder’s only (403 for another member)', async () => {
    const { roleId } = await heldRole();
    const other = await h.callerAs(ACTORS.member2);
    expect((await errorOf(other.roleOffers.offer({ roleId }))).code).toBe('FORBIDDEN');
  });

  it('refuses a cancelled meeting (409)', async () => {
    const { meetingId, roleId } = await heldRole();
    const vpe = await h.callerAs(ACTORS.vpe);
    await vpe.meetings.update({ meetingId, status: 'cancelled' });
    const member = await h.callerAs(ACTORS.member);
    const error = await errorOf(member.roleOffers.offer({ roleId }));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(ROLE_OFFER_MESSAGES.meetingNotScheduled);
  });

  it('tells eligible members in the app, not the offerer, a guest or a member holding a role', async () => {
    const { meetingId, roleId } = await heldRole();
    const vpe = await h.callerAs(ACTORS.vpe);
    const other = await vpe.meetingRoles.add({ meetingId, roleType: 'grammarian' });
    await vpe.meetingRoles.assign({
      roleId: other.id,
      userId: (await h.userByEmail(ACTORS.secretary)).id,
    });
    const before = {
      member2: (await notificationsOf(ACTORS.member2, 'Role up for grabs')).length,
      member: (await notificationsOf(ACTORS.member, 'Role up for grabs')).length,
      guest: (await notificationsOf(ACTORS.guest, 'Role up for grabs')).length,
      secretary: (await notificationsOf(ACTORS.secretary, 'Role up for grabs')).length,
    };
    const member = await h.callerAs(ACTORS.member);
    await member.roleOffers.offer({ roleId });
    const member2 = await notificationsOf(ACTORS.member2, 'Role up for grabs');
    expect(member2).toHaveLength(before.member2 + 1);
    expect(member2.at(-1)?.actionHref).toBe(`/roles?meeting=${meetingId}`);
    expect(await notificationsOf(ACTORS.member, 'Role up for grabs')).toHaveLength(before.member);
    expect(await notificationsOf(ACTORS.guest, 'Role up for grabs')).toHaveLength(before.guest);
    expect(await notificationsOf(ACTORS.secretary, 'Role up for grabs')).toHaveLength(
      before.secretary,
    );
  });
});

describe('take it in one tap', () => {
  it('gives the role to the first taker, tells the offerer who took it; the next gets 409', async () => {
    const { roleId } = await heldRole();
    const member = await h.callerAs(ACTORS.member);
    const offer = await member.roleOffers.offer({ roleId });
    const told = (await notificationsOf(ACTORS.member, 'Your role was taken')).length;

    const response = await rest(
      h,
      'POST',
      `/api/role-offers/${offer.id}/claim`,
      ACTORS.member2,
      {},
    );
    expect(response.statusCode).toBe(200);
    const taker = await h.userByEmail(ACTORS.member2);
    expect(response.json()).toMatchObject({
      offer: { id: offer.id, status: 'taken', takenBy: taker.id },
      role: { id: roleId, userId: taker.id, status: 'assigned' },
    });
    expect(await roleRow(roleId)).toEqual({ userId: taker.id, status: 'assigned' });
    const notes = await notificationsOf(ACTORS.member, 'Your role was taken');
    expect(notes).toHaveLength(told + 1);
    expect(notes.at(-1)?.body).toContain(
      `${taker.firstName} ${taker.lastName} took your role as Timer`,
    );

    const late = await rest(h, 'POST', `/api/role-offers/${offer.id}/claim`, ACTORS.secretary, {});
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(
      'Someone else has already taken this role.',
    );
  });

  it('is not for the offerer, a guest, or a member who already holds a role there', async () => {
    const { meetingId, roleId } = await heldRole();
    const member = await h.callerAs(ACTORS.member);
    const offer = await member.roleOffers.offer({ roleId });
    const own = await errorOf(member.roleOffers.claim({ offerId: offer.id }));
    expect(own.message).toBe(ROLE_OFFER_MESSAGES.ownOffer);
    const guest = await h.callerAs(ACTORS.guest);
    expect((await errorOf(guest.roleOffers.claim({ offerId: offer.id }))).code).toBe('FORBIDDEN');
    const vpe = await h.callerAs(ACTORS.vpe);
    const other = await vpe.meetingRoles.add({ meetingId, roleType: 'ah_counter' });
    await vpe.meetingRoles.assign({
      roleId: other.id,
      userId: (await h.userByEmail(ACTORS.member2)).id,
    });
    const member2 = await h.callerAs(ACTORS.member2);
    const holding = await errorOf(member2.roleOffers.claim({ offerId: offer.id }));
    expect(holding.code).toBe('CONFLICT');
    expect(holding.message).toBe(ROLE_OFFER_MESSAGES.alreadyHaveRole);
  });

  it('is 404 to another club', async () => {
    const { roleId } = await heldRole();
    const offer = await (await h.callerAs(ACTORS.member)).roleOffers.offer({ roleId });
    const outsider = await rest(
      h,
      'POST',
      `/api/role-offers/${offer.id}/claim`,
      ACTORS.president2,
      {},
    );
    expect(outsider.statusCode).toBe(404);
  });
});

describe('withdraw an offer', () => {
  it('the offerer withdraws it and keeps the role; a later take is refused', async () => {
    const { roleId, holderId } = await heldRole();
    const offer = await (await h.callerAs(ACTORS.member)).roleOffers.offer({ roleId });
    const response = await rest(h, 'DELETE', `/api/role-offers/${offer.id}`, ACTORS.member);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: offer.id, status: 'withdrawn' });
    const member2 = await h.callerAs(ACTORS.member2);
    expect((await errorOf(member2.roleOffers.claim({ offerId: offer.id }))).message).toBe(
      ROLE_OFFER_MESSAGES.offerWithdrawn,
    );
    expect(await roleRow(roleId)).toEqual({ userId: holderId, status: 'assigned' });
  });

  it('another member may not (403); a manager may', async () => {
    const { roleId } = await heldRole();
    const offer = await (await h.callerAs(ACTORS.member)).roleOffers.offer({ roleId });
    const member2 = await h.callerAs(ACTORS.member2);
    expect((await errorOf(member2.roleOffers.withdraw({ offerId: offer.id }))).code).toBe(
      'FORBIDDEN',
    );
    const vpe = await h.callerAs(ACTORS.vpe);
    expect((await vpe.roleOffers.withdraw({ offerId: offer.id })).status).toBe('withdrawn');
  });
});

describe('the role changing hands another way', () => {
  it('closes the open offer (an officer’s assignment)', async () => {
    const { roleId } = await heldRole();
    const offer = await (await h.callerAs(ACTORS.member)).roleOffers.offer({ roleId });
    const vpe = await h.callerAs(ACTORS.vpe);
    await vpe.meetingRoles.assign({ roleId, userId: (await h.userByEmail(ACTORS.vpm)).id });
    const history = await vpe.roleOffers.history({ roleId });
    expect(history[0]).toMatchObject({ id: offer.id, status: 'closed' });
    const member2 = await h.callerAs(ACTORS.member2);
    expect((await errorOf(member2.roleOffers.claim({ offerId: offer.id }))).message).toBe(
      ROLE_OFFER_MESSAGES.offerClosed,
    );
  });
});

describe('who sees the offers', () => {
  it('the meeting’s list and the club’s "Roles up for grabs" show an open offer', async () => {
    const { meetingId, roleId } = await heldRole();
    const offer = await (await h.callerAs(ACTORS.member)).roleOffers.offer({ roleId });
    const member2 = await h.callerAs(ACTORS.member2);
    const ofMeeting = await member2.roleOffers.listForMeeting({ meetingId });
    expect(ofMeeting.map((o) => o.id)).toEqual([offer.id]);
    expect(ofMeeting[0]?.offeredByName).not.toBe('');
    const upForGrabs = await member2.roleOffers.upForGrabs({ clubId: h.demo.clubId });
    expect(upForGrabs.map((o) => o.id)).toContain(offer.id);
    const rows = await rest(h, 'GET', `/api/meetings/${meetingId}/role-offers`, ACTORS.member2);
    expect(rows.statusCode).toBe(200);
    expect(rows.json()).toHaveLength(1);
  });

  it('the role’s history is for managers (403 for a member)', async () => {
    const { roleId } = await heldRole();
    const member2 = await h.callerAs(ACTORS.member2);
    expect((await errorOf(member2.roleOffers.history({ roleId }))).code).toBe('FORBIDDEN');
  });
});
