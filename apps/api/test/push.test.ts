// Web Push (decision 068) against a fake push service over local HTTPS that checks each
// message's VAPID signature and decrypts its payload: delivery to every device of a person,
// per-kind preferences, a gone subscription (410) forgotten, the development key pair kept in
// the database, and both doors' procedures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/email/mailer.js';
import {
  notifyDevices,
  PUSH_JOB,
  sendPush,
  vapidKeys,
  type PushMessage,
} from '../src/features/push/push.service.js';
import { runDueJobs, type JobDeps } from '../src/jobs/worker.js';
import { startFakePushService, type FakePushService } from './fake-push-service.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, freshMeeting, rest } from './helpers.js';

let h: ApiHarness;
let push: FakePushService;
let deps: JobDeps;
let publicKey = '';

beforeAll(async () => {
  h = await createApiHarness();
  publicKey = (await vapidKeys(h.db, h.config)).publicKey;
  push = await startFakePushService(() => publicKey);
  deps = { db: h.db, config: h.config, mailer: createMailer(h.config) };
}, 60_000);
afterAll(async () => {
  await push?.close();
  await h?.close();
});

/** Runs the queued push jobs, sending through the fake service. */
async function deliver(): Promise<void> {
  await runDueJobs(
    deps,
    {
      [PUSH_JOB]: async (payload, ctx) =>
        void (await sendPush(payload, ctx, { agent: push.agent })),
    },
    new Date(Date.now() + 1_000),
  );
}

async function subscribeDevice(email: string) {
  const device = push.device();
  const caller = await h.callerAs(email);
  expect(await caller.push.subscribe(device.subscription)).toEqual({ subscribed: true });
  return device;
}

async function userId(email: string): Promise<number> {
  return (await h.userByEmail(email)).id;
}

const reminder: PushMessage = {
  title: 'Reminder: Club meeting',
  body: 'Tuesday 1 December 2026, 7:00 pm',
  url: '/meetings/1/view-agenda',
  tag: 'meeting-1',
};

