import { createApiToken, listApiTokens, revokeApiToken } from '@lectern/auth';
import { z } from 'zod';
import { appError } from '../../errors.js';
import { authedProcedure, router } from '../../trpc/init.js';

/** Personal API tokens for scripts: the owner's rights, nothing more. */
export const apiTokensRouter = router({
  list: authedProcedure.query(({ ctx }) => listApiTokens(ctx.db, ctx.user.id)),
  create: authedProcedure
    .input(z.object({ name: z.string().trim().min(1, 'Name is required').max(100) }))
    .mutation(({ ctx, input }) => createApiToken(ctx.db, ctx.user.id, input.name)),
  revoke: authedProcedure
    .input(z.object({ id: z.string().min(1).max(100) }))
    .mutation(async ({ ctx, input }) => {
      if (!(await revokeApiToken(ctx.db, ctx.user.id, input.id))) throw appError('NOT_FOUND');
      return { id: input.id };
    }),
});
