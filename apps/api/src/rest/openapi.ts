import { API_TOKEN_PREFIX, SESSION_COOKIE } from '@lectern/auth';
import { z } from 'zod';
import { CSRF_HEADER } from '../http/request-guards.js';
import { appRouter } from '../router.js';
import { idSchema } from '../trpc/init.js';
import {
  fieldsFromPath,
  pathParams,
  REST_ROUTES,
  type ProcedurePath,
  type RestRoute,
} from './routes.js';

// The OpenAPI document of the REST door, generated from REST_ROUTES and the procedures' zod
// inputs so it cannot drift from what the server accepts (decision 003).

type JsonSchema = Record<string, unknown>;

interface ObjectSchema {
  type: 'object';
  properties: Record<string, JsonSchema>;
  required: string[];
  /** Required fields that may come under either of two names. */
  allOf?: JsonSchema[];
}

/**
 * Procedures anyone may call signed out: the landing page reads the public settings, and a
 * browser asks for the push key before it subscribes.
 */
const PUBLIC_PROCEDURES: ReadonlySet<ProcedurePath> = new Set([
  'platformSettings.list',
  'push.key',
]);

const BODY_METHODS = new Set<RestRoute['method']>(['POST', 'PUT', 'PATCH']);

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: unknown[];
  /** `answer(schema)`: the declared answer's schema is its `schema`. */
  output?: { schema: z.ZodType };
}

function procedureDef(path: ProcedurePath): ProcedureDef {
  const procedures = (
    appRouter._def as unknown as { procedures: Record<string, { _def: unknown }> }
  ).procedures;
  const procedure = procedures[path];
  if (!procedure) throw new Error(`REST route names an unknown procedure: ${path}`);
  return procedure._def as ProcedureDef;
}

const DATE_TIME = { type: 'string', format: 'date-time' } as const;

function toJsonSchema(schema: unknown, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema as z.ZodType, {
    io,
    unrepresentable: 'any',
    // A Date in an answer reaches a REST client as its JSON form, an ISO timestamp.
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'date') Object.assign(jsonSchema, DATE_TIME);
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** Whether the procedure declares the shape of its answer (`.output(...)`). */
export function declaresOutput(path: ProcedurePath): boolean {
  return procedureDef(path).output !== undefined;
}

/** A tRPC procedure's chained `.input()` parsers, merged into one object schema. */
export function procedureInputSchema(path: ProcedurePath): ObjectSchema {
  const merged: ObjectSchema = { type: 'object', properties: {}, required: [] };
  for (const parser of procedureDef(path).inputs) {
    const json = toJsonSchema(parser, 'input');
    if (json.type !== 'object') throw new Error(`${path}: input is not an object schema`);
    Object.assign(merged.properties, (json.properties ?? {}) as Record<string, JsonSchema>);
    merged.required.push(...((json.required ?? []) as string[]));
  }
  return merged;
}

/** The REST payload: the input fields the row reads from the body, none the path fills. */
export function payloadSchema(route: RestRoute): ObjectSchema {
  const input = procedureInputSchema(route.procedure);
  const fromPath = new Set(fieldsFromPath(route));
  const keep = (key: string) =>
    !fromPath.has(key) &&
    (route.body === 'all' || (route.body !== undefined && route.body.includes(key)));
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const eitherOf: JsonSchema[] = [];
  const aliasOf = new Map(Object.entries(route.aliases ?? {}).map(([body, key]) => [key, body]));
  for (const [key, schema] of Object.entries(input.properties)) {
    if (!keep(key)) continue;
    const alias = aliasOf.get(key);
    if (alias === undefined) {
      properties[key] = schema;
      if (input.required.includes(key)) required.push(key);
    } else {
      // Either spelling is accepted; the required one is satisfied by either.
      properties[alias] = { ...schema, description: `Also accepted as ${key}.` };
      properties[key] = { ...schema, description: `Same as ${alias}.` };
      if (input.required.includes(key))
        eitherOf.push({ anyOf: [{ required: [alias] }, { required: [key] }] });
    }
  }
  return {
    type: 'object',
    properties,
    required,
    ...(eitherOf.length > 0 ? { allOf: eitherOf } : {}),
  };
}

function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

export function operationId(route: RestRoute): string {
  const words = `${route.method.toLowerCase()} ${route.url.replace(/^\/api\//, '')}`
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words.map((w, i) => (i === 0 ? w : w[0]?.toUpperCase() + w.slice(1))).join('');
}

function securityFor(route: RestRoute): Record<string, string[]>[] {
  const session: Record<string, string[]> =
    route.method === 'GET' ? { sessionCookie: [] } : { sessionCookie: [], csrfHeader: [] };
  const signedIn = [{ apiToken: [] }, session];
  return PUBLIC_PROCEDURES.has(route.procedure) ? [...signedIn, {}] : signedIn;
}

function operation(route: RestRoute, idParam: JsonSchema) {
  const def = procedureDef(route.procedure);
  const input = procedureInputSchema(route.procedure);
  const description = [
    `Calls the \`${route.procedure}\` procedure: the same validation, rules and permissions as the tRPC door.`,
    route.note,
  ]
    .filter(Boolean)
    .join(' ');
  const parameters = pathParams(route.url).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: input.properties[route.params?.[name] ?? name] ?? idParam,
  }));
  const body = payloadSchema(route);
  // A DELETE reads a body only where its row says so (a push subscription names its endpoint).
  const hasBody =
    (BODY_METHODS.has(route.method) || route.body !== undefined) &&
    Object.keys(body.properties).length > 0;
  const status = String(route.status ?? 200);
  const output = def.output === undefined ? undefined : toJsonSchema(def.output.schema, 'output');
  const success: JsonSchema = {
    description: 'Success',
    content: { 'application/json': output === undefined ? {} : { schema: output } },
    ...(route.attachment === undefined
      ? {}
      : {
          headers: {
            'Content-Disposition': {
              description: `attachment; filename="${route.attachment}"`,
              schema: { type: 'string' },
            },
          },
        }),
  };
  return {
    operationId: operationId(route),
    tags: [route.procedure.split('.')[0] ?? 'api'],
    summary: `${route.method} ${openApiPath(route.url)}`,
    description,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(hasBody
      ? {
          requestBody: {
            required: body.required.length > 0,
            content: { 'application/json': { schema: body } },
          },
        }
      : {}),
    responses: {
      [status]: success,
      '4XX': { $ref: '#/components/responses/Error' },
      '5XX': { $ref: '#/components/responses/Error' },
    },
    security: securityFor(route),
  };
}

