// Decision 012: the read cache never shows less than what was committed before a read started,
// whichever instance made the change. Three instances share one database, as behind a load
// balancer: A keeps reads, B makes the changes, C keeps nothing and is the oracle — at every step
// A answers exactly as C does.
import { meetingStartInstant } from '@lectern/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { keptJsonOf } from '../src/http/json.js';
import { ChangeLogPruner, ReadCache, type ReadCacheLimits } from '../src/http/read-cache.js';
import { viewOfRow } from '../src/kept-values.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, inDays } from './helpers.js';

let h: ApiHarness;
let clock = new Date();
let kept: FastifyInstance;
let writer: FastifyInstance;
let oracle: FastifyInstance;

beforeAll(async () => {
  h = await createApiHarness();
  const options = { db: h.db, config: h.config, logger: false, now: () => clock } as const;
  kept = await buildApp({ ...options, reads: new ReadCache() });
  writer = await buildApp({ ...options, reads: new ReadCache() });
  oracle = await buildApp({ ...options, reads: null });
});
afterAll(async () => {
  await Promise.all([kept, writer, oracle].map((app) => app?.close()));
  await h?.close();
});

async function send(
  app: FastifyInstance,
  as: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) {
  const headers: Record<string, string> = { ...(await h.authAs(as)) };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const response = await app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return { status: response.statusCode, body: response.body };
}

const trpcBatch = (paths: string[], inputs: object[]) =>
  `/api/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(
    JSON.stringify(Object.fromEntries(inputs.map((input, i) => [i, input]))),
  )}`;

/** Every read the cache keeps, as a manager and as a member sees it (field filtering). */
function reads(): [string, string][] {
  const club = h.demo.clubId;
  const meeting = h.demo.meetingIds[0] ?? 0;
  const urls = [
    `/api/clubs/${club}`,
    `/api/clubs/${club}/dashboard`,
    `/api/clubs/${club}/meetings`,
    `/api/clubs/${club}/meetings/upcoming`,
    `/api/meetings/${meeting}`,
    `/api/meetings/${meeting}/roles`,
    `/api/meetings/${meeting}/rsvps`,
    `/api/clubs/${club}/members`,
    `/api/clubs/${club}/menu-items`,
    // As the web app batches them: the second call finds its caller already known.
    trpcBatch(
      ['meetingRoles.list', 'rsvps.list', 'members.list'],
      [{ meetingId: meeting }, { meetingId: meeting }, { clubId: club }],
    ),
  ];
  return [
    ...urls.map((url): [string, string] => [ACTORS.president, url]),
    ...urls.map((url): [string, string] => [ACTORS.member2, url]),
    // Managers only.
    [ACTORS.president, `/api/clubs/${club}/membership-stats`],
    [ACTORS.president, `/api/clubs/${club}/agenda-templates`],
  ];
}

/** A's answers and C's, read for read. */
async function answers() {
  const fromKept: string[] = [];
  const fromOracle: string[] = [];
  for (const [as, url] of reads()) {
    const a = await send(kept, as, 'GET', url);
    const c = await send(oracle, as, 'GET', url);
    expect(a.status, url).toBe(200);
    fromKept.push(`${as} ${url} ${a.body}`);
    fromOracle.push(`${as} ${url} ${c.body}`);
  }
  return { fromKept, fromOracle };
}

interface Change {
  name: string;
  as: string;
  method: 'POST' | 'PATCH';
  url: () => Promise<string> | string;
  payload: unknown;
}

