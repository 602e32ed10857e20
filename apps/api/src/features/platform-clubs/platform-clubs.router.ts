import {
  platformClubsArchiveAnswer,
  platformClubsCreateAnswer,
  platformClubsListAnswer,
  platformClubsOptionsAnswer,
  platformClubsRestoreAnswer,
} from '@lectern/domain/answers';
import { newClubSchema } from '@lectern/domain';
import { z } from 'zod';
import { answer, authedProcedure, idSchema, router, superAdminProcedure } from '../../trpc/init.js';
import * as service from './platform-clubs.service.js';

export const platformClubsRouter = router({
  /** What the caller may do: create a club (the platform setting), appoint a president. */
  options: authedProcedure
    .output(answer(platformClubsOptionsAnswer))
    .query(({ ctx }) => service.creationOptions(ctx.db, ctx.user, ctx.config.production)),
  list: superAdminProcedure
    .output(answer(platformClubsListAnswer))
    .query(({ ctx }) => service.listClubs(ctx.db)),
  create: authedProcedure
    .input(newClubSchema)
    .output(answer(platformClubsCreateAnswer))
    .mutation(({ ctx, input }) =>
      service.createClub(ctx.db, ctx.user, input, ctx.config.production),
    ),
  archive: superAdminProcedure
    .input(z.object({ clubId: idSchema }))
    .output(answer(platformClubsArchiveAnswer))
    .mutation(({ ctx, input }) => service.setArchived(ctx.db, input.clubId, ctx.now())),
  restore: superAdminProcedure
    .input(z.object({ clubId: idSchema }))
    .output(answer(platformClubsRestoreAnswer))
    .mutation(({ ctx, input }) => service.setArchived(ctx.db, input.clubId, null)),
});
