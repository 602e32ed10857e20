// "The meeting is live" (decision 079): the first start of a meeting's timer tells the club's
// members once, in the app and through the fake push service (which checks the VAPID signature
// and decrypts the payload), however many times the timer starts and even when two instances
// start it at the same moment; members who turned the kind off, guests and whoever started the
// timer get no push.
import { createDb, type DbHandle } from '@lectern/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createMailer } from '../src/email/mailer.js';
import { MEETING_LIVE_JOB, sendMeetingLive } from '../src/features/live/meeting-live-push.js';
import { PUSH_JOB, sendPush, vapidKeys } from '../src/features/push/push.service.js';
import { runDueJobs, type JobDeps } from '../src/jobs/worker.js';
import { startFakePushService, type FakePushService } from './fake-push-service.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, freshMeeting, onPostgres } from './helpers.js';

let h: ApiHarness;
let push: FakePushService;
let deps: JobDeps;
let second: { app: FastifyInstance; handle: DbHandle | undefined };

beforeAll(async () => {
  h = await createApiHarness();
  const { publicKey } = await vapidKeys(h.db, h.config);
  push = await startFakePushService(() => publicKey);
  deps = { db: h.db, config: h.config, mailer: createMailer(h.config) };
  // A second instance: its own pool on PostgreSQL (the embedded database has one connection).
  const handle = onPostgres
    ? await createDb({ databaseUrl: h.databaseUrl, poolSize: 2 })
    : undefined;
  const app = await buildApp({
    db: handle?.db ?? h.db,
    config: h.config,
    logger: false,
    listen: handle?.listen ?? h.listen,
  });
  second = { app, handle };
}, 60_000);
afterAll(async () => {
  await second?.app.close();
  await second?.handle?.close();
  await push?.close();
  await h?.close();
});

/** Runs the queued jobs: the announcement, then the pushes it queued. */
async function runJobs(): Promise<void> {
  await runDueJobs(
    deps,
    {
      [MEETING_LIVE_JOB]: async (payload, ctx) => void (await sendMeetingLive(payload, ctx)),
      [PUSH_JOB]: async (payload, ctx) =>
        void (await sendPush(payload, ctx, { agent: push.agent })),
    },
    new Date(Date.now() + 1_000),
  );
}

async function subscribeDevice(email: string) {
  const device = push.device();
  await (await h.callerAs(email)).push.subscribe(device.subscription);
  return device;
}

async function pressOn(app: FastifyInstance, meetingId: number, action: string) {
  return app.inject({
    method: 'POST',
    url: `/api/meetings/${meetingId}/live/timer`,
    headers: { ...(await h.authAs(ACTORS.vpe)), 'content-type': 'application/json' },
    payload: { action },
  });
}

describe('the meeting is live', () => {
  it('is pushed once to the members who left it on, however often and wherever the timer starts', async () => {
    const meeting = await freshMeeting(h, 30, 'Spring Showcase');
    const member = await subscribeDevice(ACTORS.member);
    const turnedOff = await subscribeDevice(ACTORS.member2);
    const guest = await subscribeDevice(ACTORS.guest);
    const starter = await subscribeDevice(ACTORS.vpe);
    await (
      await h.callerAs(ACTORS.member2)
    ).push.setPreference({ kind: 'meeting_live', on: false });

    // Two instances press Start at the same moment: one start wins, the other is told it runs.
    const first = await h.http();
    const raced = await Promise.all([
      pressOn(first, meeting.id, 'start'),
      pressOn(second.app, meeting.id, 'start'),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // Paused and started again: still the same night.
    expect((await pressOn(second.app, meeting.id, 'pause')).statusCode).toBe(200);
    expect((await pressOn(first, meeting.id, 'start')).statusCode).toBe(200);
    await runJobs();
    expect((await pressOn(first, meeting.id, 'stop')).statusCode).toBe(200);
    expect((await pressOn(first, meeting.id, 'next')).statusCode).toBe(200);
    expect((await pressOn(first, meeting.id, 'start')).statusCode).toBe(200);
    await runJobs();

    const live = {
      title: 'The meeting is live',
      body: expect.stringContaining("'Spring Showcase' on") as string,
      url: `/meetings/${meeting.id}/live`,
      tag: `meeting-live-${meeting.id}`,
    };
    expect(member.received).toEqual([live]);
    expect(turnedOff.received).toEqual([]);
    expect(guest.received).toEqual([]);
    expect(starter.received).toEqual([]);
    expect(push.refused).toBe(0);

    // The same once in the app: the bell's notification opens the console.
    const bell = await (await h.callerAs(ACTORS.member)).notifications.list();
    const told = bell.items.filter((n) => n.action?.href === `/meetings/${meeting.id}/live`);
    expect(told).toHaveLength(1);
    expect(told[0]?.title).toBe('The meeting is live');
  });

  it('a meeting over before the job runs is announced to nobody', async () => {
    const meeting = await freshMeeting(h, 31, 'Cancelled night');
    const member = await subscribeDevice(ACTORS.member);
    const vpe = await h.callerAs(ACTORS.vpe);
    await vpe.live.timer({ meetingId: meeting.id, action: 'start' });
    await h.db
      .updateTable('meetings')
      .set({ status: 'cancelled' })
      .where('id', '=', meeting.id)
      .execute();
    await runJobs();
    expect(member.received).toEqual([]);
  });
});
