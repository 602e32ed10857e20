import type { AppConfig } from '../../config.js';
import { appError } from '../../errors.js';

/** What the API asks a card processor for: an amount the server computed, never the client's. */
export interface PaymentIntentRequest {
  /** Integer cents, from the RSVP's stored total. */
  amountCents: number;
  currency: 'aud';
  /** Echoed to the processor as metadata, so its records can be matched to the RSVP. */
  reference: { clubId: number; meetingId: number; rsvpId: number; userId: number };
}

export interface PaymentIntent {
  /** Handed to the browser's card form (SPEC §7: the response has clientSecret). */
  clientSecret: string;
}

/** A card processor. A Stripe implementation (or any other) plugs in behind this interface. */
export interface PaymentGateway {
  createIntent(request: PaymentIntentRequest): Promise<PaymentIntent>;
}

export const CARD_PAYMENTS_NOT_CONFIGURED = 'Card payments are not configured';
export const CARD_PAYMENTS_UNAVAILABLE = 'Card payments are not available on this server';

/**
 * The gateway for this server's configuration, or null when no card processor is configured.
 * With a key set but no processor client built into this server, every attempt answers 503 so
 * the web client falls back to manual recording (SPEC §8 'Stripe Not Available').
 */
export function paymentGatewayFor(
  config: Pick<AppConfig, 'stripeSecretKey'>,
): PaymentGateway | null {
  if (!config.stripeSecretKey) return null;
  return {
    createIntent() {
      return Promise.reject(appError('UNAVAILABLE', CARD_PAYMENTS_UNAVAILABLE));
    },
  };
}
