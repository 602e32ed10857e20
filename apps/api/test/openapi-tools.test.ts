import { createApiToken } from '@lectern/auth';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument, declaresOutput, operationId } from '../src/rest/openapi.js';
import { REST_ROUTES } from '../src/rest/routes.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import type { paths } from '../../../examples/lectern-api.gen.js';

// /api/openapi.json through the tools a script author outside this repository uses: Redocly's
// linter with its recommended rules, openapi-typescript to make a typed client, and openapi-fetch
// to call the REST door with a personal API token over real HTTP (decision 030).

/** Where the generated client types live; `npx vitest run -u <this file>` rewrites them. */
const GENERATED_TYPES = '../../../examples/lectern-api.gen.d.ts';

const doc = buildOpenApiDocument();

async function lint(document: unknown): Promise<NormalizedProblem[]> {
  const config = await createConfig({ extends: ['recommended'] });
  return lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'openapi.json',
    config,
  });
}

/** The answers the document leaves untyped (procedures without an output parser). */
const list = z.array(z.object({ id: z.number() }).loose());

const summary = (problems: NormalizedProblem[]) =>
  problems.map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);

describe("Redocly's recommended rules", () => {
  it('find no error in the document', async () => {
    const problems = await lint(doc);
    expect(summary(problems.filter((p) => p.severity === 'error'))).toEqual([]);
    // The one warning left: the document names no licence (the product has not chosen one).
    expect([...new Set(problems.map((p) => p.ruleId))]).toEqual(['info-license']);
  });

  it('fail a document with one URL shape under two parameter names', async () => {
    // The document as it was before decision 030: GET under {id}, POST under {meetingId}.
    const broken = structuredClone(doc) as unknown as {
      paths: Record<string, { get?: unknown; post?: { parameters: { name: string }[] } }>;
    };
    const roles = broken.paths['/api/meetings/{id}/roles'];
    const post = roles?.post;
    if (!roles || !post?.parameters[0]) throw new Error('no POST /api/meetings/{id}/roles');
    post.parameters[0].name = 'meetingId';
    delete roles.post;
    broken.paths['/api/meetings/{meetingId}/roles'] = { post };
    const errors = (await lint(broken)).filter((p) => p.severity === 'error');
    expect(errors.map((p) => p.ruleId)).toEqual(['no-identical-paths']);
  });
});

describe('openapi-typescript', () => {
  it('generates the client types committed in examples/', async () => {
    const generated = astToString(await openapiTS(JSON.stringify(doc)));
    expect(generated).toContain('"/api/meetings/{id}/rsvps": {');
    expect(generated).not.toContain('{meetingId}');
    // The committed file is what a script author would generate from /api/openapi.json; it
    // changes whenever the route table or a procedure's schema does.
    await expect(generated).toMatchFileSnapshot(GENERATED_TYPES);
  });
});

/**
 * Flip to true once every procedure declares its output: from then on an operation typed
 * `unknown` fails the test below whatever its procedure.
 */
const EVERY_PROCEDURE_DECLARES_ITS_OUTPUT = true;

/**
 * The operations of generated client types whose success answer is `unknown`, read from the
 * file's fixed layout: an operation at 4 spaces, a response status at 12, its JSON body at 20.
 */
