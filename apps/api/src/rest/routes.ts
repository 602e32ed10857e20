import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import {
  appError,
  fromDatabaseError,
  httpStatusOf,
  MESSAGES,
  RETRY_AFTER_SECONDS,
} from '../errors.js';
import { contextFor, type AppDeps } from '../http/context.js';
import { createCaller } from '../router.js';

type Caller = ReturnType<typeof createCaller>;
type Params = Record<string, string>;
type Body = Record<string, unknown>;

interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  status?: number;
  /** Bytes of request body this route accepts, when more than the server default (1 MiB). */
  bodyLimit?: number;
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
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)
    ? value.slice(0, 10)
    : value;
}

/** Logo uploads arrive as data URLs of up to 5 MB (about 6.7 MB once base64-encoded). */
const LOGO_BODY_LIMIT = 8 * 1024 * 1024;

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** SPEC §7 paths onto the same procedures the web app calls (DESIGN.md §1: one request, both doors). */
export const REST_ROUTES: RestRoute[] = [
  { method: 'GET', url: '/api/auth/user', handle: (c) => c.auth.user() },
  {
    method: 'GET',
    url: '/api/auth/user/role/:clubId',
    handle: (c, p) => c.auth.roleInClub({ clubId: p.clubId }),
  },
  { method: 'GET', url: '/api/clubs', handle: (c) => c.clubs.list() },
  { method: 'GET', url: '/api/clubs/:clubId', handle: (c, p) => c.clubs.get({ clubId: p.clubId }) },
  {
    method: 'PUT',
    url: '/api/clubs/:clubId',
    bodyLimit: LOGO_BODY_LIMIT,
    handle: (c, p, b) => c.clubs.update(unvalidated({ ...b, clubId: p.clubId })),
  },
  {
    method: 'PATCH',
    url: '/api/clubs/:id',
    handle: (c, p, b) => c.clubs.updateMission(unvalidated({ mission: b.mission, clubId: p.id })),
  },
  // The super admin gets every setting; anyone else (signed out too) the public keys.
  { method: 'GET', url: '/api/platform-settings', handle: (c) => c.platformSettings.list() },
  {
    method: 'POST',
    url: '/api/platform-settings',
    bodyLimit: LOGO_BODY_LIMIT,
    handle: (c, _p, b) => c.platformSettings.save(unvalidated(b)),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/dashboard',
    handle: (c, p) => c.clubs.dashboard({ clubId: p.clubId }),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/meetings',
    handle: (c, p) => c.meetings.list({ clubId: p.clubId }),
  },
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
  {
    method: 'GET',
    url: '/api/meetings/:id',
    handle: (c, p) => c.meetings.get({ meetingId: p.id }),
  },
  {
    method: 'PATCH',
    url: '/api/meetings/:id',
    handle: (c, p, b) =>
      c.meetings.update(unvalidated({ ...b, date: calendarDate(b.date), meetingId: p.id })),
  },
  {
    method: 'DELETE',
    url: '/api/meetings/:id',
    handle: (c, p) => c.meetings.delete({ meetingId: p.id }),
  },
  {
    method: 'GET',
    url: '/api/meetings/:id/roles',
    handle: (c, p) => c.meetingRoles.list({ meetingId: p.id }),
  },
  {
    method: 'POST',
    url: '/api/meetings/:meetingId/roles',
    status: 201,
    handle: (c, p, b) =>
      c.meetingRoles.add(unvalidated({ meetingId: p.meetingId, roleType: b.roleType })),
  },
  {
    method: 'POST',
    url: '/api/meetings/:id/roles/:roleId/assign',
    // The agenda editor sends userId '' to unassign.
    handle: (c, p, b) =>
      c.meetingRoles.assign(
        unvalidated({
          roleId: p.roleId,
          meetingId: p.id,
          userId: b.userId === '' || b.userId === null ? null : b.userId,
        }),
      ),
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
      if (b.userId === me.id || b.userId === String(me.id))
        return c.meetingRoles.volunteer(unvalidated({ roleId: p.roleId }));
      return c.meetingRoles.assign(unvalidated({ roleId: p.roleId, userId: b.userId }));
    },
  },
  {
    method: 'PATCH',
    url: '/api/roles/:roleId/unassign',
    handle: (c, p) => c.meetingRoles.retract(unvalidated({ roleId: p.roleId })),
  },
  {
    method: 'PATCH',
    url: '/api/roles/:roleId/confirm',
    handle: (c, p) => c.meetingRoles.confirm(unvalidated({ roleId: p.roleId })),
  },
  {
    method: 'GET',
    url: '/api/meetings/:id/rsvps',
    handle: (c, p) => c.rsvps.list({ meetingId: p.id }),
  },
  {
    method: 'POST',
    url: '/api/meetings/:meetingId/rsvps',
    // The path names the meeting; mealPrice and totalPrice are recomputed by the server. A
    // userId other than the caller's is a manager's "Add RSVP" (refused for anyone else).
    handle: async (c, p, b) => {
      const input = { ...b, meetingId: p.meetingId };
      if (isPresent(b.userId)) {
        const me = await c.auth.user();
        if (String(b.userId) !== String(me.id))
          return c.rsvps.submitFor(unvalidated({ ...input, userId: b.userId }));
      }
      return c.rsvps.submit(unvalidated(input));
    },
  },
  {
    method: 'PATCH',
    url: '/api/rsvps/:rsvpId/payment',
    handle: (c, p, b) =>
      c.rsvps.setPayment(unvalidated({ rsvpId: p.rsvpId, paymentStatus: b.paymentStatus })),
  },
  {
    method: 'POST',
    url: '/api/create-payment-intent',
    // The amount is the RSVP's server-side total; the client's `amount` is not passed on.
    handle: (c, _p, b) => c.payments.createIntent(unvalidated({ rsvpId: b.rsvpId })),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/members',
    handle: (c, p) => c.members.list({ clubId: p.clubId }),
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/members',
    status: 201,
    handle: (c, p, b) => c.members.add(unvalidated({ ...b, clubId: p.clubId })),
  },
  {
    method: 'PATCH',
    url: '/api/clubs/:clubId/members/:userId/role',
    handle: (c, p, b) =>
      c.members.changeRole(unvalidated({ clubId: p.clubId, userId: p.userId, role: b.role })),
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/bulk-upload-members',
    handle: (c, p, b) =>
      c.members.bulkUpload(unvalidated({ members: b.members, clubId: p.clubId })),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/membership-stats',
    handle: (c, p) => c.members.stats({ clubId: p.clubId }),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/agenda-templates',
    handle: (c, p) => c.agendaTemplates.list(unvalidated({ clubId: p.clubId })),
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/agenda-templates',
    status: 201,
    handle: (c, p, b) => c.agendaTemplates.create(unvalidated({ ...b, clubId: p.clubId })),
  },
  {
    method: 'PUT',
    url: '/api/agenda-templates/:id',
    handle: (c, p, b) =>
      c.agendaTemplates.update(
        unvalidated({ templateId: p.id, name: b.name, content: b.content, isDefault: b.isDefault }),
      ),
  },
  {
    method: 'DELETE',
    url: '/api/agenda-templates/:id',
    handle: (c, p) => c.agendaTemplates.delete(unvalidated({ templateId: p.id })),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/menu-items',
    handle: (c, p) => c.menuItems.list({ clubId: p.clubId }),
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/menu-items',
    status: 201,
    // The body's clubId is the client's echo of the path; the path decides.
    handle: (c, p, b) => c.menuItems.create(unvalidated({ ...b, clubId: p.clubId })),
  },
  {
    method: 'DELETE',
    url: '/api/menu-items/:id',
    handle: (c, p) => c.menuItems.delete(unvalidated({ menuItemId: p.id })),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/member-profile',
    handle: (c, p) => c.profile.get({ clubId: p.clubId }),
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/member-profile',
    handle: (c, p, b) => c.profile.saveMember(unvalidated({ ...b, clubId: p.clubId })),
  },
  {
    method: 'PUT',
    url: '/api/clubs/:clubId/member-profile',
    // The guest form also sends membershipStatus 'guest': it is not an input (guests never self-convert).
    handle: (c, p, b) => c.profile.saveGuest(unvalidated({ ...b, clubId: p.clubId })),
  },
  { method: 'GET', url: '/api/pathways', handle: (c) => c.pathways.list() },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/members/:userId/pathway-progress',
    handle: (c, p) => c.pathways.progress(unvalidated({ clubId: p.clubId, userId: p.userId })),
  },
];

export function sendError(reply: FastifyReply, error: unknown, requestId: string) {
  const trpcError =
    error instanceof TRPCError
      ? error
      : (fromDatabaseError(error) ?? appError('INTERNAL', undefined, error));
  const status = httpStatusOf(trpcError.code);
  if (status >= 500 && status !== 503)
    reply.log.error({ err: trpcError.cause ?? trpcError }, 'request failed');
  if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  const cause = trpcError.cause as { issues?: unknown } | undefined;
  const isValidation = trpcError.code === 'BAD_REQUEST' && cause?.issues !== undefined;
  return reply.code(status).send({
    message:
      status === 500 ? MESSAGES.internal : isValidation ? 'Invalid input' : trpcError.message,
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
      ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
      handler: async (request, reply) => {
        try {
          const caller = createCaller(await contextFor(request, deps));
          const result = await route.handle(
            caller,
            request.params as Params,
            bodyOf(request),
            request,
          );
          return reply.code(route.status ?? 200).send(result);
        } catch (error) {
          return sendError(reply, error, request.id);
        }
      },
    });
  }
}
