// Where a secret may appear (docs/decisions/057-where-a-secret-may-appear.md): never in a log
// line. The app runs with its log stream read back, at the most detailed level; every kind of
// secret is used through every door it has (the calendar feed, the RFC 8058 address, a one-click
// answer's page and its procedures, an invitation's page and its procedures, an API token, a
// session cookie), also spelt as a client may spell a path; then no line holds any of them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiToken, createSession, SESSION_COOKIE } from '@lectern/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createApiHarness, type ApiHarness } from '../harness.js';
import { ACTORS, inDays } from '../helpers.js';
import {
  drain,
  linksOf,
  makeMeeting,
  outboxAbout,
  resetReminders,
  setPreferences,
} from '../reminder-helpers.js';

let h: ApiHarness;
let app: FastifyInstance;
let webDist: string;
const raw: string[] = [];

beforeAll(async () => {
  h = await createApiHarness();
  // A built web app, so /respond/<secret> and /join/<secret> are served its page as in production.
  webDist = mkdtempSync(join(tmpdir(), 'lectern-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Lectern</title>');
  app = await buildApp({
    db: h.db,
    config: { ...h.config, logLevel: 'trace', webDist },
    logStream: { write: (line: string) => void raw.push(line) },
  });
});
afterAll(async () => {
  await app?.close();
  await h?.close();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

async function browser(email: string) {
  const { token } = await createSession(h.db, (await h.userByEmail(email)).id);
  return {
    token,
    headers: {
      cookie: `${SESSION_COOKIE}=${token}`,
      'x-lectern-csrf': '1',
      'content-type': 'application/json',
    },
  };
}

const trpcQuery = (path: string, input: unknown) =>
  `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;

describe('secrets in logs', () => {
  it('no log line of a run that used every kind of secret holds one', async () => {
    const secrets: string[] = [];
    const status = async (request: {
      method: 'GET' | 'POST' | 'PUT';
      url: string;
      headers?: Record<string, string>;
      payload?: string;
    }): Promise<number> => (await app.inject(request)).statusCode;

    // A session cookie and an API token.
    const member = await browser(ACTORS.member);
    secrets.push(member.token);
    expect(await status({ method: 'GET', url: '/api/auth/user', headers: member.headers })).toBe(
      200,
    );
    const memberUser = await h.userByEmail(ACTORS.member);
    const apiToken = (await createApiToken(h.db, memberUser.id, 'log probe', 'full')).token;
    secrets.push(apiToken);
    expect(
      await status({
        method: 'GET',
        url: '/api/auth/user',
        headers: { authorization: `Bearer ${apiToken}` },
      }),
    ).toBe(200);

    // A calendar feed, made from the browser and fetched as a calendar app does.
    const created = await app.inject({
      method: 'POST',
      url: '/api/trpc/calendarFeed.create',
      headers: member.headers,
      payload: '{}',
    });
    expect(created.statusCode).toBe(200);
    const feedUrl = new URL(created.json<{ result: { data: { url: string } } }>().result.data.url);
    const feedSecret = feedUrl.pathname.split('/').pop()!.replace('.ics', '');
    secrets.push(feedSecret);
    expect(await status({ method: 'GET', url: feedUrl.pathname })).toBe(200);
    expect(await status({ method: 'GET', url: `/%61pi/calendar/${feedSecret}.ics` })).toBe(200);

    // E-mail: one-click answers and the unsubscribe address.
    await resetReminders(h);
    await setPreferences(h, ACTORS.member, {});
    const { id, title } = await makeMeeting(h, inDays(10));
    await (await h.callerAs(ACTORS.president)).reminders.sendRsvpReminders({ meetingId: id });
    await drain(h, new Date());
    const mail = (await outboxAbout(h, title)).find((m) => m.toAddress === ACTORS.member)!;
    const links = linksOf(mail.text);
    const yes = links["Yes, I'm attending"]!;
    const no = links["No, I can't attend"]!;
    const unsubscribe = /\/api\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(
      mail.headers['List-Unsubscribe']!,
    )![1]!;
    secrets.push(yes, no, unsubscribe);

    // The one-click page (GET) and its button (POST), through the page and the procedures.
    expect(await status({ method: 'GET', url: `/respond/${yes}` })).toBe(200);
    expect(await status({ method: 'GET', url: `//respond/${no}` })).toBe(200);
    expect(
      await status({ method: 'GET', url: trpcQuery('emailActions.preview', { token: yes }) }),
    ).toBe(200);
    expect(
      await status({
        method: 'POST',
        url: '/api/trpc/emailActions.perform',
        headers: member.headers,
        payload: JSON.stringify({ token: yes }),
      }),
    ).toBe(200);

    // The RFC 8058 address: opened, refused without its body, posted, posted again oddly spelt.
    expect(await status({ method: 'GET', url: `/api/unsubscribe/${unsubscribe}` })).toBe(303);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(
      await status({
        method: 'POST',
        url: `/api/unsubscribe/${unsubscribe}`,
        headers: form,
        payload: 'nothing',
      }),
    ).toBe(400);
    expect(
      await status({
        method: 'POST',
        url: `/api/unsubscribe/${unsubscribe}`,
        headers: form,
        payload: 'List-Unsubscribe=One-Click',
      }),
    ).toBe(200);
    expect(
      await status({
        method: 'POST',
        url: `/api/unsubscribe/${no}`,
        headers: form,
        payload: 'List-Unsubscribe=One-Click',
      }),
    ).toBe(404);
    await status({
      method: 'POST',
      url: `/%61pi/unsubscribe/${unsubscribe}`,
      headers: form,
      payload: 'List-Unsubscribe=One-Click',
    });
    await status({ method: 'PUT', url: `/api/unsubscribe/${unsubscribe}` });

    // An invitation: its page (GET), its preview and joining (POST), and signing in to it.
    const invite = await (
      await h.callerAs(ACTORS.vpm)
    ).invites.create({ clubId: h.demo.clubId, role: 'guest' });
    const joinSecret = new URL(invite.url).pathname.split('/').pop()!;
    secrets.push(joinSecret);
    expect(await status({ method: 'GET', url: `/join/${joinSecret}` })).toBe(200);
    expect(await status({ method: 'GET', url: `/JOIN/${joinSecret}` })).toBe(200);
    expect(
      await status({ method: 'GET', url: trpcQuery('invites.preview', { token: joinSecret }) }),
    ).toBe(200);
    const outsider = await browser(ACTORS.outsider);
    secrets.push(outsider.token);
    expect(
      await status({
        method: 'POST',
        url: '/api/trpc/invites.accept',
        headers: outsider.headers,
        payload: JSON.stringify({ token: joinSecret }),
      }),
    ).toBe(200);
    await status({
      method: 'GET',
      url: `/api/login?returnTo=${encodeURIComponent(`/join/${joinSecret}`)}`,
    });

    const text = raw.join('\n');
    for (const secret of secrets) expect(text).not.toContain(secret);
    // Something was logged for every request, and the secret-bearing paths as redacted.
    expect(raw.length).toBeGreaterThan(40);
    for (const path of [
      '/api/calendar/[redacted]',
      '/api/unsubscribe/[redacted]',
      '/respond/[redacted]',
      '/join/[redacted]',
    ])
      expect(text).toContain(`"url":"${path}"`);
  });
});