function untypedAnswers(types: string): string[] {
  const untyped = new Set<string>();
  let operation = '';
  let status = '';
  const start = types.indexOf('export interface operations {');
  for (const line of types.slice(start).split('\n')) {
    const op = /^ {4}"?([\w.]+)"?: \{$/.exec(line);
    if (op) operation = op[1] ?? '';
    if (/^ {8}\S/.test(line)) status = '';
    const response = /^ {12}"?(\w+)"?: /.exec(line);
    if (response) status = response[1] ?? '';
    if (status.startsWith('2') && /^ {20}"application\/json": unknown;$/.test(line))
      untyped.add(operation);
  }
  return [...untyped].sort();
}

describe('the generated client types', () => {
  let generated = '';
  beforeAll(async () => {
    generated = astToString(await openapiTS(JSON.stringify(doc)));
  });
  const undeclared = REST_ROUTES.filter((route) => !declaresOutput(route.procedure))
    .map(operationId)
    .sort();

  it('type the answer of every operation whose procedure declares its output', () => {
    const untyped = untypedAnswers(generated);
    expect(untyped.filter((op) => !undeclared.includes(op))).toEqual([]);
    // The count sees every untyped answer: exactly those of procedures without an output.
    expect(untyped).toEqual(undeclared);
    expect(untyped).not.toContain('deleteAccount');
  });

  it('count an answer left untyped', () => {
    const typed =
      '    deleteAccount: {\n        responses: {\n            200: {\n                content: {\n                    "application/json": { deleted: true };\n';
    expect(untypedAnswers(`export interface operations {\n${typed}`)).toEqual([]);
    const untyped = typed.replace('{ deleted: true }', 'unknown');
    expect(untypedAnswers(`export interface operations {\n${untyped}`)).toEqual(['deleteAccount']);
    // An error body typed unknown is not a success answer.
    const error = untyped.replace('200: {', '"4XX": {');
    expect(untypedAnswers(`export interface operations {\n${error}`)).toEqual([]);
  });

  it.skipIf(!EVERY_PROCEDURE_DECLARES_ITS_OUTPUT)('type every answer', () => {
    expect(undeclared).toEqual([]);
    expect(untypedAnswers(generated)).toEqual([]);
  });
});

describe('openapi-fetch with an API token over real HTTP', () => {
  let h: ApiHarness;
  let baseUrl: string;

  beforeAll(async () => {
    h = await createApiHarness();
    const app = await h.http();
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => h?.close());

  /** A script's client: the generated types, the server's URL and a personal token, nothing else. */
  async function clientAs(email: string) {
    const user = await h.userByEmail(email);
    const { token } = await createApiToken(h.db, user.id, 'openapi-fetch script', 'full');
    return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });
  }

  it('reads and writes through the paths that share one template', async () => {
    const api = await clientAs('president@example.org');
    const clubId = h.demo.clubId;

    const me = await api.GET('/api/auth/user');
    expect(me.response.status).toBe(200);
    const myId = z.object({ id: z.number(), email: z.string() }).parse(me.data);
    expect(myId.email).toBe('president@example.org');

    // GET and PATCH of /api/clubs/{clubId}: one entry of the document.
    const mission = 'Where leaders are made, one speech at a time (openapi-fetch).';
    const patched = await api.PATCH('/api/clubs/{clubId}', {
      params: { path: { clubId } },
      body: { mission },
    });
    expect(patched.response.status).toBe(200);
    const club = await api.GET('/api/clubs/{clubId}', { params: { path: { clubId } } });
    expect(club.response.status).toBe(200);
    expect(club.data).toMatchObject({ id: clubId, mission });

    const created = await api.POST('/api/clubs/{clubId}/meetings', {
      params: { path: { clubId } },
      body: { title: 'Scripted meeting', date: '2031-03-04', startTime: '19:00' },
    });
    expect(created.response.status).toBe(201);
    const meetingId = z.object({ id: z.number() }).parse(created.data).id;

    // POST and GET of /api/meetings/{id}/roles.
    const roles = await api.GET('/api/meetings/{id}/roles', {
      params: { path: { id: meetingId } },
    });
    expect(roles.response.status).toBe(200);
    const added = await api.POST('/api/meetings/{id}/roles', {
      params: { path: { id: meetingId } },
      body: { roleType: 'quiz_master' },
    });
    expect(added.response.status).toBe(201);
    const after = await api.GET('/api/meetings/{id}/roles', {
      params: { path: { id: meetingId } },
    });
    expect(after.data).toEqual([...list.parse(roles.data), expect.objectContaining(added.data)]);

    // POST and GET of /api/meetings/{id}/rsvps.
    const rsvp = await api.POST('/api/meetings/{id}/rsvps', {
      params: { path: { id: meetingId } },
      body: { status: 'attending', hasMeal: false },
    });
    expect(rsvp.response.status).toBe(200);
    const rsvps = await api.GET('/api/meetings/{id}/rsvps', {
      params: { path: { id: meetingId } },
    });
    expect(rsvps.response.status).toBe(200);
    expect(rsvps.data).toEqual([expect.objectContaining({ userId: myId.id, status: 'attending' })]);
  });

  it('gets the documented error body for a refusal', async () => {
    const api = await clientAs('member@example.org');
    const refused = await api.PATCH('/api/clubs/{clubId}', {
      params: { path: { clubId: h.demo.clubId } },
      body: { mission: 'A member may not change this.' },
    });
    expect(refused.response.status).toBe(403);
    expect(refused.data).toBeUndefined();
    expect(refused.error).toMatchObject({ code: 'FORBIDDEN' });
  });
});
