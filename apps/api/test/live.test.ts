// Meeting night's live console on the real database: who controls and who watches (both doors),
// the Timer's controls and the measured times they write, the stream (tRPC's SSE and the REST
// door's text/event-stream): first state, changes with ids, Last-Event-ID resumes, shutdown ends
// open streams, and (PostgreSQL) changes made on one instance reach streams on another.
import type { AddressInfo } from 'node:net';
import { createDb, type DbHandle } from '@lectern/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInMinuteOf } from '@lectern/domain';
import { buildApp } from '../src/app.js';
import { checkInCode } from '../src/features/check-in/check-in.service.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, freshMeeting, onPostgres, rest } from './helpers.js';

/** The shared clock every instance in this file reads (the tests move it). */
let clock = new Date('2026-12-01T08:00:00Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

/** Waits (without measuring) until `check` holds; fails after a generous bound. */
async function until(check: () => boolean, what: string) {
  for (let n = 0; n < 1_000; n += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never happened: ${what}`);
}

type SseEvent = { id?: string; event?: string; data: string };

/** An open event stream read as it arrives: its events so far, and whether it has ended. */
async function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const stream = { status: response.status, events, ended: false, close: () => controller.abort() };
  if (!response.body) return stream;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { data: '' };
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            const field = line.slice(0, colon);
            const text = line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') event.id = text;
            else if (field === 'event') event.event = text;
            else if (field === 'data') event.data += text;
          }
          if (event.data !== '') events.push(event);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by the test.
    }
    stream.ended = true;
  })();
  return stream;
}

/** The states a REST stream carried: the version of each. */
const versions = (events: SseEvent[]) =>
  events
    .filter((e) => e.event === 'state')
    .map((e) => (JSON.parse(e.data) as { version: number }).version);

describe('the live console', () => {
  let h: ApiHarness;
  let meetingId: number;
  let base: string;
  let speechIndex: number;

  beforeAll(async () => {
    h = await createApiHarness({ now: () => clock });
    meetingId = (await freshMeeting(h, 30, 'Meeting night')).id;
    const timer = await h.userByEmail(ACTORS.member2);
    // A new meeting comes with the club's standard roles: member2 takes its Timer.
    await h.db
      .updateTable('meetingRoles')
      .set({ userId: timer.id, status: 'assigned' })
      .where('meetingId', '=', meetingId)
      .where('roleType', '=', 'timer')
      .execute();
    const app = await h.http();
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const state = await (await h.callerAs(ACTORS.member)).live.state({ meetingId });
    speechIndex = state.items.findIndex((item) => item.activity === 'Prepared Speech 1');
  });

  afterAll(async () => {
    await h.close();
  });

  const press = async (
    as: string,
    input: Parameters<Awaited<ReturnType<ApiHarness['callerAs']>>['live']['timer']>[0],
  ) => (await h.callerAs(as)).live.timer(input);

  describe('who controls and who watches', () => {
    // Stopping an idle timer is refused as a conflict only once the caller may control it.
    it.each<[string, string | null, string]>([
      ['the Timer', ACTORS.member2, 'CONFLICT'],
      ['a manager (VPE)', ACTORS.vpe, 'CONFLICT'],
      ['the president', ACTORS.president, 'CONFLICT'],
      ['a member without a console role', ACTORS.member, 'FORBIDDEN'],
      ['a guest', ACTORS.guest, 'FORBIDDEN'],
      ['an outsider', ACTORS.outsider, 'NOT_FOUND'],
      ['signed out', null, 'UNAUTHORIZED'],
    ])('%s pressing a control: %s', async (_name, as, code) => {
      const caller = await h.callerAs(as);
      expect(await codeOf(caller.live.timer({ meetingId, action: 'stop' }))).toBe(code);
    });

    it.each<[string, string | null, string]>([
      ['a member', ACTORS.member, 'OK'],
      ['a guest', ACTORS.guest, 'OK'],
      ['an outsider', ACTORS.outsider, 'NOT_FOUND'],
      ['signed out', null, 'UNAUTHORIZED'],
    ])('%s watching: %s', async (_name, as, code) => {
      expect(await codeOf((await h.callerAs(as)).live.state({ meetingId }))).toBe(code);
    });

    it('answers the same on the REST door', async () => {
      const url = `/api/meetings/${meetingId}/live`;
      expect((await rest(h, 'GET', url, ACTORS.member)).statusCode).toBe(200);
      expect((await rest(h, 'GET', url, ACTORS.outsider)).statusCode).toBe(404);
      const timer = `${url}/timer`;
      expect((await rest(h, 'POST', timer, ACTORS.member, { action: 'stop' })).statusCode).toBe(
        403,
      );
      expect((await rest(h, 'POST', timer, ACTORS.vpe, { action: 'stop' })).statusCode).toBe(409);
      expect((await rest(h, 'POST', timer, ACTORS.vpe, { action: 'jump' })).statusCode).toBe(400);
      expect(
        (await rest(h, 'POST', timer, ACTORS.vpe, { action: 'adjust', seconds: 'ten' })).statusCode,
      ).toBe(400);
    });
  });

  describe('the timer', () => {
    it('shows the agenda with each timed item’s rule, from version 0', async () => {
      const state = await (await h.callerAs(ACTORS.member)).live.state({ meetingId });
      expect(state.version).toBe(0);
      expect(await (await h.callerAs(ACTORS.guest)).live.clock()).toEqual({
        serverTime: clock.getTime(),
      });
      expect(state.timer).toEqual({
        itemIndex: 0,
        status: 'idle',
        elapsedMs: 0,
        runningSince: null,
      });
      expect(state.items[speechIndex]?.rule).toEqual({
        greenSeconds: 300,
        amberSeconds: 360,
        redSeconds: 420,
        qualifyFromSeconds: 270,
        qualifyToSeconds: 450,
      });
    });

    it('times a speech by its speaker’s Pathways project and names the project', async () => {
      const speaker = await h.userByEmail(ACTORS.member);
      const setRole = (roleType: string, values: { userId: number | null; project: string }) =>
        h.db
          .updateTable('meetingRoles')
          .set({
            userId: values.userId,
            status: values.userId === null ? 'open' : 'assigned',
            pathwaysProject: values.project,
          })
          .where('meetingId', '=', meetingId)
          .where('roleType', '=', roleType)
          .execute();
      // Reflect on Your Path is a 10–12 minute speech; an open role's leftover project means nothing.
      await setRole('speaker2', { userId: speaker.id, project: 'Reflect on Your Path' });
      await setRole('speaker3', { userId: null, project: 'Ice Breaker' });
      const { items } = await (await h.callerAs(ACTORS.guest)).live.state({ meetingId });
      const byActivity = (activity: string) => items.find((item) => item.activity === activity);
      expect(byActivity('Prepared Speech 2')).toMatchObject({
        presenter: `${speaker.firstName} ${speaker.lastName}`,
        project: 'Reflect on Your Path',
        rule: {
          greenSeconds: 600,
          amberSeconds: 660,
          redSeconds: 720,
          qualifyFromSeconds: 570,
          qualifyToSeconds: 750,
        },
      });
      expect(byActivity('Prepared Speech 3')).toMatchObject({
        project: null,
        rule: { greenSeconds: 300, amberSeconds: 360, redSeconds: 420 },
      });
      expect(byActivity('Prepared Speech 1')?.project).toBeNull();
    });

    it('moves to the speech, times it with a pause and a late start, and writes the measured time once stopped', async () => {
      for (let i = 0; i < speechIndex; i += 1)
        await press(ACTORS.member2, { meetingId, action: 'next' });
      const started = await press(ACTORS.member2, { meetingId, action: 'start' });
      expect(started.timer).toEqual({
        itemIndex: speechIndex,
        status: 'running',
        elapsedMs: 0,
        runningSince: clock.getTime(),
      });
      advance(200);
      const paused = await press(ACTORS.member2, { meetingId, action: 'pause' });
      expect(paused.timer).toMatchObject({
        status: 'paused',
        elapsedMs: 200_000,
        runningSince: null,
      });
      advance(30);
      await press(ACTORS.member2, { meetingId, action: 'start' });
      // Started late by 20 seconds.
      await press(ACTORS.vpe, { meetingId, action: 'adjust', seconds: 20 });
      advance(100);
      const stopped = await press(ACTORS.member2, { meetingId, action: 'stop' });
      expect(stopped.timer).toMatchObject({ status: 'stopped', elapsedMs: 320_000 });
      expect(stopped.results).toEqual([
        { itemIndex: speechIndex, elapsedMs: 320_000, qualified: true },
      ]);
      expect(stopped.version).toBe(speechIndex + 5);
      const events = await h.db
        .selectFrom('meetingTimerEvents')
        .select(['version', 'action'])
        .where('meetingId', '=', meetingId)
        .orderBy('version')
        .execute();
      expect(events.map((e) => e.action).slice(-5)).toEqual([
        'start',
        'pause',
        'start',
        'adjust',
        'stop',
      ]);
      expect(events.map((e) => e.version)).toEqual(events.map((_e, i) => i + 1));
    });

    it('refuses what the timer cannot do, with the reason', async () => {
      const caller = await h.callerAs(ACTORS.member2);
      await expect(caller.live.timer({ meetingId, action: 'start' })).rejects.toThrow(
        'This item is already timed. Go to the next item.',
      );
      await caller.live.timer({ meetingId, action: 'next' });
      await caller.live.timer({ meetingId, action: 'start' });
      await expect(caller.live.timer({ meetingId, action: 'next' })).rejects.toThrow(
        'Stop the timer before moving to the next item.',
      );
      advance(40);
      const stopped = await caller.live.timer({ meetingId, action: 'stop' });
      // 40 seconds of a timed item is under its minimum: measured, not qualified.
      expect(stopped.results.at(-1)).toMatchObject({
        itemIndex: speechIndex + 1,
        elapsedMs: 40_000,
      });
    });
  });

  describe('the stream', () => {
    const current = async () =>
      (await (await h.callerAs(ACTORS.member)).live.state({ meetingId })).version;

    it('sends the state first, then each change with its version as the id', async () => {
      const headers = await h.authAs(ACTORS.member);
      const stream = await openStream(`${base}/api/meetings/${meetingId}/live/events`, headers);
      expect(stream.status).toBe(200);
      const first = await current();
      await until(() => stream.events.length === 1, 'the first state');
      expect(stream.events[0]?.id).toBe(String(first));
      await press(ACTORS.member2, { meetingId, action: 'next' });
      await until(() => stream.events.length === 2, 'the change');
      expect(versions(stream.events)).toEqual([first, first + 1]);
      expect(stream.events[1]?.id).toBe(String(first + 1));
      stream.close();
    });

    it('resumes after a dropped connection: the missed state at once, nothing when already current', async () => {
      const headers = await h.authAs(ACTORS.member);
      const url = `${base}/api/meetings/${meetingId}/live/events`;
      const seen = await current();
      // Changes while the phone was away.
      await press(ACTORS.member2, { meetingId, action: 'start' });
      advance(5);
      await press(ACTORS.member2, { meetingId, action: 'pause' });
      const resumed = await openStream(url, { ...headers, 'last-event-id': String(seen) });
      await until(() => resumed.events.length === 1, 'the missed state');
      expect(versions(resumed.events)).toEqual([seen + 2]);
      resumed.close();

      const upToDate = await openStream(url, { ...headers, 'last-event-id': String(seen + 2) });
      await press(ACTORS.member2, { meetingId, action: 'start' });
      await until(() => upToDate.events.length === 1, 'the next change');
      expect(versions(upToDate.events)).toEqual([seen + 3]);
      upToDate.close();
    });

    it("serves the web app's console: a browser signed in with its session cookie", async () => {
      const stream = await openStream(`${base}/api/meetings/${meetingId}/live/events`, {
        ...(await h.browserAs(ACTORS.member)),
        accept: 'text/event-stream',
      });
      expect(stream.status).toBe(200);
      const version = await current();
      await until(() => stream.events.some((e) => e.id === String(version)), 'the first state');
      await press(ACTORS.member2, { meetingId, action: 'pause' });
      await until(() => stream.events.some((e) => e.id === String(version + 1)), 'the change');
      stream.close();
    });

    it('refuses outsiders before any stream opens', async () => {
      const stream = await openStream(
        `${base}/api/meetings/${meetingId}/live/events`,
        await h.authAs(ACTORS.outsider),
      );
      expect(stream.status).toBe(404);
    });
  });

  describe('shutdown and other instances', () => {
    async function instance(
      handle: DbHandle | { db: ApiHarness['db']; listen: DbHandle['listen'] },
    ) {
      const app = await buildApp({
        db: handle.db,
        config: h.config,
        now: () => clock,
        logger: false,
        listen: handle.listen,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
    }

    it('ends open streams at once when the server stops', async () => {
      // A second app on the same database handle (on the embedded database too).
      const { app, url } = await instance({ db: h.db, listen: h.listen });
      const streams = await Promise.all(
        [ACTORS.member, ACTORS.vpe, ACTORS.guest].map(async (as) =>
          openStream(`${url}/api/meetings/${meetingId}/live/events`, await h.authAs(as)),
        ),
      );
      await until(() => streams.every((s) => s.events.length === 1), 'every first state');
      await app.close();
      await until(() => streams.every((s) => s.ended), 'every stream ended');
    });

    it.skipIf(!onPostgres)(
      'carries a change made on one instance to streams on another (PostgreSQL)',
      async () => {
        const handle = await createDb({ databaseUrl: h.databaseUrl, poolSize: 2 });
        let other: FastifyInstance | undefined;
        try {
          const started = await instance(handle);
          other = started.app;
          const stream = await openStream(
            `${started.url}/api/meetings/${meetingId}/live/events`,
            await h.authAs(ACTORS.member),
          );
          await until(() => stream.events.length === 1, 'the first state');
          const before = versions(stream.events)[0] as number;
          // Pressed through the first instance.
          await rest(h, 'POST', `/api/meetings/${meetingId}/live/timer`, ACTORS.member2, {
            action: 'start',
          });
          await until(() => stream.events.length === 2, 'the change from the other instance');
          expect(versions(stream.events)).toEqual([before, before + 1]);
          stream.close();
        } finally {
          await other?.close();
          await handle.close();
        }
      },
    );

    it.skipIf(!onPostgres)(
      'carries check-ins (self, a manager’s tick and untick, a guest) to streams on another instance',
      async () => {
        const handle = await createDb({ databaseUrl: h.databaseUrl, poolSize: 2 });
        let other: FastifyInstance | undefined;
        try {
          const started = await instance(handle);
          other = started.app;
          const stream = await openStream(
            `${started.url}/api/meetings/${meetingId}/live/events`,
            await h.authAs(ACTORS.vpe),
          );
          await until(() => stream.events.length === 1, 'the first state');
          const checkIns = () =>
            stream.events.map(
              (e) =>
                (JSON.parse(e.data) as { checkIns: { count: number; userIds: number[] } }).checkIns,
            );
          const before = checkIns()[0] as { count: number; userIds: number[] };
          const member = (await h.userByEmail(ACTORS.member)).id;
          const guest = (await h.userByEmail(ACTORS.guest)).id;
          expect(before.userIds).not.toContain(member);
          // The member scans the code (through the first instance).
          const code = checkInCode(
            h.config.sessionSecret,
            meetingId,
            checkInMinuteOf(clock.getTime()),
          );
          await (await h.callerAs(ACTORS.member)).checkIn.self({ meetingId, code });
          await until(() => stream.events.length === 2, 'the check-in from the other instance');
          expect(checkIns()[1]).toEqual({
            count: before.count + 1,
            userIds: [...before.userIds, member].sort((a, b) => a - b),
          });
          // Checking in again changes nothing and announces nothing; a manager's tick does.
          await (await h.callerAs(ACTORS.member)).checkIn.self({ meetingId, code });
          const vpe = await h.callerAs(ACTORS.vpe);
          await vpe.checkIn.tick({ meetingId, userId: guest, checkedIn: true });
          await until(() => stream.events.length === 3, 'the tick');
          expect(checkIns()[2]?.userIds).toContain(guest);
          await vpe.checkIn.tick({ meetingId, userId: member, checkedIn: false });
          await until(() => stream.events.length === 4, 'the untick');
          expect(checkIns()[3]?.userIds).not.toContain(member);
          expect(checkIns()[3]?.count).toBe(before.count + 1);
          // A visitor checks in through the guest form (signed out).
          await (
            await h.callerAs(null)
          ).checkIn.guest({
            meetingId,
            code,
            name: 'Vera Visitor',
            email: 'vera.visitor@example.org',
          });
          await until(() => stream.events.length === 5, 'the guest');
          expect(checkIns()[4]?.count).toBe(before.count + 2);
          const ids = stream.events.map((e) => Number(e.id));
          const firstId = ids[0] ?? 0;
          expect(ids).toEqual([0, 1, 2, 3, 4].map((n) => firstId + n));
          stream.close();
        } finally {
          await other?.close();
          await handle.close();
        }
      },
    );
  });
});