const CHANGES: Change[] = [
  {
    name: 'a member volunteers for a role',
    as: ACTORS.member,
    method: 'PATCH',
    url: async () => {
      const roles = await send(
        oracle,
        ACTORS.president,
        'GET',
        `/api/meetings/${h.demo.meetingIds[0] ?? 0}/roles`,
      );
      const list = JSON.parse(roles.body) as { id: number; status: string }[];
      return `/api/roles/${list.find((role) => role.status === 'open')?.id ?? 0}/assign`;
    },
    payload: {},
  },
  {
    name: 'a member answers the RSVP',
    as: ACTORS.member2,
    method: 'POST',
    url: () => `/api/meetings/${h.demo.meetingIds[0] ?? 0}/rsvps`,
    payload: { status: 'not_attending' },
  },
  {
    name: 'a member edits their profile',
    as: ACTORS.member2,
    method: 'POST',
    url: () => `/api/clubs/${h.demo.clubId}/member-profile`,
    payload: { bio: 'Changed on another instance' },
  },
  {
    name: 'the VPE changes the meeting theme',
    as: ACTORS.vpe,
    method: 'PATCH',
    url: () => `/api/meetings/${h.demo.meetingIds[0] ?? 0}`,
    payload: { theme: 'Changed on another instance' },
  },
  {
    name: 'the president changes the mission',
    as: ACTORS.president,
    method: 'PATCH',
    url: () => `/api/clubs/${h.demo.clubId}`,
    payload: { mission: 'Changed on another instance' },
  },
  {
    name: 'the secretary adds a menu item',
    as: ACTORS.secretary,
    method: 'POST',
    url: () => `/api/clubs/${h.demo.clubId}/menu-items`,
    payload: { name: 'Pavlova', category: 'meal', price: 8.5 },
  },
  {
    name: 'the VPE adds an agenda template',
    as: ACTORS.vpe,
    method: 'POST',
    url: () => `/api/clubs/${h.demo.clubId}/agenda-templates`,
    payload: { name: 'Another', content: 'Welcome', isDefault: false, meetingDuration: 90 },
  },
  {
    name: 'the president adds a member',
    as: ACTORS.president,
    method: 'POST',
    url: () => `/api/clubs/${h.demo.clubId}/members`,
    payload: { name: 'Added Elsewhere', email: 'added.elsewhere@example.org', role: 'member' },
  },
  {
    name: 'the VPE schedules a meeting',
    as: ACTORS.vpe,
    method: 'POST',
    url: () => `/api/clubs/${h.demo.clubId}/meetings`,
    payload: { title: 'Scheduled elsewhere', scheduledDate: inDays(3), scheduledTime: '18:30' },
  },
];

describe('a change made on another instance', () => {
  it.each(CHANGES)('$name: the next read shows it', async (change) => {
    const before = await answers();
    expect(before.fromKept).toEqual(before.fromOracle);
    const written = await send(
      writer,
      change.as,
      change.method,
      await change.url(),
      change.payload,
    );
    expect(written.status, written.body).toBeLessThan(300);
    const after = await answers();
    expect(after.fromKept).toEqual(after.fromOracle);
    // The change shows somewhere, so the comparison above compared something that moved.
    expect(after.fromKept).not.toEqual(before.fromKept);
  });

  it('a member made inactive elsewhere is refused a read their club still has kept', async () => {
    const url = `/api/clubs/${h.demo.clubId}/members`;
    expect((await send(kept, ACTORS.officer, 'GET', url)).status).toBe(200);
    await h.setMembership(ACTORS.officer, { status: 'inactive' });
    expect((await send(kept, ACTORS.officer, 'GET', url)).status).toBe(404);
    expect((await send(kept, ACTORS.president, 'GET', url)).status).toBe(200);
  });
});

