import {
  apiTokensCreateAnswer,
  apiTokensListAnswer,
  apiTokensRevokeAnswer,
} from '@lectern/domain/answers';
import { API_TOKEN_SCOPES, createApiToken, listApiTokens, revokeApiToken } from '@lectern/auth';
import { z } from 'zod';
import { appError } from '../../errors.js';
import { answer, authedProcedure, browserSessionProcedure, router } from '../../trpc/init.js';

/**
 * Personal API tokens for scripts: read-only or with their owner's full rights, never more. Only
 * a person signed in through the browser creates them (a token cannot mint another).
 */
export const apiTokensRouter = router({
  list: authedProcedure
    .output(answer(apiTokensListAnswer))
    .query(({ ctx }) => listApiTokens(ctx.db, ctx.user.id)),
  create: browserSessionProcedure
    .input(
      z.object({
        name: z.string().trim().min(1, 'Name is required').max(100),
        scope: z.enum(API_TOKEN_SCOPES),
      }),
    )
    .output(answer(apiTokensCreateAnswer))
    .mutation(({ ctx, input }) => createApiToken(ctx.db, ctx.user.id, input.name, input.scope)),
  revoke: authedProcedure
    .input(z.object({ id: z.string().min(1).max(100) }))
    .output(answer(apiTokensRevokeAnswer))
    .mutation(async ({ ctx, input }) => {
      if (!(await revokeApiToken(ctx.db, ctx.user.id, input.id))) throw appError('NOT_FOUND');
      return { id: input.id };
    }),
});
