import { addMeetingRoleInputSchema, can } from '@lectern/domain';
import { z } from 'zod';
import { appError } from '../../errors.js';
import { idSchema, router } from '../../trpc/init.js';
import { meetingProcedure, meetingRoleProcedure } from '../../trpc/resources.js';
import * as service from './meeting-roles.service.js';

export const meetingRolesRouter = router({
  list: meetingProcedure('meetingRole:list', service.readRoles).query(({ ctx }) => ctx.read),
  add: meetingProcedure('meetingRole:manage')
    .input(addMeetingRoleInputSchema)
    .mutation(({ ctx, input }) =>
      service.addRole(ctx.db, ctx.clubId, ctx.meetingId, input.roleType),
    ),
  volunteer: meetingRoleProcedure('meetingRole:volunteer').mutation(({ ctx }) => {
    const membership = ctx.actor.membership;
    if (!membership) throw appError('NOT_FOUND');
    return service.volunteer(
      ctx.db,
      ctx.roleScope,
      { userId: ctx.user.id, role: membership.role },
      ctx.now(),
    );
  }),
  retract: meetingRoleProcedure('meetingRole:retractOwn').mutation(({ ctx }) =>
    service.retract(ctx.db, ctx.roleScope, ctx.user.id, can(ctx.actor, 'meetingRole:retractAny')),
  ),
  assign: meetingRoleProcedure('meetingRole:manage')
    // meetingId, when the path names one, must be the role's own meeting.
    .input(z.object({ userId: idSchema.nullable(), meetingId: idSchema.optional() }))
    .mutation(({ ctx, input }) => {
      if (input.meetingId !== undefined && input.meetingId !== ctx.roleScope.meetingId)
        throw appError('NOT_FOUND');
      return service.assign(ctx.db, ctx.roleScope, input.userId);
    }),
  confirm: meetingRoleProcedure('meetingRole:manage').mutation(({ ctx }) =>
    service.confirm(ctx.db, ctx.roleScope),
  ),
});
