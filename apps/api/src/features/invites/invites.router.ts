import {
  invitesAcceptAnswer,
  invitesCreateAnswer,
  invitesListAnswer,
  invitesPreviewAnswer,
  invitesRevokeAnswer,
} from '@lectern/domain/answers';
import { inviteTokenSchema, newInviteSchema } from '@lectern/domain';
import { z } from 'zod';
import {
  answer,
  authedProcedure,
  clubProcedure,
  publicProcedure,
  router,
} from '../../trpc/init.js';
import { inviteProcedure } from '../../trpc/resources.js';
import * as service from './invites.service.js';

const tokenInput = z.object({ token: inviteTokenSchema });

export const invitesRouter = router({
  list: clubProcedure('invite:manage')
    .output(answer(invitesListAnswer))
    .query(({ ctx }) => service.listInvites(ctx.db, ctx.clubId, ctx.now())),
  create: clubProcedure('invite:manage')
    .input(newInviteSchema)
    .output(answer(invitesCreateAnswer))
    .mutation(({ ctx, input }) =>
      service.createInvite(ctx.db, ctx.clubId, ctx.user.id, input, ctx.config, ctx.now()),
    ),
  revoke: inviteProcedure('invite:manage')
    .output(answer(invitesRevokeAnswer))
    .mutation(({ ctx }) => service.revokeInvite(ctx.db, ctx.scope.inviteId, ctx.now())),
  /** The join page, signed out too: whoever holds the link may see which club it opens. */
  preview: publicProcedure
    .input(tokenInput)
    .output(answer(invitesPreviewAnswer))
    .query(async ({ ctx, input }) =>
      service.previewInvite(
        ctx.db,
        input.token,
        (await ctx.identity())?.user.id ?? null,
        ctx.now(),
      ),
    ),
  accept: authedProcedure
    .input(tokenInput)
    .output(answer(invitesAcceptAnswer))
    .mutation(({ ctx, input }) =>
      service.acceptInvite(ctx.db, input.token, ctx.user.id, ctx.now()),
    ),
});
