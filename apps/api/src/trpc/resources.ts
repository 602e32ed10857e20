import type { Permission } from '@lectern/domain';
import type { Pipeline } from '@lectern/db/pipeline';
import { findTemplateScope } from '@lectern/db/queries/agenda-templates';
import { findMenuItemScope } from '@lectern/db/queries/menu-items';
import { findRsvpScope } from '@lectern/db/queries/rsvps';
import { membershipFrom } from '@lectern/db/queries/memberships';
import type { AuthUser } from '@lectern/auth';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ResolvedIdentity } from '../auth/identity.js';
import { appError } from '../errors.js';
import { bindLog } from '../http/logging.js';
import {
  actorFor,
  authedProcedure,
  credentialedProcedure,
  idSchema,
  requirePermission,
  scopedRead,
} from './init.js';

// Resource procedures: load the resource, derive its club from it (never from the input),
// check the caller's membership and permission, and hand both to the procedure.

type Scope = Parameters<typeof membershipFrom>[0] & { clubId: number };

/**
 * The caller's permission on a resource's scope, checked: 404 without the resource, then the
 * permission (404 for outsiders, 403 for members lacking it). Names the club in the request's log.
 */
function checkedScope<S extends Scope>(
  ctx: { log: FastifyBaseLogger },
  user: AuthUser,
  found: S | null | undefined,
  permission: Permission,
) {
  if (!found) throw appError('NOT_FOUND');
  bindLog(ctx.log, { clubId: found.clubId });
  const actor = actorFor(user, membershipFrom(found));
  requirePermission(actor, permission);
  return { actor, scope: found };
}

/** The caller and the scope one lookup found: 401 without a caller, then as `checkedScope`. */
function checkedCaller<S extends Scope>(
  ctx: { log: FastifyBaseLogger },
  found: { identity: ResolvedIdentity | null; scope: S | null },
  permission: Permission,
) {
  const { identity, scope } = found;
  if (!identity) throw appError('UNAUTHORIZED');
  return { user: identity.user, ...checkedScope(ctx, identity.user, scope, permission) };
}

/**
 * A procedure on a meeting named in the input. A read of the meeting given here travels with the
 * caller's lookup (decision 009) or comes from the read cache (decision 012), and reaches the
 * procedure as `ctx.read` once the permission check has passed; it reads by the meeting's id alone
 * (the scope lookup finds its club), and depends on `now` only through the club's calendar day.
 */
export function meetingProcedure<T = undefined>(
  permission: Permission,
  read?: (on: Pipeline, meetingId: number, now: Date) => Promise<T>,
) {
  return credentialedProcedure
    .input(z.object({ meetingId: idSchema }))
    .use(async ({ ctx, input, next }) => {
      const at = ctx.now();
      const found = await ctx.caller.inMeeting(
        input.meetingId,
        read && scopedRead(read, 'meeting', input.meetingId, at),
      );
      const { user, actor, scope } = checkedCaller(ctx, found, permission);
      const { clubId, meetingId, timeZone } = scope;
      const now = () => at; // one instant for the read and the handler, as clubProcedure
      const data = await found.read();
      return next({ ctx: { user, clubId, meetingId, timeZone, actor, read: data, now } });
    });
}

/** A procedure on a meeting role: the caller is looked up with the role's scope, in one query. */
export function meetingRoleProcedure(permission: Permission) {
  return credentialedProcedure
    .input(z.object({ roleId: idSchema }))
    .use(async ({ ctx, input, next }) => {
      const found = await ctx.caller.inRole(input.roleId);
      const { user, actor, scope } = checkedCaller(ctx, found, permission);
      return next({ ctx: { user, clubId: scope.clubId, roleScope: scope, actor } });
    });
}

export function rsvpProcedure(permission: Permission) {
  return authedProcedure.input(z.object({ rsvpId: idSchema })).use(async ({ ctx, input, next }) => {
    const { actor, scope } = checkedScope(
      ctx,
      ctx.user,
      await findRsvpScope(ctx.db, input.rsvpId, ctx.user.id),
      permission,
    );
    return next({ ctx: { clubId: scope.clubId, rsvpScope: scope, actor } });
  });
}

export function templateProcedure(permission: Permission) {
  return authedProcedure
    .input(z.object({ templateId: idSchema }))
    .use(async ({ ctx, input, next }) => {
      const { actor, scope } = checkedScope(
        ctx,
        ctx.user,
        await findTemplateScope(ctx.db, input.templateId, ctx.user.id),
        permission,
      );
      return next({ ctx: { clubId: scope.clubId, templateId: scope.templateId, actor } });
    });
}

export function menuItemProcedure(permission: Permission) {
  return authedProcedure
    .input(z.object({ menuItemId: idSchema }))
    .use(async ({ ctx, input, next }) => {
      const { actor, scope } = checkedScope(
        ctx,
        ctx.user,
        await findMenuItemScope(ctx.db, input.menuItemId, ctx.user.id),
        permission,
      );
      return next({ ctx: { clubId: scope.clubId, menuItemId: scope.menuItemId, actor } });
    });
}
