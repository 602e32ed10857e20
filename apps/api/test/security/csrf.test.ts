// The CSRF matrix over real HTTP: every mutation of both doors, authenticated by the
// browser's session cookie, sent the ways a foreign page could send it, is refused and changes
// nothing in the database. The same request done properly then succeeds (the control).
import { request as httpRequest } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/router.js';
import { createApiHarness, type ApiHarness } from '../harness.js';
import {
  bindMatrix,
  cellFor,
  HTTP_OF_CODE,
  MATRIX,
  REST_KEYS,
  REST_MATRIX,
  restPath,
  ownerOf,
} from './matrix.js';
import {
  buildWorlds,
  CSRF_HEADER,
  listen,
  sessionCookieFor,
  type ClubKey,
  type ClubWorld,
  type SecurityActor,
} from './world.js';

let h: ApiHarness;
let base: string;
let worlds: Record<ClubKey, ClubWorld>;

beforeAll(async () => {
  h = await createApiHarness();
  base = await listen(h);
  worlds = await buildWorlds(h);
  bindMatrix(h, worlds);
});
afterAll(async () => h?.close());

let fingerprintQuery: ReturnType<typeof sql.raw<{ name: string; digest: string }>> | undefined;

/** A fingerprint of every application table (row contents, not just counts), in one query. */
async function snapshot(): Promise<Record<string, string>> {
  if (!fingerprintQuery) {
    const tables = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name NOT LIKE 'kysely_%'
      ORDER BY table_name`.execute(h.db);
    // Table names come from the catalogue, not from input.
    fingerprintQuery = sql.raw<{ name: string; digest: string }>(
      tables.rows
        .map(
          ({ name }) =>
            `SELECT '${name}' AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
        )
        .join(' UNION ALL '),
    );
  }
  const rows = (await fingerprintQuery.execute(h.db)).rows;
  expect(rows.length).toBeGreaterThan(10);
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

interface Attack {
  name: string;
  status: number;
  init(body: Record<string, unknown>, cookie: string): RequestInit;
}

const JSON_TYPE = 'application/json';

function flat(body: Record<string, unknown>): [string, string][] {
  return Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
}

