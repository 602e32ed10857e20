// Malformed input over real HTTP, both doors: bad JSON, huge strings, deep
// nesting, NaN, bad dates, __proto__/constructor keys and wrong types are 400/413/415 — never a
// 500 — and the process keeps answering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/router.js';
import { createApiHarness, type ApiHarness } from '../harness.js';
import {
  bindMatrix,
  cellFor,
  MATRIX,
  REST_KEYS,
  REST_MATRIX,
  restPath,
  ownerOf,
  type RestRow,
} from './matrix.js';
import { buildWorlds, listen, type ClubKey, type ClubWorld } from './world.js';

let h: ApiHarness;
let base: string;
let worlds: Record<ClubKey, ClubWorld>;
let president: Record<string, string>;
/** Every mutation of both doors, with a valid input (built once). */
let all: Target[];

beforeAll(async () => {
  h = await createApiHarness();
  base = await listen(h);
  worlds = await buildWorlds(h);
  bindMatrix(h, worlds);
  president = await h.authAs('president@example.org');
  all = await targets();
});
afterAll(async () => h?.close());

const REFUSED = [400, 413, 415];

async function send(
  { method, path, auth }: Pick<Target, 'method' | 'path' | 'auth'>,
  body: string,
  type = 'application/json',
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...auth, 'content-type': type },
    body,
  });
  const text = await response.text();
  return { status: response.status, text };
}

function nested(depth: number): string {
  return `{"a":${'['.repeat(depth)}1${']'.repeat(depth)}}`;
}

/** Raw bodies that are malformed whatever the route. */
const RAW_BODIES: [string, string][] = [
  ['truncated JSON', '{"title":'],
  ['not JSON at all', 'hello'],
  ['NaN literal', '{"meetingId": NaN, "clubId": NaN}'],
  ['Infinity literal', '{"price": Infinity}'],
  ['single quotes', "{'title': 'x'}"],
  ['trailing comma', '{"title": "x",}'],
  ['a __proto__ key', '{"__proto__": {"isSuperAdmin": true}, "title": "x"}'],
  ['a nested __proto__ key', '{"meetingSettings": {"__proto__": {"role": "president"}}}'],
  ['a constructor.prototype key', '{"constructor": {"prototype": {"isSuperAdmin": true}}}'],
  ['invalid UTF-8', '\u00ff\u00fe{"title":"x"}'],
];

/** Big bodies, sent to a sample of routes of both doors (they cost the shared machine). */
const HEAVY_BODIES: [string, string, number[]][] = [
  ['a body over the limit of its route', 'OVER_LIMIT', [413]],
  // Valid JSON: a route may ignore a field it does not read, but never fails on it.
  ['deep nesting (10 000 levels)', nested(10_000), [200, 201, 400, 404, 409]],
  ['deep nesting (200 000 levels)', nested(200_000), [200, 201, 400, 404, 409]],
];

/** Logo uploads have an 8 MiB limit (REST_ROUTES bodyLimit); everything else 1 MiB. */
function overLimit(method: string, path: string): string {
  const logo = path.includes('platform') || (method === 'PUT' && /^\/api\/clubs\/\d+$/.test(path));
  return JSON.stringify({ title: 'x'.repeat((logo ? 9 : 1.2) * 1024 * 1024) });
}

const MUTATIONS = Object.entries(appRouter._def.procedures)
  .filter(([, procedure]) => (procedure as { _def: { type: string } })._def.type === 'mutation')
  .map(([path]) => path)
  .sort();
// A path without a REST_MATRIX row has no parameters to fill; the matrix guard test names it.
const REST_MUTATIONS = REST_KEYS.filter((key) => !key.startsWith('GET ') && key in REST_MATRIX);

interface Target {
  method: string;
  path: string;
  /** What built it, to build a fresh one (a new stand-in, new resources) for another request. */
  again: () => Promise<Target>;
  /** A valid input, and the headers of the caller allowed to send it. */
  input: Record<string, unknown>;
  auth: Record<string, string>;
}

async function target(method: string, url: string, proc: string, row?: RestRow): Promise<Target> {
  const actor = await ownerOf(proc);
  const input = (await MATRIX[proc]?.input?.(await cellFor(actor, 'demo', true))) ?? {};
  const path = row ? restPath(url, row, input) : url;
  // What only a browser session may do is sent as a browser sends it.
  const browserOnly = MATRIX[proc]?.access.kind === 'browserSession';
  const auth = browserOnly ? await h.browserAs(actor.email!) : await h.authAs(actor.email!);
  return { method, path, input, auth, again: () => target(method, url, proc, row) };
}

/** Every mutation of both doors. */
async function targets(): Promise<Target[]> {
  const list: Target[] = [];
  for (const proc of MUTATIONS) list.push(await target('POST', `/api/trpc/${proc}`, proc));
  for (const key of REST_MUTATIONS) {
    const [method, url] = key.split(' ') as [string, string];
    list.push(await target(method, url, REST_MATRIX[key]!.proc, REST_MATRIX[key]));
  }
  return list;
}

