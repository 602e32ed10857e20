import {
  profileGetAnswer,
  profileSaveGuestAnswer,
  profileSaveMemberAnswer,
} from '@lectern/domain/answers';
import { guestProfileSchema, memberProfileSchema } from '@lectern/domain';
import { answer, ownRecordProcedure, router } from '../../trpc/init.js';
import * as service from './profile.service.js';

/** The caller's own member or guest profile in a club (an inactive member keeps access). */
export const profileRouter = router({
  get: ownRecordProcedure('profile:own')
    .output(answer(profileGetAnswer))
    .query(({ ctx }) =>
      service.getOwnProfile(ctx.db, ctx.clubId, ctx.user.id, ctx.membership.role),
    ),
  saveMember: ownRecordProcedure('profile:own')
    .input(memberProfileSchema.partial())
    .output(answer(profileSaveMemberAnswer))
    .mutation(({ ctx, input }) =>
      service.saveMemberProfile(ctx.db, ctx.clubId, ctx.user.id, ctx.membership.role, input),
    ),
  saveGuest: ownRecordProcedure('profile:own')
    .input(guestProfileSchema.partial())
    .output(answer(profileSaveGuestAnswer))
    .mutation(({ ctx, input }) =>
      service.saveGuestProfile(ctx.db, ctx.clubId, ctx.user.id, ctx.membership.role, input),
    ),
});
