// docs/decisions/008-native-trpc-path.md: the fast tRPC path answers every request as the official
// Fastify adapter does. Two apps over one database, one with the fast path and one with the
// official adapter alone, get the same requests; status, the headers tRPC sets, the body and
// the error log lines must be the same. Each case also says which door of the fast app answers,
// so a case meant for the fast path cannot pass by being handed over.
import type * as TrpcFastify from '@trpc/server/adapters/fastify';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS } from './helpers.js';

const handedOver = vi.hoisted(() => ({ count: 0 }));

// Counts the fast path's hand-overs; the official plugin calls its own copy, never this export.
vi.mock('@trpc/server/adapters/fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof TrpcFastify>();
  return {
    ...actual,
    fastifyRequestHandler: (...args: Parameters<typeof actual.fastifyRequestHandler>) => {
      handedOver.count++;
      return actual.fastifyRequestHandler(...args);
    },
  };
});

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
 * read a club's row (the procedure's own read in `clubs.get`, sent alongside the caller's lookup,
 * decision 009). Every statement's result passes through here, compiled once or built each call.
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
let fast: Door;
let official: Door;
let president: Record<string, string>;
let member: Record<string, string>;
let clubId: number;

async function door(trpcFastPath: boolean): Promise<Door> {
  const logs: string[] = [];
  const app = await buildApp({
    db: h.db.withPlugin(failingDatabase),
    config: { ...h.config, logLevel: 'error' },
    trpcFastPath,
    logStream: { write: (line: string) => void logs.push(line) },
  });
  return { app, logs };
}

beforeAll(async () => {
  h = await createApiHarness();
  fast = await door(true);
  official = await door(false);
  president = await h.authAs(ACTORS.president);
  member = await h.authAs(ACTORS.member);
  clubId = h.demo.clubId;
});
afterAll(async () => {
  await fast?.app.close();
  await official?.app.close();
  await h?.close();
});
beforeEach(() => {
  failure = 'none';
  failEveryQuery = false;
  official.logs.length = 0;
  fast.logs.length = 0;
});

/** The headers tRPC or the app decides (length and framing differ: a string vs a stream). */
const COMPARED_HEADERS = ['content-type', 'vary', 'retry-after', 'cache-control'];

