import { paymentsCreateIntentAnswer } from '@lectern/domain/answers';
import { answer, router } from '../../trpc/init.js';
import { rsvpProcedure } from '../../trpc/resources.js';
import { paymentGatewayFor } from './payment-gateway.js';
import * as service from './payments.service.js';

export const paymentsRouter = router({
  /** Managers start a card payment for an RSVP; the input's `amount`, if any, is dropped. */
  createIntent: rsvpProcedure('rsvp:manage')
    .output(answer(paymentsCreateIntentAnswer))
    .mutation(({ ctx }) =>
      service.createPaymentIntent(ctx.db, paymentGatewayFor(ctx.config), {
        clubId: ctx.clubId,
        rsvpId: ctx.scope.rsvpId,
      }),
    ),
});
