import { can } from '@lectern/domain';
import { z } from 'zod';
import { authedProcedure, clubProcedure, idSchema, router } from '../../trpc/init.js';
import * as service from './pathways.service.js';

export const pathwaysRouter = router({
  /** The catalogue: any signed-in person. */
  list: authedProcedure.query(({ ctx }) => service.listPathways(ctx.db)),
  /**
   * Anyone in the club reads their own progress; someone else's needs a manager
   * (`pathwayProgress:readAny`).
   */
  progress: clubProcedure('profile:own')
    .input(z.object({ userId: idSchema }))
    .query(({ ctx, input }) =>
      service.pathwayProgress(ctx.db, ctx.clubId, input.userId, {
        userId: ctx.user.id,
        mayReadAny: can(ctx.actor, 'pathwayProgress:readAny'),
      }),
    ),
});