describe('what is kept', () => {
  it('is what the read found then: a change that bypasses the change log is not seen', async () => {
    // The triggers are what tells a kept read it is stale; with them off (as a bulk load with
    // session_replication_role = replica has them), the instance that keeps the read does not
    // learn of the change — proof that it answers from what it kept.
    const url = `/api/meetings/${h.demo.meetingIds[1] ?? 0}`;
    const first = await send(kept, ACTORS.member, 'GET', url);
    await h.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await trx
        .updateTable('meetings')
        .set({ theme: 'Unlogged' })
        .where('id', '=', h.demo.meetingIds[1] ?? 0)
        .execute();
    });
    expect(await send(kept, ACTORS.member, 'GET', url)).toEqual(first);
    expect((await send(oracle, ACTORS.member, 'GET', url)).body).toContain('Unlogged');
    // The next logged change to the club brings both.
    await send(writer, ACTORS.president, 'PATCH', `/api/clubs/${h.demo.clubId}`, {
      mission: 'Logged',
    });
    expect((await send(kept, ACTORS.member, 'GET', url)).body).toContain('Unlogged');
  });

  it("is good for the club's calendar day: at midnight upcoming meetings move on", async () => {
    const date = inDays(20);
    const created = await send(writer, ACTORS.vpe, 'POST', `/api/clubs/${h.demo.clubId}/meetings`, {
      title: 'On the last day',
      scheduledDate: date,
      scheduledTime: '19:00',
    });
    expect(created.status).toBe(201);
    const url = `/api/clubs/${h.demo.clubId}/meetings/upcoming`;
    const saved = clock;
    try {
      // The demo club keeps Sydney time.
      clock = new Date(meetingStartInstant(date, '23:59', 'Australia/Sydney').getTime() + 30_000);
      await send(kept, ACTORS.member, 'GET', url);
      expect((await send(kept, ACTORS.member, 'GET', url)).body).toContain('On the last day');
      clock = new Date(clock.getTime() + 60_000);
      const next = await send(kept, ACTORS.member, 'GET', url);
      expect(next.body).not.toContain('On the last day');
      expect(next).toEqual(await send(oracle, ACTORS.member, 'GET', url));
    } finally {
      clock = saved;
    }
  });
});

