import { fromCents, toCents } from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import { findRsvpToPay } from '@lectern/db/queries/rsvps';
import { appError } from '../../errors.js';
import { CARD_PAYMENTS_NOT_CONFIGURED, type PaymentGateway } from './payment-gateway.js';

type Db = Executor;

/**
 * POST /api/create-payment-intent: the amount is the RSVP's total as the server stored it (the
 * client's `amount` is never read). Without a configured processor this is 503, and the client
 * records the payment manually.
 */
export async function createPaymentIntent(
  db: Db,
  gateway: PaymentGateway | null,
  scope: { clubId: number; rsvpId: number },
) {
  if (gateway === null) throw appError('UNAVAILABLE', CARD_PAYMENTS_NOT_CONFIGURED);
  const rsvp = await findRsvpToPay(db, scope.clubId, scope.rsvpId);
  if (!rsvp) throw appError('NOT_FOUND');
  if (rsvp.paymentStatus === 'paid') throw appError('CONFLICT', 'This RSVP has already been paid');
  const amountCents = toCents(rsvp.totalPrice);
  if (amountCents <= 0) throw appError('BAD_REQUEST', 'There is nothing to pay for this RSVP');
  const intent = await gateway.createIntent({
    amountCents,
    currency: rsvp.currency.toLowerCase(),
    reference: {
      clubId: scope.clubId,
      meetingId: rsvp.meetingId,
      rsvpId: rsvp.id,
      userId: rsvp.userId,
    },
  });
  return { clientSecret: intent.clientSecret, amount: fromCents(amountCents), rsvpId: rsvp.id };
}
