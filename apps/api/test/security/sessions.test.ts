// Sessions, through the whole app over real HTTP and on both doors (the cookie
// flags, sign-in negatives and token format are proved in apps/api/test/auth.test.ts and
// packages/auth): expired, signed-out, tampered and foreign sessions get 401 and change nothing;
// roles and memberships are read from the database on every request.
import {
  createSession,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_COOKIE,
  SESSION_IDLE_TIMEOUT_MS,
} from '@lectern/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from '../harness.js';
import { ACTORS } from '../helpers.js';
import { CSRF_HEADER, listen } from './world.js';

let h: ApiHarness;
let base: string;
beforeAll(async () => {
  h = await createApiHarness();
  base = await listen(h);
});
afterAll(async () => h?.close());

const DAY = 86_400_000;

async function tokenFor(email: string, createdAt = new Date()) {
  const user = await h.userByEmail(email);
  return (await createSession(h.db, user.id, createdAt)).token;
}

/** Who the API says the cookie belongs to, on both doors: [REST status, tRPC status, email]. */
async function whoAmI(token: string) {
  const headers = { cookie: `${SESSION_COOKIE}=${token}` };
  const rest = await fetch(`${base}/api/auth/user`, { headers });
  const trpc = await fetch(`${base}/api/trpc/auth.user`, { headers });
  const body = rest.ok ? ((await rest.json()) as { email: string }) : undefined;
  return { rest: rest.status, trpc: trpc.status, email: body?.email };
}

async function sessionRow(token: string) {
  return h.db
    .selectFrom('sessions')
    .select(['id', 'expiresAt'])
    .where('id', '=', token.split('.')[0] ?? '')
    .executeTakeFirst();
}

async function meetingCount() {
  const row = await h.db
    .selectFrom('meetings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A mutation as the web client sends it, with the cookie. */
function createMeeting(token: string) {
  return fetch(`${base}/api/trpc/meetings.create`, {
    method: 'POST',
    headers: {
      cookie: `${SESSION_COOKIE}=${token}`,
      [CSRF_HEADER]: '1',
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      clubId: h.demo.clubId,
      title: 'Session proof',
      scheduledDate: '2031-02-04',
      scheduledTime: '19:00',
    }),
  });
}

describe('sessions through the whole app', () => {
  it('a fresh session works on both doors, and API answers are not cached', async () => {
    const token = await tokenFor(ACTORS.member);
    expect(await whoAmI(token)).toEqual({ rest: 200, trpc: 200, email: ACTORS.member });
    const response = await fetch(`${base}/api/auth/user`, {
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('idle expiry: a session unused for longer than the idle timeout is 401 and deleted', async () => {
    const token = await tokenFor(
      ACTORS.member,
      new Date(Date.now() - SESSION_IDLE_TIMEOUT_MS - DAY),
    );
    expect(await sessionRow(token)).toBeDefined();
    expect(await whoAmI(token)).toEqual({ rest: 401, trpc: 401, email: undefined });
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('absolute lifetime: a session kept busy past it is 401 and deleted', async () => {
    const token = await tokenFor(
      ACTORS.member,
      new Date(Date.now() - SESSION_ABSOLUTE_LIFETIME_MS - DAY),
    );
    // As if it had been used a moment ago: the idle expiry alone would still let it in.
    await h.db
      .updateTable('sessions')
      .set({
        expiresAt: new Date(Date.now() + SESSION_IDLE_TIMEOUT_MS),
        lastVerifiedAt: new Date(),
      })
      .where('id', '=', token.split('.')[0] ?? '')
      .execute();
    expect(await whoAmI(token)).toEqual({ rest: 401, trpc: 401, email: undefined });
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('sign-out ends the session server-side: replaying the cookie is 401 and writes nothing', async () => {
    const token = await tokenFor(ACTORS.vpe);
    expect((await createMeeting(token)).status).toBe(200);
    const logout = await fetch(`${base}/api/logout`, {
      headers: { cookie: `${SESSION_COOKIE}=${token}`, 'sec-fetch-site': 'same-origin' },
      redirect: 'manual',
    });
    expect(logout.status).toBe(302);
    expect(await sessionRow(token)).toBeUndefined();

    const before = await meetingCount();
    expect(await whoAmI(token)).toEqual({ rest: 401, trpc: 401, email: undefined });
    const replay = await createMeeting(token);
    expect(replay.status).toBe(401);
    expect(await replay.text()).toContain('Unauthorized');
    expect(await meetingCount()).toBe(before);
  });

  it('a cross-site sign-out link does not end the session', async () => {
    const token = await tokenFor(ACTORS.vpe);
    const logout = await fetch(`${base}/api/logout`, {
      headers: { cookie: `${SESSION_COOKIE}=${token}`, 'sec-fetch-site': 'cross-site' },
      redirect: 'manual',
    });
    expect(logout.status).toBe(403);
    expect((await whoAmI(token)).rest).toBe(200);
  });

  it('a tampered or made-up cookie is 401 and leaves the real session working', async () => {
    const token = await tokenFor(ACTORS.treasurer);
    const [id, secret] = token.split('.') as [string, string];
    const flipped = `${id}.${secret.slice(0, -1)}${secret.endsWith('a') ? 'b' : 'a'}`;
    for (const bad of [flipped, `${id}.`, `${id}`, 'a'.repeat(24) + '.' + 'b'.repeat(32), '']) {
      expect((await whoAmI(bad)).rest, bad).toBe(401);
    }
    expect(await whoAmI(token)).toEqual({ rest: 200, trpc: 200, email: ACTORS.treasurer });
  });

  it('an API token is judged alone: a bad Bearer with a good cookie is 401', async () => {
    const cookie = `${SESSION_COOKIE}=${await tokenFor(ACTORS.president)}`;
    const response = await fetch(`${base}/api/auth/user`, {
      headers: { cookie, authorization: 'Bearer lct_nope.nope' },
    });
    expect(response.status).toBe(401);
  });
});

describe('roles and memberships are read on every request', () => {
  it('a role change applies to the next request of the same session', async () => {
    const token = await tokenFor(ACTORS.member2);
    const stats = () =>
      fetch(`${base}/api/clubs/${h.demo.clubId}/membership-stats`, {
        headers: { cookie: `${SESSION_COOKIE}=${token}` },
      });
    expect((await stats()).status).toBe(403);
    await h.setMembership(ACTORS.member2, { role: 'treasurer' });
    expect((await stats()).status).toBe(200);
    await h.setMembership(ACTORS.member2, { role: 'member' });
    expect((await stats()).status).toBe(403);
  });

  it('an inactive member is an outsider (404) except for their own profile', async () => {
    const token = await tokenFor(ACTORS.officer);
    const get = (path: string) =>
      fetch(`${base}${path}`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    await h.setMembership(ACTORS.officer, { status: 'inactive' });
    try {
      for (const path of [
        `/api/clubs/${h.demo.clubId}`,
        `/api/clubs/${h.demo.clubId}/meetings`,
        `/api/clubs/${h.demo.clubId}/members`,
        `/api/meetings/${h.demo.meetingIds[0]}`,
      ]) {
        const response = await get(path);
        expect(response.status, path).toBe(404);
        expect(await response.text()).toContain('Not found');
      }
      expect((await get(`/api/clubs/${h.demo.clubId}/member-profile`)).status).toBe(200);
    } finally {
      await h.setMembership(ACTORS.officer, { status: 'active' });
    }
  });
});
