// The role-offer market (decision 075), on an injected clock, read back from the database and the
// outbox: the waitlist through both doors, its first-refusal window (only the waitlist hears and
// may take until it ends, then everyone eligible does), the e-mail's one-click take (the preview
// changes nothing; used, expired and already-taken links say so), the "offers and asks" switch,
// the officers' market, and the VP Education's alert sent once by the schedule the server runs.
import {
  DEFAULT_TIME_ZONE,
  EMAIL_ACTION_TEXT,
  MEETING_ROLE_MESSAGES,
  meetingStartInstant,
  NOTIFICATION_TEXT,
  ROLE_OFFER_MESSAGES,
  type Actor,
} from '@lectern/domain';
import { findMeetingRoleScope } from '@lectern/db/queries/meeting-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as roleService from '../src/features/meeting-roles/meeting-roles.service.js';
import { SCHEDULES, startJobWorker } from '../src/jobs/handlers.js';
import { enqueueSchedules, type Worker } from '../src/jobs/worker.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, errorOf, freshMeeting, rest } from './helpers.js';
import { drain, jobDeps, linksOf, outbox } from './reminder-helpers.js';

let h: ApiHarness;
let clock = new Date();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

beforeAll(async () => {
  h = await createApiHarness({ now: () => clock });
  await h.db.deleteFrom('jobs').execute();
});
afterAll(async () => h?.close());

let made = 0;
/** A fresh meeting `days` ahead whose standing Timer role `holder` holds (assigned by the VPE). */
async function heldTimer(days: number, holder: string = ACTORS.member) {
  made += 1;
  const title = `Market ${made} ${Date.now()}`;
  const meeting = await freshMeeting(h, days, title);
  const role = await h.db
    .selectFrom('meetingRoles')
    .select('id')
    .where('meetingId', '=', meeting.id)
    .where('roleType', '=', 'timer')
    .executeTakeFirstOrThrow();
  const { id: userId } = await h.userByEmail(holder);
  await (await h.callerAs(ACTORS.vpe)).meetingRoles.assign({ roleId: role.id, userId });
  const start = meetingStartInstant(meeting.date!, '19:00', DEFAULT_TIME_ZONE);
  return { meetingId: meeting.id, roleId: role.id, title, start };
}

async function notified(email: string, title: string, about: string) {
  const { id } = await h.userByEmail(email);
  const rows = await h.db
    .selectFrom('notifications')
    .select('body')
    .where('userId', '=', id)
    .where('title', '=', title)
    .execute();
  return rows.filter((row) => row.body.includes(about)).length;
}

async function mailTo(email: string, about: string, kind = 'role_offer') {
  return (await outbox(h)).filter(
    (m) => m.toAddress === email && m.kind === kind && m.subject.includes(about),
  );
}

async function holderOf(roleId: number) {
  const row = await h.db
    .selectFrom('meetingRoles')
    .select('userId')
    .where('id', '=', roleId)
    .executeTakeFirstOrThrow();
  return row.userId;
}

/** The server's scheduled runs at the clock's instant, then every job due. */
async function scheduledTurn() {
  await enqueueSchedules(h.db, SCHEDULES, clock);
  await drain(h, clock);
}

const WAITING = NOTIFICATION_TEXT.roleOfferedToWaitlist({
  roleType: 'timer',
  meetingId: 0,
  meetingTitle: '',
  meetingDate: null,
  offererName: '',
}).title;
const UP_FOR_GRABS = NOTIFICATION_TEXT.roleOffered({
  roleType: 'timer',
  meetingId: 0,
  meetingTitle: '',
  meetingDate: null,
  offererName: '',
}).title;

