// Decision 007: a read that names its club or meeting looks the caller up in the same statement as
// their membership there — two statements in all (caller + scope, then the data), through both
// doors and with both credentials — and the answers stay those of the permission table.
// Decision 012: a read the cache keeps is that one statement alone while its club is unchanged.
import { createSession, SESSION_COOKIE } from '@lectern/auth';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ReadCache } from '../src/http/read-cache.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS } from './helpers.js';

let h: ApiHarness;
let app: FastifyInstance;
/** The same app with the read cache on. */
let cached: FastifyInstance;
let statements = 0;

/** Counts the statements the app runs (each result passes through here once). */
const counter: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: (args) => {
    statements += 1;
    return Promise.resolve(args.result);
  },
};

beforeAll(async () => {
  h = await createApiHarness();
  app = await buildApp({
    db: h.db.withPlugin(counter),
    config: h.config,
    logger: false,
    reads: null,
  });
  cached = await buildApp({
    db: h.db.withPlugin(counter),
    config: h.config,
    logger: false,
    reads: new ReadCache(),
  });
});
afterAll(async () => {
  await app?.close();
  await cached?.close();
  await h?.close();
});

async function sessionCookie(email: string) {
  const user = await h.userByEmail(email);
  return { cookie: `${SESSION_COOKIE}=${(await createSession(h.db, user.id)).token}` };
}

