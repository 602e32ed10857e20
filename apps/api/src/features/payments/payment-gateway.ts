import Stripe from 'stripe';
import type { AppConfig } from '../../config.js';
import { appError } from '../../errors.js';

/** What the API asks a card processor for: an amount the server computed, never the client's. */
export interface PaymentIntentRequest {
  /** Integer cents, from the RSVP's stored total. */
  amountCents: number;
  /** The club's currency, as the processor spells it ('usd', 'aud'). */
  currency: string;
  /** Echoed to the processor as metadata, so its records can be matched to the RSVP. */
  reference: { clubId: number; meetingId: number; rsvpId: number; userId: number };
}

export interface PaymentIntent {
  /** Handed to the browser's card form (POST /api/create-payment-intent answers with it). */
  clientSecret: string;
}

/** A card processor. A Stripe implementation (or any other) plugs in behind this interface. */
export interface PaymentGateway {
  createIntent(request: PaymentIntentRequest): Promise<PaymentIntent>;
}

export const CARD_PAYMENTS_NOT_CONFIGURED = 'Card payments are not configured';
export const CARD_PROCESSOR_UNAVAILABLE =
  'The card processor is not reachable right now. Please try again shortly or record the payment manually.';
export const CARD_PROCESSOR_REFUSED =
  'The card processor refused the payment request. Please record the payment manually.';

/** Stripe's own calls: a short wait, one retry (safe: every create carries an idempotency key). */
const STRIPE_TIMEOUT_MS = 10_000;
const STRIPE_NETWORK_RETRIES = 1;

/** The gateway for this server's configuration, or null when no card processor is configured. */
export function paymentGatewayFor(
  config: Pick<AppConfig, 'stripeSecretKey' | 'stripeApiBase'>,
): PaymentGateway | null {
  if (!config.stripeSecretKey) return null;
  return stripeGateway(config.stripeSecretKey, config.stripeApiBase);
}

/** Stripe errors that mean "try again later" (503); anything else is a refusal (502). */
const TRANSIENT_STRIPE_ERRORS = new Set([
  'StripeConnectionError',
  'StripeAPIError',
  'StripeRateLimitError',
]);

const clients = new Map<string, Stripe>();

function stripeClient(secretKey: string, apiBase: string | undefined): Stripe {
  const cacheKey = `${apiBase ?? ''}\n${secretKey}`;
  let client = clients.get(cacheKey);
  if (!client) {
    // STRIPE_API_BASE (tests only) points the SDK at a local fake Stripe server.
    const base = apiBase ? new URL(apiBase) : undefined;
    client = new Stripe(secretKey, {
      timeout: STRIPE_TIMEOUT_MS,
      maxNetworkRetries: STRIPE_NETWORK_RETRIES,
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'http:' ? 80 : 443),
            protocol: base.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
    clients.set(cacheKey, client);
  }
  return client;
}

function stripeGateway(secretKey: string, apiBase: string | undefined): PaymentGateway {
  const stripe = stripeClient(secretKey, apiBase);
  return {
    async createIntent({ amountCents, currency, reference }) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency,
            automatic_payment_methods: { enabled: true },
            metadata: {
              rsvpId: String(reference.rsvpId),
              meetingId: String(reference.meetingId),
              clubId: String(reference.clubId),
              userId: String(reference.userId),
            },
          },
          // A double click or a retry for the same RSVP and amount reuses one intent.
          { idempotencyKey: `lectern-rsvp-${reference.rsvpId}-${amountCents}-${currency}` },
        );
      } catch (error) {
        const type = (error as { type?: unknown }).type;
        if (typeof type === 'string' && TRANSIENT_STRIPE_ERRORS.has(type)) {
          throw appError('UNAVAILABLE', CARD_PROCESSOR_UNAVAILABLE, error);
        }
        throw appError('BAD_GATEWAY', CARD_PROCESSOR_REFUSED, error);
      }
      if (!intent.client_secret) throw appError('BAD_GATEWAY', CARD_PROCESSOR_REFUSED);
      return { clientSecret: intent.client_secret };
    },
  };
}
