// SECURITY.md §9 "Permission matrix": every procedure of appRouter and every REST_ROUTES row ×
// every §1 actor × own club / foreign club, against the §2 table written out below. The tRPC door
// runs as a session user, the REST door as an API-token caller. Adding a procedure without a row
// fails the guard test, naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { buildWorlds, type ClubKey, type ClubWorld } from './world.js';

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
    expect(Object.keys(MATRIX).filter((p) => !PROCEDURES.includes(p))).toEqual([]);
  });

  it('has a row for every REST_ROUTES path (and none for a path that is gone)', () => {
    const missing = REST_KEYS.filter((k) => !(k in REST_MATRIX));
    expect(missing, `REST routes without a permission-matrix row: ${missing.join(', ')}`).toEqual(
      [],
    );
    expect(Object.keys(REST_MATRIX).filter((k) => !REST_KEYS.includes(k))).toEqual([]);
    for (const row of Object.values(REST_MATRIX)) expect(MATRIX[row.proc]).toBeDefined();
  });
});

describe('tRPC door (session callers): every procedure × actor × own/foreign club', () => {
  it.each(PROCEDURES.filter((p) => p in MATRIX))('%s', async (path) => {
    const row = MATRIX[path]!;
    const wrong = await everyCell(async (demoActor, club) => {
      const want = expected(row.access, demoActor, club);
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

describe('REST door (API-token callers): every SPEC §7 path × actor × own/foreign club', () => {
  it.each(REST_KEYS.filter((k) => k in REST_MATRIX))('%s', async (key) => {
    const [method, url] = key.split(' ') as [string, string];
    const restRow = REST_MATRIX[key]!;
    const row = MATRIX[restRow.proc]!;
    const app = await h.http();
    const wrong = await everyCell(async (demoActor, club) => {
      const want = expected(row.access, demoActor, club);
      const actor = await actorFor(row, demoActor);
      const cell = await cellFor(actor, club, want === 'OK');
      const input = (await row.input?.(cell)) ?? {};
      const path = restPath(url, restRow, input);
      const auth = actor.email === null ? { 'x-lectern-csrf': '1' } : await h.authAs(actor.email);
      const hasBody = method !== 'GET' && method !== 'DELETE';
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
