import { rsvpsListAnswer, rsvpsSetPaymentAnswer, rsvpsSubmitAnswer } from '@lectern/domain/answers';
import { actorTier, paymentStatusUpdateSchema, rsvpSubmitSchema } from '@lectern/domain';
import { appError } from '../../errors.js';
import { answer, idSchema, requirePermission, router } from '../../trpc/init.js';
import { meetingProcedure, rsvpProcedure } from '../../trpc/resources.js';
import * as service from './rsvps.service.js';

export const rsvpsRouter = router({
  /** Managers see every RSVP in full; others their own in full and the rest as name and status. */
  list: meetingProcedure('rsvp:list')
    .output(answer(rsvpsListAnswer))
    .query(({ ctx }) => {
      const tier = actorTier(ctx.actor);
      if (tier === null) throw appError('NOT_FOUND');
      return service.listRsvps(ctx.db, ctx.scope.meetingId, { userId: ctx.user.id, tier });
    }),
  /**
   * Without userId (or with the caller's own) the caller's RSVP; another userId is a manager's
   * "Add RSVP" for that active member.
   */
  submit: meetingProcedure('rsvp:submitOwn')
    .input(rsvpSubmitSchema.extend({ userId: idSchema.optional() }))
    .output(answer(rsvpsSubmitAnswer))
    .mutation(({ ctx, input }) => {
      const { userId, ...choice } = input;
      const meeting = { clubId: ctx.clubId, meetingId: ctx.scope.meetingId };
      if (userId === undefined || userId === ctx.user.id)
        return service.submitOwnRsvp(ctx.db, meeting, ctx.user.id, choice, ctx.now());
      requirePermission(ctx.actor, 'rsvp:manage');
      return service.submitRsvpFor(ctx.db, meeting, userId, choice, ctx.now());
    }),
  setPayment: rsvpProcedure('rsvp:manage')
    .input(paymentStatusUpdateSchema)
    .output(answer(rsvpsSetPaymentAnswer))
    .mutation(({ ctx, input }) =>
      service.setPaymentStatus(
        ctx.db,
        { clubId: ctx.clubId, rsvpId: ctx.scope.rsvpId },
        input.paymentStatus,
        ctx.user.id,
      ),
    ),
});
