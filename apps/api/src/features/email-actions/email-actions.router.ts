import { emailActionTokenSchema } from '@lectern/domain';
import { publicProcedure, router } from '../../trpc/init.js';
import * as service from './email-actions.service.js';

// Open to anyone holding the link: the link's secret is the credential, and it names the person.
export const emailActionsRouter = router({
  /** What the link will do; changes nothing (a mail scanner following links is harmless). */
  preview: publicProcedure
    .input(emailActionTokenSchema)
    .query(({ ctx, input }) => service.preview(ctx.db, input.token, ctx.now())),
  perform: publicProcedure
    .input(emailActionTokenSchema)
    .mutation(({ ctx, input }) => service.perform(ctx.db, input.token, ctx.now())),
});
