import { TEST_VAPID_ENV } from './helpers.js';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { SESSION_COOKIE, createApiToken, type Db } from '@lectern/auth';
import { createTestBrowser, type TestBrowser } from '@lectern/auth/testing';
import { createTestDb, type TestDb } from '@lectern/db/testing';
import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

// Production sign-in through an OpenID provider that is not ours: oauth2-mock-server, started in
// this process, is the issuer; the whole app (buildApp, as the server builds it) listens on a
// random port and is driven over real HTTP like a browser (manual redirects, a cookie jar) —
// decision 031.
//
// NODE_ENV=production, so the app takes the production path: no development provider or token
// route, a SESSION_SECRET of its own, the configured OIDC_ISSUER/OIDC_CLIENT_ID/OIDC_CLIENT_SECRET,
// and openid-client checking PKCE (S256), state, nonce and the ID token's signature against the
// provider's published keys. Two settings differ from a real deployment, and neither changes what
// is checked: the provider and the app are plain http on 127.0.0.1 (the OIDC client allows http
// only to a loopback provider; deployed, both are https and the cookies get `Secure`).

// Letters and digits only: the client authenticates with client_secret_basic, which form-encodes
// the id ('-' becomes %2D), and this mock takes the id from that header without decoding it.
const CLIENT_ID = 'lecternproductiontest';
const CLIENT_SECRET = randomBytes(24).toString('hex');

/** What the provider says about the person signing in next. */
interface Person {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  /** Put another nonce in the ID token than the one the app sent. */
  wrongNonce?: boolean;
  /** Change this claim of the signed ID token on its way to the app (the signature then lies). */
  alterAfterSigning?: Record<string, unknown>;
}

let testDb: TestDb;
let db: Db;
let provider: OAuth2Server;
let app: FastifyInstance;
let base: string;
let issuer: string;
/** Who the provider signs in next; every sign-in sets it. */
let next: Person | undefined;
/** What the app asked the provider's authorization endpoint for, last time. */
let lastAuthorize: URLSearchParams | undefined;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

beforeAll(async () => {
  testDb = await createTestDb({ demo: true });
  db = testDb.db;

  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  // It would call itself localhost; the address it listens on needs no name lookup.
  issuer = `http://127.0.0.1:${provider.address().port}`;
  provider.issuer.url = issuer;
  provider.service.on('beforeAuthorizeRedirect', (_redirect: unknown, req: { url?: string }) => {
    lastAuthorize = new URL(req.url ?? '', issuer).searchParams;
  });
  // The provider's own way of answering for a person: claims added to the tokens it signs.
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    if (!next) throw new Error('the test did not say who signs in');
    Object.assign(token.payload, {
      sub: next.sub,
      email: next.email,
      email_verified: next.emailVerified,
      ...(next.givenName ? { given_name: next.givenName } : {}),
      ...(next.familyName ? { family_name: next.familyName } : {}),
      ...(next.wrongNonce ? { nonce: 'a-nonce-this-app-never-sent' } : {}),
    });
  });
  provider.service.on('beforeResponse', (response: { body: Record<string, unknown> }) => {
    const idToken = response.body.id_token;
    if (!next?.alterAfterSigning || typeof idToken !== 'string') return;
    const [header, payload, signature] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
    const altered = Buffer.from(JSON.stringify({ ...claims, ...next.alterAfterSigning }));
    response.body.id_token = `${header}.${altered.toString('base64url')}.${signature}`;
  });

  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: base,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
    LOG_LEVEL: 'silent',
    ...TEST_VAPID_ENV,
  });
  expect(config.production).toBe(true);
  app = await buildApp({ db, config, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
});

afterEach(() => {
  next = undefined;
  lastAuthorize = undefined;
});

afterAll(async () => {
  await app?.close();
  await provider?.stop();
  await testDb?.drop();
});

/** Opens /api/login and follows every redirect, through the provider, back to the app's '/'. */
async function signIn(person: Person): Promise<{ browser: TestBrowser; response: Response }> {
  next = person;
  const browser = createTestBrowser();
  const { response, url } = await browser.follow(`${base}/api/login`, {
    stop: (to) => to.origin === base && to.pathname === '/',
  });
  if (response.status === 302) expect(url.href).toBe(`${base}/`);
  return { browser, response };
}

async function me(browser: TestBrowser) {
  const response = await browser.request(`${base}/api/auth/user`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function myClubs(browser: TestBrowser) {
  const response = await browser.request(`${base}/api/clubs`);
  expect(response.status).toBe(200);
  return (await response.json()) as { clubId: number; role: string }[];
}

async function userByEmail(email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'lastName', 'oidcIssuer', 'oidcSubject'])
    .where('email', '=', email)
    .executeTakeFirst();
}

async function sessionCount(): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A manager pre-adds a person to the demo club by e-mail, through the REST door with a token. */
async function preAdd(email: string, name: string) {
  const vpm = await userByEmail('vpm@example.org');
  if (!vpm) throw new Error('no VPM in the demo club');
  const { token } = await createApiToken(db, vpm.id, 'pre-add', 'full');
  const clubId = testDb.demo?.clubId ?? 0;
  const response = await fetch(`${base}/api/clubs/${clubId}/members`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, role: 'member' }),
  });
  expect(response.status).toBe(201);
  const added = await userByEmail(email);
  expect(added).toMatchObject({ oidcIssuer: null, oidcSubject: null });
  return { clubId, userId: added?.id ?? 0 };
}