/** Values of the wrong type (or out of range) for any field. */
const WRONG_VALUES: unknown[] = [
  null,
  true,
  [1, 'x'],
  { nested: { deeper: 'x' } },
  -1,
  1.5,
  1e308,
  -2_147_483_649,
  'NaN',
  '',
  'x'.repeat(100_000),
  '2026-02-30',
  '99999-12-31',
  '25:61',
  "'; DROP TABLE users; --",
  'a\u0000b',
];

describe('malformed bodies on every mutation of both doors', () => {
  it('raw malformed bodies are 400/413/415, never 500', async () => {
    const wrong: string[] = [];
    for (const t of all) {
      const { method, path } = t;
      const answers = await Promise.all(
        RAW_BODIES.map(async ([name, body]) => ({ name, ...(await send(t, body)) })),
      );
      for (const a of answers) {
        if (!REFUSED.includes(a.status)) wrong.push(`${method} ${path} ${a.name}: ${a.status}`);
        if (/at .+\.(ts|js):\d+/.test(a.text)) wrong.push(`${method} ${path}: stack trace`);
      }
    }
    // Every fifth route of each door, and the logo routes with their larger limit.
    const sample = all.filter(
      ({ method, path }, i) =>
        i % 5 === 0 ||
        path.includes('platform') ||
        (method === 'PUT' && /^\/api\/clubs\/\d+$/.test(path)),
    );
    for (const sampled of sample) {
      const { method, path } = sampled;
      for (const [name, heavy, allowed] of HEAVY_BODIES) {
        const body = heavy === 'OVER_LIMIT' ? overLimit(method, path) : heavy;
        // Each body on its own: a valid one may act (delete the account, send reminders, which
        // a second press within minutes refuses), so the next is sent as a fresh caller would.
        const a = await send(await sampled.again(), body);
        if (!allowed.includes(a.status)) wrong.push(`${method} ${path} ${name}: ${a.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('deep nesting in a field the route reads is 400 on both doors', async () => {
    // Built as text: JSON.stringify itself would overflow the stack on this depth.
    const depth = 50_000;
    const body = (extra: string) =>
      `{"title":${'['.repeat(depth)}1${']'.repeat(depth)},"scheduledDate":"2031-01-07","scheduledTime":"19:00"${extra}}`;
    const clubId = worlds.demo.clubId;
    const rest = await send(
      { method: 'POST', path: `/api/clubs/${clubId}/meetings`, auth: president },
      body(''),
    );
    const trpc = await send(
      { method: 'POST', path: '/api/trpc/meetings.create', auth: president },
      body(`,"clubId":${clubId}`),
    );
    expect([rest.status, trpc.status]).toEqual([400, 400]);
  });

  it('wrong types in every field of a valid input: never a 5xx, never a stack trace', async () => {
    const wrong: string[] = [];
    const statuses = new Map<number, number>();
    for (const t of all) {
      const { method, path, input: valid } = t;
      // Four values per field, rotating through the list so every value meets every route.
      const variants = Object.keys(valid).flatMap((key, k) =>
        [0, 1, 2, 3].map((j) => {
          const value = WRONG_VALUES[(k * 4 + j + path.length) % WRONG_VALUES.length];
          return { key, body: { ...valid, [key]: value } };
        }),
      );
      // A few at a time: the machine is shared.
      for (let i = 0; i < variants.length; i += 16) {
        const answers = await Promise.all(
          variants.slice(i, i + 16).map(async (v) => ({
            key: v.key,
            ...(await send(t, JSON.stringify(v.body))),
          })),
        );
        for (const a of answers) {
          statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
          if (a.status >= 500) wrong.push(`${method} ${path} ${a.key}: ${a.status} ${a.text}`);
          if (/at .+\.(ts|js):\d+/.test(a.text)) wrong.push(`${method} ${path}: stack trace`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(50);
  });

  it('a wrong Content-Type is 415 on both doors', async () => {
    for (const t of all) {
      for (const type of ['text/plain', 'application/xml', 'application/json-patch+json']) {
        expect((await send(t, '{}', type)).status, `${t.method} ${t.path} ${type}`).toBe(415);
      }
    }
  });
});

describe('malformed requests that are not bodies', () => {
  it('bad tRPC batches, unknown procedures and oversized batches are refused without a 500', async () => {
    const cases: [string, string, string | undefined][] = [
      ['GET', '/api/trpc/meetings.get?input=%7Bbroken', undefined],
      [
        'GET',
        '/api/trpc/meetings.get?input=' + encodeURIComponent('{"meetingId":"NaN"}'),
        undefined,
      ],
      ['GET', '/api/trpc/meetings.get,meetings.get?batch=1&input=%7B%7D', undefined],
      ['GET', '/api/trpc/nope.nothing', undefined],
      ['POST', '/api/trpc/meetings.get', '{}'],
      ['POST', '/api/trpc/meetings.delete?batch=1', '{"0": "not an object"}'],
      ['POST', '/api/trpc/meetings.delete?batch=1', '[1,2,3]'],
      [
        'GET',
        `/api/trpc/${Array.from({ length: 11 }, () => 'auth.user').join(',')}?batch=1&input=%7B%7D`,
        undefined,
      ],
    ];
    for (const [method, path, body] of cases) {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...president,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body }),
      });
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
    }
  });

  it('the process is alive and serving afterwards', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const me = await fetch(`${base}/api/auth/user`, { headers: president });
    expect(me.status).toBe(200);
  });
});
