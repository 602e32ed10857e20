import { findMembership } from '@lectern/db/queries/memberships';
import { z } from 'zod';
import { authedProcedure, idSchema, router } from '../../trpc/init.js';

export const authRouter = router({
  user: authedProcedure.query(({ ctx }) => ctx.user),
  /** The caller's own role in a club; an outsider learns only that they have none. */
  roleInClub: authedProcedure
    .input(z.object({ clubId: idSchema }))
    .query(async ({ ctx, input }) => {
      const membership = await findMembership(ctx.db, input.clubId, ctx.user.id);
      return {
        clubId: input.clubId,
        role: membership?.role ?? null,
        status: membership?.status ?? null,
      };
    }),
});