describe('the waitlist of a held role', () => {
  it('POST answers 201 and the place; joining again keeps it; DELETE leaves', async () => {
    clock = new Date();
    const { meetingId, roleId } = await heldTimer(20);
    const first = await rest(h, 'POST', `/api/roles/${roleId}/waitlist`, ACTORS.member2, {});
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ roleId, position: 1 });
    const second = await rest(h, 'POST', `/api/roles/${roleId}/waitlist`, ACTORS.secretary, {});
    expect(second.json()).toEqual({ roleId, position: 2 });
    const again = await rest(h, 'POST', `/api/roles/${roleId}/waitlist`, ACTORS.member2, {});
    expect(again.json()).toEqual({ roleId, position: 1 });

    const mine = await (await h.callerAs(ACTORS.secretary)).roleOffers.waitlists({ meetingId });
    expect(mine).toEqual([{ roleId, count: 2, myPosition: 2 }]);
    const market = await (await h.callerAs(ACTORS.vpe)).roleOffers.market({ meetingId });
    expect(market).toEqual([
      expect.objectContaining({
        roleId,
        offer: null,
        lastTaken: null,
        waitlist: [
          expect.objectContaining({ userId: (await h.userByEmail(ACTORS.member2)).id }),
          expect.objectContaining({ userId: (await h.userByEmail(ACTORS.secretary)).id }),
        ],
      }),
    ]);

    const left = await rest(h, 'DELETE', `/api/roles/${roleId}/waitlist`, ACTORS.member2, {});
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ roleId, left: true });
    const after = await (await h.callerAs(ACTORS.secretary)).roleOffers.waitlists({ meetingId });
    expect(after).toEqual([{ roleId, count: 1, myPosition: 1 }]);
  });

  it('refuses the holder (409), an open role (409) and a guest (403)', async () => {
    clock = new Date();
    const { meetingId, roleId } = await heldTimer(20);
    const own = await rest(h, 'POST', `/api/roles/${roleId}/waitlist`, ACTORS.member, {});
    expect(own.statusCode).toBe(409);
    expect(own.json<{ message: string }>().message).toBe(ROLE_OFFER_MESSAGES.ownRole);
    const open = await h.db
      .selectFrom('meetingRoles')
      .select('id')
      .where('meetingId', '=', meetingId)
      .where('roleType', '=', 'grammarian')
      .executeTakeFirstOrThrow();
    const empty = await rest(h, 'POST', `/api/roles/${open.id}/waitlist`, ACTORS.member2, {});
    expect(empty.statusCode).toBe(409);
    expect(empty.json<{ message: string }>().message).toBe(ROLE_OFFER_MESSAGES.roleNotHeld);
    const guest = await rest(h, 'POST', `/api/roles/${roleId}/waitlist`, ACTORS.guest, {});
    expect(guest.statusCode).toBe(403);
  });
});

describe('a held role that opens again', () => {
  it('tells its waitlist, and puts nobody into it', async () => {
    clock = new Date();
    const { roleId, title } = await heldTimer(16);
    await (await h.callerAs(ACTORS.member2)).roleOffers.joinWaitlist({ roleId });
    await (await h.callerAs(ACTORS.member)).meetingRoles.retract({ roleId });
    const OPEN = NOTIFICATION_TEXT.roleReleasedToWaitlist({
      roleType: 'timer',
      meetingId: 0,
      meetingTitle: '',
      meetingDate: null,
    }).title;
    expect(await notified(ACTORS.member2, OPEN, title)).toBe(1);
    expect(await notified(ACTORS.secretary, OPEN, title)).toBe(0);
    expect(await holderOf(roleId)).toBeNull();
  });
});