function seen(response: LightMyRequestResponse) {
  return {
    status: response.statusCode,
    headers: Object.fromEntries(COMPARED_HEADERS.map((name) => [name, response.headers[name]])),
    // A write stamps updatedAt with the clock; the two apps write one after the other.
    body: response.body.replace(/"updatedAt":"[^"]*"/g, '"updatedAt":"…"'),
  };
}

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
  /** Which door of the fast app answers. */
  via: 'fast' | 'official';
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
    via: 'fast',
    status: 200,
  },
  {
    name: 'a batch of one query without input',
    request: () => get('/api/trpc/auth.user?batch=1'),
    via: 'fast',
    status: 200,
  },
  {
    name: 'an empty input',
    request: () => get('/api/trpc/auth.user?batch=1&input='),
    via: 'fast',
    status: 200,
  },
  {
    name: 'a query outside a batch',
    request: () => get('/api/trpc/auth.user'),
    via: 'fast',
    status: 200,
  },
  {
    name: 'a query outside a batch with input',
    request: () => get(`/api/trpc/clubs.get?input=${q({ clubId })}`),
    via: 'fast',
    status: 200,
  },
  {
    name: 'batch=0 is not a batch',
    request: () => get(`/api/trpc/clubs.get?batch=0&input=${q({ clubId })}`),
    via: 'fast',
    status: 200,
  },
  {
    name: 'the dashboard',
    request: () => get(`/api/trpc/clubs.dashboard?batch=1&input=${q({ 0: { clubId } })}`),
    via: 'fast',
    status: 200,
  },
  {
    name: 'a batch of three queries',
    request: () =>
      get(
        `/api/trpc/auth.user,clubs.get,meetings.list?batch=1&input=${q({ 1: { clubId }, 2: { clubId } })}`,
      ),
    via: 'fast',
    status: 200,
  },
  // Each error class of the vocabulary, alone and in batches.
  {
    name: 'signed out (401)',
    request: () => get(`/api/trpc/auth.user?batch=1&input=${q({})}`, {}),
    via: 'fast',
    status: 401,
  },
  {
    name: 'not a member of the club (404)',
    request: () => get(`/api/trpc/clubs.dashboard?batch=1&input=${q({ 0: { clubId: 999999 } })}`),
    via: 'fast',
    status: 404,
  },
  {
    name: 'invalid input: the field errors (400)',
    request: () => get(`/api/trpc/meetings.get?batch=1&input=${q({ 0: { meetingId: 'abc' } })}`),
    via: 'fast',
    status: 400,
  },
  {
    name: 'missing input outside a batch (400)',
    request: () => get('/api/trpc/meetings.get'),
    via: 'fast',
    status: 400,
  },
  {
    name: 'a batch whose calls fail alike takes their status',
    request: () =>
      get(
        `/api/trpc/clubs.get,meetings.list?batch=1&input=${q({ 0: { clubId: 999998 }, 1: { clubId: 999999 } })}`,
      ),
    via: 'fast',
    status: 404,
  },
  {
    name: 'a mixed batch is 207',
    request: () =>
      get(
        `/api/trpc/auth.user,clubs.get,meetings.get?batch=1&input=${q({ 1: { clubId: 999999 }, 2: { meetingId: -1 } })}`,
      ),
    via: 'fast',
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
    via: 'fast',
    status: 200,
  },
  {
    name: 'a mutation outside a batch',
    request: () =>
      post('/api/trpc/clubs.updateMission', JSON.stringify({ clubId, mission: 'Speak' })),
    via: 'fast',
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
    via: 'fast',
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
    via: 'fast',
    status: 207,
  },
  {
    name: 'a null body is a null input',
    request: () => post('/api/trpc/clubs.updateMission', 'null'),
    via: 'fast',
    status: 400,
  },
  {
    name: 'a JSON content type with parameters',
    request: () => ({
      ...post('/api/trpc/clubs.updateMission', JSON.stringify({ clubId, mission: 'Speak' })),
      headers: { ...president, 'content-type': 'Application/JSON; charset=utf-8' },
    }),
    via: 'fast',
    status: 200,
  },
  // The database away (503 + Retry-After, not logged) or failing (500, logged).
  {
    name: 'the database lost in the sign-in lookup (context)',
    request: () => get(`/api/trpc/auth.user,clubs.get?batch=1&input=${q({ 1: { clubId } })}`),
    via: 'fast',
    status: 503,
    failure: 'lost',
    failEveryQuery: true,
  },
  {
    name: 'the database lost in one call of a batch',
    request: () => get(`/api/trpc/auth.user,clubs.get?batch=1&input=${q({ 1: { clubId } })}`),
    via: 'fast',
    status: 207,
    failure: 'lost',
  },
  {
    name: 'the database lost outside a batch',
    request: () => get(`/api/trpc/clubs.get?input=${q({ clubId })}`),
    via: 'fast',
    status: 503,
    failure: 'lost',
  },
  {
    name: 'a failing query in the context (500, logged)',
    request: () => get(`/api/trpc/auth.user?batch=1&input=${q({})}`),
    via: 'fast',
    status: 500,
    failure: 'broken',
    failEveryQuery: true,
  },
  {
    name: 'a failing query in a procedure (500, logged)',
    request: () => get(`/api/trpc/clubs.get,auth.user?batch=1&input=${q({ 0: { clubId } })}`),
    via: 'fast',
    status: 207,
    failure: 'broken',
  },
  // Left to the official adapter.
  {
    name: 'a query by POST (405)',
    request: () => post('/api/trpc/auth.user?batch=1', '{}'),
    via: 'official',
    status: 405,
  },
  {
    name: 'a mutation by GET (405)',
    request: () => get(`/api/trpc/meetings.delete?batch=1&input=${q({ 0: { meetingId: 1 } })}`),
    via: 'official',
    status: 405,
  },
  {
    name: 'an unknown procedure (404)',
    request: () => get('/api/trpc/nope.nothing'),
    via: 'official',
    status: 404,
  },
  {
    name: 'an unknown procedure in a batch',
    request: () => get(`/api/trpc/auth.user,nope.nothing?batch=1&input=${q({})}`),
    via: 'official',
    status: 207,
  },
  {
    name: 'a batch mixing queries and mutations',
    request: () => get(`/api/trpc/auth.user,meetings.delete?batch=1&input=${q({})}`),
    via: 'official',
    status: 400,
  },
  {
    name: 'bad JSON in the query string',
    request: () => get('/api/trpc/meetings.get?batch=1&input=%7Bbroken'),
    via: 'official',
    status: 400,
  },
  {
    name: 'bad JSON for a procedure that reads no input',
    request: () => get('/api/trpc/auth.user?input=%7Bbroken'),
    via: 'official',
    status: 200,
  },
  {
    name: 'bad JSON in the body',
    request: () => post('/api/trpc/clubs.updateMission?batch=1', '{"0":'),
    via: 'official',
    status: 400,
  },
  {
    name: 'a batch input that is not an object',
    request: () => post('/api/trpc/meetings.delete?batch=1', '[1,2,3]'),
    via: 'official',
    status: 400,
  },
  {
    name: 'a batch over maxBatchSize (10)',
    request: () =>
      get(
        `/api/trpc/${Array.from({ length: 11 }, () => 'auth.user').join(',')}?batch=1&input=%7B%7D`,
      ),
    via: 'official',
    status: 400,
  },
  {
    name: 'a batch of exactly maxBatchSize',
    request: () =>
      get(
        `/api/trpc/${Array.from({ length: 10 }, () => 'auth.user').join(',')}?batch=1&input=%7B%7D`,
      ),
    via: 'fast',
    status: 200,
  },
  {
    name: 'a path with a bad escape',
    request: () => get('/api/trpc/auth.user%25E0?batch=1'),
    via: 'official',
    status: 400,
  },
  {
    name: 'the streaming format (trpc-accept: application/jsonl)',
    request: () => ({
      ...get(`/api/trpc/auth.user?batch=1&input=${q({})}`),
      headers: { ...president, 'trpc-accept': 'application/jsonl' },
    }),
    via: 'official',
    status: 200,
  },
  {
    name: 'jsonl among the accepted types',
    request: () => ({
      ...get(`/api/trpc/auth.user?batch=1&input=${q({})}`),
      headers: { ...president, accept: 'application/json, application/jsonl' },
    }),
    via: 'official',
    status: 200,
  },
  {
    name: 'connection params',
    request: () => get(`/api/trpc/auth.user?batch=1&input=${q({})}&connectionParams=%7B%7D`),
    via: 'official',
    status: 200,
  },
  {
    name: 'a GET with another content type',
    request: () => ({
      ...get(`/api/trpc/auth.user?batch=1&input=${q({})}`),
      headers: { ...president, 'content-type': 'multipart/form-data; boundary=x' },
    }),
    via: 'official',
    status: 405,
  },
  {
    name: 'HEAD',
    request: () => ({ ...get('/api/trpc/auth.user'), method: 'HEAD' }),
    via: 'official',
    status: 204,
  },
  {
    name: 'PUT',
    request: () => ({ ...post('/api/trpc/clubs.updateMission', '{}'), method: 'PUT' }),
    via: 'official',
    status: 405,
  },
];

