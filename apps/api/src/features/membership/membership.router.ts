import { guestContactSchema } from '@lectern/domain';
import { z } from 'zod';
import { clubProcedure, idSchema, router } from '../../trpc/init.js';
import * as service from './membership.service.js';

const person = z.object({ userId: idSchema });

export const membershipRouter = router({
  dashboard: clubProcedure('membership:read').query(({ ctx }) =>
    service.dashboard(ctx.db, ctx.clubId, ctx.now()),
  ),
  guests: clubProcedure('membership:read').query(({ ctx }) =>
    service.listGuests(ctx.db, ctx.clubId, ctx.now()),
  ),
  outreach: clubProcedure('membership:read').query(({ ctx }) =>
    service.listOutreach(ctx.db, ctx.clubId, ctx.now()),
  ),
  contacts: clubProcedure('membership:read')
    .input(person)
    .query(({ ctx, input }) => service.listContacts(ctx.db, ctx.clubId, input.userId)),
  logContact: clubProcedure('membership:write')
    .input(person.extend(guestContactSchema.shape))
    .mutation(({ ctx, input: { userId, ...contact } }) =>
      service.logContact(ctx.db, ctx.clubId, ctx.user.id, userId, contact),
    ),
  setInterest: clubProcedure('membership:write')
    .input(person.extend({ interested: z.boolean() }))
    .mutation(({ ctx, input }) =>
      service.setInterest(
        ctx.db,
        ctx.clubId,
        ctx.user.id,
        input.userId,
        input.interested,
        ctx.now(),
      ),
    ),
  convertGuest: clubProcedure('membership:write')
    .input(person)
    .mutation(({ ctx, input }) =>
      service.convertGuest(ctx.db, ctx.clubId, ctx.user.id, input.userId, ctx.now()),
    ),
});
