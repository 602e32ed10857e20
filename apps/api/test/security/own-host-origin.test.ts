// Which Origins the mutation guard accepts besides PUBLIC_URL's: outside production, the host the
// request came to when it is one of this machine's own addresses (a phone at the LAN address, the
// dev server's proxy); in production none, whatever the Host header says (decision 028).
import { TEST_VAPID_ENV } from '../helpers.js';
import { createTestDb, type TestDb } from '@lectern/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { machineHostnames } from '../../src/auth/index.js';
import { loadConfig } from '../../src/config.js';
import { CSRF_HEADER } from '../../src/http/request-guards.js';

let testDb: TestDb;
let development: FastifyInstance;
let production: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDb();
  const quiet = { LOG_LEVEL: 'silent', MAX_EVENT_LOOP_DELAY_MS: '60000' };
  development = await buildApp({
    db: testDb.db,
    config: loadConfig({ NODE_ENV: 'development', PORT: '3000', ...quiet }),
    logger: false,
  });
  production = await buildApp({
    db: testDb.db,
    config: loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://lectern.example',
      SESSION_SECRET: 'ab'.repeat(32),
      OIDC_ISSUER: 'https://id.example',
      OIDC_CLIENT_ID: 'lectern',
      OIDC_CLIENT_SECRET: 'secret',
      SEED_DEMO: 'false',
      ...TEST_VAPID_ENV,
      ...quiet,
    }),
    logger: false,
  });
});
afterAll(async () => {
  await development?.close();
  await production?.close();
  await testDb?.close();
});

/** A signed-out tRPC mutation as a browser on `host` sends it: past the guard it is a 401. */
function mutation(app: FastifyInstance, host: string, origin: string) {
  return app.inject({
    method: 'POST',
    url: '/api/trpc/apiTokens.create',
    headers: { host, origin, 'content-type': 'application/json', [CSRF_HEADER]: '1' },
    payload: { name: 'x' },
  });
}

const lanAddress = machineHostnames().find(
  (name) => /^\d+\.\d+\.\d+\.\d+$/.test(name) && !name.startsWith('127.'),
);
const ownHosts = ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'localhost:5173'].concat(
  lanAddress ? [`${lanAddress}:3000`] : [],
);

describe('development', () => {
  it.each(ownHosts)(
    'accepts an Origin naming the machine’s own host %s it came to',
    async (host) => {
      const response = await mutation(development, host, `http://${host}`);
      expect(response.statusCode).toBe(401);
    },
  );

  it('refuses an Origin naming a host that is not the machine’s, even the one it came to', async () => {
    // DNS rebinding: a foreign name pointed at this machine.
    const response = await mutation(development, 'evil.example:3000', 'http://evil.example:3000');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Forbidden: foreign origin' });
  });

  it('refuses an Origin naming another of the machine’s hosts than the one it came to', async () => {
    const response = await mutation(development, '127.0.0.1:3000', 'http://[::1]:3000');
    expect(response.statusCode).toBe(403);
  });
});

describe('production', () => {
  it('accepts PUBLIC_URL’s origin', async () => {
    const response = await mutation(production, 'lectern.example', 'https://lectern.example');
    expect(response.statusCode).toBe(401);
  });

  it.each(ownHosts.concat('evil.example'))(
    'refuses an Origin naming the host %s it came to',
    async (host) => {
      const response = await mutation(production, host, `http://${host}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Forbidden: foreign origin' });
    },
  );
});
