import { authRoleInClubAnswer, authUserAnswer } from '@lectern/domain/answers';
import { z } from 'zod';
import { answer, authedProcedure, idSchema, router } from '../../trpc/init.js';
import * as service from './auth.service.js';

export const authRouter = router({
  user: authedProcedure.output(answer(authUserAnswer)).query(({ ctx }) => ctx.user),
  /** The caller's own role in a club; an outsider learns only that they have none. */
  roleInClub: authedProcedure
    .input(z.object({ clubId: idSchema }))
    .output(answer(authRoleInClubAnswer))
    .query(({ ctx, input }) => service.roleInClub(ctx.db, input.clubId, ctx.user.id)),
});
