// The tRPC door (Fastify's official tRPC adapter) as the clients meet it: the requests
// httpBatchLink sends and the ones it never sends, with the status each must get, and what it
// logs. A statement may fail on purpose (a lost database: 503; a bug: 500 and a log line).
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, MAX_BATCH_SIZE } from '../src/app.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS } from './helpers.js';

type Failure = 'none' | 'lost' | 'broken';
/** How the failing statements fail. */
let failure: Failure = 'none';
let failEveryQuery = false;

const failingError = () =>
  failure === 'lost'
    ? Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    : new Error('a bug in a query');

/**
 * Fails every statement (`failEveryQuery`: the sign-in lookup too), or only the statements that
 * read a club's row (the procedure's own read in `clubs.get`).
 */
const failingDatabase: KyselyPlugin = {
  transformQuery: ({ node }) => node,
  transformResult: ({ result }) => {
    const readsAClub = result.rows.some((row) => 'clubNumber' in row || 'club_number' in row);
    return failure !== 'none' && (failEveryQuery || readsAClub)
      ? Promise.reject(failingError())
      : Promise.resolve(result);
  },
};

interface Door {
  app: FastifyInstance;
  logs: string[];
}

let h: ApiHarness;
let door: Door;
let president: Record<string, string>;
let member: Record<string, string>;
let clubId: number;

async function buildDoor(): Promise<Door> {
  const logs: string[] = [];
  const app = await buildApp({
    db: h.db.withPlugin(failingDatabase),
    config: { ...h.config, logLevel: 'error' },
    logStream: { write: (line: string) => void logs.push(line) },
  });
  return { app, logs };
}

beforeAll(async () => {
  h = await createApiHarness();
  door = await buildDoor();
  president = await h.authAs(ACTORS.president);
  member = await h.authAs(ACTORS.member);
  clubId = h.demo.clubId;
});
afterAll(async () => {
  await door?.app.close();
  await h?.close();
});
beforeEach(() => {
  failure = 'none';
  failEveryQuery = false;
  door.logs.length = 0;
});

/** Error log lines, without what differs between any two requests. */
function errorLines(logs: string[]) {
  return logs
    .map((line) => JSON.parse(line) as { level: number; msg?: string; err?: { message?: string } })
    .filter((line) => line.level >= 50)
    .map((line) => ({ level: line.level, msg: line.msg, err: line.err?.message }));
}

interface Case {
  name: string;
  request: () => InjectOptions;
  status: number;
  failure?: Failure;
  failEveryQuery?: boolean;
}

const q = (input: unknown) => encodeURIComponent(JSON.stringify(input));
const get = (url: string, headers: Record<string, string> = president): InjectOptions => ({
  method: 'GET',
  url,
  headers,
});
const post = (
  url: string,
  body: string,
  headers: Record<string, string> = president,
): InjectOptions => ({
  method: 'POST',
  url,
  headers: { ...headers, 'content-type': 'application/json' },
  payload: body,
});

