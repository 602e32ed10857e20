import type { Permission } from '@lectern/domain';
import { findMeetingRoleScope } from '@lectern/db/queries/meeting-roles';
import { findMeetingScope } from '@lectern/db/queries/meetings';
import { z } from 'zod';
import { appError } from '../errors.js';
import { actorFor, authedProcedure, idSchema, requirePermission } from './init.js';

/**
 * Resource procedures: load the resource, derive its club from it (never from the input),
 * check the caller's membership and permission, and hand both to the procedure.
 */
export function meetingProcedure(permission: Permission) {
  return authedProcedure.input(z.object({ meetingId: idSchema })).use(async ({ ctx, input, next }) => {
    const scope = await findMeetingScope(ctx.db, input.meetingId, ctx.user.id);
    if (!scope) throw appError('NOT_FOUND');
    const actor = actorFor(
      ctx.user,
      scope.role && scope.membershipStatus ? { role: scope.role, status: scope.membershipStatus } : null,
    );
    requirePermission(actor, permission);
    return next({ ctx: { clubId: scope.clubId, meetingId: scope.meetingId, timeZone: scope.timeZone, actor } });
  });
}

export function meetingRoleProcedure(permission: Permission) {
  return authedProcedure.input(z.object({ roleId: idSchema })).use(async ({ ctx, input, next }) => {
    const scope = await findMeetingRoleScope(ctx.db, input.roleId, ctx.user.id);
    if (!scope) throw appError('NOT_FOUND');
    const actor = actorFor(
      ctx.user,
      scope.role && scope.membershipStatus ? { role: scope.role, status: scope.membershipStatus } : null,
    );
    requirePermission(actor, permission);
    return next({ ctx: { clubId: scope.clubId, roleScope: scope, actor } });
  });
}