describe('a released role held for its waitlist', () => {
  it('lets only the waitlist volunteer during the window (409 for others), then anyone', async () => {
    const releasedAt = new Date();
    clock = releasedAt;
    const { roleId } = await heldTimer(18);
    await (await h.callerAs(ACTORS.member2)).roleOffers.joinWaitlist({ roleId });
    await (await h.callerAs(ACTORS.member)).meetingRoles.retract({ roleId });

    const other = await rest(h, 'PATCH', `/api/roles/${roleId}/assign`, ACTORS.secretary, {});
    expect(other.statusCode).toBe(409);
    expect(other.json<{ message: string }>().message).toBe(MEETING_ROLE_MESSAGES.heldForWaitlist);
    expect(await holderOf(roleId)).toBeNull();

    // After the club's window (2 hours) anyone may.
    clock = new Date(releasedAt.getTime() + 2 * HOUR + MINUTE);
    const later = await rest(h, 'PATCH', `/api/roles/${roleId}/assign`, ACTORS.secretary, {});
    expect(later.statusCode).toBe(200);
    expect(await holderOf(roleId)).toBe((await h.userByEmail(ACTORS.secretary)).id);
  });

  it('the waitlisted member volunteers during the window; the hold is then gone', async () => {
    clock = new Date();
    const { roleId } = await heldTimer(18);
    await (await h.callerAs(ACTORS.member2)).roleOffers.joinWaitlist({ roleId });
    await (await h.callerAs(ACTORS.vpe)).meetingRoles.assign({ roleId, userId: null });
    const own = await rest(h, 'PATCH', `/api/roles/${roleId}/assign`, ACTORS.member2, {});
    expect(own.statusCode).toBe(200);
    const row = await h.db
      .selectFrom('meetingRoles')
      .select(['userId', 'heldForWaitlistUntil'])
      .where('id', '=', roleId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      userId: (await h.userByEmail(ACTORS.member2)).id,
      heldForWaitlistUntil: null,
    });
  });

  it('a role released with nobody waiting is not held', async () => {
    clock = new Date();
    const { roleId } = await heldTimer(18);
    await (await h.callerAs(ACTORS.member)).meetingRoles.retract({ roleId });
    const anyone = await rest(h, 'PATCH', `/api/roles/${roleId}/assign`, ACTORS.secretary, {});
    expect(anyone.statusCode).toBe(200);
  });

  it('the database holds it too: a volunteer decided on an older read gets 409', async () => {
    clock = new Date();
    const { roleId } = await heldTimer(19);
    const secretary = await h.userByEmail(ACTORS.secretary);
    await (await h.callerAs(ACTORS.member)).meetingRoles.retract({ roleId });
    // Read while open and held for nobody; then the role is held, waited for and released.
    const stale = await findMeetingRoleScope(h.db, roleId, secretary.id);
    const { id: memberId } = await h.userByEmail(ACTORS.member);
    await (await h.callerAs(ACTORS.vpe)).meetingRoles.assign({ roleId, userId: memberId });
    await (await h.callerAs(ACTORS.member2)).roleOffers.joinWaitlist({ roleId });
    await (await h.callerAs(ACTORS.member)).meetingRoles.retract({ roleId });
    const actor: Actor = {
      userId: secretary.id,
      isSuperAdmin: false,
      membership: { role: 'secretary', status: 'active' },
    };
    const refused = await errorOf(roleService.volunteer(h.db, stale!, actor, clock));
    expect(refused).toMatchObject({
      code: 'CONFLICT',
      message: MEETING_ROLE_MESSAGES.heldForWaitlist,
    });
    expect(await holderOf(roleId)).toBeNull();
  });

  it('a release racing volunteers never gives the role to someone not waiting (PostgreSQL)', async () => {
    clock = new Date();
    const secretary = await h.userByEmail(ACTORS.secretary);
    const member2 = await h.userByEmail(ACTORS.member2);
    for (let round = 0; round < 8; round += 1) {
      const { roleId } = await heldTimer(30 + round);
      await (await h.callerAs(ACTORS.member2)).roleOffers.joinWaitlist({ roleId });
      const [holder, outsider, waiting] = await Promise.all([
        h.callerAs(ACTORS.member),
        h.callerAs(ACTORS.secretary),
        h.callerAs(ACTORS.member2),
      ]);
      const outcomes = await Promise.allSettled([
        holder.meetingRoles.retract({ roleId }),
        ...Array.from({ length: 4 }, () => outsider.meetingRoles.volunteer({ roleId })),
        round % 2 === 0
          ? waiting.meetingRoles.volunteer({ roleId })
          : Promise.reject(new Error('not this round')),
      ]);
      expect(outcomes[0]?.status).toBe('fulfilled');
      const after = await holderOf(roleId);
      expect(after).not.toBe(secretary.id);
      expect([null, member2.id]).toContain(after);
    }
  });
});

