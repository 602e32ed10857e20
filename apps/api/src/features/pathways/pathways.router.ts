import {
  pathwaysApproveCompletionAnswer,
  pathwaysChooseAnswer,
  pathwaysClubAnswer,
  pathwaysListAnswer,
  pathwaysPendingCompletionsAnswer,
  pathwaysPlanAnswer,
  pathwaysProgressAnswer,
  pathwaysRecordCompletionAnswer,
  pathwaysRejectCompletionAnswer,
  pathwaysSubmitCompletionAnswer,
} from '@lectern/domain/answers';
import { can, recordCompletionSchema, submitCompletionSchema } from '@lectern/domain';
import { z } from 'zod';
import { answer, authedProcedure, clubProcedure, idSchema, router } from '../../trpc/init.js';
import { completionProcedure } from '../../trpc/resources.js';
import * as service from './pathways.service.js';

export const pathwaysRouter = router({
  /** The catalogue: any signed-in person. */
  list: authedProcedure
    .output(answer(pathwaysListAnswer))
    .query(({ ctx }) => service.listPathways(ctx.db)),
  /**
   * Anyone in the club reads their own progress; someone else's needs a manager
   * (`pathwayProgress:readAny`).
   */
  progress: clubProcedure('profile:own')
    .input(z.object({ userId: idSchema }))
    .output(answer(pathwaysProgressAnswer))
    .query(({ ctx, input }) =>
      service.pathwayProgress(ctx.db, ctx.clubId, input.userId, {
        userId: ctx.user.id,
        mayReadAny: can(ctx.actor, 'pathwayProgress:readAny'),
      }),
    ),
  /** Every active member's counters, path and level (the club's progress screens). */
  club: clubProcedure('pathwayProgress:readAny')
    .output(answer(pathwaysClubAnswer))
    .query(({ ctx }) => service.clubProgress(ctx.db, ctx.clubId)),
  /** Every project of a path's five levels (what a completion may name). */
  plan: authedProcedure
    .input(z.object({ pathwayId: idSchema }))
    .output(answer(pathwaysPlanAnswer))
    .query(({ ctx, input }) => service.pathwayPlan(ctx.db, input.pathwayId)),
  /** A member with no current path chooses one. */
  choose: clubProcedure('pathway:chooseOwn')
    .input(z.object({ pathwayId: idSchema }))
    .output(answer(pathwaysChooseAnswer))
    .mutation(({ ctx, input }) =>
      service.choosePathway(ctx.db, ctx.clubId, ctx.user.id, 'member', input.pathwayId),
    ),
  /** A member's own completion, waiting for approval. */
  submitCompletion: clubProcedure('completion:submitOwn')
    .input(submitCompletionSchema)
    .output(answer(pathwaysSubmitCompletionAnswer))
    .mutation(({ ctx, input }) =>
      service.addCompletion(
        ctx.db,
        ctx.clubId,
        { ...input, userId: ctx.user.id },
        { userId: ctx.user.id, approve: false },
        ctx.now(),
      ),
    ),
  /** The VP Education records a member's completion, approved at once. */
  recordCompletion: clubProcedure('completion:manage')
    .input(recordCompletionSchema)
    .output(answer(pathwaysRecordCompletionAnswer))
    .mutation(({ ctx, input }) =>
      service.addCompletion(
        ctx.db,
        ctx.clubId,
        input,
        { userId: ctx.user.id, approve: true },
        ctx.now(),
      ),
    ),
  pendingCompletions: clubProcedure('completion:manage')
    .output(answer(pathwaysPendingCompletionsAnswer))
    .query(({ ctx }) => service.listPendingCompletions(ctx.db, ctx.clubId)),
  approveCompletion: completionProcedure('completion:manage')
    .output(answer(pathwaysApproveCompletionAnswer))
    .mutation(({ ctx }) =>
      service.approveCompletion(ctx.db, ctx.clubId, ctx.scope, ctx.user.id, ctx.now()),
    ),
  rejectCompletion: completionProcedure('completion:manage')
    .output(answer(pathwaysRejectCompletionAnswer))
    .mutation(({ ctx }) => service.rejectCompletion(ctx.db, ctx.scope.completionId)),
});
