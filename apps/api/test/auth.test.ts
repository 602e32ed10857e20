import { createServer } from 'node:net';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import {
  DEV_SIGN_IN_TITLE,
  SESSION_COOKIE,
  createApiToken,
  createDevIdentityProvider,
  escapeHtml,
  type Db,
} from '@lectern/auth';
import {
  createTestBrowser,
  startFakeProvider,
  type FakeProvider,
  type TestBrowser,
} from '@lectern/auth/testing';
import { createTestDb } from '@lectern/db/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEV_IDENTITY_ISSUER,
  OAUTH_COOKIE,
  SIGN_IN_FAILED_TEXT,
  authRoutes,
  credentialOf,
  machineHostnames,
  resolveIdentity,
  signInOrigins,
} from '../src/auth/index.js';
import { loadConfig, type AppConfig } from '../src/config.js';

// Sign-in over real HTTP: a minimal Fastify app with the sign-in routes, driven like a browser
// (manual redirects, a cookie jar) through the built-in development provider, and through a fake
// provider that can be made to answer wrongly. Every negative ends with "no session row created".

let db: Db;
let closeDb: () => Promise<void>;

beforeAll(async () => {
  const testDb = await createTestDb({ demo: true });
  db = testDb.db;
  closeDb = () => testDb.close();
});
afterAll(async () => {
  await closeDb();
});

interface TestServer {
  app: FastifyInstance;
  base: string;
  config: AppConfig;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * The sign-in routes as app.ts mounts them, plus a route that answers who the caller is.
 * PUBLIC_URL is the server's own 127.0.0.1 address unless `env` says otherwise ('' = unset).
 */
async function startServer(
  env: Record<string, string> = {},
  listenHost = '127.0.0.1',
): Promise<TestServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: base,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = Fastify({ logger: false });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(authRoutes, { db, config });
  app.get('/api/test/whoami', async (request, reply) => {
    const credential = credentialOf(request);
    const identity = credential && (await resolveIdentity(db, credential));
    if (!identity) return reply.code(401).send({ error: 'Unauthorized' });
    return {
      userId: identity.user.id,
      email: identity.user.email,
      via: identity.via,
      sessionId: identity.sessionId ?? null,
    };
  });
  await app.listen({ port, host: listenHost });
  return { app, base, config };
}

