// The permission matrix: every procedure of appRouter and every REST_ROUTES row × every kind of
// actor × own club / foreign club, against the permission table written out in matrix.ts. The
// tRPC door runs as a browser session, the REST door as an API-token caller. Adding a procedure
// without a row fails the guard test, naming it.
import { createApiToken } from '@lectern/auth';
import type { AnyProcedure } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/router.js';
import { createApiHarness, type ApiHarness } from '../harness.js';
import {
  actorFor,
  BODY,
  bindMatrix,
  cellFor,
  everyCell,
  expected,
  HTTP_OF_CODE,
  MATRIX,
  PROCEDURES,
  REST_KEYS,
  REST_MATRIX,
  restPath,
  STATUS,
  trpcOutcome,
} from './matrix.js';
import { buildWorlds, SECURITY_ACTORS, type ClubKey, type ClubWorld } from './world.js';

let h: ApiHarness;
let worlds: Record<ClubKey, ClubWorld>;
beforeAll(async () => {
  h = await createApiHarness();
  worlds = await buildWorlds(h);
  bindMatrix(h, worlds);
});
afterAll(async () => h?.close());

describe('the matrix covers the whole API', () => {
  it('has a row for every procedure of appRouter (and none for a procedure that is gone)', () => {
    const missing = PROCEDURES.filter((p) => !(p in MATRIX));
    expect(missing, `procedures without a permission-matrix row: ${missing.join(', ')}`).toEqual(
      [],
    );
    const gone = Object.entries(MATRIX).filter(([key, row]) => !PROCEDURES.includes(row.of ?? key));
    expect(gone.map(([key]) => key)).toEqual([]);
  });

  it('covers every REST_ROUTES row: its procedure has a row (REST_MATRIX is the route table)', () => {
    expect(Object.keys(REST_MATRIX)).toEqual(REST_KEYS);
    const uncovered = REST_KEYS.filter((key) => !(REST_MATRIX[key]!.proc in MATRIX));
    expect(
      uncovered,
      `REST routes without permission-matrix coverage: ${uncovered.join(', ')}`,
    ).toEqual([]);
  });
});

describe('tRPC door (session callers): every procedure × actor × own/foreign club', () => {
  it.each(Object.keys(MATRIX).sort())('%s', async (key) => {
    const row = MATRIX[key]!;
    const path = row.of ?? key;
    const wrong = await everyCell(async (demoActor, club) => {
      const want = expected(row.access, demoActor, club, 'trpc');
      const actor = await actorFor(row, demoActor);
      const cell = await cellFor(actor, club, want === 'OK');
      const input = await row.input?.(cell);
      const got = await trpcOutcome(actor, path, input);
      const ok =
        want === 'OK'
          ? got.code === 'OK' || (row.okCodes ?? []).includes(got.code)
          : got.code === want && got.message.includes(BODY[want]);
      return ok ? null : `want ${want}, got ${got.code} ${got.message}`;
    });
    expect(wrong).toEqual([]);
  });
});

describe('REST door (API-token callers): every REST path × actor × own/foreign club', () => {
  it.each(REST_KEYS.filter((k) => k in REST_MATRIX))('%s', async (key) => {
    const [method, url] = key.split(' ') as [string, string];
    const restRow = REST_MATRIX[key]!;
    const row = MATRIX[restRow.proc]!;
    const app = await h.http();
    const wrong = await everyCell(async (demoActor, club) => {
      const want = expected(row.access, demoActor, club, 'rest');
      const actor = await actorFor(row, demoActor);
      const cell = await cellFor(actor, club, want === 'OK');
      const input = (await row.input?.(cell)) ?? {};
      const path = restPath(url, restRow, input);
      const auth = actor.email === null ? { 'x-lectern-csrf': '1' } : await h.authAs(actor.email);
      const hasBody = method !== 'GET' && (method !== 'DELETE' || restRow.deleteBody === true);
      const response = await app.inject({
        method: method as 'GET',
        url: path,
        headers: hasBody ? { ...auth, 'content-type': 'application/json' } : auth,
        ...(hasBody ? { payload: JSON.stringify(input) } : {}),
      });
      const status = response.statusCode;
      const ok =
        want === 'OK'
          ? (status >= 200 && status < 300) ||
            (row.okCodes ?? []).some((code) => HTTP_OF_CODE[code] === status)
          : status === STATUS[want] && response.body.includes(BODY[want]);
      return ok ? null : `want ${want}, got ${status} ${response.body}`;
    });
    expect(wrong).toEqual([]);
  });
});

describe('a read-only API token: every mutation 403 on both doors, every read as a full token', () => {
  const MUTATIONS = PROCEDURES.filter(
    (p) =>
      (appRouter._def.procedures as unknown as Record<string, AnyProcedure>)[p]?._def.type ===
      'mutation',
  );

  async function tokens(email: string) {
    const user = await h.userByEmail(email);
    const read = (await createApiToken(h.db, user.id, 'read-only proof', 'read')).token;
    return { read: { authorization: `Bearer ${read}` }, full: await h.authAs(email) };
  }

  it.each(MUTATIONS)('tRPC %s', async (path) => {
    const { read } = await tokens(worlds.demo.presidentEmail);
    const app = await h.http();
    const response = await app.inject({
      method: 'POST',
      url: `/api/trpc/${path}`,
      headers: { ...read, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect({ status: response.statusCode, body: response.json<object>() }).toMatchObject({
      status: 403,
      body: { error: { message: 'Forbidden' } },
    });
  });

  it.each(REST_KEYS.filter((key) => !key.startsWith('GET ')))('REST %s', async (key) => {
    const [method, url] = key.split(' ') as [string, string];
    const restRow = REST_MATRIX[key]!;
    const row = MATRIX[restRow.proc]!;
    const actor = await actorFor(
      row,
      SECURITY_ACTORS.find((a) => a.name === 'president')!,
    );
    const input = (await row.input?.(await cellFor(actor, 'demo', true))) ?? {};
    const { read } = await tokens(actor.email ?? worlds.demo.presidentEmail);
    const app = await h.http();
    const hasBody = method !== 'DELETE' || restRow.deleteBody === true;
    const response = await app.inject({
      method: method as 'POST',
      url: restPath(url, restRow, input),
      headers: hasBody ? { ...read, 'content-type': 'application/json' } : read,
      ...(hasBody ? { payload: JSON.stringify(input) } : {}),
    });
    expect({ status: response.statusCode, body: response.json<object>() }).toMatchObject({
      status: 403,
      body: { message: 'Forbidden' },
    });
  });

  it('reads every GET path as the full token does', async () => {
    const { read, full } = await tokens(worlds.demo.presidentEmail);
    const app = await h.http();
    const president = SECURITY_ACTORS.find((a) => a.name === 'president')!;
    for (const key of REST_KEYS.filter((k) => k.startsWith('GET '))) {
      const [, url] = key.split(' ') as [string, string];
      const restRow = REST_MATRIX[key]!;
      const row = MATRIX[restRow.proc]!;
      const input = (await row.input?.(await cellFor(president, 'demo', true))) ?? {};
      const path = restPath(url, restRow, input);
      const asRead = await app.inject({ method: 'GET', url: path, headers: read });
      const asFull = await app.inject({ method: 'GET', url: path, headers: full });
      expect({ key, status: asRead.statusCode }).toEqual({ key, status: asFull.statusCode });
    }
  });
});
