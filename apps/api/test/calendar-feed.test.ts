// Calendar feeds (docs/decisions/049-calendar-feeds.md): a secret address per person, no session
// needed, the meetings of the person's clubs with their own role, parsed back by an independent
// iCalendar parser; SEQUENCE, cancellation, ETag/304, revocation, the rate limit and the account.
import { createApiToken } from '@lectern/auth';
import { meetingStartInstant } from '@lectern/domain';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/http/logging.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, freshMeeting, rest } from './helpers.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  status: string;
  sequence: number;
  start: Date;
  end: Date;
}

/** The feed's events, read by ical.js (not by anything of ours). */
function parse(text: string): ParsedEvent[] {
  const parsed: unknown = ICAL.parse(text);
  const calendar = new ICAL.Component(parsed as unknown[]);
  expect(calendar.name).toBe('vcalendar');
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      status: String(vevent.getFirstPropertyValue('status')),
      sequence: event.sequence,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
    };
  });
}

async function createFeed(email: string) {
  const { url } = await (await h.callerAs(email)).calendarFeed.create();
  return new URL(url).pathname;
}

async function fetchFeed(path: string, headers: Record<string, string> = {}) {
  return (await h.http()).inject({ method: 'GET', url: path, headers });
}

async function eventsOf(path: string) {
  const response = await fetchFeed(path);
  expect(response.statusCode).toBe(200);
  return parse(response.body);
}

const uidOf = (meetingId: number) => `meeting-${meetingId}@localhost:3000`;

