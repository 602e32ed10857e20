import {
  meetingRolesAddAnswer,
  meetingRolesAssignAnswer,
  meetingRolesConfirmAnswer,
  meetingRolesListAnswer,
  meetingRolesRetractAnswer,
  meetingRolesVolunteerAnswer,
  meetingRolesVolunteerOrAssignAnswer,
} from '@lectern/domain/answers';
import { addMeetingRoleInputSchema, can } from '@lectern/domain';
import { z } from 'zod';
import { appError } from '../../errors.js';
import { answer, idSchema, requirePermission, router } from '../../trpc/init.js';
import { meetingProcedure, meetingRoleProcedure } from '../../trpc/resources.js';
import * as service from './meeting-roles.service.js';

export const meetingRolesRouter = router({
  list: meetingProcedure('meetingRole:list')
    .output(answer(meetingRolesListAnswer))
    .query(({ ctx }) => service.listRoles(ctx.db, ctx.scope.meetingId)),
  add: meetingProcedure('meetingRole:manage')
    .input(addMeetingRoleInputSchema)
    .output(answer(meetingRolesAddAnswer))
    .mutation(({ ctx, input }) =>
      service.addRole(ctx.db, ctx.clubId, ctx.scope.meetingId, input.roleType),
    ),
  volunteer: meetingRoleProcedure('meetingRole:volunteer')
    .output(answer(meetingRolesVolunteerAnswer))
    .mutation(({ ctx }) => service.volunteer(ctx.db, ctx.scope, ctx.actor, ctx.now())),
  retract: meetingRoleProcedure('meetingRole:retractOwn')
    .output(answer(meetingRolesRetractAnswer))
    .mutation(({ ctx }) =>
      service.retract(
        ctx.db,
        ctx.scope,
        ctx.user.id,
        can(ctx.actor, 'meetingRole:retractAny'),
        ctx.now(),
      ),
    ),
  assign: meetingRoleProcedure('meetingRole:manage')
    // meetingId, when the path names one, must be the role's own meeting.
    .input(z.object({ userId: idSchema.nullable(), meetingId: idSchema.optional() }))
    .output(answer(meetingRolesAssignAnswer))
    .mutation(({ ctx, input }) => {
      if (input.meetingId !== undefined && input.meetingId !== ctx.scope.meetingId)
        throw appError('NOT_FOUND');
      return service.assign(ctx.db, ctx.scope, input.userId, ctx.user.id, ctx.now());
    }),
  /**
   * Taking a role as one call decides it: no userId, or the caller's own, volunteers the caller;
   * another person's is a manager's assignment.
   */
  volunteerOrAssign: meetingRoleProcedure('meetingRole:volunteer')
    .input(z.object({ userId: idSchema.optional() }))
    .output(answer(meetingRolesVolunteerOrAssignAnswer))
    .mutation(({ ctx, input }) => {
      if (input.userId === undefined || input.userId === ctx.user.id)
        return service.volunteer(ctx.db, ctx.scope, ctx.actor, ctx.now());
      requirePermission(ctx.actor, 'meetingRole:manage');
      return service.assign(ctx.db, ctx.scope, input.userId, ctx.user.id, ctx.now());
    }),
  confirm: meetingRoleProcedure('meetingRole:manage')
    .output(answer(meetingRolesConfirmAnswer))
    .mutation(({ ctx }) => service.confirm(ctx.db, ctx.scope, ctx.user.id)),
});