describe('an offered role: the waitlist first, then everyone, and the e-mail take', () => {
  it('runs the window, tells each person once, and takes exactly once by one click', async () => {
    const offeredAt = new Date();
    clock = offeredAt;
    const { meetingId, roleId, title, start } = await heldTimer(10);
    await (await h.callerAs(ACTORS.member2)).roleOffers.joinWaitlist({ roleId });
    const offer = await (await h.callerAs(ACTORS.member)).roleOffers.offer({ roleId });
    // The club's default window: two hours.
    expect(offer.firstRefusalUntil).toEqual(new Date(offeredAt.getTime() + 2 * HOUR));

    // Only the waitlist hears, and only it may take.
    expect(await notified(ACTORS.member2, WAITING, title)).toBe(1);
    expect(await notified(ACTORS.secretary, UP_FOR_GRABS, title)).toBe(0);
    const early = await rest(h, 'POST', `/api/role-offers/${offer.id}/claim`, ACTORS.secretary, {});
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(ROLE_OFFER_MESSAGES.waitlistFirst);
    await scheduledTurn();
    expect(await mailTo(ACTORS.member2, title)).toHaveLength(1);
    expect(await mailTo(ACTORS.secretary, title)).toHaveLength(0);

    // The window ends: everyone else eligible hears, once; the waitlist is not told again.
    clock = new Date(offeredAt.getTime() + 2 * HOUR + MINUTE);
    await scheduledTurn();
    await scheduledTurn();
    expect(await notified(ACTORS.secretary, UP_FOR_GRABS, title)).toBe(1);
    expect(await mailTo(ACTORS.secretary, title)).toHaveLength(1);
    expect(await mailTo(ACTORS.member2, title)).toHaveLength(1);
    expect(await notified(ACTORS.member2, UP_FOR_GRABS, title)).toBe(0);
    expect(await mailTo(ACTORS.member, title)).toHaveLength(0);

    const waitlisted = linksOf((await mailTo(ACTORS.member2, title))[0]!.text)['Take this role']!;
    const other = linksOf((await mailTo(ACTORS.secretary, title))[0]!.text)['Take this role']!;
    const anyone = await h.callerAs(null);

    // Opening the link changes nothing.
    const preview = await anyone.emailActions.preview({ token: other });
    expect(preview).toMatchObject({
      state: 'ready',
      action: 'take_offer',
      button: 'Take this role',
    });
    expect(preview.message).toContain(`You will take over the role Timer at ${title}`);
    expect(await holderOf(roleId)).toBe((await h.userByEmail(ACTORS.member)).id);
    const links = await h.db
      .selectFrom('emailActions')
      .select('usedAt')
      .where('offerId', '=', offer.id)
      .execute();
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(links.every((link) => link.usedAt === null)).toBe(true);

    // The first click takes it; the taker leaves the waitlist; the offerer is told.
    const done = await anyone.emailActions.perform({ token: waitlisted });
    expect(done.outcome).toBe('done');
    expect(done.message).toContain(`you are Timer at ${title}`);
    expect(await holderOf(roleId)).toBe((await h.userByEmail(ACTORS.member2)).id);
    expect(await (await h.callerAs(ACTORS.member2)).roleOffers.waitlists({ meetingId })).toEqual(
      [],
    );
    // Everyone after: "Someone else has already taken this role."; a used link says so.
    expect(await anyone.emailActions.perform({ token: other })).toEqual({
      outcome: 'impossible',
      message: `${EMAIL_ACTION_TEXT.impossible} ${ROLE_OFFER_MESSAGES.offerTaken}`,
    });
    expect(await anyone.emailActions.perform({ token: waitlisted })).toEqual({
      outcome: 'used',
      message: EMAIL_ACTION_TEXT.used,
    });
    const market = await (await h.callerAs(ACTORS.vpe)).roleOffers.market({ meetingId });
    expect(market).toHaveLength(1);
    expect(market[0]).toMatchObject({ roleId, offer: null, waitlist: [] });
    expect(market[0]?.lastTaken).toMatchObject({ id: offer.id, status: 'taken' });

    // Once the meeting starts the unused link has expired.
    clock = new Date(start.getTime() + MINUTE);
    expect(await anyone.emailActions.perform({ token: other })).toEqual({
      outcome: 'expired',
      message: EMAIL_ACTION_TEXT.expired,
    });
  });

  it('an empty waitlist: everyone eligible at once, except who turned offers and asks off', async () => {
    clock = new Date();
    const { title } = await heldTimer(12);
    const member2 = await h.userByEmail(ACTORS.member2);
    await h.db
      .insertInto('memberProfiles')
      .values({ clubId: h.demo.clubId, userId: member2.id, offerNotifications: false })
      .onConflict((oc) =>
        oc.columns(['clubId', 'userId']).doUpdateSet({ offerNotifications: false }),
      )
      .execute();
    try {
      const { roleId } = await h.db
        .selectFrom('meetingRoles as r')
        .innerJoin('meetings as m', 'm.id', 'r.meetingId')
        .select('r.id as roleId')
        .where('m.title', '=', title)
        .where('r.roleType', '=', 'timer')
        .executeTakeFirstOrThrow();
      const offer = await (await h.callerAs(ACTORS.member)).roleOffers.offer({ roleId });
      expect(offer.firstRefusalUntil).toBeNull();
      await scheduledTurn();
      expect(await notified(ACTORS.secretary, UP_FOR_GRABS, title)).toBe(1);
      expect(await mailTo(ACTORS.secretary, title)).toHaveLength(1);
      expect(await notified(ACTORS.member2, UP_FOR_GRABS, title)).toBe(0);
      expect(await mailTo(ACTORS.member2, title)).toHaveLength(0);
      // The switch does not stop them taking it in the app.
      const taken = await (
        await h.callerAs(ACTORS.member2)
      ).roleOffers.claim({ offerId: offer.id });
      expect(taken.role.userId).toBe(member2.id);
    } finally {
      await h.db
        .updateTable('memberProfiles')
        .set({ offerNotifications: true })
        .where('userId', '=', member2.id)
        .execute();
    }
  });
});

