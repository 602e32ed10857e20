import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SIGN_IN_TITLE, createDevIdentityProvider, type DevPerson } from './dev-provider.js';
import { SignInError, createOidcClient, type OidcClient } from './oidc-client.js';
import { createTestBrowser, startFakeProvider, type FakeProvider } from './testing.js';

// The OpenID Connect client against both providers: the development provider end to end, and the
// fake provider for every way an answer can be wrong. No database: these prove the protocol checks.

const PEOPLE: DevPerson[] = [
  { email: 'member@example.org', firstName: 'Liam', lastName: 'Patel', roleLabel: 'Member' },
  {
    email: 'vpe@example.org',
    firstName: 'David',
    lastName: "O'Kafor <b>",
    roleLabel: 'VP Education',
  },
];

describe('development identity provider', () => {
  let server: Server;
  let base: string;
  let client: OidcClient;
  let secondClient: OidcClient;
  let lateClient: OidcClient;
  let lateReady = false;

  beforeAll(async () => {
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const redirectUri = `${base}/callback`;
    const findAccountByEmail = (email: string) =>
      Promise.resolve(PEOPLE.find((p) => p.email === email) ?? null);
    const first = await createDevIdentityProvider({
      issuer: `${base}/oidc`,
      clientId: 'dev-client',
      clientSecret: 'dev-secret',
      redirectUris: [redirectUri, `${base}/second/callback`],
      listPeople: () => Promise.resolve(PEOPLE),
      findAccountByEmail,
    });
    // A second, unrelated provider on the same server: its codes must not be accepted as the first's.
    const second = await createDevIdentityProvider({
      issuer: `${base}/other`,
      clientId: 'dev-client',
      clientSecret: 'dev-secret',
      redirectUris: [redirectUri, `${base}/second/callback`],
      listPeople: () => Promise.resolve(PEOPLE),
      findAccountByEmail,
    });
    // One that is not up yet at first, as the in-process provider before the server listens.
    const late = await createDevIdentityProvider({
      issuer: `${base}/late`,
      clientId: 'dev-client',
      clientSecret: 'dev-secret',
      redirectUris: [redirectUri, `${base}/second/callback`],
      listPeople: () => Promise.resolve(PEOPLE),
      findAccountByEmail,
    });
    server.on('request', (req, res) => {
      if (req.url?.startsWith('/oidc')) first.handler(req, res);
      else if (req.url?.startsWith('/other')) second.handler(req, res);
      else if (req.url?.startsWith('/late') && lateReady) late.handler(req, res);
      else {
        res.statusCode = 404;
        res.end();
      }
    });
    const options = {
      clientId: 'dev-client',
      clientSecret: 'dev-secret',
      redirectUri,
      allowHttp: true,
    };
    client = createOidcClient({ ...options, issuer: `${base}/oidc` });
    secondClient = createOidcClient({ ...options, issuer: `${base}/other` });
    lateClient = createOidcClient({ ...options, issuer: `${base}/late` });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** Runs the browser part of the flow as `email`; returns the callback URL the provider sent back. */
  async function signInAt(url: URL, email: string) {
    const browser = createTestBrowser();
    const toPage = await browser.follow(url);
    expect(toPage.response.status).toBe(200);
    const html = await toPage.response.text();
    const action = /<form method="post" action="([^"]+\/login)"/.exec(html)?.[1];
    expect(action).toBeDefined();
    const done = await browser.follow(new URL(action ?? '', toPage.url), {
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }).toString(),
      },
      stop: (next) => next.pathname.endsWith('/callback'),
    });
    return { callback: done.url, browser, html, page: toPage.response };
  }

  it('refuses to be created when NODE_ENV is production', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(
        createDevIdentityProvider({
          issuer: `${base}/prod`,
          clientId: 'x',
          clientSecret: 'y',
          redirectUris: [`${base}/callback`],
          listPeople: () => Promise.resolve([]),
          findAccountByEmail: () => Promise.resolve(null),
        }),
      ).rejects.toThrow(/production/);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it('serves a script-free sign-in page listing the people, then signs in through the code flow', async () => {
    const start = await client.startSignIn();
    expect(start.url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(start.url.searchParams.get('state')).toBe(start.state);
    expect(start.url.searchParams.get('nonce')).toBe(start.nonce);

    const { callback, html, page } = await signInAt(start.url, 'member@example.org');
    expect(html).toContain(`<title>${DEV_SIGN_IN_TITLE}</title>`);
    expect(html).toContain('Liam Patel');
    expect(html).toContain('member@example.org');
    expect(html).toContain('VP Education');
    // Names are escaped, and there is no script of any kind.
    expect(html).toContain('O&#39;Kafor &lt;b&gt;');
    expect(html).not.toMatch(/<script|javascript:|\son[a-z]+=/i);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(page.headers.get('cache-control')).toBe('no-store');

    const claims = await client.finishSignIn(callback, start);
    expect(claims).toMatchObject({
      issuer: `${base}/oidc`,
      subject: 'member@example.org',
      email: 'member@example.org',
      emailVerified: true,
      givenName: 'Liam',
      familyName: 'Patel',
    });
  });

  it('signs in through another registered callback URL when a sign-in names it, and no other', async () => {
    const start = await client.startSignIn({ redirectUri: `${base}/second/callback` });
    expect(start.url.searchParams.get('redirect_uri')).toBe(`${base}/second/callback`);
    expect(start.redirectUri).toBe(`${base}/second/callback`);
    const { callback } = await signInAt(start.url, 'vpe@example.org');
    expect(callback.pathname).toBe('/second/callback');
    expect((await client.finishSignIn(callback, start)).subject).toBe('vpe@example.org');

    // The token request must name the callback the sign-in named.
    const other = await client.startSignIn({ redirectUri: `${base}/second/callback` });
    const otherDone = await signInAt(other.url, 'vpe@example.org');
    await expect(
      client.finishSignIn(otherDone.callback, { ...other, redirectUri: `${base}/callback` }),
    ).rejects.toThrow(SignInError);

    // An address the provider was not told about is refused on its own page, with no redirect.
    const stranger = await client.startSignIn({ redirectUri: 'http://evil.example/callback' });
    const refused = await createTestBrowser().request(stranger.url);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('location')).toBeNull();
    expect(await refused.text()).toMatch(/redirect_uri/);
  });

  it('shows the picker again for the next sign-in (switching persona)', async () => {
    const browser = createTestBrowser();
    for (const email of ['member@example.org', 'vpe@example.org']) {
      const start = await client.startSignIn();
      const toPage = await browser.follow(start.url);
      expect(toPage.response.status).toBe(200);
      const html = await toPage.response.text();
      const action = /action="([^"]+\/login)"/.exec(html)?.[1] ?? '';
      const done = await browser.follow(new URL(action, toPage.url), {
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `email=${email}`,
        },
        stop: (next) => next.pathname === '/callback',
      });
      expect((await client.finishSignIn(done.url, start)).subject).toBe(email);
    }
  });

  it('refuses an e-mail nobody has', async () => {
    const start = await client.startSignIn();
    const browser = createTestBrowser();
    const toPage = await browser.follow(start.url);
    const action = /action="([^"]+\/login)"/.exec(await toPage.response.text())?.[1] ?? '';
    const refused = await browser.request(new URL(action, toPage.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=stranger%40example.org',
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('No one with that e-mail');
  });

  it('refuses a login form posted without the interaction cookie (another site)', async () => {
    const start = await client.startSignIn();
    const browser = createTestBrowser();
    const toPage = await browser.follow(start.url);
    const action = /action="([^"]+\/login)"/.exec(await toPage.response.text())?.[1] ?? '';
    const response = await fetch(new URL(action, toPage.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=member%40example.org',
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
  });

  it('rejects a wrong state, a wrong PKCE verifier, a wrong nonce and a replayed code', async () => {
    const attempt = async () => {
      const start = await client.startSignIn();
      const { callback } = await signInAt(start.url, 'member@example.org');
      return { start, callback };
    };

    const wrongState = await attempt();
    await expect(
      client.finishSignIn(wrongState.callback, { ...wrongState.start, state: 'forged' }),
    ).rejects.toThrow(SignInError);

    const wrongVerifier = await attempt();
    const otherVerifier = (await client.startSignIn()).codeVerifier;
    await expect(
      client.finishSignIn(wrongVerifier.callback, {
        ...wrongVerifier.start,
        codeVerifier: otherVerifier,
      }),
    ).rejects.toThrow(/provider_invalid_grant/);

    const wrongNonce = await attempt();
    await expect(
      client.finishSignIn(wrongNonce.callback, { ...wrongNonce.start, nonce: 'forged' }),
    ).rejects.toThrow(SignInError);

    const replay = await attempt();
    await client.finishSignIn(replay.callback, replay.start);
    await expect(client.finishSignIn(replay.callback, replay.start)).rejects.toThrow(
      /provider_invalid_grant/,
    );
  });

  it('discovers lazily and tries again after a failed discovery', async () => {
    await expect(lateClient.startSignIn()).rejects.toThrow(/discovery_failed/);
    lateReady = true;
    const start = await lateClient.startSignIn();
    expect(start.url.href.startsWith(`${base}/late/`)).toBe(true);
  });

  it("rejects another provider's answer (issuer mix-up)", async () => {
    const start = await client.startSignIn();
    const { callback } = await signInAt(start.url, 'member@example.org');
    await expect(secondClient.finishSignIn(callback, start)).rejects.toThrow(SignInError);
  });
});