describe('the subscription address', () => {
  it('is made for the caller, shown once, and answers an iCalendar feed without a session', async () => {
    const { url, createdAt } = await (await h.callerAs(ACTORS.member)).calendarFeed.create();
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(createdAt).toBeInstanceOf(Date);
    expect(await (await h.callerAs(ACTORS.member)).calendarFeed.get()).toEqual({
      active: true,
      createdAt,
    });
    // Only its hash is kept.
    const stored = await h.db.selectFrom('calendarFeeds').select('tokenHash').execute();
    const secret = new URL(url).pathname.split('/').pop()!.replace('.ics', '');
    for (const row of stored) expect(Buffer.from(row.tokenHash).toString()).not.toContain(secret);

    const response = await fetchFeed(new URL(url).pathname);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    // CRLF only, and no line over 75 octets.
    expect(response.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of response.body.split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const events = parse(response.body);
    const demoMeetings = h.demo.meetingIds;
    for (const id of demoMeetings) expect(events.map((e) => e.uid)).toContain(uidOf(id));
  });

  it('lists the person’s clubs only, with their own role and times in UTC', async () => {
    const meeting = await freshMeeting(h, 10, 'Feed, with; commas\\and more');
    const meetingRoles = (await h.callerAs(ACTORS.vpe)).meetingRoles;
    const role = await meetingRoles.add({ meetingId: meeting.id, roleType: 'table_topics_master' });
    const other = await meetingRoles.add({ meetingId: meeting.id, roleType: 'timer' });
    const member = await h.userByEmail(ACTORS.member);
    const member2 = await h.userByEmail(ACTORS.member2);
    await meetingRoles.assign({ roleId: role.id, userId: member.id });
    await meetingRoles.assign({ roleId: other.id, userId: member2.id });

    const events = await eventsOf(await createFeed(ACTORS.member));
    const event = events.find((e) => e.uid === uidOf(meeting.id));
    expect(event).toBeDefined();
    expect(event!.summary).toBe('Feed, with; commas\\and more (Table Topics Master)');
    expect(event!.description).toContain('Your role: Table Topics Master (Assigned)');
    expect(event!.description).not.toContain('Timer');
    expect(event!.status).toBe('CONFIRMED');
    const club = await h.db
      .selectFrom('clubs')
      .select(['timeZone'])
      .where('id', '=', h.demo.clubId)
      .executeTakeFirstOrThrow();
    expect(event!.start.getTime()).toBe(
      meetingStartInstant(meeting.date!, '19:00', club.timeZone).getTime(),
    );
    expect(event!.end.getTime()).toBeGreaterThan(event!.start.getTime());

    // Another club's meeting is in its members' feed, not in this member's.
    expect(events.map((e) => e.uid)).not.toContain(uidOf(h.demo.secondClubMeetingId));
    const otherClub = await eventsOf(await createFeed(ACTORS.president2));
    expect(otherClub.map((e) => e.uid)).toContain(uidOf(h.demo.secondClubMeetingId));
    expect(otherClub.map((e) => e.uid)).not.toContain(uidOf(meeting.id));
  });

  it('SEQUENCE goes up when the meeting or its roles change; a cancelled meeting says so', async () => {
    const path = await createFeed(ACTORS.member2);
    const meeting = await freshMeeting(h, 12, 'Sequence meeting');
    const find = async () => (await eventsOf(path)).find((e) => e.uid === uidOf(meeting.id))!;
    const first = await find();

    const vpe = await h.callerAs(ACTORS.vpe);
    await vpe.meetings.update({ meetingId: meeting.id, theme: 'New theme' });
    const second = await find();
    expect(second.sequence).toBeGreaterThan(first.sequence);

    const role = await vpe.meetingRoles.add({ meetingId: meeting.id, roleType: 'grammarian' });
    const member2 = await h.userByEmail(ACTORS.member2);
    await vpe.meetingRoles.assign({ roleId: role.id, userId: member2.id });
    const third = await find();
    expect(third.sequence).toBeGreaterThan(second.sequence);
    expect(third.summary).toBe('Sequence meeting (Grammarian)');

    // Giving the role back lowers nothing.
    await (await h.callerAs(ACTORS.member2)).meetingRoles.retract({ roleId: role.id });
    const fourth = await find();
    expect(fourth.sequence).toBeGreaterThan(third.sequence);
    expect(fourth.summary).toBe('Sequence meeting');

    await vpe.meetings.update({ meetingId: meeting.id, status: 'cancelled' });
    const cancelled = await find();
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.sequence).toBeGreaterThan(fourth.sequence);
    expect(cancelled.uid).toBe(first.uid);
  });

  it('carries an ETag: 304 while nothing changed, 200 with a new one after a change', async () => {
    const path = await createFeed(ACTORS.secretary);
    const first = await fetchFeed(path);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    const again = await fetchFeed(path, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await fetchFeed(path, { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
    expect((await fetchFeed(path, { 'if-none-match': '"stale"' })).statusCode).toBe(200);

    await freshMeeting(h, 20, 'A change');
    const changed = await fetchFeed(path, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('a new address replaces the old; a revoked one is 404', async () => {
    const old = await createFeed(ACTORS.treasurer);
    const current = await createFeed(ACTORS.treasurer);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(current)).statusCode).toBe(200);

    await (await h.callerAs(ACTORS.treasurer)).calendarFeed.revoke();
    expect((await fetchFeed(current)).statusCode).toBe(404);
    expect(await (await h.callerAs(ACTORS.treasurer)).calendarFeed.get()).toEqual({
      active: false,
      createdAt: null,
    });
    expect(await codeOf((await h.callerAs(ACTORS.treasurer)).calendarFeed.revoke())).toBe(
      'NOT_FOUND',
    );
    for (const path of ['/api/calendar/not-a-secret.ics', `${current.slice(0, -4)}.txt`])
      expect((await fetchFeed(path)).statusCode).toBe(404);
  });

  it('each person changes only their own address, through both doors', async () => {
    const officerPath = await createFeed(ACTORS.officer);
    // Another person revoking revokes their own (none here), never the officer's.
    expect(await codeOf((await h.callerAs(ACTORS.sergeant)).calendarFeed.revoke())).toBe(
      'NOT_FOUND',
    );
    expect((await fetchFeed(officerPath)).statusCode).toBe(200);

    const created = await (
      await h.http()
    ).inject({
      method: 'POST',
      url: '/api/account/calendar-feed',
      headers: { ...(await h.browserAs(ACTORS.sergeant)), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(created.statusCode).toBe(201);
    const { url } = created.json<{ url: string }>();
    expect(
      (await rest(h, 'GET', '/api/account/calendar-feed', ACTORS.sergeant)).json(),
    ).toMatchObject({ active: true });
    expect(
      (await rest(h, 'DELETE', '/api/account/calendar-feed', ACTORS.sergeant)).statusCode,
    ).toBe(200);
    expect((await fetchFeed(new URL(url).pathname)).statusCode).toBe(404);
    expect((await fetchFeed(officerPath)).statusCode).toBe(200);

    expect((await rest(h, 'POST', '/api/account/calendar-feed', null, {})).statusCode).toBe(401);
    const user = await h.userByEmail(ACTORS.sergeant);
    const readOnly = (await createApiToken(h.db, user.id, 'read-only', 'read')).token;
    const refused = await (
      await h.http()
    ).inject({
      method: 'POST',
      url: '/api/account/calendar-feed',
      headers: { authorization: `Bearer ${readOnly}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('takes a browser session: an API token, full or read-only, makes none and replaces none', async () => {
    const path = await createFeed(ACTORS.vpe);
    const user = await h.userByEmail(ACTORS.vpe);
    const readOnly = (await createApiToken(h.db, user.id, 'read-only', 'read')).token;
    const before = await h.db
      .selectFrom('calendarFeeds')
      .select(['tokenHash', 'createdAt'])
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    for (const headers of [await h.authAs(ACTORS.vpe), { authorization: `Bearer ${readOnly}` }]) {
      const refused = await (
        await h.http()
      ).inject({
        method: 'POST',
        url: '/api/account/calendar-feed',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect(refused.body).not.toContain('/api/calendar/');
    }
    // The owner's address is the one they made, still working.
    expect(
      await h.db
        .selectFrom('calendarFeeds')
        .select(['tokenHash', 'createdAt'])
        .where('userId', '=', user.id)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect((await fetchFeed(path)).statusCode).toBe(200);
    // A token still reads whether there is one, and may revoke it (that hands out no secret).
    expect((await rest(h, 'GET', '/api/account/calendar-feed', ACTORS.vpe)).json()).toMatchObject({
      active: true,
    });
  });

  it('is rate-limited, and its secret never reaches the log', async () => {
    const app = await h.http();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/calendar/rate-limit-probe.ics',
        remoteAddress: '203.0.113.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses[60]).toBe(429);

    const serializeRequest = loggerOptions('info', undefined).serializers!.req as (r: {
      url: string;
    }) => { url: string };
    expect(serializeRequest({ url: '/api/calendar/s3cr3t.ics?x=1' }).url).toBe(
      '/api/calendar/[redacted]',
    );
  });
});

describe('the account', () => {
  it('exports whether there is an address (never its secret) and deletes it with the account', async () => {
    const email = `feed.${Date.now()}@example.org`;
    await (
      await h.callerAs(ACTORS.vpm)
    ).members.add({
      clubId: h.demo.clubId,
      name: 'Fay Feed',
      email,
      role: 'member',
    });
    const path = await createFeed(email);
    const exported = await (await h.callerAs(email)).account.export();
    expect(exported.calendarFeed?.createdAt).toBeInstanceOf(Date);
    expect(Object.keys(exported.calendarFeed ?? {})).toEqual(['createdAt']);
    expect(JSON.stringify(exported)).not.toContain(path.split('/').pop()!.replace('.ics', ''));

    await (await h.callerAs(email)).account.delete();
    expect((await fetchFeed(path)).statusCode).toBe(404);
    const user = await h.db
      .selectFrom('calendarFeeds as f')
      .innerJoin('users as u', 'u.id', 'f.userId')
      .select('u.email')
      .where('u.email', '=', email)
      .execute();
    expect(user).toEqual([]);
  });
});
