import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { DEFAULT_RATE_LIMITS, loadConfig } from '../../src/config.js';
import { MESSAGES } from '../../src/errors.js';
import { createApiHarness, type ApiHarness } from '../harness.js';
import { ACTORS, inDays } from '../helpers.js';

// Rate limits on sign-in and on mutations answer 429 + Retry-After; @fastify/under-pressure: an
// overloaded process answers 503 + Retry-After.

const MUTATIONS_PER_MINUTE = 5;
const SIGN_INS_PER_MINUTE = 3;

let h: ApiHarness;
let app: FastifyInstance;

beforeAll(async () => {
  h = await createApiHarness();
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MUTATIONS_PER_MINUTE: String(MUTATIONS_PER_MINUTE),
    RATE_LIMIT_SIGN_IN_PER_MINUTE: String(SIGN_INS_PER_MINUTE),
  });
  app = await buildApp({ db: h.db, config, logger: false });
});
afterAll(async () => {
  await app?.close();
  await h?.close();
});

async function createMeetingAs(as: string | null, door: 'rest' | 'trpc' = 'rest') {
  const auth = as === null ? { 'x-lectern-csrf': '1' } : await h.authAs(as);
  const body = { title: 'Rate limited', scheduledDate: inDays(30), scheduledTime: '19:00' };
  return app.inject({
    method: 'POST',
    url: door === 'rest' ? `/api/clubs/${h.demo.clubId}/meetings` : '/api/trpc/meetings.create',
    headers: { ...auth, 'content-type': 'application/json' },
    payload: JSON.stringify(door === 'rest' ? body : { ...body, clubId: h.demo.clubId }),
  });
}

function expectRateLimited(response: Awaited<ReturnType<typeof createMeetingAs>>) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json()).toMatchObject({
    code: 'TOO_MANY_REQUESTS',
    message: expect.stringContaining('Too many requests') as unknown,
  });
}

describe('mutation rate limit (per person, both doors)', () => {
  it('trips after the limit with 429 + Retry-After, counting both doors together', async () => {
    // The member may not create meetings (403): refused attempts count too.
    for (let i = 0; i < MUTATIONS_PER_MINUTE - 1; i++) {
      expect((await createMeetingAs(ACTORS.member)).statusCode).toBe(403);
    }
    expect((await createMeetingAs(ACTORS.member, 'trpc')).statusCode).toBe(403);
    expectRateLimited(await createMeetingAs(ACTORS.member));
    expectRateLimited(await createMeetingAs(ACTORS.member, 'trpc'));
  });

  it('counts per person: another person from the same address is not limited', async () => {
    expect((await createMeetingAs(ACTORS.vpe)).statusCode).toBe(201);
  });

  it('reads are not limited', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/clubs/${h.demo.clubId}/meetings`,
      headers: await h.authAs(ACTORS.member),
    });
    expect(response.statusCode).toBe(200);
  });

  it("a credential's id with a wrong secret counts by address, not against the credential's owner", async () => {
    const owner = await h.authAs(ACTORS.president);
    // The owner's first change teaches the limiter whose the credential is.
    expect((await createMeetingAs(ACTORS.president)).statusCode).toBe(201);
    const forged = { authorization: `${owner.authorization.slice(0, -4)}aaaa` };
    for (let i = 0; i <= MUTATIONS_PER_MINUTE; i++) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/clubs/${h.demo.clubId}/meetings`,
        headers: { ...forged, 'content-type': 'application/json' },
        payload: JSON.stringify({
          title: 'Forged',
          scheduledDate: inDays(30),
          scheduledTime: '19:00',
        }),
        remoteAddress: '203.0.113.7',
      });
      expect(response.statusCode).toBe(i < MUTATIONS_PER_MINUTE ? 401 : 429);
    }
    expect((await createMeetingAs(ACTORS.president)).statusCode).toBe(201);
  });

  it('signed-out mutations count per IP', async () => {
    for (let i = 0; i < MUTATIONS_PER_MINUTE; i++) {
      expect((await createMeetingAs(null)).statusCode).toBe(401);
    }
    expectRateLimited(await createMeetingAs(null));
  });
});

describe('sign-in rate limit (per IP)', () => {
  it('trips on /api/login after the limit', async () => {
    // The app is not listening, so the provider's discovery fails (503): attempts count anyway.
    for (let i = 0; i < SIGN_INS_PER_MINUTE; i++) {
      expect((await app.inject({ method: 'GET', url: '/api/login' })).statusCode).not.toBe(429);
    }
    const limited = await app.inject({ method: 'GET', url: '/api/login' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('trips on the development provider pages too (several requests per sign-in)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_INS_PER_MINUTE * 10 + 1; i++) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/dev-oidc/.well-known/openid-configuration',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('limits for normal use', () => {
  it('defaults leave room for a busy person (hundreds of changes a minute) and can be overridden', () => {
    const defaults = loadConfig({ NODE_ENV: 'test' }).rateLimits;
    expect(defaults).toEqual(DEFAULT_RATE_LIMITS);
    expect(defaults.mutations.max).toBeGreaterThanOrEqual(500);
    expect(defaults.signIn.max).toBeGreaterThanOrEqual(30);
    expect(() => loadConfig({ NODE_ENV: 'test', RATE_LIMIT_MUTATIONS_PER_MINUTE: '0' })).toThrow(
      'RATE_LIMIT_MUTATIONS_PER_MINUTE must be a positive whole number',
    );
  });
});

describe('under pressure (@fastify/under-pressure)', () => {
  it('answers 503 + Retry-After with the error contract while the heap is over its limit', async () => {
    const pressured = await buildApp({
      db: h.db,
      config: { ...h.config, pressure: { maxEventLoopDelayMs: 1_000, maxHeapUsedBytes: 1 } },
      logger: false,
    });
    try {
      await pressured.ready();
      // The heap is sampled once a second: wait for the first sample.
      await expect
        .poll(() => pressured.isUnderPressure(), { timeout: 5_000, interval: 50 })
        .toBe(true);
      const response = await pressured.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual({
        message: MESSAGES.unavailable,
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      await pressured.close();
    }
  });
});