const CASES: Case[] = [
  // Queries the clients send.
  {
    name: 'a batch of one query',
    request: () => get(`/api/trpc/auth.user?batch=1&input=${q({})}`),
    status: 200,
  },
  {
    name: 'a batch of one query without input',
    request: () => get('/api/trpc/auth.user?batch=1'),
    status: 200,
  },
  {
    name: 'an empty input',
    request: () => get('/api/trpc/auth.user?batch=1&input='),
    status: 200,
  },
  {
    name: 'a query outside a batch',
    request: () => get('/api/trpc/auth.user'),
    status: 200,
  },
  {
    name: 'a query outside a batch with input',
    request: () => get(`/api/trpc/clubs.get?input=${q({ clubId })}`),
    status: 200,
  },
  {
    name: 'batch=0 is not a batch',
    request: () => get(`/api/trpc/clubs.get?batch=0&input=${q({ clubId })}`),
    status: 200,
  },
  {
    name: 'the dashboard',
    request: () => get(`/api/trpc/clubs.dashboard?batch=1&input=${q({ 0: { clubId } })}`),
    status: 200,
  },
  {
    name: 'a batch of three queries',
    request: () =>
      get(
        `/api/trpc/auth.user,clubs.get,meetings.list?batch=1&input=${q({ 1: { clubId }, 2: { clubId } })}`,
      ),
    status: 200,
  },
  // Each error class of the vocabulary, alone and in batches.
  {
    name: 'signed out (401)',
    request: () => get(`/api/trpc/auth.user?batch=1&input=${q({})}`, {}),
    status: 401,
  },
  {
    name: 'not a member of the club (404)',
    request: () => get(`/api/trpc/clubs.dashboard?batch=1&input=${q({ 0: { clubId: 999999 } })}`),
    status: 404,
  },
  {
    name: 'invalid input: the field errors (400)',
    request: () => get(`/api/trpc/meetings.get?batch=1&input=${q({ 0: { meetingId: 'abc' } })}`),
    status: 400,
  },
  {
    name: 'missing input outside a batch (400)',
    request: () => get('/api/trpc/meetings.get'),
    status: 400,
  },
  {
    name: 'a batch whose calls fail alike takes their status',
    request: () =>
      get(
        `/api/trpc/clubs.get,meetings.list?batch=1&input=${q({ 0: { clubId: 999998 }, 1: { clubId: 999999 } })}`,
      ),
    status: 404,
  },
  {
    name: 'a mixed batch is 207',
    request: () =>
      get(
        `/api/trpc/auth.user,clubs.get,meetings.get?batch=1&input=${q({ 1: { clubId: 999999 }, 2: { meetingId: -1 } })}`,
      ),
    status: 207,
  },
  // Mutations the clients send (idempotent, so both apps find the same state).
  {
    name: 'a batch of one mutation',
    request: () =>
      post(
        '/api/trpc/clubs.updateMission?batch=1',
        JSON.stringify({ 0: { clubId, mission: 'Speak' } }),
      ),
    status: 200,
  },
  {
    name: 'a mutation outside a batch',
    request: () =>
      post('/api/trpc/clubs.updateMission', JSON.stringify({ clubId, mission: 'Speak' })),
    status: 200,
  },
  {
    name: 'a role not allowed (403)',
    request: () =>
      post(
        '/api/trpc/clubs.updateMission?batch=1',
        JSON.stringify({ 0: { clubId, mission: 'Mine' } }),
        member,
      ),
    status: 403,
  },
  {
    name: 'a mixed batch of mutations is 207',
    request: () =>
      post(
        '/api/trpc/clubs.updateMission,clubs.updateMission,meetings.delete?batch=1',
        JSON.stringify({
          0: { clubId, mission: 'Speak' },
          1: { clubId: 999999, mission: 'x' },
          2: { meetingId: 'NaN' },
        }),
      ),
    status: 207,
  },
  {
    name: 'a null body is a null input',
    request: () => post('/api/trpc/clubs.updateMission', 'null'),
    status: 400,
  },
  {
    name: 'a JSON content type with parameters',
    request: () => ({
      ...post('/api/trpc/clubs.updateMission', JSON.stringify({ clubId, mission: 'Speak' })),
      headers: { ...president, 'content-type': 'Application/JSON; charset=utf-8' },
    }),
    status: 200,
  },
  // The database away (503 + Retry-After, not logged) or failing (500, logged).
  {
    name: 'the database lost in the sign-in lookup (context)',
    request: () => get(`/api/trpc/auth.user,clubs.get?batch=1&input=${q({ 1: { clubId } })}`),
    status: 503,
    failure: 'lost',
    failEveryQuery: true,
  },
  {
    name: 'the database lost in one call of a batch',
    request: () => get(`/api/trpc/auth.user,clubs.get?batch=1&input=${q({ 1: { clubId } })}`),
    status: 207,
    failure: 'lost',
  },
  {
    name: 'the database lost outside a batch',
    request: () => get(`/api/trpc/clubs.get?input=${q({ clubId })}`),
    status: 503,
    failure: 'lost',
  },
  {
    name: 'a failing query in the context (500, logged)',
    request: () => get(`/api/trpc/auth.user?batch=1&input=${q({})}`),
    status: 500,
    failure: 'broken',
    failEveryQuery: true,
  },
  {
    name: 'a failing query in a procedure (500, logged)',
    request: () => get(`/api/trpc/clubs.get,auth.user?batch=1&input=${q({ 0: { clubId } })}`),
    status: 207,
    failure: 'broken',
  },
  // Left to the official adapter.
  {
    name: 'a query by POST (405)',
    request: () => post('/api/trpc/auth.user?batch=1', '{}'),
    status: 405,
  },
  {
    name: 'a mutation by GET (405)',
    request: () => get(`/api/trpc/meetings.delete?batch=1&input=${q({ 0: { meetingId: 1 } })}`),
    status: 405,
  },
  {
    name: 'an unknown procedure (404)',
    request: () => get('/api/trpc/nope.nothing'),
    status: 404,
  },
  {
    name: 'an unknown procedure in a batch',
    request: () => get(`/api/trpc/auth.user,nope.nothing?batch=1&input=${q({})}`),
    status: 207,
  },
  {
    name: 'a batch mixing queries and mutations',
    request: () => get(`/api/trpc/auth.user,meetings.delete?batch=1&input=${q({})}`),
    status: 400,
  },
  {
    name: 'bad JSON in the query string',
    request: () => get('/api/trpc/meetings.get?batch=1&input=%7Bbroken'),
    status: 400,
  },
  {
    name: 'bad JSON for a procedure that reads no input',
    request: () => get('/api/trpc/auth.user?input=%7Bbroken'),
    status: 200,
  },
  {
    name: 'bad JSON in the body',
    request: () => post('/api/trpc/clubs.updateMission?batch=1', '{"0":'),
    status: 400,
  },
  {
    name: 'a batch input that is not an object',
    request: () => post('/api/trpc/meetings.delete?batch=1', '[1,2,3]'),
    status: 400,
  },
  {
    name: 'a batch over maxBatchSize (10)',
    request: () =>
      get(
        `/api/trpc/${Array.from({ length: 11 }, () => 'auth.user').join(',')}?batch=1&input=%7B%7D`,
      ),
    status: 400,
  },
  {
    name: 'a batch of exactly maxBatchSize',
    request: () =>
      get(
        `/api/trpc/${Array.from({ length: 10 }, () => 'auth.user').join(',')}?batch=1&input=%7B%7D`,
      ),
    status: 200,
  },
  {
    name: 'a path with a bad escape',
    request: () => get('/api/trpc/auth.user%25E0?batch=1'),
    status: 400,
  },
  {
    name: 'the streaming format (trpc-accept: application/jsonl)',
    request: () => ({
      ...get(`/api/trpc/auth.user?batch=1&input=${q({})}`),
      headers: { ...president, 'trpc-accept': 'application/jsonl' },
    }),
    status: 200,
  },
  {
    name: 'jsonl among the accepted types',
    request: () => ({
      ...get(`/api/trpc/auth.user?batch=1&input=${q({})}`),
      headers: { ...president, accept: 'application/json, application/jsonl' },
    }),
    status: 200,
  },
  {
    name: 'connection params',
    request: () => get(`/api/trpc/auth.user?batch=1&input=${q({})}&connectionParams=%7B%7D`),
    status: 200,
  },
  {
    name: 'a GET with another content type',
    request: () => ({
      ...get(`/api/trpc/auth.user?batch=1&input=${q({})}`),
      headers: { ...president, 'content-type': 'multipart/form-data; boundary=x' },
    }),
    status: 405,
  },
  {
    name: 'HEAD',
    request: () => ({ ...get('/api/trpc/auth.user'), method: 'HEAD' }),
    status: 204,
  },
  {
    name: 'PUT',
    request: () => ({ ...post('/api/trpc/clubs.updateMission', '{}'), method: 'PUT' }),
    status: 405,
  },
];

