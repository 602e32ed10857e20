import {
  membershipContactsAnswer,
  membershipConvertGuestAnswer,
  membershipDashboardAnswer,
  membershipGuestsAnswer,
  membershipLogContactAnswer,
  membershipOutreachAnswer,
  membershipSetInterestAnswer,
} from '@lectern/domain/answers';
import { guestContactSchema } from '@lectern/domain';
import { z } from 'zod';
import { answer, clubProcedure, idSchema, router } from '../../trpc/init.js';
import * as service from './growth.service.js';

const person = z.object({ userId: idSchema });

export const growthRouter = router({
  dashboard: clubProcedure('membership:read')
    .output(answer(membershipDashboardAnswer))
    .query(({ ctx }) => service.dashboard(ctx.db, ctx.clubId, ctx.now())),
  guests: clubProcedure('membership:read')
    .output(answer(membershipGuestsAnswer))
    .query(({ ctx }) => service.listGuests(ctx.db, ctx.clubId, ctx.now())),
  outreach: clubProcedure('membership:read')
    .output(answer(membershipOutreachAnswer))
    .query(({ ctx }) => service.listOutreach(ctx.db, ctx.clubId, ctx.now())),
  contacts: clubProcedure('membership:read')
    .input(person)
    .output(answer(membershipContactsAnswer))
    .query(({ ctx, input }) => service.listContacts(ctx.db, ctx.clubId, input.userId)),
  logContact: clubProcedure('membership:write')
    .input(person.extend(guestContactSchema.shape))
    .output(answer(membershipLogContactAnswer))
    .mutation(({ ctx, input: { userId, ...contact } }) =>
      service.logContact(ctx.db, ctx.clubId, ctx.user.id, userId, contact),
    ),
  setInterest: clubProcedure('membership:write')
    .input(person.extend({ interested: z.boolean() }))
    .output(answer(membershipSetInterestAnswer))
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
    .output(answer(membershipConvertGuestAnswer))
    .mutation(({ ctx, input }) =>
      service.convertGuest(ctx.db, ctx.clubId, ctx.user.id, input.userId, ctx.now()),
    ),
});
