import { actorTier, paymentStatusUpdateSchema, rsvpSubmitSchema } from '@lectern/domain';
import { appError } from '../../errors.js';
import { idSchema, router } from '../../trpc/init.js';
import { meetingProcedure, rsvpProcedure } from '../../trpc/resources.js';
import * as service from './rsvps.service.js';

export const rsvpsRouter = router({
  /** Managers see every RSVP in full; others their own in full and the rest as name and status. */
  list: meetingProcedure('rsvp:list', service.readRsvps).query(({ ctx }) => {
    const tier = actorTier(ctx.actor);
    if (tier === null) throw appError('NOT_FOUND');
    return service.rsvpsFor(ctx.read, { userId: ctx.user.id, tier });
  }),
  submit: meetingProcedure('rsvp:submitOwn')
    .input(rsvpSubmitSchema)
    .mutation(({ ctx, input }) =>
      service.submitOwnRsvp(
        ctx.db,
        { clubId: ctx.clubId, meetingId: ctx.meetingId },
        ctx.user.id,
        input,
        ctx.now(),
      ),
    ),
  /** "Add RSVP": a manager records the RSVP of another active member. */
  submitFor: meetingProcedure('rsvp:manage')
    .input(rsvpSubmitSchema.extend({ userId: idSchema }))
    .mutation(({ ctx, input }) => {
      const { userId, ...choice } = input;
      return service.submitRsvpFor(
        ctx.db,
        { clubId: ctx.clubId, meetingId: ctx.meetingId },
        userId,
        choice,
        ctx.now(),
      );
    }),
  setPayment: rsvpProcedure('rsvp:manage')
    .input(paymentStatusUpdateSchema)
    .mutation(({ ctx, input }) =>
      service.setPaymentStatus(
        ctx.db,
        { clubId: ctx.clubId, rsvpId: ctx.rsvpScope.rsvpId },
        input.paymentStatus,
        ctx.user.id,
      ),
    ),
});