/** What a foreign page can make a browser send (with the cookie), each with one defect. */
const ATTACKS: Attack[] = [
  {
    name: 'text/plain (a form or fetch without preflight)',
    status: 415,
    init: (body, cookie) => ({
      headers: { cookie, [CSRF_HEADER]: '1', 'content-type': 'text/plain' },
      body: JSON.stringify(body),
    }),
  },
  {
    name: 'application/x-www-form-urlencoded',
    status: 415,
    init: (body, cookie) => ({
      headers: {
        cookie,
        [CSRF_HEADER]: '1',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(flat(body)).toString(),
    }),
  },
  {
    name: 'multipart/form-data',
    status: 415,
    init: (body, cookie) => {
      const form = new FormData();
      for (const [k, v] of flat(body)) form.append(k, v);
      return { headers: { cookie, [CSRF_HEADER]: '1' }, body: form };
    },
  },
  {
    name: 'Sec-Fetch-Site: cross-site',
    status: 403,
    init: (body, cookie) => ({
      headers: {
        cookie,
        [CSRF_HEADER]: '1',
        'content-type': JSON_TYPE,
        'sec-fetch-site': 'cross-site',
      },
      body: JSON.stringify(body),
    }),
  },
  {
    name: 'a foreign Origin',
    status: 403,
    init: (body, cookie) => ({
      headers: {
        cookie,
        [CSRF_HEADER]: '1',
        'content-type': JSON_TYPE,
        origin: 'https://evil.example',
      },
      body: JSON.stringify(body),
    }),
  },
  {
    name: 'an opaque Origin (null: sandboxed frame, data: URL)',
    status: 403,
    init: (body, cookie) => ({
      headers: { cookie, [CSRF_HEADER]: '1', 'content-type': JSON_TYPE, origin: 'null' },
      body: JSON.stringify(body),
    }),
  },
  {
    name: `no ${CSRF_HEADER} header`,
    status: 403,
    init: (body, cookie) => ({
      headers: { cookie, 'content-type': JSON_TYPE },
      body: JSON.stringify(body),
    }),
  },
];

/**
 * The ways people write one path so that a check comparing strings misses it while the router
 * still finds (or may find) the route: each is sent as the attack a same-site page can make
 * (a plain-text body, a foreign Origin, the cookie, no CSRF header). Decision 055.
 */
const SPELLINGS: { name: string; spell(path: string, host: string): string }[] = [
  { name: 'a percent-encoded letter in /api', spell: (p) => p.replace(/^\/api\//, '/%61pi/') },
  {
    name: 'every letter of the path percent-encoded',
    spell: (p) => p.replace(/[a-z]/gi, (c) => `%${c.charCodeAt(0).toString(16)}`),
  },
  { name: 'the absolute form', spell: (p, host) => `http://${host}${p}` },
  {
    name: 'the absolute form, encoded',
    spell: (p, host) => `http://${host}${p.replace(/^\/api\//, '/%61pi/')}`,
  },
  { name: 'a leading //', spell: (p) => `/${p}` },
  { name: 'a // inside', spell: (p) => p.replace(/^\/api\//, '/api//') },
  { name: 'upper case', spell: (p) => p.replace(/^\/api\//, '/API/') },
  { name: 'a ; segment parameter', spell: (p) => p.replace(/^\/api\//, '/api;x=1/') },
  { name: 'a trailing ;', spell: (p) => `${p};` },
  { name: 'an encoded slash (%2F)', spell: (p) => p.replace(/^\/api\//, '/api%2F') },
  { name: 'every slash encoded (%2F)', spell: (p) => p.replace(/\//g, '%2F').replace(/^%2F/, '/') },
  { name: 'a trailing dot', spell: (p) => `${p}.` },
  { name: 'a dot after /api', spell: (p) => p.replace(/^\/api\//, '/api./') },
  { name: 'a ./ segment', spell: (p) => p.replace(/^\/api\//, '/./api/') },
  { name: 'a ../ segment', spell: (p) => p.replace(/^\/api\//, '/x/../api/') },
  { name: 'an encoded dot segment', spell: (p) => p.replace(/^\/api\//, '/%2e/api/') },
];

/** One request exactly as written (fetch would normalise the path), over the app's socket. */
function sendRaw(
  method: string,
  target: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        hostname,
        port,
        method,
        path: target,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Every spelling of the path meets the guards: refused as a plain-text body (415), with the
 * rate limit's headers and `no-store`. Never a handler's answer.
 */
async function proveSpellings(
  method: string,
  path: string,
  body: Record<string, unknown>,
  cookie: string,
) {
  const host = new URL(base).host;
  const answers = await Promise.all(
    SPELLINGS.map(async (spelling) => {
      const target = spelling.spell(path, host);
      const response = await sendRaw(
        method,
        target,
        { host, cookie, 'content-type': 'text/plain', origin: 'https://evil.example' },
        JSON.stringify(body),
      );
      return {
        spelling: spelling.name,
        target,
        status: response.status,
        rateLimited: response.headers['x-ratelimit-limit'] !== undefined,
        cacheControl: response.headers['cache-control'],
      };
    }),
  );
  expect(
    answers.filter((a) => a.status !== 415 || !a.rateLimited || a.cacheControl !== 'no-store'),
  ).toEqual([]);
}

const MUTATIONS = Object.entries(appRouter._def.procedures)
  .filter(([, procedure]) => (procedure as { _def: { type: string } })._def.type === 'mutation')
  .map(([path]) => path)
  .sort();
// A path without a REST_MATRIX row has no parameters to fill; the matrix guard test names it.
const REST_MUTATIONS = REST_KEYS.filter((key) => !key.startsWith('GET ') && key in REST_MATRIX);

async function prove(
  method: string,
  path: string,
  proc: string,
  body: Record<string, unknown>,
  actor: SecurityActor,
) {
  const cookie = await sessionCookieFor(h, actor.email!);
  const before = await snapshot();
  const answers = await Promise.all(
    ATTACKS.map(async (attack) => {
      const response = await fetch(`${base}${path}`, { method, ...attack.init(body, cookie) });
      return { attack: attack.name, want: attack.status, got: response.status };
    }),
  );
  expect(answers.filter((a) => a.got !== a.want)).toEqual([]);
  await proveSpellings(method, path, body, cookie);
  if (path.startsWith('/api/trpc/')) {
    // tRPC's own shapes: a GET navigation (<img>, link) carrying the input, and a batch.
    const navigation = await fetch(
      `${base}${path}?input=${encodeURIComponent(JSON.stringify(body))}`,
      { headers: { cookie, 'sec-fetch-site': 'cross-site' } },
    );
    expect(navigation.status).toBeGreaterThanOrEqual(400);
    expect(navigation.status).toBeLessThan(500);
    const sameSiteGet = await fetch(
      `${base}${path}?input=${encodeURIComponent(JSON.stringify(body))}`,
      { headers: { cookie, [CSRF_HEADER]: '1' } },
    );
    expect(sameSiteGet.status, 'a mutation never runs over GET').toBe(405);
    const batch = await fetch(`${base}${path}?batch=1`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'text/plain' },
      body: JSON.stringify({ 0: body }),
    });
    expect(batch.status).toBe(415);
  }
  expect(await snapshot()).toEqual(before);

  // Control: the same request as the web client sends it goes through.
  const control = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, [CSRF_HEADER]: '1', 'content-type': JSON_TYPE },
    body: JSON.stringify(body),
  });
  // Without a matrix row there is no valid input to prove the control with.
  const row = MATRIX[proc];
  if (!row) return;
  const okStatuses = (row.okCodes ?? []).map((code) => HTTP_OF_CODE[code]);
  const fine = control.ok || okStatuses.includes(control.status);
  expect(fine, `control ${method} ${path}: ${control.status} ${await control.text()}`).toBe(true);
}

async function inputFor(proc: string, actor: SecurityActor): Promise<Record<string, unknown>> {
  return (await MATRIX[proc]?.input?.(await cellFor(actor, 'demo', true))) ?? {};
}

describe('CSRF matrix: every tRPC mutation with cookie auth', () => {
  it('lists the mutations', () => {
    expect(MUTATIONS.length).toBeGreaterThan(20);
  });

  it.each(MUTATIONS)('%s', async (proc) => {
    const actor = await ownerOf(proc);
    await prove('POST', `/api/trpc/${proc}`, proc, await inputFor(proc, actor), actor);
  });
});

describe('CSRF matrix: every REST mutation with cookie auth', () => {
  it.each(REST_MUTATIONS)('%s', async (key) => {
    const [method, url] = key.split(' ') as [string, string];
    const restRow = REST_MATRIX[key]!;
    const actor = await ownerOf(restRow.proc);
    const input = await inputFor(restRow.proc, actor);
    await prove(method, restPath(url, restRow, input), restRow.proc, input, actor);
  });
});

describe('the guards cover every path under /api, not a list', () => {
  it('refuses a cookie-authenticated change to a path no route has yet, before any route runs', async () => {
    const cookie = await sessionCookieFor(h, 'member@example.org');
    const response = await fetch(`${base}/api/a-path-added-tomorrow`, {
      method: 'POST',
      headers: { cookie, 'content-type': JSON_TYPE },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lets a mail provider post the one-click unsubscribe form (RFC 8058)', async () => {
    const response = await fetch(`${base}/api/unsubscribe/not-a-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    // Past the guards (no 403/415): the route itself answers for an unknown link.
    expect([403, 415]).not.toContain(response.status);
  });
});