async function sessionCount(): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function userByEmail(email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'oidcIssuer', 'oidcSubject'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

async function whoami(server: TestServer, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.base}/api/test/whoami`, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function whoamiIn(server: TestServer, browser: TestBrowser) {
  const response = await browser.request(`${server.base}/api/test/whoami`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function sessionCookieHeader(value: string): Record<string, string> {
  return { cookie: `${SESSION_COOKIE}=${value}` };
}

describe('sign-in through the development provider', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.app.close();
  });

  /** /api/login → provider → picker page. */
  async function openPicker(browser: TestBrowser) {
    const result = await browser.follow(`${server.base}/api/login`);
    expect(result.response.status).toBe(200);
    const html = await result.response.text();
    return { html, url: result.url, response: result.response };
  }

  /** Chooses `email` on the picker and stops just before /api/callback, returning its URL. */
  async function reachCallback(browser: TestBrowser, email: string): Promise<URL> {
    const { html, url } = await openPicker(browser);
    const action = /<form method="post" action="([^"]+\/login)"/.exec(html)?.[1];
    if (!action) throw new Error('no sign-in form');
    const done = await browser.follow(new URL(action, url), {
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }).toString(),
      },
      stop: (next) => next.pathname === '/api/callback',
    });
    expect(done.url.pathname).toBe('/api/callback');
    return done.url;
  }

  async function signIn(browser: TestBrowser, email: string): Promise<Response> {
    const callback = await reachCallback(browser, email);
    const response = await browser.request(callback);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    return response;
  }

  it('starts the code flow with state, nonce and PKCE kept in an encrypted, short-lived cookie', async () => {
    const browser = createTestBrowser();
    const response = await browser.request(`${server.base}/api/login`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.href.startsWith(`${server.base}/api/dev-oidc/auth?`)).toBe(true);
    expect(location.searchParams.get('client_id')).toBe('lectern-dev');
    expect(location.searchParams.get('redirect_uri')).toBe(`${server.base}/api/callback`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    const oauth = browser.cookie(OAUTH_COOKIE);
    expect(oauth?.raw).toMatch(/HttpOnly/i);
    expect(oauth?.raw).toMatch(/SameSite=Lax/i);
    expect(oauth?.raw).toMatch(/Path=\/api(;|$)/);
    expect(oauth?.raw).toMatch(/Max-Age=600/);
    // Encrypted: neither the state nor anything else readable is in it.
    expect(oauth?.value).not.toContain(location.searchParams.get('state') ?? '');
    expect(response.headers.get('x-ratelimit-limit')).toBe(
      String(server.config.rateLimits.signIn.max),
    );
  });

  it('shows the development sign-in page: demo people as buttons, no scripts, strict headers', async () => {
    const { html, response } = await openPicker(createTestBrowser());
    expect(html).toContain(`<title>${DEV_SIGN_IN_TITLE}</title>`);
    expect(html).toContain('Liam Patel');
    expect(html).toContain('member@example.org');
    expect(html).toContain('VP Education');
    expect(html).toMatch(/<button type="submit" name="email" value="member@example.org">/);
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('signs in as the chosen person: session cookie flags, the row, and resolveIdentity', async () => {
    const member = await userByEmail('member@example.org');
    const browser = createTestBrowser();
    const response = await signIn(browser, 'member@example.org');

    const session = browser.cookie(SESSION_COOKIE);
    expect(session?.value).toMatch(/^[a-z2-7]{24}\.[a-z2-7]{32}$/);
    expect(session?.raw).toMatch(/HttpOnly/i);
    expect(session?.raw).toMatch(/SameSite=Lax/i);
    expect(session?.raw).toMatch(/Path=\/(;|$)/);
    expect(session?.raw).toMatch(/Expires=/i);
    expect(session?.raw).not.toMatch(/Secure/i); // plain http here; https sets Secure
    // The OAuth state is spent.
    expect(browser.cookie(OAUTH_COOKIE)).toBeUndefined();
    expect(response.headers.get('cache-control')).toBe('no-store');

    // The pre-added demo member was linked (verified e-mail), not duplicated.
    const linked = await userByEmail('member@example.org');
    expect(linked).toMatchObject({
      id: member.id,
      oidcIssuer: DEV_IDENTITY_ISSUER,
      oidcSubject: 'member@example.org',
    });

    const me = await whoamiIn(server, browser);
    expect(me).toMatchObject({ status: 200, body: { userId: member.id, via: 'session' } });
    const sessionId = session?.value.split('.')[0];
    expect(me.body.sessionId).toBe(sessionId);
    const row = await db
      .selectFrom('sessions')
      .select(['userId'])
      .where('id', '=', sessionId ?? '')
      .executeTakeFirst();
    expect(row?.userId).toBe(member.id);
  });

  it('issues a new token at each sign-in and ends the one the browser held', async () => {
    const browser = createTestBrowser();
    await signIn(browser, 'member2@example.org');
    const first = browser.cookie(SESSION_COOKIE)?.value ?? '';
    await signIn(browser, 'member2@example.org');
    const second = browser.cookie(SESSION_COOKIE)?.value ?? '';
    expect(second).not.toBe(first);
    expect((await whoami(server, sessionCookieHeader(first))).status).toBe(401);
    expect((await whoami(server, sessionCookieHeader(second))).status).toBe(200);

    // Switching persona in the same browser works the same way.
    await signIn(browser, 'vpe@example.org');
    expect((await whoamiIn(server, browser)).body.email).toBe('vpe@example.org');
    expect((await whoami(server, sessionCookieHeader(second))).status).toBe(401);
  });

  it('signs out: deletes the row, clears the cookie, and the old cookie no longer works', async () => {
    const browser = createTestBrowser();
    await signIn(browser, 'guest@example.org');
    const token = browser.cookie(SESSION_COOKIE)?.value ?? '';
    const sessionId = token.split('.')[0] ?? '';

    const response = await browser.request(`${server.base}/api/logout`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    const cleared = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
    expect(
      await db.selectFrom('sessions').select('id').where('id', '=', sessionId).executeTakeFirst(),
    ).toBeUndefined();

    // Replay of the old cookie after sign-out.
    expect((await whoami(server, sessionCookieHeader(token))).status).toBe(401);
  });

  it('accepts sign-out typed into the address bar (Sec-Fetch-Site none) and from old browsers (absent)', async () => {
    const variants: Record<string, string>[] = [{ 'sec-fetch-site': 'none' }, {}];
    for (const headers of variants) {
      const browser = createTestBrowser();
      await signIn(browser, 'officer@example.org');
      const token = browser.cookie(SESSION_COOKIE)?.value ?? '';
      const response = await browser.request(`${server.base}/api/logout`, { headers });
      expect(response.status).toBe(302);
      expect((await whoami(server, sessionCookieHeader(token))).status).toBe(401);
    }
  });

  it('refuses sign-out from another site (403) and keeps the session', async () => {
    const browser = createTestBrowser();
    await signIn(browser, 'sergeant@example.org');
    const before = await sessionCount();
    for (const site of ['cross-site', 'same-site']) {
      const response = await browser.request(`${server.base}/api/logout`, {
        headers: { 'sec-fetch-site': site },
      });
      expect(response.status).toBe(403);
      expect(response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(
        false,
      );
    }
    expect(await sessionCount()).toBe(before);
    expect((await whoamiIn(server, browser)).status).toBe(200);
  });

  describe('creates no session when the callback is wrong', () => {
    let before: number;
    beforeAll(async () => {
      // Settle any sessions from earlier tests; each negative compares against this count.
      before = await sessionCount();
    });
    afterEach(async () => {
      expect(await sessionCount()).toBe(before);
    });

    async function expectRefused(response: Response) {
      expect(response.status).toBe(400);
      const body = await response.text();
      expect(body).toContain('Sign-in failed');
      expect(body).toContain('href="/login"');
      expect(response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(
        false,
      );
    }

    it('a tampered state', async () => {
      const browser = createTestBrowser();
      const callback = await reachCallback(browser, 'member@example.org');
      callback.searchParams.set('state', 'tampered');
      await expectRefused(await browser.request(callback));
    });

    it('a missing OAuth cookie (callback opened in another browser), with a page that says why and what to do', async () => {
      const callback = await reachCallback(createTestBrowser(), 'member@example.org');
      const response = await createTestBrowser().request(callback);
      const page = await response.clone().text();
      await expectRefused(response);
      expect(page).toContain(`<h1>${SIGN_IN_FAILED_TEXT.title}</h1>`);
      expect(page).toContain(escapeHtml(SIGN_IN_FAILED_TEXT.missingState));
      expect(page).toContain(escapeHtml(SIGN_IN_FAILED_TEXT.missingStateCauses));
      expect(page).toContain(SIGN_IN_FAILED_TEXT.missingStateAdvice(server.config.publicUrl));
      expect(page).toContain(`<a href="/login">${SIGN_IN_FAILED_TEXT.again}</a>`);
      expect(page).toMatch(/<html lang="en">/);
      expect(page).not.toMatch(/<script/i);
    });

    it('a wrong code', async () => {
      const browser = createTestBrowser();
      const callback = await reachCallback(browser, 'member@example.org');
      callback.searchParams.set('code', 'not-a-code');
      await expectRefused(await browser.request(callback));
    });

    it("another attempt's state and verifier (PKCE binds the code to its own verifier)", async () => {
      const victim = createTestBrowser();
      const victimCallback = await reachCallback(victim, 'member@example.org');
      const attacker = createTestBrowser();
      const attackerCallback = await reachCallback(attacker, 'member@example.org');
      // The victim's code presented with the attacker's own state and cookie (and so verifier).
      const mixed = new URL(victimCallback);
      mixed.searchParams.set('state', attackerCallback.searchParams.get('state') ?? '');
      await expectRefused(await attacker.request(mixed));
    });

    it('a cancelled sign-in (provider error answer)', async () => {
      const browser = createTestBrowser();
      const { html, url } = await openPicker(browser);
      const abort = /action="([^"]+\/abort)"/.exec(html)?.[1] ?? '';
      const done = await browser.follow(new URL(abort, url), {
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: '',
        },
        stop: (next) => next.pathname === '/api/callback',
      });
      expect(done.url.searchParams.get('error')).toBe('access_denied');
      await expectRefused(await browser.request(done.url));
    });

    it('a replayed callback URL, with or without the original OAuth cookie', async () => {
      const browser = createTestBrowser();
      const callback = await reachCallback(browser, 'member@example.org');
      const oauth = browser.cookie(OAUTH_COOKIE)?.value ?? '';
      const ok = await browser.request(callback);
      expect(ok.status).toBe(302);
      // That one sign-in did create a session; end it so the count is back where it was.
      await browser.request(`${server.base}/api/logout`);

      // Same browser: the OAuth cookie is gone.
      await expectRefused(await browser.request(callback));
      // An attacker who kept the encrypted cookie: the code is single-use at the provider.
      const replay = await fetch(callback, {
        headers: { cookie: `${OAUTH_COOKIE}=${oauth}` },
        redirect: 'manual',
      });
      await expectRefused(replay);
    });

    it('a forged OAuth cookie', async () => {
      const browser = createTestBrowser();
      const callback = await reachCallback(browser, 'member@example.org');
      const response = await fetch(callback, {
        headers: { cookie: `${OAUTH_COOKIE}=forged;value` },
        redirect: 'manual',
      });
      await expectRefused(response);
    });
  });

  it('resolves an API token sent as a Bearer token, and judges a bad one on its own', async () => {
    const member = await userByEmail('member@example.org');
    const { token } = await createApiToken(db, member.id, 'test', 'full');
    expect(await whoami(server, { authorization: `Bearer ${token}` })).toMatchObject({
      status: 200,
      body: { userId: member.id, via: 'token', sessionId: null },
    });
    // A bad token is refused even when a valid session cookie rides along.
    const browser = createTestBrowser();
    await signIn(browser, 'treasurer@example.org');
    const session = browser.cookie(SESSION_COOKIE)?.value ?? '';
    expect(
      (await whoami(server, { authorization: `Bearer ${token}x`, ...sessionCookieHeader(session) }))
        .status,
    ).toBe(401);
    expect((await whoami(server, { authorization: 'Basic abc' })).status).toBe(401);
  });

  it('POST /api/dev/tokens issues a working token for an existing person only', async () => {
    const post = (body: unknown) =>
      fetch(`${server.base}/api/dev/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const ok = await post({ email: 'member@example.org' });
    expect(ok.status).toBe(200);
    const { token } = (await ok.json()) as { token: string };
    expect(token).toMatch(/^lct_/);
    expect((await whoami(server, { authorization: `Bearer ${token}` })).body.email).toBe(
      'member@example.org',
    );

    const unknown = await post({ email: 'nobody@example.org' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Not found' });
    expect((await post({ email: 'not an e-mail' })).status).toBe(400);
    expect((await post({ email: 'member@example.org', extra: true })).status).toBe(400);
  });
});