describe("the VP Education's alert, by the schedule the server runs", () => {
  let worker: Worker | undefined;
  const errors: unknown[] = [];
  afterAll(async () => worker?.stop());

  it('is sent once, 48 hours before the meeting, when nobody has taken the offer', async () => {
    clock = new Date();
    const { title, roleId, start } = await heldTimer(6);
    await (await h.callerAs(ACTORS.member)).roleOffers.offer({ roleId });
    worker = startJobWorker(jobDeps(h), {
      pollMs: 3_600_000,
      now: () => clock,
      onError: (error) => errors.push(error),
    });
    await worker.idle();
    const turnAt = async (at: Date) => {
      clock = at;
      worker!.wake();
      await worker!.idle();
    };
    const ALERT = NOTIFICATION_TEXT.roleOfferUntaken({
      roleType: 'timer',
      meetingId: 0,
      meetingTitle: '',
      meetingDate: null,
      offererName: '',
    }).title;
    const due = new Date(start.getTime() - 48 * HOUR);

    await turnAt(new Date(due.getTime() - MINUTE));
    expect(await notified(ACTORS.vpe, ALERT, title)).toBe(0);
    expect(await mailTo(ACTORS.vpe, title, 'role_offer_alert')).toHaveLength(0);

    await turnAt(new Date(due.getTime() + 5 * MINUTE));
    await turnAt(new Date(due.getTime() + 10 * MINUTE));
    await turnAt(new Date(due.getTime() + 24 * HOUR));
    expect(await notified(ACTORS.vpe, ALERT, title)).toBe(1);
    expect(await mailTo(ACTORS.vpe, title, 'role_offer_alert')).toHaveLength(1);
    expect(await notified(ACTORS.secretary, ALERT, title)).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe("the market's activity, the role's and the club's", () => {
  it('records offers made, withdrawn and taken, the waitlist joined and left, and the waitlist first', async () => {
    clock = new Date();
    const { roleId } = await heldTimer(22);
    const member = await h.userByEmail(ACTORS.member);
    const member2 = await h.userByEmail(ACTORS.member2);
    const secretary = await h.userByEmail(ACTORS.secretary);
    const vpe = await h.userByEmail(ACTORS.vpe);
    const as = async (email: string) => (await h.callerAs(email)).roleOffers;
    await (await as(ACTORS.member2)).joinWaitlist({ roleId });
    await (await as(ACTORS.member2)).joinWaitlist({ roleId }); // again: no second entry
    await (await as(ACTORS.secretary)).joinWaitlist({ roleId });
    await (await as(ACTORS.secretary)).leaveWaitlist({ roleId });
    await (await as(ACTORS.secretary)).leaveWaitlist({ roleId }); // not on it: no entry
    const first = await (await as(ACTORS.member)).offer({ roleId });
    await (await as(ACTORS.vpe)).withdraw({ offerId: first.id });
    const second = await (await as(ACTORS.member)).offer({ roleId });
    await (await as(ACTORS.member2)).claim({ offerId: second.id });
    await (await as(ACTORS.secretary)).joinWaitlist({ roleId });
    await (await h.callerAs(ACTORS.member2)).meetingRoles.retract({ roleId });

    const response = await rest(h, 'GET', `/api/roles/${roleId}/activity`, ACTORS.vpe);
    expect(response.statusCode).toBe(200);
    const entries =
      response.json<
        { kind: string; subjectUserId: number; actorUserId: number | null; text: string }[]
      >();
    expect(entries.map((e) => [e.kind, e.subjectUserId, e.actorUserId])).toEqual(
      [
        ['waitlist_joined', member2.id, member2.id],
        ['waitlist_joined', secretary.id, secretary.id],
        ['waitlist_left', secretary.id, secretary.id],
        ['role_offered', member.id, member.id],
        ['role_to_waitlist', member.id, member.id],
        ['role_offer_withdrawn', member.id, vpe.id],
        ['role_offered', member.id, member.id],
        ['role_to_waitlist', member.id, member.id],
        ['role_offer_taken', member2.id, member2.id],
        ['waitlist_joined', secretary.id, secretary.id],
        ['role_to_waitlist', member2.id, member2.id],
      ].reverse(),
    );
    const taken = entries.find((e) => e.kind === 'role_offer_taken');
    expect(taken?.text).toMatch(/ took Timer from an offer$/);

    // The club's Recent Activity shows the same entries.
    const dashboard = await (
      await h.callerAs(ACTORS.vpe)
    ).growth.dashboard({ clubId: h.demo.clubId });
    expect(dashboard.recentActivity.map((a) => a.text)).toContain(taken?.text);

    // Members do not read a role's activity.
    expect((await rest(h, 'GET', `/api/roles/${roleId}/activity`, ACTORS.member)).statusCode).toBe(
      403,
    );
  });
});
