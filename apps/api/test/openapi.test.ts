import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument, payloadSchema } from '../src/rest/openapi.js';
import { callRoute, REST_ROUTES, type RestRoute } from '../src/rest/routes.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { validateOpenApi } from './openapi-structure.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

type Operation = {
  requestBody?: { content: { 'application/json': { schema: { properties: object } } } };
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
  security: Record<string, string[]>[];
};

const doc = buildOpenApiDocument();
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
function operationOf(route: Pick<RestRoute, 'method' | 'url'>): Operation | undefined {
  const item = (doc.paths as Record<string, Record<string, Operation>>)[openApiPath(route.url)];
  return item?.[route.method.toLowerCase()];
}
function bodyKeys(method: RestRoute['method'], url: string): string[] {
  const op = operationOf({ method, url });
  return Object.keys(op?.requestBody?.content['application/json'].schema.properties ?? {}).sort();
}

describe('the OpenAPI document', () => {
  it('has every REST_ROUTES row with its method, the agenda PDF, and nothing else', () => {
    for (const route of REST_ROUTES) {
      expect(operationOf(route), `${route.method} ${route.url}`).toBeDefined();
      expect(operationOf(route)?.responses[String(route.status ?? 200)]).toBeDefined();
    }
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item));
    expect(doc.paths['/api/meetings/{id}/agenda.pdf']?.get).toBeDefined();
    expect(operations).toHaveLength(REST_ROUTES.length + 1);
  });

  it('declares every {param} of every path as a required path parameter', () => {
    for (const route of REST_ROUTES) {
      const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const declared = (operationOf(route)?.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => p.name);
      expect(declared, `${route.method} ${route.url}`).toEqual(names);
    }
  });

  it('passes the structural validation', () => {
    expect(validateOpenApi(doc as unknown as Record<string, unknown>)).toEqual([]);
  });

  it('the structural validation catches broken documents', () => {
    const broken = structuredClone(doc) as unknown as {
      openapi: string;
      paths: Record<string, Record<string, { parameters?: unknown[]; responses: object }>>;
    };
    broken.openapi = '3.0.0';
    const meeting = broken.paths['/api/meetings/{id}'];
    if (meeting?.get) {
      meeting.get.parameters = [];
      meeting.get.responses = { '200': { $ref: '#/components/responses/Nope' } };
    }
    // One URL shape under two parameter names.
    broken.paths['/api/meetings/{meetingId}'] = {};
    const problems = validateOpenApi(broken);
    expect(problems.join('\n')).toMatch(/3\.1\.x/);
    expect(problems.join('\n')).toMatch(/\{id\} is not declared/);
    expect(problems.join('\n')).toMatch(/unresolved \$ref #\/components\/responses\/Nope/);
    expect(problems).toContain(
      '/api/meetings/{meetingId}: the same template as /api/meetings/{id} under other names',
    );
  });

  it('describes the REST payload, not the procedure input', () => {
    // Path parameters never appear in bodies; body clubIds are ignored.
    expect(bodyKeys('POST', '/api/clubs/:clubId/meetings')).not.toContain('clubId');
    expect(bodyKeys('POST', '/api/clubs/:clubId/meetings')).toEqual(
      expect.arrayContaining(['title', 'date', 'scheduledDate', 'startTime', 'scheduledTime']),
    );
    expect(bodyKeys('PATCH', '/api/clubs/:clubId')).toEqual(['mission']);
    expect(bodyKeys('PATCH', '/api/meetings/:id')).not.toContain('meetingId');
    expect(bodyKeys('PUT', '/api/agenda-templates/:id')).toEqual(['content', 'isDefault', 'name']);
    expect(bodyKeys('POST', '/api/create-payment-intent')).toEqual(['rsvpId']);
    expect(bodyKeys('PATCH', '/api/clubs/:clubId/members/:userId/role')).toEqual(['role']);
    expect(bodyKeys('POST', '/api/clubs/:clubId/menu-items')).not.toContain('clubId');
    expect(bodyKeys('POST', '/api/meetings/:id/rsvps')).not.toContain('mealPrice');
    expect(bodyKeys('POST', '/api/meetings/:id/rsvps')).toContain('userId');
    expect(bodyKeys('POST', '/api/meetings/:id/rsvps')).not.toContain('meetingId');
    expect(bodyKeys('POST', '/api/meetings/:id/roles')).toEqual(['roleType']);
    // An empty body volunteers; no userId means the caller's own RSVP.
    for (const url of ['/api/roles/:roleId/assign', '/api/meetings/:id/rsvps']) {
      const route = REST_ROUTES.find((r) => r.url === url && r.method !== 'GET')!;
      expect(payloadSchema(route).required, url).not.toContain('userId');
    }
    // No body for DELETE, nor for PATCHes that take nothing.
    expect(
      operationOf({ method: 'DELETE', url: '/api/meetings/:id' })?.requestBody,
    ).toBeUndefined();
    expect(
      operationOf({ method: 'PATCH', url: '/api/roles/:roleId/confirm' })?.requestBody,
    ).toBeUndefined();
    // date or scheduledDate: one of them is required.
    const create = payloadSchema(
      REST_ROUTES.find((r) => r.method === 'POST' && r.url === '/api/clubs/:clubId/meetings')!,
    );
    expect(create.required).not.toContain('scheduledDate');
    expect(create.allOf).toEqual([
      { anyOf: [{ required: ['date'] }, { required: ['scheduledDate'] }] },
      { anyOf: [{ required: ['startTime'] }, { required: ['scheduledTime'] }] },
    ]);
  });

  it('each row calls its one procedure and no other, whatever the body', async () => {
    for (const route of REST_ROUTES) {
      const called = new Set<string>();
      const caller = new Proxy(
        {},
        {
          get: (_t, ns: string) =>
            new Proxy(
              {},
              {
                get: (_u, name: string) => (input?: unknown) => {
                  called.add(`${ns}.${name}`);
                  return Promise.resolve(input);
                },
              },
            ),
        },
      );
      const params = Object.fromEntries(
        [...route.url.matchAll(/:(\w+)/g)].map((m) => [m[1] ?? '', '7']),
      );
      for (const body of [{}, { userId: '99' }, { userId: '' }]) {
        await callRoute(caller as never, route, params, body);
      }
      expect([...called], `${route.method} ${route.url}`).toEqual([route.procedure]);
    }
  });

  it('marks the public paths: signed out, every other GET answers 401', async () => {
    const app = await h.http();
    for (const route of REST_ROUTES.filter((r) => r.method === 'GET')) {
      const url = route.url.replace(/:(\w+)/g, String(h.demo.clubId));
      const response = await app.inject({ method: 'GET', url });
      const anonymousAllowed = operationOf(route)?.security.some(
        (s) => Object.keys(s).length === 0,
      );
      if (anonymousAllowed) expect(response.statusCode, url).toBe(200);
      else expect(response.statusCode, url).toBe(401);
    }
  });

  it("derives the response schema from a procedure's output parser", () => {
    const remove = operationOf({ method: 'DELETE', url: '/api/account' });
    expect(remove?.responses['200']).toMatchObject({
      content: {
        'application/json': {
          schema: { type: 'object', required: ['deleted', 'reopenedRoles'] },
        },
      },
    });
    const download = operationOf({ method: 'GET', url: '/api/account/export' });
    expect(download?.responses['200']).toMatchObject({
      headers: { 'Content-Disposition': { schema: { type: 'string' } } },
    });
  });

  it('names the security schemes and the shared error shape', () => {
    const { securitySchemes, schemas } = doc.components;
    expect(securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(securitySchemes.sessionCookie).toMatchObject({ in: 'cookie', name: 'lectern_session' });
    expect(securitySchemes.csrfHeader).toMatchObject({ in: 'header', name: 'x-lectern-csrf' });
    expect(schemas.Error.required).toEqual(['message', 'code']);
    const create = operationOf({ method: 'POST', url: '/api/clubs/:clubId/meetings' });
    expect(create?.security).toEqual([{ apiToken: [] }, { sessionCookie: [], csrfHeader: [] }]);
    expect(create?.responses['4XX']).toEqual({ $ref: '#/components/responses/Error' });
  });
});

describe('GET /api/openapi.json and /api/docs', () => {
  it('serves the document', async () => {
    const app = await h.http();
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('answers HTML whose every asset is served from this origin under the app CSP', async () => {
    const app = await h.http();
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(page.body).not.toMatch(/<script>|<script\s+(?![^>]*src=)/);

    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.length).toBeGreaterThanOrEqual(5);
    for (const asset of assets) {
      expect(asset, 'same origin').toMatch(/^\/api\/docs\//);
      const response = await app.inject({ method: 'GET', url: asset });
      expect(response.statusCode, asset).toBe(200);
    }
    // The initializer loads the document the UI shows from the same origin.
    const initializer = await app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.body).toContain("resolveUrl('./json')");
    const shown = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(shown.json()).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('keeps the strict CSP for the rest of the app', async () => {
    const app = await h.http();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    const docs = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.headers['content-security-policy']).toBe(health.headers['content-security-policy']);
  });
});