describe('ReadCache', () => {
  const limits: ReadCacheLimits = { maxAgeMs: 1_000, maxFields: 10 };
  const at = new Date('2026-06-01T02:00:00Z'); // noon in Sydney
  const check = (snapshot: string) => ({ snapshot, unchanged: true, timeZone: 'Australia/Sydney' });

  it('gives the snapshot to check, then the value while the club is unchanged', () => {
    const cache = new ReadCache(limits, () => 0);
    expect(cache.since('k')).toBeNull();
    cache.keep('k', [{ a: 1 }], check('1:1:'), at);
    expect(cache.since('k')).toBe('1:1:');
    expect(cache.take('k', check('2:2:'), at)).toEqual({ found: [{ a: 1 }] });
    expect(cache.take('k', { ...check('2:2:'), unchanged: false }, at)).toBeUndefined();
    expect(cache.take('k', null, at)).toBeUndefined();
    expect(cache.take('k', { ...check('2:2:'), timeZone: 'UTC' }, at)).toBeUndefined();
  });

  it('keeps a value frozen, so no request changes what the next is given', () => {
    const cache = new ReadCache(limits, () => 0);
    const value = { rows: [{ a: 1 }] };
    cache.keep('k', value, check('1:1:'), at);
    expect(Object.isFrozen(value) && Object.isFrozen(value.rows[0])).toBe(true);
  });

  it('forgets a value after maxAgeMs and past the day it was read for', () => {
    let now = 0;
    const cache = new ReadCache(limits, () => now);
    cache.keep('k', 1, check('1:1:'), at);
    expect(cache.take('k', check('1:1:'), new Date('2026-06-01T13:59:59Z'))).toBeDefined();
    expect(cache.take('k', check('1:1:'), new Date('2026-06-01T14:00:00Z'))).toBeUndefined();
    expect(cache.take('k', check('1:1:'), new Date('2026-05-31T13:59:59Z'))).toBeUndefined();
    now = 1_000;
    expect(cache.since('k')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('makes room by forgetting the least recently used', () => {
    const cache = new ReadCache(limits, () => 0);
    cache.keep('a', [1, 2, 3, 4], check('1:1:'), at);
    cache.keep('b', [1, 2, 3, 4], check('1:1:'), at);
    expect(cache.take('a', check('1:1:'), at)).toBeDefined();
    cache.keep('c', [1, 2, 3, 4], check('1:1:'), at);
    expect([cache.since('a'), cache.since('b'), cache.since('c')]).toEqual(['1:1:', null, '1:1:']);
    cache.keep(
      'huge',
      Array.from({ length: 11 }, () => 0),
      check('1:1:'),
      at,
    );
    expect(cache.since('huge')).toBeNull();
  });
});

describe('views and JSON of what is kept', () => {
  const at = new Date('2026-06-01T02:00:00Z');
  const check = { snapshot: '1:1:', unchanged: true, timeZone: 'Australia/Sydney' };

  function keptRows() {
    const rows = [
      { id: 1, userId: 11, name: 'Ann', joinedAt: new Date('2026-01-02T03:04:05Z') },
      { id: 2, userId: 12, name: 'Bo', joinedAt: null },
    ];
    new ReadCache().keep('k', rows, check, at);
    return rows;
  }

  it("makes someone else's view once per kept row and tier, and anew for anything else", () => {
    const [row = { id: 0, userId: 0 }] = keptRows();
    const member = { userId: 99, tier: 'member' };
    let built = 0;
    const build = () => ({ id: row.id, built: ++built });
    const view = viewOfRow(row, member, build);
    expect(viewOfRow(row, member, build)).toBe(view);
    expect(Object.isFrozen(view)).toBe(true);
    expect(viewOfRow(row, { ...member, tier: 'manager' }, build)).not.toBe(view);
    const loose = { id: 3, userId: 13 };
    expect(viewOfRow(loose, member, build)).not.toBe(viewOfRow(loose, member, build));
    expect(built).toBe(4);
    // The viewer's own row is theirs alone: made each time.
    const self = { userId: row.userId, tier: 'member' };
    expect(viewOfRow(row, self, build)).not.toBe(viewOfRow(row, self, build));
  });

  it('writes the bytes of what JSON.stringify writes, for kept values and lists holding them', () => {
    const rows = keptRows();
    const [first = {}] = rows;
    const mixed = [first, { own: true, name: 'Zoë' }, undefined, first];
    for (const value of [rows, first, mixed, [first]]) {
      expect(keptJsonOf(value)?.toString('utf8')).toBe(JSON.stringify(value));
    }
    // A kept value's bytes are made once.
    expect(keptJsonOf(first)).toBe(keptJsonOf(first));
    expect(keptJsonOf([{ id: 1 }])).toBeUndefined();
    expect(keptJsonOf({ id: 1 })).toBeUndefined();
    expect(keptJsonOf('text')).toBeUndefined();
  });
});

describe('ChangeLogPruner', () => {
  it('prunes with a snapshot only once it is older than the horizon', async () => {
    let now = 0;
    const pruner = new ChangeLogPruner(
      h.db,
      { intervalMs: 1_000, horizonMs: 10_000, onError: (error) => expect.fail(error.message) },
      () => now,
    );
    const count = async () =>
      Number(
        (await sql<{ n: string }>`SELECT count(*) AS n FROM club_changes`.execute(h.db)).rows[0]?.n,
      );
    await send(writer, ACTORS.president, 'PATCH', `/api/clubs/${h.demo.clubId}`, { mission: 'A' });
    expect(await count()).toBeGreaterThan(0);
    expect(await pruner.prune()).toBe(0);
    now = 5_000;
    await send(writer, ACTORS.president, 'PATCH', `/api/clubs/${h.demo.clubId}`, { mission: 'B' });
    expect(await pruner.prune()).toBe(0);
    now = 10_000;
    // The first snapshot is old enough now: what had ended before it goes, the rest stays.
    expect(await pruner.prune()).toBeGreaterThan(0);
    expect(await count()).toBeGreaterThan(0);
    now = 15_000;
    await pruner.prune();
    expect(await count()).toBe(0);
  });
});
