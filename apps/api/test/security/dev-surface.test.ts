// The development surface (decision 056): the built-in sign-in and /api/dev/* answer only for a
// Host a developer uses (localhost, a loopback or private IP literal, PUBLIC_URL's host), a
// development token only to this machine, and a real database opens neither unless asked.
import { networkInterfaces } from 'node:os';
import { createTestDb, type TestDb } from '@lectern/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';

let testDb: TestDb;
let development: FastifyInstance;
let withPublicUrl: FastifyInstance;
const quiet = { LOG_LEVEL: 'silent', MAX_EVENT_LOOP_DELAY_MS: '60000' };

beforeAll(async () => {
  testDb = await createTestDb({ demo: true });
  development = await buildApp({
    db: testDb.db,
    config: loadConfig({ NODE_ENV: 'development', PORT: '3000', ...quiet }),
    logger: false,
  });
  withPublicUrl = await buildApp({
    db: testDb.db,
    config: loadConfig({
      NODE_ENV: 'development',
      PORT: '3000',
      PUBLIC_URL: 'http://lectern.test:3000',
      ...quiet,
    }),
    logger: false,
  });
});
afterAll(async () => {
  await development?.close();
  await withPublicUrl?.close();
  await testDb?.close();
});

async function tokenCount() {
  const row = await testDb.db
    .selectFrom('apiTokens')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function askToken(
  app: FastifyInstance,
  host: string,
  remoteAddress = '127.0.0.1',
  extra: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/dev/tokens',
    remoteAddress,
    headers: { host, 'content-type': 'application/json', ...extra },
    payload: { email: 'admin@example.org' },
  });
}

const DEVELOPER_HOSTS = [
  'localhost:3000',
  '127.0.0.1:3000',
  '[::1]:3000',
  '192.168.1.20:3000',
  '10.0.0.7:3000',
  '172.20.1.2:3000',
  '[fd12:3456::1]:3000',
];
const FOREIGN_HOSTS = [
  'evil.example:3000',
  'evil.example',
  'localhost.evil.example:3000',
  '127.0.0.1.nip.io:3000',
  '8.8.8.8:3000',
  '172.32.0.1:3000',
  'lectern.test:3000',
];

describe('POST /api/dev/tokens', () => {
  it('gives the developer’s own command on this machine a token (npm run token)', async () => {
    const response = await askToken(development, 'localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ token: expect.any(String) as unknown });
  });

  it.each(FOREIGN_HOSTS)(
    'answers 404 for the Host %s (DNS rebinding), making no token',
    async (host) => {
      const before = await tokenCount();
      const response = await askToken(development, host);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
      expect(await tokenCount()).toBe(before);
    },
  );

  it('answers 404 to another machine, at the network address the app listens on', async () => {
    const before = await tokenCount();
    for (const [host, from] of [
      ['192.168.1.20:3000', '192.168.1.35'],
      ['localhost:3000', '10.0.0.9'],
      ['[fd12:3456::1]:3000', 'fd12:3456::9'],
    ] as const) {
      expect((await askToken(development, host, from)).statusCode).toBe(404);
    }
    // Through the dev server's proxy (a loopback socket) on behalf of a phone on the LAN.
    const proxied = await askToken(development, '192.168.1.20:3000', '127.0.0.1', {
      'x-forwarded-for': '192.168.1.35',
    });
    expect(proxied.statusCode).toBe(404);
    expect(await tokenCount()).toBe(before);
  });

  it('answers 404 over a real socket from the machine’s network address', async (context) => {
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((address) => address?.family === 'IPv4' && !address.internal)?.address;
    if (!lan) return context.skip('this machine has no network address');
    const app = await buildApp({
      db: testDb.db,
      config: loadConfig({ NODE_ENV: 'development', PORT: '3000', ...quiet }),
      logger: false,
    });
    try {
      await app.listen({ host: lan, port: 0 });
      const { port } = app.server.address() as { port: number };
      const response = await fetch(`http://${lan}:${port}/api/dev/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.org' }),
      });
      expect(response.status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('the built-in sign-in', () => {
  const providerPage = (app: FastifyInstance, host: string) =>
    app.inject({
      method: 'GET',
      url: '/api/dev-oidc/.well-known/openid-configuration',
      headers: { host },
    });

  it.each(DEVELOPER_HOSTS)('answers at %s (a phone on the LAN included)', async (host) => {
    expect((await providerPage(development, host)).statusCode).toBe(200);
  });

  it.each(FOREIGN_HOSTS)('answers 404 at %s', async (host) => {
    expect((await providerPage(development, host)).statusCode).toBe(404);
    const form = await development.inject({
      method: 'POST',
      url: '/api/dev-oidc/interaction/x/login',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=admin%40example.org',
    });
    expect(form.statusCode).toBe(404);
    // Sign-in started there goes to PUBLIC_URL, where the provider answers; never at that host.
    const login = await development.inject({ method: 'GET', url: '/api/login', headers: { host } });
    expect(login.statusCode).toBe(302);
    expect(new URL(String(login.headers.location)).host).toBe('localhost:3000');
  });

  it('answers at PUBLIC_URL’s host when one is set', async () => {
    expect((await providerPage(withPublicUrl, 'lectern.test:3000')).statusCode).toBe(200);
    expect((await askToken(withPublicUrl, 'lectern.test:3000')).statusCode).toBe(200);
    expect((await providerPage(withPublicUrl, 'evil.example:3000')).statusCode).toBe(404);
  });
});

describe('DEV_SIGN_IN', () => {
  const DATABASE = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/lectern' };
  const OIDC = {
    OIDC_ISSUER: 'https://id.example',
    OIDC_CLIENT_ID: 'lectern',
    OIDC_CLIENT_SECRET: 'secret',
  };

  it('is on by default with the embedded database, with the demo', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
  });

  it('with DATABASE_URL, refuses to start without it or a provider: no sign-in-as-anyone by accident', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', ...DATABASE })).toThrow(/DEV_SIGN_IN=on/);
  });

  it('with DATABASE_URL and DEV_SIGN_IN=on, opens the built-in sign-in and seeds the demo', () => {
    const config = loadConfig({ NODE_ENV: 'development', ...DATABASE, DEV_SIGN_IN: 'on' });
    expect(config.oidc).toBeUndefined();
    expect(config.seedDemo).toBe(true);
  });

  it('with DATABASE_URL and a provider, seeds no demo unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'development', ...DATABASE, ...OIDC }).seedDemo).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'development', ...DATABASE, ...OIDC, SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
  });

  it('off, or a value that is neither on nor off, is refused without a provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', DEV_SIGN_IN: 'off' })).toThrow(
      /DEV_SIGN_IN=on/,
    );
    expect(() => loadConfig({ NODE_ENV: 'development', DEV_SIGN_IN: 'yes' })).toThrow(
      /DEV_SIGN_IN must be on or off/,
    );
  });
});