/** One error body for every failure of the REST door (rest/routes.ts sendError; src/errors.ts). */
const ERROR_SCHEMA = {
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: {
      type: 'string',
      description:
        'A plain sentence; contains Unauthorized (401), Forbidden (403), Not found (404) or names the rule (409).',
    },
    code: { type: 'string', examples: ['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'] },
    issues: {
      type: 'array',
      description: 'Field errors of invalid input (400).',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
    requestId: { type: 'string', description: 'Quote it when reporting a 500.' },
  },
};

/** The one REST path that is not JSON: it renders what meetings.get and its companions return. */
function agendaPdfOperation(idParam: JsonSchema) {
  return {
    operationId: 'meetings.agendaPdf',
    summary: "The meeting's agenda as an A4 PDF (same permissions as GET /api/meetings/{id})",
    parameters: [{ name: 'id', in: 'path', required: true, schema: idParam }],
    responses: {
      '200': {
        description: 'The agenda, as an attachment',
        content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
      },
      '4XX': { $ref: '#/components/responses/Error' },
      '5XX': { $ref: '#/components/responses/Error' },
    },
    security: [{ apiToken: [] }, { sessionCookie: [] }],
  };
}

export function buildOpenApiDocument() {
  const idParam = toJsonSchema(idSchema, 'input');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of REST_ROUTES) {
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route, idParam);
  }
  paths['/api/meetings/{id}/agenda.pdf'] = { get: agendaPdfOperation(idParam) };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lectern REST API',
      version: '1.0.0',
      description:
        'The REST door of Lectern. Every path calls the same tRPC procedure the web app uses (also reachable at /api/trpc). Scripts send a personal API token as a Bearer token; browsers send the session cookie and, on changes, the CSRF header. Bodies are JSON.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Error: ERROR_SCHEMA },
      responses: {
        Error: {
          description: 'Any failure',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      securitySchemes: {
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_TOKEN_PREFIX}…`,
          description: `A personal API token (${API_TOKEN_PREFIX}…) with the owner's rights.`,
        },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The browser session set at sign-in.',
        },
        csrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: CSRF_HEADER,
          description:
            'Any value; required with the session cookie on POST, PUT, PATCH and DELETE.',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

let cached: OpenApiDocument | undefined;
/** Built once per process: the route table and the schemas do not change at run time. */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument();
  return cached;
}
