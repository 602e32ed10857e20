import { DEMO_MENU } from '@lectern/db';
import { toCents, fromCents } from '@lectern/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../src/router.js';
import { createPaymentIntent } from '../src/features/payments/payments.service.js';
import type {
  PaymentGateway,
  PaymentIntentRequest,
} from '../src/features/payments/payment-gateway.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, errorOf, freshMeeting, inDays, rest } from './helpers.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

const SCHNITZEL = DEMO_MENU.chickenSchnitzel;
const RIBS = DEMO_MENU.beefRibs;
const WINE = DEMO_MENU.houseWine6pm;
const BREAD = DEMO_MENU.garlicBread;

/** The full order: schnitzel, a 6pm house wine and garlic bread. */
const FULL_ORDER = {
  status: 'attending' as const,
  hasMeal: true,
  mealChoice: SCHNITZEL.name,
  drink6pm: WINE.name,
  drink7pm: 'no drink',
  extras: BREAD.name,
  specialRequirements: 'No nuts',
  paymentMethod: 'bsb_transfer' as const,
};
const FULL_ORDER_TOTAL = fromCents(SCHNITZEL.cents + WINE.cents + BREAD.cents);

async function rsvpRows(meetingId: number) {
  return h.db
    .selectFrom('rsvps')
    .select([
      'id',
      'userId',
      'status',
      'mealChoice',
      'mealPrice',
      'totalPrice',
      'paymentStatus',
      'paidAt',
    ])
    .where('meetingId', '=', meetingId)
    .orderBy('id')
    .execute();
}

async function ledger(rsvpId: number) {
  return h.db
    .selectFrom('paymentEvents')
    .select(['fromStatus', 'toStatus', 'amount', 'actorUserId', 'userId'])
    .where('rsvpId', '=', rsvpId)
    .orderBy('id')
    .execute();
}