describe('push', () => {
  it('one development key pair for every instance, kept in the database', async () => {
    const [a, b] = await Promise.all([vapidKeys(h.db, h.config), vapidKeys(h.db, h.config)]);
    expect(a.publicKey).toBe(publicKey);
    expect(b.publicKey).toBe(publicKey);
    const caller = await h.callerAs(null);
    expect(await caller.push.key()).toEqual({ publicKey });
  });

  it('delivers to every device of each person, signed and encrypted', async () => {
    const phone = await subscribeDevice(ACTORS.member);
    const laptop = await subscribeDevice(ACTORS.member);
    const other = await subscribeDevice(ACTORS.member2);
    await notifyDevices(
      h.db,
      [await userId(ACTORS.member), await userId(ACTORS.member2)],
      reminder,
      'meeting_reminder',
    );
    await deliver();
    expect(phone.received).toEqual([reminder]);
    expect(laptop.received).toEqual([reminder]);
    expect(other.received).toEqual([reminder]);
    expect(push.refused).toBe(0);
  });

  it('a role offered reaches the phones of those who may take it, not the offerer', async () => {
    const meeting = await freshMeeting(h);
    const vpe = await h.callerAs(ACTORS.vpe);
    const role = await vpe.meetingRoles.add({ meetingId: meeting.id, roleType: 'timer' });
    await vpe.meetingRoles.assign({ roleId: role.id, userId: await userId(ACTORS.member) });
    const offerer = await subscribeDevice(ACTORS.member);
    const taker = await subscribeDevice(ACTORS.member2);
    const offer = await (await h.callerAs(ACTORS.member)).roleOffers.offer({ roleId: role.id });
    await deliver();
    expect(taker.received).toEqual([
      {
        title: 'Role up for grabs',
        body: expect.stringContaining('offers their role as Timer') as string,
        url: `/roles?meeting=${meeting.id}`,
        tag: `role-offer-${offer.id}`,
      },
    ]);
    expect(offerer.received).toEqual([]);
  });

  it('honours a kind turned off, for that person and kind only', async () => {
    const mine = await subscribeDevice(ACTORS.vpe);
    const theirs = await subscribeDevice(ACTORS.secretary);
    const caller = await h.callerAs(ACTORS.vpe);
    const after = await caller.push.setPreference({ kind: 'meeting_reminder', on: false });
    expect(after.find((p) => p.kind === 'meeting_reminder')?.on).toBe(false);
    expect(after.find((p) => p.kind === 'role_reminder')?.on).toBe(true);
    const people = [await userId(ACTORS.vpe), await userId(ACTORS.secretary)];
    await notifyDevices(h.db, people, reminder, 'meeting_reminder');
    await deliver();
    expect(mine.received).toEqual([]);
    expect(theirs.received).toEqual([reminder]);
    const role = { title: 'Please confirm your role', url: '/roles' };
    await notifyDevices(h.db, people, role, 'role_reminder');
    await deliver();
    expect(mine.received).toEqual([role]);
    await caller.push.setPreference({ kind: 'meeting_reminder', on: true });
    await notifyDevices(h.db, people.slice(0, 1), reminder, 'meeting_reminder');
    await deliver();
    expect(mine.received).toEqual([role, reminder]);
  });

  it('forgets a subscription the push service says is gone (404 or 410), keeps the others', async () => {
    const gone = await subscribeDevice(ACTORS.treasurer);
    const missing = await subscribeDevice(ACTORS.treasurer);
    const kept = await subscribeDevice(ACTORS.treasurer);
    gone.status = 410;
    missing.status = 404;
    await notifyDevices(h.db, [await userId(ACTORS.treasurer)], reminder, 'meeting_reminder');
    await deliver();
    expect(kept.received).toEqual([reminder]);
    const left = await h.db
      .selectFrom('pushSubscriptions')
      .select('endpoint')
      .where('userId', '=', await userId(ACTORS.treasurer))
      .execute();
    expect(left.map((row) => row.endpoint)).toEqual([kept.subscription.endpoint]);
  });

  it('a browser belongs to whoever subscribed it last; one removes only their own', async () => {
    const shared = await subscribeDevice(ACTORS.sergeant);
    const officer = await h.callerAs(ACTORS.officer);
    await officer.push.subscribe(shared.subscription);
    const sergeant = await h.callerAs(ACTORS.sergeant);
    expect(await sergeant.push.unsubscribe({ endpoint: shared.subscription.endpoint })).toEqual({
      removed: false,
    });
    await notifyDevices(h.db, [await userId(ACTORS.officer)], reminder, 'meeting_reminder');
    await deliver();
    expect(shared.received).toEqual([reminder]);
    expect(await officer.push.unsubscribe({ endpoint: shared.subscription.endpoint })).toEqual({
      removed: true,
    });
  });

  it('refuses a subscription that is not https, and callers who are not signed in', async () => {
    const caller = await h.callerAs(ACTORS.member);
    const device = push.device();
    expect(
      await codeOf(
        caller.push.subscribe({
          ...device.subscription,
          endpoint: device.subscription.endpoint.replace('https:', 'http:'),
        }),
      ),
    ).toBe('BAD_REQUEST');
    const anonymous = await h.callerAs(null);
    expect(await codeOf(anonymous.push.subscribe(device.subscription))).toBe('UNAUTHORIZED');
  });

  it('the REST door: the key without a session, subscribe and unsubscribe with one', async () => {
    const key = await rest(h, 'GET', '/api/push/key', null);
    expect(key.statusCode).toBe(200);
    expect(key.json()).toEqual({ publicKey });
    const device = push.device();
    const created = await rest(
      h,
      'POST',
      '/api/push/subscriptions',
      ACTORS.guest,
      device.subscription,
    );
    expect(created.statusCode).toBe(201);
    const removed = await rest(h, 'DELETE', '/api/push/subscriptions', ACTORS.guest, {
      endpoint: device.subscription.endpoint,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ removed: true });
    const refused = await rest(h, 'POST', '/api/push/subscriptions', null, device.subscription);
    expect(refused.statusCode).toBe(401);
  });
});