describe('the fast tRPC path answers as the official adapter', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      failure = c.failure ?? 'none';
      failEveryQuery = c.failEveryQuery ?? false;

      const expected = await official.app.inject(c.request());
      const before = handedOver.count;
      const actual = await fast.app.inject(c.request());
      const handed = handedOver.count - before;

      expect(expected.statusCode, expected.body).toBe(c.status);
      expect(seen(actual)).toEqual(seen(expected));
      expect(errorLines(fast.logs)).toEqual(errorLines(official.logs));
      expect(handed, 'answered by the official adapter').toBe(c.via === 'official' ? 1 : 0);
    });
  }

  it('logs the 5xx of procedures, never the 503', async () => {
    failure = 'broken';
    await fast.app.inject(get(`/api/trpc/clubs.get?batch=1&input=${q({ 0: { clubId } })}`));
    expect(errorLines(fast.logs)).toContainEqual({
      level: 50,
      msg: 'procedure failed',
      err: 'a bug in a query',
    });
    fast.logs.length = 0;
    failure = 'lost';
    const lost = await fast.app.inject(
      get(`/api/trpc/clubs.get?batch=1&input=${q({ 0: { clubId } })}`),
    );
    expect(lost.statusCode).toBe(503);
    expect(lost.headers['retry-after']).toBe('2');
    expect(errorLines(fast.logs)).toEqual([]);
  });

  it('refuses what the request guards refuse, before either path', async () => {
    for (const type of ['multipart/form-data; boundary=x', 'text/plain']) {
      const request: InjectOptions = {
        ...post('/api/trpc/clubs.updateMission?batch=1', '{}'),
        headers: { ...president, 'content-type': type },
      };
      const before = handedOver.count;
      const actual = await fast.app.inject(request);
      expect(actual.statusCode).toBe(415);
      expect(seen(actual)).toEqual(seen(await official.app.inject(request)));
      expect(handedOver.count).toBe(before);
    }
  });
});
