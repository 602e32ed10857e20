import { describe, expect, it } from 'vitest';
import { procedureInputSchema } from '../src/rest/openapi.js';
import { fieldsFromPath, REST_ROUTES, restInput, type RestRoute } from '../src/rest/routes.js';

// The REST route table: each row says where each input field of its procedure comes from, and
// one generic handler builds the input from it (rest/routes.ts restInput).

function row(method: RestRoute['method'], url: string): RestRoute {
  const found = REST_ROUTES.find((r) => r.method === method && r.url === url);
  if (!found) throw new Error(`no row ${method} ${url}`);
  return found;
}

describe('the REST route table', () => {
  it('declares each method and path once', () => {
    const keys = REST_ROUTES.map((r) => `${r.method} ${r.url}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('names only input fields its procedure has', () => {
    const wrong: string[] = [];
    for (const route of REST_ROUTES) {
      const fields = Object.keys(procedureInputSchema(route.procedure).properties);
      const named = [
        ...fieldsFromPath(route),
        ...(route.body === 'all' || route.body === undefined ? [] : route.body),
        ...Object.values(route.aliases ?? {}),
        ...Object.keys(route.read ?? {}),
      ];
      for (const field of named)
        if (!fields.includes(field)) wrong.push(`${route.method} ${route.url}: ${field}`);
    }
    expect(wrong).toEqual([]);
  });

  it('catches a row that names a field its procedure lacks', () => {
    const typo: RestRoute = { ...row('GET', '/api/meetings/:id'), params: { id: 'meetngId' } };
    const fields = Object.keys(procedureInputSchema(typo.procedure).properties);
    expect(fieldsFromPath(typo).filter((f) => !fields.includes(f))).toEqual(['meetngId']);
  });
});

describe('the input a row builds from path and body', () => {
  const cases: {
    name: string;
    route: RestRoute;
    params: Record<string, string>;
    body: Record<string, unknown>;
    input: Record<string, unknown> | undefined;
  }[] = [
    {
      name: 'neither path nor body: no input at all',
      route: row('GET', '/api/clubs'),
      params: {},
      body: { clubId: 1 },
      input: undefined,
    },
    {
      name: 'a GET reads its path only',
      route: row('GET', '/api/meetings/:id'),
      params: { id: '7' },
      body: { meetingId: 9, extra: true },
      input: { meetingId: '7' },
    },
    {
      name: 'listed body fields only, the path under its own name',
      route: row('PATCH', '/api/clubs/:clubId/members/:userId/role'),
      params: { clubId: '3', userId: '5' },
      body: { role: 'member', isSuperAdmin: true },
      input: { role: 'member', clubId: '3', userId: '5' },
    },
    {
      name: 'every body field, and the path wins over a body clubId',
      route: row('POST', '/api/clubs/:clubId/menu-items'),
      params: { clubId: '3' },
      body: { name: 'Soup', clubId: 99 },
      input: { name: 'Soup', clubId: '3' },
    },
    {
      name: 'an alias fills its field, an ISO timestamp keeps its calendar date',
      route: row('POST', '/api/clubs/:clubId/meetings'),
      params: { clubId: '3' },
      body: { date: '2031-03-04T09:00:00.000Z', startTime: '19:00' },
      input: {
        date: '2031-03-04T09:00:00.000Z',
        startTime: '19:00',
        scheduledDate: '2031-03-04',
        scheduledTime: '19:00',
        clubId: '3',
      },
    },
    {
      name: 'the input name wins over its alias',
      route: row('POST', '/api/clubs/:clubId/meetings'),
      params: { clubId: '3' },
      body: { date: '2031-03-04', scheduledDate: '2031-05-06', scheduledTime: '18:30' },
      input: {
        date: '2031-03-04',
        scheduledDate: '2031-05-06',
        scheduledTime: '18:30',
        clubId: '3',
      },
    },
    {
      name: "a plain date stays as sent; the path's meetingId wins",
      route: row('PATCH', '/api/meetings/:id'),
      params: { id: '7' },
      body: { date: '2031-03-04', meetingId: 1 },
      input: { date: '2031-03-04', meetingId: '7' },
    },
    {
      name: "'' unassigns (null)",
      route: row('POST', '/api/meetings/:id/roles/:roleId/assign'),
      params: { id: '7', roleId: '8' },
      body: { userId: '' },
      input: { userId: null, meetingId: '7', roleId: '8' },
    },
    {
      name: 'an officer assigns a userId as sent',
      route: row('POST', '/api/meetings/:id/roles/:roleId/assign'),
      params: { id: '7', roleId: '8' },
      body: { userId: 12 },
      input: { userId: 12, meetingId: '7', roleId: '8' },
    },
    {
      name: 'null volunteers (userId left out)',
      route: row('PATCH', '/api/roles/:roleId/assign'),
      params: { roleId: '8' },
      body: { userId: null },
      input: { userId: undefined, roleId: '8' },
    },
    {
      name: 'a body on a row that reads none is ignored',
      route: row('PATCH', '/api/roles/:roleId/confirm'),
      params: { roleId: '8' },
      body: { userId: 3 },
      input: { roleId: '8' },
    },
  ];

  it.each(cases)('$name', ({ route, params, body, input }) => {
    expect(restInput(route, params, body)).toStrictEqual(input);
  });
});