describe('RSVP submit (tRPC door)', () => {
  it('prices from the menu: client prices, payment status and club fields change nothing; another userId is refused', async () => {
    const meeting = await freshMeeting(h);
    const member = await h.callerAs(ACTORS.member);
    const me = await h.userByEmail(ACTORS.member);
    const other = await h.userByEmail(ACTORS.member2);
    const input = {
      meetingId: meeting.id,
      ...FULL_ORDER,
      mealPrice: '0.01',
      totalPrice: '0.01',
      paymentStatus: 'paid',
      clubId: h.demo.secondClubId,
    };
    // Another member's userId asks for a manager's "Add RSVP": refused, nothing written.
    expect(await codeOf(member.rsvps.submit({ ...input, userId: other.id }))).toBe('FORBIDDEN');
    expect(await rsvpRows(meeting.id)).toHaveLength(0);
    const rsvp = await member.rsvps.submit({ ...input, userId: me.id });
    expect(rsvp).toMatchObject({
      meetingId: meeting.id,
      userId: me.id,
      mealChoice: SCHNITZEL.name,
      drink6pm: WINE.name,
      drink7pm: '',
      extras: BREAD.name,
      mealPrice: fromCents(SCHNITZEL.cents),
      totalPrice: FULL_ORDER_TOTAL,
      paymentStatus: 'pending',
      paidAt: null,
    });
    const rows = await rsvpRows(meeting.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: me.id, mealPrice: '32.00', paymentStatus: 'pending' });
    const clubOfRow = await h.db
      .selectFrom('rsvps')
      .select('clubId')
      .where('id', '=', rsvp.id)
      .executeTakeFirstOrThrow();
    expect(clubOfRow.clubId).toBe(h.demo.clubId);
  });

  it('attending without a meal costs $5.00; not attending costs nothing; resubmitting replaces', async () => {
    const meeting = await freshMeeting(h);
    const member = await h.callerAs(ACTORS.member2);
    const noMeal = await member.rsvps.submit({
      meetingId: meeting.id,
      status: 'attending',
      hasMeal: false,
    });
    expect(noMeal).toMatchObject({ mealChoice: 'No meal', mealPrice: '5.00', totalPrice: '5.00' });
    const away = await member.rsvps.submit({
      meetingId: meeting.id,
      status: 'not_attending',
      hasMeal: true,
      mealChoice: RIBS.name,
    });
    expect(away).toMatchObject({
      id: noMeal.id,
      status: 'not_attending',
      mealPrice: '0.00',
      totalPrice: '0.00',
    });
    expect(await rsvpRows(meeting.id)).toHaveLength(1);
  });

  it('a meal that is not on the menu (or unavailable) is 400 and nothing is written', async () => {
    const meeting = await freshMeeting(h);
    const member = await h.callerAs(ACTORS.member);
    const unknown = await errorOf(
      member.rsvps.submit({ meetingId: meeting.id, hasMeal: true, mealChoice: 'Lobster' }),
    );
    expect(unknown.code).toBe('BAD_REQUEST');
    expect(unknown.message).toBe('The selected meal is not on the menu');
    const offMenu = member.rsvps.submit({
      meetingId: meeting.id,
      hasMeal: true,
      mealChoice: DEMO_MENU.seafoodLinguine.name,
    });
    expect(await codeOf(offMenu)).toBe('BAD_REQUEST');
    expect(await rsvpRows(meeting.id)).toHaveLength(0);
  });

  it.each([
    [ACTORS.guest, 'OK'],
    [ACTORS.member, 'OK'],
    [ACTORS.treasurer, 'OK'],
    [ACTORS.president, 'OK'],
    [ACTORS.outsider, 'NOT_FOUND'],
    [ACTORS.admin, 'NOT_FOUND'],
    [null, 'UNAUTHORIZED'],
  ])('%s submitting an own RSVP: %s', async (email, code) => {
    const meeting = await freshMeeting(h);
    const caller = await h.callerAs(email);
    expect(
      await codeOf(
        caller.rsvps.submit({ meetingId: meeting.id, status: 'attending', hasMeal: false }),
      ),
    ).toBe(code);
  });

  it('a paid RSVP keeps its meal and price (409); other fields may still change', async () => {
    const meeting = await freshMeeting(h);
    const member = await h.callerAs(ACTORS.member);
    const rsvp = await member.rsvps.submit({ meetingId: meeting.id, ...FULL_ORDER });
    const treasurer = await h.callerAs(ACTORS.treasurer);
    await treasurer.rsvps.setPayment({ rsvpId: rsvp.id, paymentStatus: 'paid' });

    const otherMeal = await errorOf(
      member.rsvps.submit({ meetingId: meeting.id, ...FULL_ORDER, mealChoice: RIBS.name }),
    );
    expect(otherMeal.code).toBe('CONFLICT');
    expect(otherMeal.message).toBe(
      'This RSVP has been paid, so its meal and price can no longer be changed',
    );
    expect(
      await codeOf(
        member.rsvps.submit({ meetingId: meeting.id, ...FULL_ORDER, status: 'not_attending' }),
      ),
    ).toBe('CONFLICT');
    // The manager's "Add RSVP" is held to the same lock.
    const me = await h.userByEmail(ACTORS.member);
    expect(
      await codeOf(
        treasurer.rsvps.submit({
          meetingId: meeting.id,
          userId: me.id,
          ...FULL_ORDER,
          hasMeal: false,
        }),
      ),
    ).toBe('CONFLICT');

    const sameMeal = await member.rsvps.submit({
      meetingId: meeting.id,
      ...FULL_ORDER,
      specialRequirements: 'Gluten free',
    });
    expect(sameMeal).toMatchObject({
      specialRequirements: 'Gluten free',
      mealChoice: SCHNITZEL.name,
      totalPrice: FULL_ORDER_TOTAL,
      paymentStatus: 'paid',
    });
  });

  it('deadlines bind members but not a manager recording for someone; closed meetings refuse everyone', async () => {
    const vpe = await h.callerAs(ACTORS.vpe);
    const made = await vpe.meetings.create({
      clubId: h.demo.clubId,
      title: 'Yesterday',
      scheduledDate: inDays(1),
      scheduledTime: '19:00',
    });
    // A new meeting is never dated in the past; an existing one is moved there.
    const past = await vpe.meetings.update({ meetingId: made.id, date: inDays(-1) });
    const member = await h.callerAs(ACTORS.member);
    const late = await errorOf(
      member.rsvps.submit({ meetingId: past.id, status: 'attending', hasMeal: false }),
    );
    expect(late.code).toBe('CONFLICT');
    expect(late.message).toBe('The RSVP deadline for this meeting has passed');
    const me = await h.userByEmail(ACTORS.member);
    const treasurer = await h.callerAs(ACTORS.treasurer);
    expect(
      await codeOf(
        treasurer.rsvps.submit({
          meetingId: past.id,
          userId: me.id,
          status: 'attending',
          hasMeal: false,
        }),
      ),
    ).toBe('OK');

    const cancelled = await freshMeeting(h);
    await vpe.meetings.update({ meetingId: cancelled.id, status: 'cancelled' });
    const closed = await errorOf(
      treasurer.rsvps.submit({
        meetingId: cancelled.id,
        userId: me.id,
        status: 'attending',
        hasMeal: false,
      }),
    );
    expect(closed).toMatchObject({
      code: 'CONFLICT',
      message: 'RSVPs are closed for this meeting',
    });
  });

  it('only managers add an RSVP for someone else, and only for an active member of the club', async () => {
    const meeting = await freshMeeting(h);
    const target = await h.userByEmail(ACTORS.member2);
    const input = {
      meetingId: meeting.id,
      userId: target.id,
      status: 'attending' as const,
      hasMeal: true,
      mealChoice: RIBS.name,
    };
    for (const [email, code] of [
      [ACTORS.member, 'FORBIDDEN'],
      [ACTORS.guest, 'FORBIDDEN'],
      [ACTORS.outsider, 'NOT_FOUND'],
      [null, 'UNAUTHORIZED'],
    ] as const) {
      expect(await codeOf((await h.callerAs(email)).rsvps.submit(input))).toBe(code);
    }
    expect(await rsvpRows(meeting.id)).toHaveLength(0);
    const vpm = await h.callerAs(ACTORS.vpm);
    const added = await vpm.rsvps.submit(input);
    expect(added).toMatchObject({
      userId: target.id,
      mealPrice: fromCents(RIBS.cents),
      totalPrice: fromCents(RIBS.cents),
    });
    const outsider = await h.userByEmail(ACTORS.outsider);
    expect(await codeOf(vpm.rsvps.submit({ ...input, userId: outsider.id }))).toBe('BAD_REQUEST');
  });
});

