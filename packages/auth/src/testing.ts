import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';

// A deliberately small OpenID provider for tests, whose id_tokens can be made wrong on purpose
// (issuer, audience, nonce, signature, expiry, e-mail verification). The real development
// provider is always correct, so the client's refusals are proven against this one.

export interface FakeProviderPerson {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

/** How the next id_tokens are spoiled; reset between tests with `fake.reset()`. */
export interface FakeProviderFaults {
  issuer?: string;
  audience?: string;
  nonce?: string;
  /** Sign with a key that is not in the provider's JWKS. */
  foreignKey?: boolean;
  /** Seconds relative to now for `exp` (negative: already expired). */
  expiresIn?: number;
}

export interface FakeProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next authorization signs in as. */
  person: FakeProviderPerson;
  faults: FakeProviderFaults;
  /** Token requests answered so far (to prove a code is redeemed once). */
  tokenRequests: number;
  reset(): void;
  close(): Promise<void>;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  nonce: string | undefined;
  challenge: string | undefined;
  person: FakeProviderPerson;
  used: boolean;
}

export async function startFakeProvider(
  options: { clientId?: string; clientSecret?: string } = {},
): Promise<FakeProvider> {
  const clientId = options.clientId ?? 'fake-client';
  const clientSecret = options.clientSecret ?? randomBytes(16).toString('hex');
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const kid = randomBytes(6).toString('hex');
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) json(res, 500, { error: 'server_error' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const fake: FakeProvider = {
    issuer,
    clientId,
    clientSecret,
    person: { sub: 'fake-subject' },
    faults: {},
    tokenRequests: 0,
    reset() {
      fake.person = { sub: 'fake-subject' };
      fake.faults = {};
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', issuer);
    if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
        authorization_response_iss_parameter_supported: true,
      });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/jwks') {
      json(res, 200, { keys: [publicJwk] });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('client_id') !== clientId || !redirectUri) {
        json(res, 400, { error: 'invalid_request' });
        return;
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        clientId,
        redirectUri,
        nonce: url.searchParams.get('nonce') ?? undefined,
        challenge: url.searchParams.get('code_challenge') ?? undefined,
        person: { ...fake.person },
        used: false,
      });
      const target = new URL(redirectUri);
      target.searchParams.set('code', code);
      const state = url.searchParams.get('state');
      if (state) target.searchParams.set('state', state);
      target.searchParams.set('iss', issuer);
      res.statusCode = 302;
      res.setHeader('Location', target.href);
      res.end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      fake.tokenRequests += 1;
      if (!basicAuthMatches(req.headers.authorization, clientId, clientSecret)) {
        json(res, 401, { error: 'invalid_client' });
        return;
      }
      const body = new URLSearchParams(await readBody(req));
      const pending = codes.get(body.get('code') ?? '');
      const verifier = body.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        !pending ||
        pending.used ||
        body.get('grant_type') !== 'authorization_code' ||
        body.get('redirect_uri') !== pending.redirectUri ||
        pending.challenge !== challenge
      ) {
        if (pending) pending.used = true;
        json(res, 400, { error: 'invalid_grant' });
        return;
      }
      pending.used = true;
      const faults = fake.faults;
      const now = Math.floor(Date.now() / 1000);
      const claims: Record<string, unknown> = {
        nonce: faults.nonce ?? pending.nonce,
        email: pending.person.email,
        email_verified: pending.person.emailVerified,
        given_name: pending.person.givenName,
        family_name: pending.person.familyName,
      };
      const key: CryptoKey = faults.foreignKey ? foreign.privateKey : privateKey;
      const idToken = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(faults.issuer ?? issuer)
        .setAudience(faults.audience ?? pending.clientId)
        .setSubject(pending.person.sub)
        .setIssuedAt(now)
        .setExpirationTime(now + (faults.expiresIn ?? 300))
        .sign(key);
      json(res, 200, {
        access_token: randomBytes(16).toString('hex'),
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken,
      });
      return;
    }
    json(res, 404, { error: 'not_found' });
  }

  return fake;
}

/** RFC 6749 §2.3.1: id and secret are form-encoded before base64. */
function basicAuthMatches(
  header: string | undefined,
  clientId: string,
  clientSecret: string,
): boolean {
  if (!header?.startsWith('Basic ')) return false;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  const formDecode = (value: string) => decodeURIComponent(value.replaceAll('+', ' '));
  return (
    formDecode(decoded.slice(0, colon)) === clientId &&
    formDecode(decoded.slice(colon + 1)) === clientSecret
  );
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

// --- A minimal browser for driving redirects over real HTTP ---------------------------------------

export interface StoredCookie {
  name: string;
  value: string;
  path: string;
  /** Host-only, as a browser keeps a cookie set without Domain: sent back to this host name alone. */
  hostname: string;
  /** The whole Set-Cookie header that set it, for asserting flags. */
  raw: string;
}

export interface TestBrowser {
  cookies: Map<string, StoredCookie>;
  cookie(name: string): StoredCookie | undefined;
  /** One request with this browser's cookies; never follows redirects itself. */
  request(url: string | URL, init?: RequestInit): Promise<Response>;
  /** Follows redirects from `url` until a non-redirect answer or `stop(url)` says to stop there. */
  follow(
    url: string | URL,
    options?: { stop?: (url: URL) => boolean; init?: RequestInit },
  ): Promise<{ response: Response; url: URL }>;
}

export function createTestBrowser(): TestBrowser {
  const cookies = new Map<string, StoredCookie>();

  function store(response: Response, url: URL): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = url.pathname.replace(/\/[^/]*$/, '') || '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=');
        const lower = key.toLowerCase();
        if (lower === 'path') path = attributeValue || '/';
        if (lower === 'max-age' && Number(attributeValue) <= 0) expired = true;
        if (lower === 'expires' && Date.parse(attribute.slice(8)) <= Date.now()) expired = true;
      }
      const key = `${name}|${url.hostname}|${path}`;
      if (expired) cookies.delete(key);
      else cookies.set(key, { name, value, path, hostname: url.hostname, raw: header });
    }
  }

  function cookieHeader(url: URL): string {
    return [...cookies.values()]
      .filter(
        (c) =>
          c.hostname === url.hostname &&
          (c.path === '/' ||
            url.pathname === c.path ||
            url.pathname.startsWith(`${c.path.replace(/\/$/, '')}/`)),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  async function request(input: string | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(input);
    const headers = new Headers(init.headers);
    const cookie = cookieHeader(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    store(response, url);
    return response;
  }

  async function follow(
    input: string | URL,
    options: { stop?: (url: URL) => boolean; init?: RequestInit } = {},
  ): Promise<{ response: Response; url: URL }> {
    let url = new URL(input);
    let init = options.init;
    for (let hop = 0; hop < 20; hop += 1) {
      const response = await request(url, init);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url };
      await response.arrayBuffer();
      const next = new URL(location, url);
      if (options.stop?.(next)) return { response, url: next };
      url = next;
      init = undefined;
    }
    throw new Error('Too many redirects');
  }

  return {
    cookies,
    cookie: (name) => [...cookies.values()].find((c) => c.name === name),
    request,
    follow,
  };
}
