import { z } from 'zod';
import { appError } from '../../errors.js';
import { authedProcedure, credentialedProcedure, idSchema, router } from '../../trpc/init.js';

export const authRouter = router({
  user: authedProcedure.query(({ ctx }) => ctx.user),
  /** The caller's own role in a club; an outsider learns only that they have none. */
  roleInClub: credentialedProcedure
    .input(z.object({ clubId: idSchema }))
    .query(async ({ ctx, input }) => {
      const { identity, membership } = await ctx.caller.inClub(input.clubId);
      if (!identity) throw appError('UNAUTHORIZED');
      return {
        clubId: input.clubId,
        role: membership?.role ?? null,
        status: membership?.status ?? null,
      };
    }),
});