describe('RSVP list field filtering', () => {
  let meetingId: number;
  beforeAll(async () => {
    const meeting = await freshMeeting(h, 35);
    meetingId = meeting.id;
    await (
      await h.callerAs(ACTORS.member)
    ).rsvps.submit({ meetingId, ...FULL_ORDER, specialRequirements: 'Coeliac' });
    await (
      await h.callerAs(ACTORS.member2)
    ).rsvps.submit({
      meetingId,
      ...FULL_ORDER,
      mealChoice: RIBS.name,
      specialRequirements: 'Nut allergy',
    });
    await (
      await h.callerAs(ACTORS.guest)
    ).rsvps.submit({
      meetingId,
      status: 'attending',
      hasMeal: false,
      specialRequirements: 'Wheelchair access',
    });
  });

  it('a member sees their own RSVP in full and only name and status of the others', async () => {
    const member = await h.callerAs(ACTORS.member);
    const me = await h.userByEmail(ACTORS.member);
    const list = await member.rsvps.list({ meetingId });
    expect(list).toHaveLength(3);
    const own = list.find((r) => r.userId === me.id);
    expect(own).toMatchObject({
      mealChoice: SCHNITZEL.name,
      totalPrice: FULL_ORDER_TOTAL,
      specialRequirements: 'Coeliac',
    });
    for (const other of list.filter((r) => r.userId !== me.id)) {
      expect(Object.keys(other).sort()).toEqual(['id', 'meetingId', 'status', 'user', 'userId']);
      expect(JSON.stringify(other)).not.toMatch(/Nut allergy|Wheelchair|Beef Ribs|37\.00|5\.00/);
    }
  });

  it('a guest sees the same shape; a manager sees everything', async () => {
    const guest = await h.callerAs(ACTORS.guest);
    const guestView = JSON.stringify(await guest.rsvps.list({ meetingId }));
    expect(guestView).toContain('Wheelchair access');
    expect(guestView).not.toMatch(/Coeliac|Nut allergy|Chicken Schnitzel/);
    const treasurer = await h.callerAs(ACTORS.treasurer);
    const full = await treasurer.rsvps.list({ meetingId });
    expect(
      full.map((r) => ('specialRequirements' in r ? r.specialRequirements : undefined)).sort(),
    ).toEqual(['Coeliac', 'Nut allergy', 'Wheelchair access']);
  });

  it('outsiders, the super admin and signed-out callers get nothing', async () => {
    expect(await codeOf((await h.callerAs(ACTORS.outsider)).rsvps.list({ meetingId }))).toBe(
      'NOT_FOUND',
    );
    expect(await codeOf((await h.callerAs(ACTORS.admin)).rsvps.list({ meetingId }))).toBe(
      'NOT_FOUND',
    );
    expect(await codeOf((await h.callerAs(null)).rsvps.list({ meetingId }))).toBe('UNAUTHORIZED');
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.member)).rsvps.list({ meetingId: h.demo.secondClubMeetingId }),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('payment status and the ledger', () => {
  it('managers toggle; each real change appends one ledger row with the server total; paidAt follows', async () => {
    const meeting = await freshMeeting(h);
    const rsvp = await (
      await h.callerAs(ACTORS.member)
    ).rsvps.submit({ meetingId: meeting.id, ...FULL_ORDER });
    const treasurer = await h.callerAs(ACTORS.treasurer);
    const actor = await h.userByEmail(ACTORS.treasurer);
    const paid = await treasurer.rsvps.setPayment({ rsvpId: rsvp.id, paymentStatus: 'paid' });
    expect(paid.paymentStatus).toBe('paid');
    expect('paidAt' in paid && paid.paidAt).toBeInstanceOf(Date);
    await treasurer.rsvps.setPayment({ rsvpId: rsvp.id, paymentStatus: 'paid' });
    const pending = await treasurer.rsvps.setPayment({ rsvpId: rsvp.id, paymentStatus: 'pending' });
    expect(pending).toMatchObject({ paymentStatus: 'pending', paidAt: null });
    expect(await ledger(rsvp.id)).toEqual([
      {
        fromStatus: 'pending',
        toStatus: 'paid',
        amount: FULL_ORDER_TOTAL,
        actorUserId: actor.id,
        userId: rsvp.userId,
      },
      {
        fromStatus: 'paid',
        toStatus: 'pending',
        amount: FULL_ORDER_TOTAL,
        actorUserId: actor.id,
        userId: rsvp.userId,
      },
    ]);
  });

  it.each([
    [ACTORS.member, 'FORBIDDEN'],
    [ACTORS.guest, 'FORBIDDEN'],
    [ACTORS.sergeant, 'FORBIDDEN'],
    [ACTORS.outsider, 'NOT_FOUND'],
    [ACTORS.president2, 'NOT_FOUND'],
    [ACTORS.admin, 'NOT_FOUND'],
    [null, 'UNAUTHORIZED'],
    [ACTORS.vpe, 'OK'],
    [ACTORS.president, 'OK'],
  ])('%s marking an RSVP paid: %s', async (email, code) => {
    const meeting = await freshMeeting(h);
    const rsvp = await (
      await h.callerAs(ACTORS.member2)
    ).rsvps.submit({ meetingId: meeting.id, hasMeal: false });
    expect(
      await codeOf(
        (await h.callerAs(email)).rsvps.setPayment({ rsvpId: rsvp.id, paymentStatus: 'paid' }),
      ),
    ).toBe(code);
    expect(await ledger(rsvp.id)).toHaveLength(code === 'OK' ? 1 : 0);
  });
});

describe('payment intents', () => {
  it('without a configured processor: 503 "Card payments are not configured" for managers, 403 for members', async () => {
    const meeting = await freshMeeting(h);
    const rsvp = await (
      await h.callerAs(ACTORS.member)
    ).rsvps.submit({ meetingId: meeting.id, ...FULL_ORDER });
    const treasurer = await h.callerAs(ACTORS.treasurer);
    const error = await errorOf(treasurer.payments.createIntent({ rsvpId: rsvp.id }));
    expect(error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Card payments are not configured',
    });
    expect(
      await codeOf((await h.callerAs(ACTORS.member)).payments.createIntent({ rsvpId: rsvp.id })),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf((await h.callerAs(ACTORS.outsider)).payments.createIntent({ rsvpId: rsvp.id })),
    ).toBe('NOT_FOUND');
  });

  it('with a key but the card processor unreachable: 503 (the client falls back to manual recording)', async () => {
    const meeting = await freshMeeting(h);
    const rsvp = await (
      await h.callerAs(ACTORS.member)
    ).rsvps.submit({ meetingId: meeting.id, ...FULL_ORDER });
    const caller = createCaller({
      ...(await h.contextAs(ACTORS.treasurer)),
      // Nothing listens on port 1: the processor cannot be reached.
      config: {
        ...h.config,
        stripeSecretKey: 'sk_test_configured',
        stripeApiBase: 'http://127.0.0.1:1',
      },
    });
    const error = await errorOf(caller.payments.createIntent({ rsvpId: rsvp.id }));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('a gateway is asked for the RSVP total in cents, whatever the client said', async () => {
    const meeting = await freshMeeting(h);
    const rsvp = await (
      await h.callerAs(ACTORS.member)
    ).rsvps.submit({ meetingId: meeting.id, ...FULL_ORDER });
    const requests: PaymentIntentRequest[] = [];
    const gateway: PaymentGateway = {
      createIntent(request) {
        requests.push(request);
        return Promise.resolve({ clientSecret: 'secret_123' });
      },
    };
    const result = await createPaymentIntent(h.db, gateway, {
      clubId: h.demo.clubId,
      rsvpId: rsvp.id,
    });
    expect(result).toEqual({
      clientSecret: 'secret_123',
      amount: FULL_ORDER_TOTAL,
      rsvpId: rsvp.id,
    });
    expect(requests).toEqual([
      {
        amountCents: toCents(FULL_ORDER_TOTAL),
        currency: 'aud',
        reference: {
          clubId: h.demo.clubId,
          meetingId: meeting.id,
          rsvpId: rsvp.id,
          userId: rsvp.userId,
        },
      },
    ]);
  });
});

describe('RSVPs through the REST door', () => {
  it('POST /api/meetings/{id}/rsvps: server prices, the path decides the meeting', async () => {
    const meeting = await freshMeeting(h);
    const other = await freshMeeting(h, 31);
    const response = await rest(h, 'POST', `/api/meetings/${meeting.id}/rsvps`, ACTORS.member, {
      ...FULL_ORDER,
      meetingId: other.id,
      mealPrice: '0.01',
      totalPrice: '0.01',
      paymentStatus: 'paid',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      meetingId: meeting.id,
      mealPrice: '32.00',
      totalPrice: FULL_ORDER_TOTAL,
      paymentStatus: 'pending',
    });
    expect(await rsvpRows(other.id)).toHaveLength(0);
  });

  it('POST with a userId: a manager adds an RSVP for them; anyone else is refused; their own id is their own RSVP', async () => {
    const meeting = await freshMeeting(h);
    const target = await h.userByEmail(ACTORS.member2);
    const me = await h.userByEmail(ACTORS.member);
    const url = `/api/meetings/${meeting.id}/rsvps`;
    const asMember = await rest(h, 'POST', url, ACTORS.member, {
      status: 'attending',
      hasMeal: false,
      userId: target.id,
    });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.body).toContain('Forbidden');
    const asTreasurer = await rest(h, 'POST', url, ACTORS.treasurer, {
      status: 'attending',
      hasMeal: false,
      userId: String(target.id),
    });
    expect(asTreasurer.statusCode).toBe(200);
    expect(asTreasurer.json()).toMatchObject({ userId: target.id, totalPrice: '5.00' });
    const own = await rest(h, 'POST', url, ACTORS.member, {
      status: 'attending',
      hasMeal: false,
      userId: me.id,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ userId: me.id });
    const anon = await rest(h, 'POST', url, null, { status: 'attending', hasMeal: false });
    expect(anon.statusCode).toBe(401);
  });

  it('GET /api/meetings/{id}/rsvps is filtered for members and 404 for outsiders', async () => {
    const meeting = await freshMeeting(h);
    await rest(h, 'POST', `/api/meetings/${meeting.id}/rsvps`, ACTORS.member2, {
      ...FULL_ORDER,
      specialRequirements: 'Halal',
    });
    const asMember = await rest(h, 'GET', `/api/meetings/${meeting.id}/rsvps`, ACTORS.member);
    expect(asMember.statusCode).toBe(200);
    expect(asMember.body).not.toContain('Halal');
    expect(asMember.json<{ status: string }[]>()[0]).toMatchObject({ status: 'attending' });
    const asVpe = await rest(h, 'GET', `/api/meetings/${meeting.id}/rsvps`, ACTORS.vpe);
    expect(asVpe.body).toContain('Halal');
    const asOutsider = await rest(h, 'GET', `/api/meetings/${meeting.id}/rsvps`, ACTORS.outsider);
    expect(asOutsider.statusCode).toBe(404);
    expect(asOutsider.body).toContain('Not found');
  });

  it('PATCH /api/rsvps/{id}/payment: 200 for managers, 403 for members, 400 for an unknown status; paid lock is 409', async () => {
    const meeting = await freshMeeting(h);
    const rsvp = (
      await rest(h, 'POST', `/api/meetings/${meeting.id}/rsvps`, ACTORS.member, FULL_ORDER)
    ).json<{ id: number }>();
    const url = `/api/rsvps/${rsvp.id}/payment`;
    expect((await rest(h, 'PATCH', url, ACTORS.member, { paymentStatus: 'paid' })).statusCode).toBe(
      403,
    );
    expect(
      (await rest(h, 'PATCH', url, ACTORS.treasurer, { paymentStatus: 'refunded' })).statusCode,
    ).toBe(400);
    const paid = await rest(h, 'PATCH', url, ACTORS.treasurer, { paymentStatus: 'paid' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paymentStatus: 'paid' });
    const locked = await rest(h, 'POST', `/api/meetings/${meeting.id}/rsvps`, ACTORS.member, {
      ...FULL_ORDER,
      mealChoice: RIBS.name,
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.body).toContain(
      'This RSVP has been paid, so its meal and price can no longer be changed',
    );
    expect(
      (
        await rest(h, 'PATCH', `/api/rsvps/999999/payment`, ACTORS.treasurer, {
          paymentStatus: 'paid',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('POST /api/create-payment-intent: 503 with the sentence for managers, 403 for members', async () => {
    const meeting = await freshMeeting(h);
    const rsvp = (
      await rest(h, 'POST', `/api/meetings/${meeting.id}/rsvps`, ACTORS.member, FULL_ORDER)
    ).json<{ id: number }>();
    const asTreasurer = await rest(h, 'POST', '/api/create-payment-intent', ACTORS.treasurer, {
      amount: 0.01,
      rsvpId: rsvp.id,
    });
    expect(asTreasurer.statusCode).toBe(503);
    expect(asTreasurer.body).toContain('Card payments are not configured');
    const asMember = await rest(h, 'POST', '/api/create-payment-intent', ACTORS.member, {
      amount: 0.01,
      rsvpId: rsvp.id,
    });
    expect(asMember.statusCode).toBe(403);
  });
});