describe('OpenID Connect client against a provider that misbehaves', () => {
  let fake: FakeProvider;
  let client: OidcClient;
  const redirectUri = 'http://127.0.0.1:1/callback';

  beforeAll(async () => {
    fake = await startFakeProvider();
    client = createOidcClient({
      issuer: fake.issuer,
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      redirectUri,
      allowHttp: true,
    });
  });
  afterEach(() => fake.reset());
  afterAll(async () => {
    await fake.close();
  });

  async function callbackFor() {
    const start = await client.startSignIn();
    const response = await fetch(start.url, { redirect: 'manual' });
    const location = response.headers.get('location') ?? '';
    return { start, callback: new URL(location) };
  }

  it('accepts a correct answer', async () => {
    fake.person = { sub: 'abc', email: 'a@example.test', emailVerified: true, givenName: 'A' };
    const { start, callback } = await callbackFor();
    expect(await client.finishSignIn(callback, start)).toMatchObject({
      issuer: fake.issuer,
      subject: 'abc',
      email: 'a@example.test',
      emailVerified: true,
    });
  });

  it.each([
    ['a wrong issuer', { issuer: 'https://evil.example.test' }],
    ['a wrong audience', { audience: 'someone-else' }],
    ['a wrong nonce', { nonce: 'not-the-nonce' }],
    ['a signature from an unknown key', { foreignKey: true }],
    ['an expired id_token', { expiresIn: -600 }],
  ])('rejects an id_token with %s', async (_label, faults) => {
    fake.faults = faults;
    const { start, callback } = await callbackFor();
    await expect(client.finishSignIn(callback, start)).rejects.toThrow(SignInError);
  });

  it('rejects an error answer from the provider', async () => {
    const start = await client.startSignIn();
    const callback = new URL(redirectUri);
    callback.search = new URLSearchParams({
      error: 'access_denied',
      state: start.state,
      iss: fake.issuer,
    }).toString();
    await expect(client.finishSignIn(callback, start)).rejects.toThrow(/provider_access_denied/);
  });

  it('refuses a plain-http provider unless allowed', () => {
    expect(() =>
      createOidcClient({
        issuer: fake.issuer,
        clientId: 'x',
        clientSecret: 'y',
        redirectUri,
        allowHttp: false,
      }),
    ).toThrow(/https/);
  });
});
