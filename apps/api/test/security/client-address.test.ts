// Whose address a per-IP limit counts (decision 056). X-Forwarded-For is written by whoever sends
// the request; only the hops TRUST_PROXY names are believed. Off by default, production too.
import { TEST_VAPID_ENV } from '../helpers.js';
import { createTestDb, type TestDb } from '@lectern/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';

const SIGN_INS_PER_MINUTE = 3;

let testDb: TestDb;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await testDb?.close();
});

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://lectern.example',
  SESSION_SECRET: 'ab'.repeat(32),
  OIDC_ISSUER: 'https://id.example',
  OIDC_CLIENT_ID: 'lectern',
  OIDC_CLIENT_SECRET: 'secret',
  SEED_DEMO: 'false',
  ...TEST_VAPID_ENV,
};

async function appWith(env: Record<string, string>) {
  const app = await buildApp({
    db: testDb.db,
    config: loadConfig({
      LOG_LEVEL: 'silent',
      MAX_EVENT_LOOP_DELAY_MS: '60000',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: String(SIGN_INS_PER_MINUTE),
      ...env,
    }),
    logger: false,
  });
  apps.push(app);
  return app;
}

/** A sign-in callback (refused at once: no state) from the socket `remoteAddress`. */
function callback(app: FastifyInstance, forwardedFor: string | undefined, remoteAddress: string) {
  return app.inject({
    method: 'GET',
    url: '/api/callback',
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
}

describe('TRUST_PROXY unset (the default, production included)', () => {
  it('ignores X-Forwarded-For: a new forged address each time does not reset the sign-in limit', async () => {
    const app = await appWith(PRODUCTION);
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_INS_PER_MINUTE; i++) {
      statuses.push((await callback(app, `198.51.100.${i + 1}`, '203.0.113.10')).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  it('counts the address the proxy saw, whatever the client put to the left of it', async () => {
    const app = await appWith({ ...PRODUCTION, TRUST_PROXY: '1' });
    const proxy = '10.0.0.2';
    for (let i = 0; i < SIGN_INS_PER_MINUTE; i++) {
      const response = await callback(app, `198.51.100.${i + 1}, 203.0.113.20`, proxy);
      expect(response.statusCode).toBe(400);
    }
    expect((await callback(app, '198.51.100.99, 203.0.113.20', proxy)).statusCode).toBe(429);
    // Another client behind the same proxy has a count of its own.
    expect((await callback(app, '203.0.113.21', proxy)).statusCode).toBe(400);
  });
});

describe('TRUST_PROXY as addresses', () => {
  it('believes X-Forwarded-For only from a listed proxy', async () => {
    const app = await appWith({ ...PRODUCTION, TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' });
    for (let i = 0; i < SIGN_INS_PER_MINUTE; i++) {
      expect((await callback(app, '203.0.113.30', '10.1.2.3')).statusCode).toBe(400);
    }
    expect((await callback(app, '203.0.113.30', '192.168.1.5')).statusCode).toBe(429);
    expect((await callback(app, '203.0.113.31', '10.1.2.3')).statusCode).toBe(400);
    // Not a listed proxy: its X-Forwarded-For is ignored, the socket's address counts.
    for (let i = 0; i < SIGN_INS_PER_MINUTE; i++) {
      expect((await callback(app, `198.51.100.${i + 1}`, '203.0.113.40')).statusCode).toBe(400);
    }
    expect((await callback(app, '198.51.100.99', '203.0.113.40')).statusCode).toBe(429);
  });
});

describe('reading TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['off', false],
    ['2', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    [' 10.0.0.1 , fd00::/8 ', ['10.0.0.1', 'fd00::/8']],
  ])('%s', (value, expected) => {
    const env = value === undefined ? {} : { TRUST_PROXY: value };
    expect(loadConfig({ NODE_ENV: 'test', ...env }).trustProxy).toEqual(expected);
  });

  it.each(['true', '0', '-1', 'proxy.example', '10.0.0.0/33', '10.0.0.1,'])(
    'refuses %s',
    (value) => {
      expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});
