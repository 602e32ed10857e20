import { authorize, CLUB_FOUNDING_TEXT, type Actor, type Permission } from '@lectern/domain';
import { findClubAccess, membershipFrom } from '@lectern/db/queries/memberships';
import { initTRPC } from '@trpc/server';
import { z } from 'zod';
import { appError, fromDatabaseError, MESSAGES } from '../errors.js';
import { bindLog } from '../http/logging.js';
import type { Context } from './context.js';

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    // Field errors for bad input; never stack traces or internals.
    const fieldErrors =
      error.code === 'BAD_REQUEST' && error.cause instanceof z.ZodError
        ? z.flattenError(error.cause).fieldErrors
        : undefined;
    const message =
      error.code === 'INTERNAL_SERVER_ERROR'
        ? MESSAGES.internal
        : error.code === 'BAD_REQUEST' && error.cause instanceof z.ZodError
          ? 'Invalid input'
          : shape.message;
    return {
      message,
      code: shape.code,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        fieldErrors,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * A procedure's declared answer, for `.output(answer(schema))`: checked with zod's `parse`. Given
 * the schema itself, tRPC checks with `parseAsync`, which never uses zod's compiled checker (a
 * list of 50 meetings: 54 µs against 9). The schema stays on `schema` for the OpenAPI document;
 * `~standard` gives tRPC its input and output types.
 */
export function answer<S extends z.ZodType>(schema: S) {
  return {
    '~standard': schema['~standard'],
    schema,
    parse: (value: unknown): z.output<S> => schema.parse(value),
  };
}

/** Database failures become the shared vocabulary (409, 400, 503) instead of a bare 500. */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = fromDatabaseError(result.error.cause);
    if (mapped) throw mapped;
  }
  return result;
});

/**
 * A signed-in caller (401 otherwise, before any input is read). A read-only API token reaches
 * queries only: every mutation answers 403 for it.
 */
export const authedProcedure = publicProcedure.use(async ({ ctx, type, next }) => {
  const identity = await ctx.identity();
  if (!identity) throw appError('UNAUTHORIZED');
  if (type === 'mutation' && identity.scope === 'read') throw appError('FORBIDDEN');
  return next({ ctx: { user: identity.user } });
});

/**
 * Only a person signed in through the browser, never an API token: creating tokens and deleting
 * the account stay out of a script's reach, whatever the token's scope.
 */
export const browserSessionProcedure = authedProcedure.use(async ({ ctx, next }) => {
  const identity = await ctx.identity();
  if (identity?.via !== 'session') throw appError('FORBIDDEN');
  return next();
});

export function actorFor(
  user: { id: number; isSuperAdmin: boolean },
  membership: Actor['membership'] | undefined | null,
): Actor {
  return { userId: user.id, isSuperAdmin: user.isSuperAdmin, membership: membership ?? null };
}

/** 404 for outsiders (no active membership), 403 for members lacking the right. */
export function requirePermission(actor: Actor, permission: Permission): void {
  const decision = authorize(actor, permission);
  if (!decision.ok) throw appError(decision.violation === 'not_found' ? 'NOT_FOUND' : 'FORBIDDEN');
}

/**
 * An archived club is read-only: every mutation on it answers 409 with this message, after the
 * permission check (outsiders still get 404). docs/decisions/032-clubs-come-into-being.md.
 */
export function refuseChangesToArchivedClub(
  type: string,
  clubArchivedAt: Date | null | undefined,
): void {
  if (type === 'mutation' && clubArchivedAt)
    throw appError('CONFLICT', CLUB_FOUNDING_TEXT.archived);
}

/**
 * A procedure on a club named in the input: the club and the caller's membership there are read
 * (one indexed statement) and the permission checked before the procedure runs; an archived
 * club takes no changes.
 */
export function clubProcedure(permission: Permission) {
  return authedProcedure
    .input(z.object({ clubId: idSchema }))
    .use(async ({ ctx, input, type, next }) => {
      const { clubId } = input;
      const access = await findClubAccess(ctx.db, clubId, ctx.user.id);
      bindLog(ctx.log, { clubId });
      const actor = actorFor(ctx.user, access ? membershipFrom(access) : null);
      requirePermission(actor, permission);
      refuseChangesToArchivedClub(type, access?.clubArchivedAt);
      return next({ ctx: { clubId, actor } });
    });
}

/** Platform administration: only the super admin flag counts (it grants no club rights). */
export const superAdminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isSuperAdmin) throw appError('FORBIDDEN');
  return next();
});

/**
 * A procedure on the caller's own record in a club (profile): an active member needs the
 * permission; an inactive member still reaches their own record; anyone else gets 404.
 */
export function ownRecordProcedure(permission: Permission) {
  return authedProcedure
    .input(z.object({ clubId: idSchema }))
    .use(async ({ ctx, input, type, next }) => {
      const { clubId } = input;
      const access = await findClubAccess(ctx.db, clubId, ctx.user.id);
      const membership = access ? membershipFrom(access) : null;
      if (!access || !membership) throw appError('NOT_FOUND');
      bindLog(ctx.log, { clubId });
      const actor = actorFor(ctx.user, membership);
      if (membership.status === 'active') requirePermission(actor, permission);
      refuseChangesToArchivedClub(type, access.clubArchivedAt);
      return next({ ctx: { clubId, actor, membership } });
    });
}
