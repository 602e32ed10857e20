// A call's statements are fixed by its shape, never by the data: the same calls, through both
// doors, run as many statements on the small demo club as on the same club grown tenfold and
// more. One statement finds the caller, one the scope (club or resource with the caller's
// membership), then the call's own.
import { createSession, SESSION_COOKIE } from '@lectern/auth';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, freshMeeting } from './helpers.js';

let h: ApiHarness;
let app: FastifyInstance;
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
  app = await buildApp({ db: h.db.withPlugin(counter), config: h.config, logger: false });
});
afterAll(async () => {
  await app?.close();
  await h?.close();
});

async function sessionCookie(email: string) {
  const user = await h.userByEmail(email);
  return { cookie: `${SESSION_COOKIE}=${(await createSession(h.db, user.id)).token}` };
}

const trpc = (path: string, input: object) =>
  `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;

/** Sends the request twice (the first may write a token's last use) and counts the second. */
async function statementsFor(url: string, headers: Record<string, string>) {
  await app.inject({ method: 'GET', url, headers });
  statements = 0;
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, statements };
}

/** The demo club's first upcoming meeting: the dashboard's, the RSVP screen's. */
const meeting = () => h.demo.meetingIds[0] ?? 0;
const club = () => h.demo.clubId;

/** Every read the screens make, by door: [name, url, who]. */
function reads(): [string, string, string][] {
  const c = club();
  const m = meeting();
  return [
    ['auth.user (REST)', '/api/auth/user', ACTORS.member],
    ['clubs.list (REST)', '/api/clubs', ACTORS.member],
    ['clubs.get (REST)', `/api/clubs/${c}`, ACTORS.member],
    ['dashboard (REST)', `/api/clubs/${c}/dashboard`, ACTORS.president],
    ['meetings (REST)', `/api/clubs/${c}/meetings`, ACTORS.member],
    ['upcoming (REST)', `/api/clubs/${c}/meetings/upcoming`, ACTORS.member],
    ['meeting (REST)', `/api/meetings/${m}`, ACTORS.member],
    ['roles (REST)', `/api/meetings/${m}/roles`, ACTORS.member],
    ['rsvps (REST)', `/api/meetings/${m}/rsvps`, ACTORS.vpe],
    ['members (REST)', `/api/clubs/${c}/members`, ACTORS.vpe],
    [
      'member (REST)',
      `/api/clubs/${c}/members/${h.demo.userIds['vpe@example.org']}`,
      ACTORS.president,
    ],
    ['membership stats (REST)', `/api/clubs/${c}/membership-stats`, ACTORS.president],
    ['templates (REST)', `/api/clubs/${c}/agenda-templates`, ACTORS.vpe],
    ['menu (REST)', `/api/clubs/${c}/menu-items`, ACTORS.member],
    ['auth.user (tRPC)', trpc('auth.user', {}), ACTORS.member],
    ['upcoming (tRPC)', trpc('meetings.upcoming', { clubId: c }), ACTORS.member],
    ['roles (tRPC)', trpc('meetingRoles.list', { meetingId: m }), ACTORS.member],
    ['dashboard (tRPC)', trpc('clubs.dashboard', { clubId: c }), ACTORS.member],
    ['setup checklist (tRPC)', trpc('clubs.setupChecklist', { clubId: c }), ACTORS.president],
    ['members (tRPC)', trpc('members.list', { clubId: c }), ACTORS.member],
    ['rsvps (tRPC)', trpc('rsvps.list', { meetingId: m }), ACTORS.member],
    ['guests (REST)', `/api/clubs/${c}/guests`, ACTORS.vpm],
    ['outreach (REST)', `/api/clubs/${c}/outreach`, ACTORS.vpm],
    [
      'contact log (REST)',
      `/api/clubs/${c}/members/${h.demo.userIds['guest@example.org']}/contacts`,
      ACTORS.vpm,
    ],
    ['membership dashboard (tRPC)', trpc('growth.dashboard', { clubId: c }), ACTORS.vpm],
    ['mentorship (tRPC)', trpc('mentorship.overview', { clubId: c }), ACTORS.member],
  ];
}

/** REST calls with the person's API token, tRPC calls with their browser session. */
async function headersFor(url: string, email: string) {
  return url.startsWith('/api/trpc/') ? sessionCookie(email) : h.authAs(email);
}

async function countAll() {
  const counts: Record<string, { status: number; statements: number }> = {};
  for (const [name, url, email] of reads())
    counts[name] = await statementsFor(url, await headersFor(url, email));
  return counts;
}

/** The demo club grown: 200 more members, 60 more meetings with roles, everyone's RSVPs. */
async function growTheClub() {
  const clubId = club();
  const users = await h.db
    .insertInto('users')
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        email: `grown-${i}@example.org`,
        firstName: `Grown${i}`,
        lastName: 'Member',
      })),
    )
    .returning('id')
    .execute();
  await h.db
    .insertInto('clubMemberships')
    .values(users.map(({ id }) => ({ clubId, userId: id, role: 'member' as const })))
    .execute();
  const meetings = await h.db
    .insertInto('meetings')
    .values(
      Array.from({ length: 60 }, (_, i) => ({
        clubId,
        title: `Grown meeting ${i}`,
        // Half in the past, half well after the demo's own upcoming meetings.
        date: new Date(Date.UTC(i < 30 ? 2020 : 2030, 0, 1 + i * 7)).toISOString().slice(0, 10),
        startTime: '18:30',
        endTime: '20:30',
        status: i < 30 ? ('completed' as const) : ('scheduled' as const),
      })),
    )
    .returning('id')
    .execute();
  await h.db
    .insertInto('meetingRoles')
    .values(
      meetings.flatMap(({ id }, m) =>
        ['toastmaster', 'speaker', 'evaluator', 'timer', 'grammarian'].map((roleType, r) => ({
          clubId,
          meetingId: id,
          roleType,
          status: 'assigned' as const,
          userId: users[(m * 5 + r) % users.length]?.id ?? null,
        })),
      ),
    )
    .execute();
  const attending = [meeting(), ...meetings.map(({ id }) => id)];
  await h.db
    .insertInto('rsvps')
    .values(
      attending.flatMap((meetingId) =>
        users.slice(0, 150).map(({ id }) => ({
          clubId,
          meetingId,
          userId: id,
          status: 'attending' as const,
        })),
      ),
    )
    .execute();
}

describe("a call's statements do not grow with the club", () => {
  it('every read: the same count on a small and on a large club, at most three', async () => {
    const small = await countAll();
    await growTheClub();
    const large = await countAll();
    expect(large).toEqual(small);
    for (const [name, counted] of Object.entries(small)) {
      expect({ name, status: counted.status }).toEqual({ name, status: 200 });
      expect(counted.statements).toBeLessThanOrEqual(3);
    }
  });

  it('an RSVP and a role claim: a fixed number of statements, whatever came before', async () => {
    const headers = { ...(await h.authAs(ACTORS.member2)), 'content-type': 'application/json' };
    const submit = async (status: string) => {
      statements = 0;
      const response = await app.inject({
        method: 'POST',
        url: `/api/meetings/${meeting()}/rsvps`,
        headers,
        payload: JSON.stringify({ status }),
      });
      return { status: response.statusCode, statements };
    };
    await submit('tentative');
    const second = await submit('not_attending');
    expect(second.status).toBe(200);
    expect(await submit('tentative')).toEqual(second);

    // A new meeting comes with the club's standard roles, all open.
    const fresh = await freshMeeting(h);
    const open = await h.db
      .selectFrom('meetingRoles')
      .select('id')
      .where('meetingId', '=', fresh.id)
      .where('roleType', '=', 'timer')
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    const member = await h.authAs(ACTORS.member);
    const change = async (action: 'assign' | 'unassign') => {
      statements = 0;
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/roles/${open.id}/${action}`,
        headers: member,
      });
      return { status: response.statusCode, statements };
    };
    const taken = await change('assign');
    expect(taken.status).toBe(200);
    const left = await change('unassign');
    expect(left.status).toBe(200);
    expect(await change('assign')).toEqual(taken);
    expect(await change('unassign')).toEqual(left);
  });
});

describe('who may not see, learns nothing', () => {
  it('an outsider is told the club and the meeting do not exist', async () => {
    const headers = await h.authAs(ACTORS.outsider);
    for (const url of [
      `/api/clubs/${club()}/meetings/upcoming`,
      `/api/meetings/${meeting()}/roles`,
    ]) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('a forged secret, an unknown id or no credential at all: 401, and nothing read without one', async () => {
    const member = await h.authAs(ACTORS.member);
    const forged = { authorization: `${member.authorization.slice(0, -4)}aaaa` };
    const unknown = { cookie: `${SESSION_COOKIE}=${'a'.repeat(24)}.${'b'.repeat(32)}` };
    const url = `/api/clubs/${club()}/meetings/upcoming`;
    expect((await statementsFor(url, forged)).status).toBe(401);
    expect((await statementsFor(url, unknown)).status).toBe(401);
    expect(await statementsFor(url, {})).toEqual({ status: 401, statements: 0 });
  });
});
