import { authorize, type Actor, type Permission } from '@lectern/domain';
import type { Pipeline } from '@lectern/db/pipeline';
import { initTRPC } from '@trpc/server';
import { z } from 'zod';
import { appError, fromDatabaseError, MESSAGES } from '../errors.js';
import { bindLog } from '../http/logging.js';
import type { Context, ScopedRead } from './context.js';

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
 * Database failures become the shared vocabulary (409, 400, 503) instead of a bare 500. With
 * `credentialRequired`, a request without any credential is refused first, before its input is
 * read (one middleware for both: each level of tRPC's chain copies the call's options).
 */
const databaseErrors = (credentialRequired: boolean) =>
  t.middleware(async ({ ctx, next }) => {
    if (credentialRequired && !ctx.caller.presentsCredential) throw appError('UNAUTHORIZED');
    const result = await next();
    if (!result.ok) {
      const mapped = fromDatabaseError(result.error.cause);
      if (mapped) throw mapped;
    }
    return result;
  });

export const publicProcedure = t.procedure.use(databaseErrors(false));

export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const identity = await ctx.caller.identity();
  if (!identity) throw appError('UNAUTHORIZED');
  return next({ ctx: { user: identity.user } });
});

/**
 * For procedures that look the caller up together with their scope (after reading the input):
 * a request without any credential is refused first, as authedProcedure refuses it.
 */
export const credentialedProcedure = t.procedure.use(databaseErrors(true));

export function actorFor(
  user: { id: number; isSuperAdmin: boolean },
  membership: Actor['membership'] | undefined | null,
): Actor {
  return { userId: user.id, isSuperAdmin: user.isSuperAdmin, membership: membership ?? null };
}

/** 404 for outsiders (no active membership), 403 for members lacking the right (SECURITY.md §2). */
export function requirePermission(actor: Actor, permission: Permission): void {
  const decision = authorize(actor, permission);
  if (!decision.ok) throw appError(decision.violation === 'not_found' ? 'NOT_FOUND' : 'FORBIDDEN');
}

const readNumbers = new WeakMap<object, number>();
let readsNumbered = 0;

/**
 * A procedure's read of its club or meeting as the caller's lookup sends it or the read cache
 * keeps it: keyed by the read function and the club or meeting it reads.
 */
export function scopedRead<T>(
  read: (on: Pipeline, id: number, now: Date) => Promise<T>,
  scope: 'club' | 'meeting',
  id: number,
  at: Date,
): ScopedRead<T> {
  let number = readNumbers.get(read);
  if (number === undefined) readNumbers.set(read, (number = readsNumbered++));
  return { key: `${number}:${scope}:${id}`, at, run: (on) => read(on, id, at) };
}

/**
 * A procedure on a club named in the input; the caller and their membership are read from the
 * database every time, in one query. A read of the club given here travels with that query
 * (decision 009), or comes from the read cache when the club is unchanged (decision 012), and
 * reaches the procedure as `ctx.read` once the permission check has passed. It may depend on
 * `now` only through the club's calendar day.
 */
export function clubProcedure<T = undefined>(
  permission: Permission,
  read?: (on: Pipeline, clubId: number, now: Date) => Promise<T>,
) {
  return credentialedProcedure
    .input(z.object({ clubId: idSchema }))
    .use(async ({ ctx, input, next }) => {
      const { clubId } = input;
      const at = ctx.now();
      const found = await ctx.caller.inClub(clubId, read && scopedRead(read, 'club', clubId, at));
      if (!found.identity) throw appError('UNAUTHORIZED');
      bindLog(ctx.log, { clubId });
      const actor = actorFor(found.identity.user, found.membership);
      requirePermission(actor, permission);
      // The read and the handler see one instant (the dashboard's "today" and its day count).
      const now = () => at;
      const data = await found.read();
      return next({ ctx: { user: found.identity.user, clubId, actor, read: data, now } });
    });
}

/** Platform administration: only the super admin flag counts (it grants no club rights). */
export const superAdminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isSuperAdmin) throw appError('FORBIDDEN');
  return next();
});

/**
 * A procedure on the caller's own record in a club (profile): an active member needs the
 * permission; an inactive member still reaches their own record (SECURITY.md §1); anyone else
 * gets 404.
 */
export function ownRecordProcedure(permission: Permission) {
  return credentialedProcedure
    .input(z.object({ clubId: idSchema }))
    .use(async ({ ctx, input, next }) => {
      const { identity, membership } = await ctx.caller.inClub(input.clubId);
      if (!identity) throw appError('UNAUTHORIZED');
      if (!membership) throw appError('NOT_FOUND');
      bindLog(ctx.log, { clubId: input.clubId });
      const actor = actorFor(identity.user, membership);
      if (membership.status === 'active') requirePermission(actor, permission);
      return next({ ctx: { user: identity.user, clubId: input.clubId, actor, membership } });
    });
}
