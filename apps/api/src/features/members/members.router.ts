import {
  membersAddAnswer,
  membersBulkUploadAnswer,
  membersChangeRoleAnswer,
  membersGetAnswer,
  membersListAnswer,
  membersSetStatusAnswer,
  membersStatsAnswer,
} from '@lectern/domain/answers';
import {
  actorTier,
  addMemberSchema,
  bulkUploadMembersSchema,
  changeRoleSchema,
  MEMBER_STATUSES,
} from '@lectern/domain';
import { z } from 'zod';
import { appError } from '../../errors.js';
import { answer, clubProcedure, idSchema, router } from '../../trpc/init.js';
import * as service from './members.service.js';

function viewerOf(ctx: {
  user: { id: number };
  actor: Parameters<typeof actorTier>[0];
}): service.Viewer {
  const tier = actorTier(ctx.actor);
  if (tier === null) throw appError('NOT_FOUND');
  return { userId: ctx.user.id, tier };
}

export const membersRouter = router({
  list: clubProcedure('member:list')
    .output(answer(membersListAnswer))
    .query(({ ctx }) => service.listMembers(ctx.db, ctx.clubId, viewerOf(ctx))),
  get: clubProcedure('member:list')
    .input(z.object({ userId: idSchema }))
    .output(answer(membersGetAnswer))
    .query(({ ctx, input }) => service.getMember(ctx.db, ctx.clubId, input.userId, viewerOf(ctx))),
  add: clubProcedure('member:add')
    .input(addMemberSchema)
    .output(answer(membersAddAnswer))
    .mutation(({ ctx, input }) => service.addMember(ctx.db, ctx.clubId, input, viewerOf(ctx))),
  changeRole: clubProcedure('member:changeRole')
    .input(z.object({ userId: idSchema, role: changeRoleSchema.shape.role }))
    .output(answer(membersChangeRoleAnswer))
    .mutation(({ ctx, input }) =>
      service.changeRole(ctx.db, ctx.clubId, ctx.user.id, input.userId, input.role, viewerOf(ctx)),
    ),
  setStatus: clubProcedure('member:changeRole')
    .input(z.object({ userId: idSchema, status: z.enum(MEMBER_STATUSES) }))
    .output(answer(membersSetStatusAnswer))
    .mutation(({ ctx, input }) =>
      service.changeStatus(
        ctx.db,
        ctx.clubId,
        ctx.user.id,
        input.userId,
        input.status,
        viewerOf(ctx),
      ),
    ),
  bulkUpload: clubProcedure('member:add')
    .input(bulkUploadMembersSchema)
    .output(answer(membersBulkUploadAnswer))
    .mutation(({ ctx, input }) =>
      service.bulkUploadMembers(ctx.db, ctx.clubId, input.members, ctx.user.id),
    ),
  stats: clubProcedure('reports:read')
    .output(answer(membersStatsAnswer))
    .query(({ ctx }) => service.membershipStats(ctx.db, ctx.clubId, ctx.now())),
});