const trpc = (path: string, input: object) =>
  `/api/trpc/${path}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;

/** Sends the request twice (the first may write a token's last use) and counts the second. */
async function statementsFor(url: string, headers: Record<string, string>, to = app) {
  await to.inject({ method: 'GET', url, headers });
  return statementsOnce(url, headers, to);
}

async function statementsOnce(url: string, headers: Record<string, string>, to = app) {
  statements = 0;
  const response = await to.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, statements, body: response.body };
}

describe('caller and scope in one statement', () => {
  const club = () => h.demo.clubId;
  const meeting = () => h.demo.meetingIds[0] ?? 0;

  it.each([
    ['REST, API token', 'token', (c: number) => `/api/clubs/${c}/meetings/upcoming`],
    ['tRPC, session', 'session', (c: number) => trpc('meetings.upcoming', { clubId: c })],
  ] as const)('a club read (%s): two statements', async (_door, credential, url) => {
    const headers =
      credential === 'token' ? await h.authAs(ACTORS.member) : await sessionCookie(ACTORS.member);
    expect(await statementsFor(url(club()), headers)).toMatchObject({ status: 200, statements: 2 });
  });

  it.each([
    ['REST, API token', 'token', (m: number) => `/api/meetings/${m}/roles`],
    ['tRPC, session', 'session', (m: number) => trpc('meetingRoles.list', { meetingId: m })],
  ] as const)('a meeting read (%s): two statements', async (_door, credential, url) => {
    const headers =
      credential === 'token' ? await h.authAs(ACTORS.member) : await sessionCookie(ACTORS.member);
    expect(await statementsFor(url(meeting()), headers)).toMatchObject({
      status: 200,
      statements: 2,
    });
  });

  // The read travels with the lookup (decision 009), so it runs for an outsider too; what it found
  // never leaves the server.
  it('an outsider is told the club and the meeting do not exist, and is shown nothing', async () => {
    const headers = await h.authAs(ACTORS.outsider);
    for (const url of [
      `/api/clubs/${club()}/meetings/upcoming`,
      `/api/meetings/${meeting()}/roles`,
    ]) {
      expect(await statementsFor(url, headers)).toMatchObject({ status: 404, statements: 2 });
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('a meeting that does not exist is 404, a guest asking for what members see is 403', async () => {
    const member = await h.authAs(ACTORS.member);
    expect((await statementsFor('/api/meetings/2147483647/roles', member)).status).toBe(404);
    const guest = await sessionCookie(ACTORS.guest);
    expect((await statementsFor(`/api/clubs/${club()}/membership-stats`, guest)).status).toBe(403);
  });

  it('a forged secret, an unknown id or no credential at all: 401, nothing read', async () => {
    const member = await h.authAs(ACTORS.member);
    const forged = { authorization: `${member.authorization.slice(0, -4)}aaaa` };
    const unknown = { cookie: `${SESSION_COOKIE}=${'a'.repeat(24)}.${'b'.repeat(32)}` };
    const url = `/api/clubs/${club()}/meetings/upcoming`;
    expect((await statementsFor(url, forged)).status).toBe(401);
    expect((await statementsFor(url, unknown)).status).toBe(401);
    expect(await statementsFor(url, {})).toMatchObject({ status: 401, statements: 0 });
  });
});

describe('a kept read (decision 012)', () => {
  const roles = () => `/api/meetings/${h.demo.meetingIds[1] ?? 0}/roles`;

  it.each([
    ['REST, API token', 'token', () => `/api/clubs/${h.demo.clubId}/meetings/upcoming`],
    [
      'tRPC, session',
      'session',
      () => trpc('meetingRoles.list', { meetingId: h.demo.meetingIds[1] ?? 0 }),
    ],
  ] as const)(
    'is the lookup alone while the club is unchanged (%s)',
    async (_door, credential, url) => {
      const headers =
        credential === 'token' ? await h.authAs(ACTORS.member) : await sessionCookie(ACTORS.member);
      const first = await statementsFor(url(), headers, cached);
      const again = await statementsOnce(url(), headers, cached);
      expect(again).toEqual({ ...first, statements: 1 });
    },
  );

  it('after a change to its club: the lookup, then the read again, then the lookup alone', async () => {
    const headers = await h.authAs(ACTORS.member);
    const before = await statementsFor(roles(), headers, cached);
    expect(before.statements).toBe(1);
    await h.db
      .updateTable('clubs')
      .set({ mission: 'Changed by another instance' })
      .where('id', '=', h.demo.clubId)
      .execute();
    expect(await statementsOnce(roles(), headers, cached)).toEqual({ ...before, statements: 2 });
    expect(await statementsOnce(roles(), headers, cached)).toEqual({ ...before, statements: 1 });
  });

  it('an outsider asking for a kept read is told it does not exist, in one statement', async () => {
    await statementsFor(roles(), await h.authAs(ACTORS.member), cached);
    const outsider = await statementsFor(roles(), await h.authAs(ACTORS.outsider), cached);
    expect(outsider).toEqual({
      status: 404,
      statements: 1,
      body: JSON.stringify({ message: 'Not found', code: 'NOT_FOUND' }),
    });
  });
});

describe('a mutation by a credential already seen', () => {
  // The rate limiter keys a mutation by its person. It looks the caller up the first time a
  // credential makes a change; from then on it knows whose the credential is, and a procedure
  // that looks its caller up with its scope (decision 007) makes the request's only lookup.
  it('costs no lookup of its own: an RSVP is the scope, the facts and the upsert', async () => {
    const headers = { ...(await h.authAs(ACTORS.member2)), 'content-type': 'application/json' };
    const submit = async (status: string) => {
      statements = 0;
      const response = await app.inject({
        method: 'POST',
        url: `/api/meetings/${h.demo.meetingIds[0] ?? 0}/rsvps`,
        headers,
        payload: JSON.stringify({ status }),
      });
      return { status: response.statusCode, statements };
    };
    // The first change: the limiter's lookup (with the new token's first-use touch), then the
    // procedure's scope alone (the caller is known by then), the facts and the upsert.
    expect(await submit('tentative')).toEqual({ status: 200, statements: 5 });
    expect(await submit('not_attending')).toEqual({ status: 200, statements: 3 });
    expect(await submit('tentative')).toEqual({ status: 200, statements: 3 });
  });

  it("a role's volunteer and retract: the caller with the role's scope, then the claim", async () => {
    const headers = await h.authAs(ACTORS.member);
    const member = await h.userByEmail(ACTORS.member);
    // An open role of an upcoming meeting where the member holds none.
    const open = await h.db
      .selectFrom('meetingRoles as r')
      .select('r.id')
      .where('r.meetingId', 'in', h.demo.meetingIds)
      .where('r.status', '=', 'open')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('meetingRoles as held')
              .select('held.id')
              .whereRef('held.meetingId', '=', 'r.meetingId')
              .where('held.userId', '=', member.id),
          ),
        ),
      )
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
    const change = async (action: 'assign' | 'unassign') => {
      statements = 0;
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/roles/${open.id}/${action}`,
        headers,
      });
      return { status: response.statusCode, statements };
    };
    // The first change: the limiter's lookup (and the token's first-use touch) comes first.
    expect((await change('assign')).status).toBe(200);
    expect(await change('unassign')).toEqual({ status: 200, statements: 2 });
    expect(await change('assign')).toEqual({ status: 200, statements: 2 });
    expect(await change('unassign')).toEqual({ status: 200, statements: 2 });
  });
});
