import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_MENU } from '@lectern/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import {
  CARD_PAYMENTS_NOT_CONFIGURED,
  CARD_PROCESSOR_REFUSED,
  CARD_PROCESSOR_UNAVAILABLE,
} from '../src/features/payments/payment-gateway.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, freshMeeting } from './helpers.js';

// The real Stripe gateway against a small local fake of Stripe's API (STRIPE_API_BASE): what the
// SDK sends is what Stripe would receive.

const SECRET_KEY = 'sk_test_lectern_fake';

interface SeenRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

/** What the fake answers next: a payment intent, or a Stripe error of the given status/type. */
type Answer = { kind: 'intent' } | { kind: 'error'; status: number; type: string };

let fake: Server;
let fakeBase: string;
let answer: Answer = { kind: 'intent' };
const seen: SeenRequest[] = [];

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function startFakeStripe(): Promise<void> {
  fake = createServer((request, response) => {
    void readBody(request).then((body) => {
      const form = new URLSearchParams(body);
      seen.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        form,
      });
      response.setHeader('content-type', 'application/json');
      response.setHeader('request-id', `req_fake_${seen.length}`);
      if (answer.kind === 'error') {
        response.statusCode = answer.status;
        response.end(
          JSON.stringify({ error: { type: answer.type, message: 'Fake Stripe says no' } }),
        );
        return;
      }
      const id = `pi_fake_${seen.length}`;
      response.end(
        JSON.stringify({
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          client_secret: `${id}_secret_abc`,
          status: 'requires_payment_method',
        }),
      );
    });
  });
  return new Promise((resolve) => {
    fake.listen(0, '127.0.0.1', () => {
      fakeBase = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
      resolve();
    });
  });
}

let h: ApiHarness;
let app: FastifyInstance;

beforeAll(async () => {
  h = await createApiHarness();
  await startFakeStripe();
  app = await buildApp({
    db: h.db,
    config: { ...h.config, stripeSecretKey: SECRET_KEY, stripeApiBase: fakeBase },
    logger: false,
  });
});
afterAll(async () => {
  await app?.close();
  fake?.close();
  await h?.close();
});
beforeEach(() => {
  seen.length = 0;
  answer = { kind: 'intent' };
});

const SCHNITZEL = DEMO_MENU.chickenSchnitzel;
const BREAD = DEMO_MENU.garlicBread;

/** A member's RSVP with a meal and an extra: its total is what Stripe must be asked for. */
async function rsvpWithMeal() {
  const meeting = await freshMeeting(h);
  const member = await h.callerAs(ACTORS.member);
  const rsvp = await member.rsvps.submit({
    meetingId: meeting.id,
    status: 'attending',
    hasMeal: true,
    mealChoice: SCHNITZEL.name,
    drink6pm: 'no drink',
    drink7pm: 'no drink',
    extras: BREAD.name,
    paymentMethod: 'card',
  });
  return { meeting, rsvp, totalCents: SCHNITZEL.cents + BREAD.cents };
}

async function createIntent(as: string, body: unknown, target = app) {
  return target.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: { ...(await h.authAs(as)), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

describe('POST /api/create-payment-intent with the Stripe gateway', () => {
  it('asks Stripe for the server-side total in AUD cents, with the RSVP ids and an idempotency key', async () => {
    const { meeting, rsvp, totalCents } = await rsvpWithMeal();
    // The client's amount is ignored: the server's total is what is charged.
    const response = await createIntent(ACTORS.treasurer, { rsvpId: rsvp.id, amount: 0.5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ clientSecret: 'pi_fake_1_secret_abc' });

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/payment_intents');
    expect(request?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request?.idempotencyKey).toBeTruthy();
    const form = request?.form;
    expect(form?.get('amount')).toBe(String(totalCents));
    expect(form?.get('currency')).toBe('aud');
    expect(form?.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(form?.get('metadata[rsvpId]')).toBe(String(rsvp.id));
    expect(form?.get('metadata[meetingId]')).toBe(String(meeting.id));
    expect(form?.get('metadata[clubId]')).toBe(String(h.demo.clubId));
  });

  it('sends the same idempotency key when the same RSVP is asked twice (one intent, not two)', async () => {
    const { rsvp } = await rsvpWithMeal();
    expect((await createIntent(ACTORS.treasurer, { rsvpId: rsvp.id })).statusCode).toBe(200);
    expect((await createIntent(ACTORS.treasurer, { rsvpId: rsvp.id })).statusCode).toBe(200);
    expect(seen).toHaveLength(2);
    expect(seen[0]?.idempotencyKey).toBe(seen[1]?.idempotencyKey);
  });

  it('a refusal by Stripe (bad key, invalid request) is a 502 with a plain sentence, not a 500', async () => {
    const { rsvp } = await rsvpWithMeal();
    for (const [status, type] of [
      [401, 'invalid_request_error'],
      [400, 'invalid_request_error'],
      [402, 'card_error'],
    ] as const) {
      answer = { kind: 'error', status, type };
      const response = await createIntent(ACTORS.treasurer, { rsvpId: rsvp.id });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ message: CARD_PROCESSOR_REFUSED });
      expect(response.body).not.toContain('Fake Stripe says no');
    }
  });

  it('Stripe failing or unreachable is a 503 with Retry-After (the client records manually)', async () => {
    const { rsvp } = await rsvpWithMeal();
    answer = { kind: 'error', status: 500, type: 'api_error' };
    const failing = await createIntent(ACTORS.treasurer, { rsvpId: rsvp.id });
    expect(failing.statusCode).toBe(503);
    expect(failing.headers['retry-after']).toBeDefined();
    expect(failing.json()).toMatchObject({ message: CARD_PROCESSOR_UNAVAILABLE });

    const unreachable = await buildApp({
      db: h.db,
      // Nothing listens on port 1.
      config: { ...h.config, stripeSecretKey: SECRET_KEY, stripeApiBase: 'http://127.0.0.1:1' },
      logger: false,
    });
    try {
      const response = await createIntent(ACTORS.treasurer, { rsvpId: rsvp.id }, unreachable);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBeDefined();
    } finally {
      await unreachable.close();
    }
  });

  it('without STRIPE_SECRET_KEY: 503 and Stripe is never called', async () => {
    const { rsvp } = await rsvpWithMeal();
    const response = await createIntent(ACTORS.treasurer, { rsvpId: rsvp.id }, await h.http());
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.json()).toMatchObject({ message: CARD_PAYMENTS_NOT_CONFIGURED });
    expect(seen).toHaveLength(0);
  });

  it('only managers start a card payment; Stripe is not called for anyone else', async () => {
    const { rsvp } = await rsvpWithMeal();
    expect((await createIntent(ACTORS.member, { rsvpId: rsvp.id })).statusCode).toBe(403);
    expect((await createIntent(ACTORS.outsider, { rsvpId: rsvp.id })).statusCode).toBe(404);
    expect(seen).toHaveLength(0);
  });
});
