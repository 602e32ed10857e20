import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import { appError, httpStatusOf, MESSAGES } from '../errors.js';
import { contextFor, type AppDeps } from '../http/context.js';
import { createCaller } from '../router.js';

type Caller = ReturnType<typeof createCaller>;
type Params = Record<string, string>;
type Body = Record<string, unknown>;

interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  status?: number;
  /** Maps the documented payload onto the procedure; the procedure validates and authorizes. */
  handle(caller: Caller, params: Params, body: Body, request: FastifyRequest): Promise<unknown>;
}

/** Procedures validate their own input with zod; the adapter passes the payload through as is. */
function unvalidated<T>(input: Record<string, unknown>): T {
  return input as T;
}

function bodyOf(request: FastifyRequest): Body {
  const body = request.body;
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
}

/** The spec's client sends dates as 'YYYY-MM-DD' or as an ISO timestamp; keep the calendar date. */
function calendarDate(value: unknown): unknown {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;
}

/** SPEC §7 paths onto the same procedures the web app calls (DESIGN.md §1: one request, both doors). */
export const REST_ROUTES: RestRoute[] = [
  { method: 'GET', url: '/api/auth/user', handle: (c) => c.auth.user() },
  { method: 'GET', url: '/api/auth/user/role/:clubId', handle: (c, p) => c.auth.roleInClub({ clubId: p.clubId }) },
  { method: 'GET', url: '/api/clubs', handle: (c) => c.clubs.list() },
  { method: 'GET', url: '/api/clubs/:clubId', handle: (c, p) => c.clubs.get({ clubId: p.clubId }) },
  { method: 'GET', url: '/api/platform-settings', handle: (c) => c.platformSettings.public() },
  { method: 'GET', url: '/api/clubs/:clubId/meetings', handle: (c, p) => c.meetings.list({ clubId: p.clubId }) },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/meetings/upcoming',
    handle: (c, p) => c.meetings.upcoming({ clubId: p.clubId }),
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/meetings',
    status: 201,
    // The spec's client sends date/startTime (scheduledDate/scheduledTime removed); endTime is
    // recomputed by the server and a body clubId is ignored in favour of the path.
    handle: (c, p, b) =>
      c.meetings.create(
        unvalidated({
        ...b,
        clubId: p.clubId,
        scheduledDate: calendarDate(b.scheduledDate ?? b.date),
        scheduledTime: b.scheduledTime ?? b.startTime,
        }),
      ),
  },
  { method: 'GET', url: '/api/meetings/:id', handle: (c, p) => c.meetings.get({ meetingId: p.id }) },
  {
    method: 'PATCH',
    url: '/api/meetings/:id',
    handle: (c, p, b) =>
      c.meetings.update(unvalidated({ ...b, date: calendarDate(b.date), meetingId: p.id })),
  },
  { method: 'DELETE', url: '/api/meetings/:id', handle: (c, p) => c.meetings.delete({ meetingId: p.id }) },
  { method: 'GET', url: '/api/meetings/:id/roles', handle: (c, p) => c.meetingRoles.list({ meetingId: p.id }) },
  {
    method: 'POST',
    url: '/api/meetings/:meetingId/roles',
    status: 201,
    handle: (c, p, b) => c.meetingRoles.add(unvalidated({ meetingId: p.meetingId, roleType: b.roleType })),
  },
  {
    method: 'POST',
    url: '/api/meetings/:id/roles/:roleId/assign',
    // The agenda editor sends userId '' to unassign.
    handle: (c, p, b) =>
      c.meetingRoles.assign(unvalidated({
        roleId: p.roleId,
        meetingId: p.id,
        userId: b.userId === '' || b.userId === null ? null : b.userId,
      })),
  },
  {
    method: 'PATCH',
    url: '/api/roles/:roleId/assign',
    // An empty body means "volunteer as myself"; a userId is an officer's assignment.
    handle: async (c, p, b) => {
      if (b.userId === undefined || b.userId === null || b.userId === '') {
        return c.meetingRoles.volunteer(unvalidated({ roleId: p.roleId }));
      }
      const me = await c.auth.user();
      if (b.userId === me.id || b.userId === String(me.id)) return c.meetingRoles.volunteer(unvalidated({ roleId: p.roleId }));
      return c.meetingRoles.assign(unvalidated({ roleId: p.roleId, userId: b.userId }));
    },
  },
  { method: 'PATCH', url: '/api/roles/:roleId/unassign', handle: (c, p) => c.meetingRoles.retract(unvalidated({ roleId: p.roleId })) },
  { method: 'PATCH', url: '/api/roles/:roleId/confirm', handle: (c, p) => c.meetingRoles.confirm(unvalidated({ roleId: p.roleId })) },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/agenda-templates',
    handle: (c, p) => c.agendaTemplates.list(unvalidated({ clubId: p.clubId })),
  },
];

export function sendError(reply: FastifyReply, error: unknown, requestId: string) {
  const trpcError = error instanceof TRPCError ? error : appError('INTERNAL', undefined, error);
  const status = httpStatusOf(trpcError.code);
  if (status >= 500 && status !== 503) reply.log.error({ err: trpcError.cause ?? trpcError }, 'request failed');
  if (status === 503) reply.header('retry-after', '2');
  const cause = trpcError.cause as { issues?: unknown } | undefined;
  const isValidation = trpcError.code === 'BAD_REQUEST' && cause?.issues !== undefined;
  return reply.code(status).send({
    message: status === 500 ? MESSAGES.internal : isValidation ? 'Invalid input' : trpcError.message,
    code: trpcError.code,
    ...(isValidation ? { issues: validationIssues(cause.issues) } : {}),
    ...(status === 500 ? { requestId } : {}),
  });
}

function validationIssues(issues: unknown) {
  if (!Array.isArray(issues)) return [];
  return issues.map((issue: { path?: unknown[]; message?: string }) => ({
    path: (issue.path ?? []).join('.'),
    message: issue.message ?? 'Invalid value',
  }));
}

export function registerRestRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const route of REST_ROUTES) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        try {
          const caller = createCaller(await contextFor(request, deps));
          const result = await route.handle(caller, request.params as Params, bodyOf(request), request);
          return reply.code(route.status ?? 200).send(result);
        } catch (error) {
          return sendError(reply, error, request.id);
        }
      },
    });
  }
}