describe('sign-in through an independent OpenID provider, in production mode', () => {
  it('is the production configuration: no development provider, no token route', async () => {
    expect((await fetch(`${base}/api/dev-oidc/.well-known/openid-configuration`)).status).toBe(404);
    const tokens = await fetch(`${base}/api/dev/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-lectern-csrf': '1' },
      body: JSON.stringify({ email: 'member@example.org' }),
    });
    expect(tokens.status).toBe(404);
    // Without the CSRF header a change no route takes meets the guards like any other (decision 055).
    const unguarded = await fetch(`${base}/api/dev/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.org' }),
    });
    expect(unguarded.status).toBe(403);
    expect(await unguarded.json()).toEqual({
      message: 'Forbidden: missing x-lectern-csrf header',
      code: 'FORBIDDEN',
    });
  });

  it('a first sign-in creates the person from the verified claims, with PKCE and a nonce', async () => {
    const email = 'first.timer@example.net';
    expect(await userByEmail(email)).toBeUndefined();
    const { browser, response } = await signIn({
      sub: 'ext-first-timer',
      email,
      emailVerified: true,
      givenName: 'Farida',
      familyName: 'Timer',
    });
    expect(response.status).toBe(302);
    // The app asked the provider for the code flow with PKCE (S256), state and a nonce.
    expect(lastAuthorize?.get('client_id')).toBe(CLIENT_ID);
    expect(lastAuthorize?.get('redirect_uri')).toBe(`${base}/api/callback`);
    expect(lastAuthorize?.get('response_type')).toBe('code');
    expect(lastAuthorize?.get('code_challenge_method')).toBe('S256');
    expect(lastAuthorize?.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(lastAuthorize?.get('state')).toBeTruthy();
    expect(lastAuthorize?.get('nonce')).toBeTruthy();
    expect(browser.cookie(SESSION_COOKIE)?.raw).toMatch(/HttpOnly/i);

    const who = await me(browser);
    expect(who.status).toBe(200);
    expect(who.body).toMatchObject({ email, firstName: 'Farida', lastName: 'Timer' });
    expect(await userByEmail(email)).toMatchObject({
      oidcIssuer: issuer,
      oidcSubject: 'ext-first-timer',
    });
    // Nobody added them to a club: they have none.
    expect(await myClubs(browser)).toEqual([]);

    // Signing in again is the same person, not a second account.
    const again = await signIn({ sub: 'ext-first-timer', email, emailVerified: true });
    expect((await me(again.browser)).body.id).toBe(who.body.id);
  });

  it('links a pre-added member by a verified e-mail: their memberships are theirs at once', async () => {
    const email = 'pre.added@example.net';
    const { clubId, userId } = await preAdd(email, 'Priya Added');
    const { browser, response } = await signIn({
      sub: 'ext-pre-added',
      email,
      emailVerified: true,
    });
    expect(response.status).toBe(302);
    expect((await me(browser)).body).toMatchObject({ id: userId, email });
    expect(await userByEmail(email)).toMatchObject({
      id: userId,
      oidcIssuer: issuer,
      oidcSubject: 'ext-pre-added',
    });
    expect(await myClubs(browser)).toEqual([expect.objectContaining({ clubId, role: 'member' })]);
  });

  it('does not link a pre-added member by an unverified e-mail', async () => {
    const email = 'not.verified@example.net';
    const { userId } = await preAdd(email, 'Nora Verified');
    const { browser, response } = await signIn({
      sub: 'ext-claims-someone',
      email,
      emailVerified: false,
    });
    // Signed in, as a new person without the address and without the member's clubs.
    expect(response.status).toBe(302);
    const who = await me(browser);
    expect(who.status).toBe(200);
    expect(who.body.id).not.toBe(userId);
    expect(who.body.email).toBeNull();
    expect(await myClubs(browser)).toEqual([]);
    // The pre-added member is still waiting for their own first sign-in.
    expect(await userByEmail(email)).toMatchObject({
      id: userId,
      oidcIssuer: null,
      oidcSubject: null,
    });
  });

  it('creates no session when the ID token carries another nonce', async () => {
    const before = await sessionCount();
    const { browser, response } = await signIn({
      sub: 'ext-replayed',
      email: 'president@example.org',
      emailVerified: true,
      wrongNonce: true,
    });
    expect(response.status).toBe(400);
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
    expect(await sessionCount()).toBe(before);
    expect((await userByEmail('president@example.org'))?.oidcIssuer).toBeNull();
  });

  it('creates no session for an ID token altered after the provider signed it', async () => {
    const before = await sessionCount();
    const { browser, response } = await signIn({
      sub: 'ext-forger',
      email: 'forger@example.net',
      emailVerified: true,
      alterAfterSigning: { email: 'president@example.org' },
    });
    expect(response.status).toBe(400);
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
    expect(await sessionCount()).toBe(before);
    expect((await userByEmail('president@example.org'))?.oidcIssuer).toBeNull();
    expect(await userByEmail('forger@example.net')).toBeUndefined();
  });
});
