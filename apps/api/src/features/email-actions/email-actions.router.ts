import { emailActionsPerformAnswer, emailActionsPreviewAnswer } from '@lectern/domain/answers';
import { emailActionTokenSchema } from '@lectern/domain';
import { appError } from '../../errors.js';
import { answer, publicProcedure, router } from '../../trpc/init.js';
import * as service from './email-actions.service.js';

/**
 * Open to anyone holding the link: the link's secret is the credential, and it names the person
 * it answers for. A read-only API token still changes nothing, as everywhere else.
 */
const linkProcedure = publicProcedure.use(async ({ ctx, type, next }) => {
  if (type === 'mutation' && (await ctx.identity())?.scope === 'read') throw appError('FORBIDDEN');
  return next();
});

export const emailActionsRouter = router({
  /** What the link will do; changes nothing (a mail scanner following links is harmless). */
  preview: linkProcedure
    .input(emailActionTokenSchema)
    .output(answer(emailActionsPreviewAnswer))
    .query(({ ctx, input }) => service.preview(ctx.db, input.token, ctx.now())),
  perform: linkProcedure
    .input(emailActionTokenSchema)
    .output(answer(emailActionsPerformAnswer))
    .mutation(({ ctx, input }) => service.perform(ctx.db, input.token, ctx.now())),
});