describe('the tRPC door', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      failure = c.failure ?? 'none';
      failEveryQuery = c.failEveryQuery ?? false;
      const response = await door.app.inject(c.request());
      expect(response.statusCode, response.body).toBe(c.status);
      expect(response.headers['cache-control']).toBe('no-store');
      if (c.status === 503) expect(response.headers['retry-after']).toBe('2');
      // A 500 says nothing of what broke.
      if (c.status === 500) expect(response.body).not.toContain('a bug in a query');
    });
  }

  it('logs the 5xx of procedures, never the 503', async () => {
    failure = 'broken';
    await door.app.inject(get(`/api/trpc/clubs.get?batch=1&input=${q({ 0: { clubId } })}`));
    expect(errorLines(door.logs)).toContainEqual({
      level: 50,
      msg: 'procedure failed',
      err: 'a bug in a query',
    });
    door.logs.length = 0;
    failure = 'lost';
    const lost = await door.app.inject(
      get(`/api/trpc/clubs.get?batch=1&input=${q({ 0: { clubId } })}`),
    );
    expect(lost.statusCode).toBe(503);
    expect(lost.headers['retry-after']).toBe('2');
    expect(errorLines(door.logs)).toEqual([]);
  });

  it('takes a full batch of long procedure names in the path, and refuses one call more', async () => {
    const batch = (size: number) => {
      const calls = Array.from({ length: size }, () => 'roleOffers.upForGrabs');
      const inputs = Object.fromEntries(calls.map((_, i) => [i, { clubId }]));
      return get(`/api/trpc/${calls.join(',')}?batch=1&input=${q(inputs)}`);
    };
    const full = await door.app.inject(batch(MAX_BATCH_SIZE));
    expect(full.statusCode).toBe(200);
    expect(full.json<unknown[]>()).toHaveLength(MAX_BATCH_SIZE);
    expect((await door.app.inject(batch(MAX_BATCH_SIZE + 1))).statusCode).toBe(400);
  });

  it('refuses multipart and plain-text bodies before any procedure runs', async () => {
    for (const type of ['multipart/form-data; boundary=x', 'text/plain']) {
      const request: InjectOptions = {
        ...post('/api/trpc/clubs.updateMission?batch=1', '{}'),
        headers: { ...president, 'content-type': type },
      };
      const response = await door.app.inject(request);
      expect(response.statusCode).toBe(415);
      expect(errorLines(door.logs)).toEqual([]);
    }
  });
});