describe('sign-in from any address', () => {
  /**
   * A LAN address of this machine (the phone's way in), if it has one: a private-range address,
   * where the built-in sign-in answers (decision 056).
   */
  const lanAddress = machineHostnames().find((name) =>
    /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)\d+\.\d+/.test(name),
  );

  /** Signs in from `start`, recording every URL the browser visits on the way. */
  async function signInFrom(browser: TestBrowser, start: string, email: string) {
    const visited: URL[] = [];
    const toPicker = await browser.follow(start, {
      stop: (next) => {
        visited.push(next);
        return false;
      },
    });
    expect(toPicker.response.status).toBe(200);
    const html = await toPicker.response.text();
    const action = /<form method="post" action="([^"]+\/login)"/.exec(html)?.[1] ?? '';
    const done = await browser.follow(new URL(action, toPicker.url), {
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }).toString(),
      },
      stop: (next) => {
        visited.push(next);
        return next.pathname === '/api/callback';
      },
    });
    const answer = await browser.request(done.url);
    return { visited, callback: done.url, answer };
  }

  describe('PUBLIC_URL set', () => {
    let server: TestServer;
    let port: string;
    beforeAll(async () => {
      // Reachable at every address of the machine; PUBLIC_URL names 127.0.0.1.
      server = await startServer({}, '0.0.0.0');
      port = new URL(server.base).port;
    });
    afterAll(async () => {
      await server.app.close();
    });

    it.runIf(lanAddress)(
      'a sign-in started at another address moves to PUBLIC_URL first and ends signed in there',
      async () => {
        const browser = createTestBrowser();
        const first = await browser.request(`http://${lanAddress}:${port}/api/login`);
        expect(first.status).toBe(302);
        expect(first.headers.get('location')).toBe(`${server.base}/api/login?moved=1`);
        expect(first.headers.get('cache-control')).toBe('no-store');
        // Nothing was started on the other host: no state cookie there.
        expect(browser.cookie(OAUTH_COOKIE)).toBeUndefined();

        const { visited, callback, answer } = await signInFrom(
          browser,
          `http://${lanAddress}:${port}/api/login`,
          'member@example.org',
        );
        expect(visited[0]?.href).toBe(`${server.base}/api/login?moved=1`);
        expect(visited.slice(1).every((url) => url.origin === server.base)).toBe(true);
        expect(callback.origin).toBe(server.base);
        expect(answer.status).toBe(302);
        expect(answer.headers.get('location')).toBe('/');
        expect((await whoamiIn(server, browser)).body.email).toBe('member@example.org');
      },
    );

    it('sends a forged Host to PUBLIC_URL only, and never round in a loop', async () => {
      const forged = await server.app.inject({
        url: '/api/login',
        headers: { host: 'evil.example' },
      });
      expect(forged.statusCode).toBe(302);
      expect(forged.headers.location).toBe(`${server.base}/api/login?moved=1`);

      // A proxy that never passes PUBLIC_URL's host: the second arrival starts the sign-in, whose
      // provider and callback are PUBLIC_URL's all the same.
      const again = await server.app.inject({
        url: '/api/login?moved=1',
        headers: { host: 'internal-name:8080' },
      });
      expect(again.statusCode).toBe(302);
      const provider = new URL(String(again.headers.location));
      expect(provider.origin).toBe(server.base);
      expect(provider.pathname).toBe('/api/dev-oidc/auth');
      expect(provider.searchParams.get('redirect_uri')).toBe(`${server.base}/api/callback`);
    });
  });

  describe('development without PUBLIC_URL', () => {
    let server: TestServer;
    let port: string;
    beforeAll(async () => {
      server = await startServer({ PUBLIC_URL: '' }, '0.0.0.0');
      port = new URL(server.base).port;
      expect(server.config.publicUrlConfigured).toBe(false);
      expect(server.config.publicUrl).toBe(`http://localhost:${port}`);
    });
    afterAll(async () => {
      await server.app.close();
    });

    const addresses = ['127.0.0.1', ...(lanAddress ? [lanAddress] : [])];
    it.each(addresses)(
      'signs in at %s from start to finish without leaving that address',
      async (address) => {
        const here = `http://${address}:${port}`;
        const browser = createTestBrowser();
        const start = await browser.request(`${here}/api/login`);
        expect(start.status).toBe(302);
        const provider = new URL(start.headers.get('location') ?? '');
        expect(provider.origin).toBe(here);
        expect(provider.searchParams.get('redirect_uri')).toBe(`${here}/api/callback`);

        const { visited, callback, answer } = await signInFrom(
          browser,
          `${here}/api/login`,
          'vpe@example.org',
        );
        expect(visited.map((url) => url.origin).filter((origin) => origin !== here)).toEqual([]);
        expect(callback.origin).toBe(here);
        expect(answer.status).toBe(302);
        expect(answer.headers.get('location')).toBe('/');
        const me = await browser.request(`${here}/api/test/whoami`);
        expect(((await me.json()) as { email: string }).email).toBe('vpe@example.org');
      },
    );

    it('takes no address from a Host header that is not one of the machine’s', async () => {
      const forged = await server.app.inject({
        url: '/api/login',
        headers: { host: `evil.example:${port}` },
      });
      expect(forged.statusCode).toBe(302);
      expect(forged.headers.location).toBe(`http://localhost:${port}/api/login?moved=1`);
      const again = await server.app.inject({
        url: '/api/login?moved=1',
        headers: { host: `evil.example:${port}` },
      });
      const provider = new URL(String(again.headers.location));
      expect(provider.origin).toBe(`http://localhost:${port}`);
      expect(provider.searchParams.get('redirect_uri')).toBe(
        `http://localhost:${port}/api/callback`,
      );
      // Another port on a machine address is another site too.
      const otherPort = await server.app.inject({
        url: '/api/login',
        headers: { host: '127.0.0.1:1' },
      });
      expect(otherPort.headers.location).toBe(`http://localhost:${port}/api/login?moved=1`);
    });

    it('the built-in provider refuses a callback at an address that is not the machine’s', async () => {
      const browser = createTestBrowser();
      const start = await browser.request(`http://127.0.0.1:${port}/api/login`);
      const provider = new URL(start.headers.get('location') ?? '');
      provider.searchParams.set('redirect_uri', `http://evil.example:${port}/api/callback`);
      const refused = await browser.request(provider);
      expect(refused.status).toBe(400);
      expect(refused.headers.get('location')).toBeNull();
    });
  });

  it.each([
    ['development, no PUBLIC_URL, built-in sign-in', {}, 'local'],
    ['PUBLIC_URL set', { PUBLIC_URL: 'http://lectern.test:3000' }, 'fixed'],
    [
      'an external provider',
      { OIDC_ISSUER: 'https://id.example', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' },
      'fixed',
    ],
  ] as const)('%s: sign-in runs in %s mode', (_label, env, mode) => {
    const config = loadConfig({ NODE_ENV: 'development', PORT: '3000', ...env });
    const origins = signInOrigins(config, () => ['localhost', '127.0.0.1', '[::1]', '10.1.2.3']);
    expect(origins.mode).toBe(mode);
    const at = (host: string) =>
      origins.originOf({ protocol: 'http', host } as Parameters<typeof origins.originOf>[0]);
    if (mode === 'local') {
      expect(origins.origins).toEqual([
        'http://localhost:3000',
        'http://127.0.0.1:3000',
        'http://[::1]:3000',
        'http://10.1.2.3:3000',
      ]);
      expect(at('10.1.2.3:3000')).toBe('http://10.1.2.3:3000');
      expect(at('[::1]:3000')).toBe('http://[::1]:3000');
      expect(at('10.1.2.4:3000')).toBeNull();
      expect(at('10.1.2.3:3001')).toBeNull();
      expect(at('evil.example:3000')).toBeNull();
    } else {
      expect(origins.origins).toEqual([origins.canonical]);
      expect(at('10.1.2.3:3000')).toBeNull();
      expect(at('127.0.0.1:3000')).toBeNull();
    }
  });

  it('production runs sign-in in fixed mode even without PUBLIC_URL', () => {
    const config = {
      ...loadConfig({ NODE_ENV: 'test', PORT: '3000' }),
      production: true,
    };
    expect(signInOrigins(config, () => ['127.0.0.1']).mode).toBe('fixed');
  });
});

describe('sign-in through a configured provider that answers wrongly', () => {
  let fake: FakeProvider;
  let server: TestServer;

  beforeAll(async () => {
    fake = await startFakeProvider();
    server = await startServer({
      OIDC_ISSUER: fake.issuer,
      OIDC_CLIENT_ID: fake.clientId,
      OIDC_CLIENT_SECRET: fake.clientSecret,
    });
  });
  afterEach(() => fake.reset());
  afterAll(async () => {
    await server.app.close();
    await fake.close();
  });

  /** The fake provider signs in at once: /api/login → provider → /api/callback → answer. */
  async function attempt(): Promise<{ response: Response; browser: TestBrowser }> {
    const browser = createTestBrowser();
    const result = await browser.follow(`${server.base}/api/login`, {
      stop: (url) => url.pathname === '/',
    });
    return { response: result.response, browser };
  }

  it('signs in with a correct answer, recording the real issuer and subject', async () => {
    fake.person = {
      sub: 'fake-ok',
      email: 'someone-new@example.org',
      emailVerified: true,
      givenName: 'New',
    };
    const { response, browser } = await attempt();
    expect(response.status).toBe(302);
    const me = await whoamiIn(server, browser);
    expect(me.body.email).toBe('someone-new@example.org');
    const user = await userByEmail('someone-new@example.org');
    expect(user).toMatchObject({ oidcIssuer: fake.issuer, oidcSubject: 'fake-ok' });
  });

  it.each([
    ['a wrong issuer', { issuer: 'https://evil.example.test' }],
    ['a wrong audience', { audience: 'another-client' }],
    ['a wrong nonce', { nonce: 'replayed-nonce' }],
    ['a signature from a key the provider does not publish', { foreignKey: true }],
    ['an expired id_token', { expiresIn: -600 }],
  ])('creates no session for an id_token with %s', async (_label, faults) => {
    fake.person = { sub: 'fake-bad', email: 'president@example.org', emailVerified: true };
    fake.faults = faults;
    const before = await sessionCount();
    const { response, browser } = await attempt();
    expect(response.status).toBe(400);
    expect(await sessionCount()).toBe(before);
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
    // Nobody was linked to the president either.
    expect((await userByEmail('president@example.org')).oidcIssuer).toBeNull();
  });

  it('does not link a pre-added member by an unverified e-mail', async () => {
    const secretary = await userByEmail('secretary@example.org');
    fake.person = {
      sub: 'claims-to-be-secretary',
      email: 'secretary@example.org',
      emailVerified: false,
    };
    const { response, browser } = await attempt();
    expect(response.status).toBe(302);
    const me = await whoamiIn(server, browser);
    expect(me.body.userId).not.toBe(secretary.id);
    expect(me.body.email).toBeNull();
    expect((await userByEmail('secretary@example.org')).oidcIssuer).toBeNull();
  });

  it('has no development provider or token route when a provider is configured', async () => {
    expect(
      (await fetch(`${server.base}/api/dev-oidc/.well-known/openid-configuration`)).status,
    ).toBe(404);
    const tokens = await fetch(`${server.base}/api/dev/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.org' }),
    });
    expect(tokens.status).toBe(404);
  });
});

describe('production', () => {
  it('the development provider refuses to be created under NODE_ENV=production', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(
        createDevIdentityProvider({
          issuer: 'http://127.0.0.1:1/api/dev-oidc',
          clientId: 'lectern-dev',
          clientSecret: 'x',
          redirectUris: ['http://127.0.0.1:1/api/callback'],
          listPeople: () => Promise.resolve([]),
          findAccountByEmail: () => Promise.resolve(null),
        }),
      ).rejects.toThrow(/production/);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it('the sign-in routes refuse to start in production without a configured provider', async () => {
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      production: true,
      oidc: undefined,
    };
    const app = Fastify({ logger: false });
    await app.register(cookie);
    await app.register(rateLimit, { global: false });
    await expect(app.register(authRoutes, { db, config }).ready()).rejects.toThrow(/production/);
    await app.close().catch(() => undefined);
  });
});
