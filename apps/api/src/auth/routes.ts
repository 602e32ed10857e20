import { randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import secureSession from '@fastify/secure-session';
import {
  SESSION_COOKIE,
  SignInError,
  escapeHtml,
  createApiToken,
  createDevIdentityProvider,
  createOidcClient,
  createSession,
  invalidateSession,
  sessionCookieOptions,
  upsertUserFromClaims,
  validateSessionToken,
  type Db,
  type DevPerson,
  type OidcClientOptions,
  type SignInChecks,
} from '@lectern/auth';
import { safeReturnPath } from '@lectern/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isDeveloperHost, isFromThisMachine, notServed } from './dev-surface.js';
import { clearedSessionCookie } from './session-cookie.js';
import { signInOrigins } from './sign-in-origins.js';
import type { AppConfig } from '../config.js';

// Sign-in over HTTP (decision 004): /api/login starts the authorization code flow, /api/callback
// finishes it and issues a session cookie, /api/logout ends it. Without a configured provider the
// built-in development provider is mounted at /api/dev-oidc and the app signs in through it.
// Which addresses a sign-in may run at: auth/sign-in-origins.ts.

export interface AuthRoutesOptions {
  db: Db;
  config: AppConfig;
}

/** The encrypted cookie that carries state, nonce and PKCE verifier from /api/login to /api/callback. */
export const OAUTH_COOKIE = 'lectern_oauth';
export const DEV_CLIENT_ID = 'lectern-dev';
/**
 * The issuer recorded for identities from the development provider. Its URL contains the port, so
 * recording the URL would turn every port change into a new identity for the same demo person.
 */
export const DEV_IDENTITY_ISSUER = 'urn:lectern:dev-oidc';
const DEV_MOUNT = '/api/dev-oidc';
/** Ten minutes to get through the provider's sign-in page. */
const OAUTH_STATE_MAX_AGE_S = 600;
/** One sign-in through the development provider is several requests (pages, form, token, keys). */
const DEV_PROVIDER_REQUESTS_PER_SIGN_IN = 10;
/**
 * Marks a /api/login already sent to PUBLIC_URL from another host. If it arrives on a host
 * PUBLIC_URL does not name even so (a proxy that rewrites Host), sign-in goes on as before
 * instead of sending the browser round in a loop.
 */
const SENT_FROM_ANOTHER_HOST = 'moved';

const oauthStateSchema = z.strictObject({
  state: z.string().min(1).max(512),
  nonce: z.string().min(1).max(512),
  codeVerifier: z.string().min(43).max(128),
  /** The callback URL this sign-in named (one per address the app answers on, in development). */
  redirectUri: z.url().max(2048),
  startedAt: z.number().int().nonnegative(),
  /** Where to land after signing in: a same-origin relative path only (safeReturnPath). */
  returnTo: z.string().max(512).optional(),
});

declare module '@fastify/secure-session' {
  interface SessionData {
    oauth: z.infer<typeof oauthStateSchema>;
  }
}

const devTokenBody = z.strictObject({ email: z.email().max(254) });

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { db, config }) => {
  const secure = new URL(config.publicUrl).protocol === 'https:';
  // Sign-in is rate limited per client IP (each route its own count).
  const signInLimit = {
    max: config.rateLimits.signIn.max,
    timeWindow: config.rateLimits.signIn.windowMs,
  };
  const origins = signInOrigins(config);
  const redirectUri = `${config.publicUrl}/api/callback`;

  let clientOptions: OidcClientOptions;
  let dev: Awaited<ReturnType<typeof createDevIdentityProvider>> | undefined;
  if (config.oidc) {
    const issuerUrl = new URL(config.oidc.issuer);
    clientOptions = {
      ...config.oidc,
      redirectUri,
      // Plain http only to a provider on this machine (a local test provider); never across a network.
      allowHttp: issuerUrl.protocol === 'http:' && isLoopback(issuerUrl.hostname),
    };
  } else {
    if (config.production)
      throw new Error('An OpenID Connect provider must be configured in production');
    const clientSecret = randomBytes(32).toString('base64url');
    const issuer = `${config.publicUrl}${DEV_MOUNT}`;
    dev = await createDevIdentityProvider({
      issuer,
      clientId: DEV_CLIENT_ID,
      clientSecret,
      redirectUris: [
        redirectUri,
        ...origins.origins.map((origin) => `${origin}/api/callback`),
      ].filter((uri, index, all) => all.indexOf(uri) === index),
      listPeople: demoPeople,
      findAccountByEmail: (email) => findDevPerson(db, email),
      restartUrl: '/api/login',
    });
    clientOptions = { issuer, clientId: DEV_CLIENT_ID, clientSecret, redirectUri, allowHttp: true };
  }
  const oidc = createOidcClient(clientOptions);

  const identityIssuer = (issuer: string) => (dev ? DEV_IDENTITY_ISSUER : issuer);

  // Login and callback share the encrypted OAuth cookie; nothing else in the app sees it.
  // SameSite=Lax still sends it on the top-level redirect back from the provider.
  const oauthCookie: CookieSerializeOptions = {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: OAUTH_STATE_MAX_AGE_S,
  };
  await app.register(async (signIn) => {
    await signIn.register(secureSession, {
      key: Buffer.from(config.sessionSecret, 'hex'),
      cookieName: OAUTH_COOKIE,
      expiry: OAUTH_STATE_MAX_AGE_S,
      cookie: oauthCookie,
    });

    signIn.get('/api/login', { config: { rateLimit: signInLimit } }, async (request, reply) => {
      const origin = origins.originOf(request);
      const query = request.query as Record<string, unknown>;
      if (origin === null) {
        if (query[SENT_FROM_ANOTHER_HOST] === undefined) {
          // The provider returns to PUBLIC_URL, where a state cookie set on this host is absent:
          // the whole sign-in moves there first.
          const there = new URL(`${config.publicUrl}/api/login`);
          there.searchParams.set(SENT_FROM_ANOTHER_HOST, '1');
          return reply.header('Cache-Control', 'no-store').redirect(there.href, 302);
        }
        request.log.warn(
          { host: request.host },
          'sign-in reached a host PUBLIC_URL does not name even after being sent there: does the proxy pass the Host header?',
        );
      }
      const local = origins.mode === 'local' && origin !== null;
      let start: Awaited<ReturnType<typeof oidc.startSignIn>>;
      try {
        start = await oidc.startSignIn({
          redirectUri: local ? `${origin}/api/callback` : redirectUri,
        });
      } catch (error) {
        request.log.warn({ reason: reasonOf(error) }, 'sign-in could not start');
        return reply
          .code(503)
          .header('Retry-After', '5')
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Sign-in is unavailable right now. Please try again shortly.');
      }
      // `/api/login?returnTo=/join/…`: only a path on this site; anything else lands on '/'.
      const returnTo = safeReturnPath((request.query as { returnTo?: unknown }).returnTo);
      const stored: z.infer<typeof oauthStateSchema> = {
        state: start.state,
        nonce: start.nonce,
        codeVerifier: start.codeVerifier,
        redirectUri: start.redirectUri,
        startedAt: Date.now(),
        ...(returnTo === null ? {} : { returnTo }),
      };
      request.session.set('oauth', stored);
      // The built-in provider lives in this process: the browser reaches it at the address it
      // used (the server itself found the provider's endpoints through PUBLIC_URL's default).
      const providerUrl = new URL(start.url);
      if (local) {
        const here = new URL(origin);
        providerUrl.protocol = here.protocol;
        providerUrl.host = here.host;
      }
      return reply.header('Cache-Control', 'no-store').redirect(providerUrl.href, 302);
    });

    signIn.get('/api/callback', { config: { rateLimit: signInLimit } }, async (request, reply) => {
      const stored = oauthStateSchema.safeParse(request.session.get('oauth'));
      // One attempt per /api/login: the state is spent whatever happens next.
      request.session.delete();
      if (!stored.success) return signInFailed(request, reply, 'missing_state', config);
      if (Date.now() - stored.data.startedAt > OAUTH_STATE_MAX_AGE_S * 1000) {
        return signInFailed(request, reply, 'state_expired', config);
      }
      const checks: SignInChecks = {
        state: stored.data.state,
        nonce: stored.data.nonce,
        codeVerifier: stored.data.codeVerifier,
        redirectUri: stored.data.redirectUri,
      };
      let claims: Awaited<ReturnType<typeof oidc.finishSignIn>>;
      try {
        claims = await oidc.finishSignIn(request.url, checks);
      } catch (error) {
        return signInFailed(request, reply, reasonOf(error), config);
      }

      const user = await upsertUserFromClaims(db, {
        ...claims,
        issuer: identityIssuer(claims.issuer),
      });
      // A new token at each sign-in; the session this browser held before (if any) ends here.
      await endSession(db, request);
      const { token, session } = await createSession(db, user.id);
      request.log.info({ userId: user.id }, 'signed in');
      return reply
        .setCookie(
          SESSION_COOKIE,
          token,
          sessionCookieOptions({ secure, expiresAt: session.absoluteExpiresAt }),
        )
        .header('Cache-Control', 'no-store')
        .redirect(safeReturnPath(stored.data.returnTo) ?? '/', 302);
    });
  });

  // Sign-out is a GET navigation (the web app navigates to it), so it is accepted only from this
  // site or typed by hand: a cross-site page must not be able to sign people out.
  app.get('/api/logout', async (request, reply) => {
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      return reply
        .code(403)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Forbidden');
    }
    await endSession(db, request);
    return reply
      .header('set-cookie', clearedSessionCookie(config))
      .header('Cache-Control', 'no-store')
      .redirect('/', 302);
  });

  if (dev) {
    const provider = dev;
    // The provider answers on the raw Node request before Fastify parses any body: it reads its
    // own form and token requests. Hijacking in onRequest ends Fastify's lifecycle there.
    // Its pages count against the sign-in limit too; the check runs before the hijack.
    const providerLimiter = app.rateLimit({
      max: signInLimit.max * DEV_PROVIDER_REQUESTS_PER_SIGN_IN,
      timeWindow: signInLimit.timeWindow,
    });
    app.route({
      method: ['GET', 'POST'],
      url: `${DEV_MOUNT}/*`,
      config: { postedFromOutside: true },
      onRequest: async (request, reply) => {
        // Only where a developer is (auth/dev-surface.ts); elsewhere it does not exist.
        if (!isDeveloperHost(request.host, config.publicUrl)) return notServed(reply);
        await providerLimiter.call(app, request, reply);
        reply.hijack();
        provider.handler(request.raw, reply.raw);
      },
      handler: () => undefined,
    });

    // `npm run token -- someone@example.org`: an API token for a demo person, development only.
    app.post(
      '/api/dev/tokens',
      {
        config: { rateLimit: signInLimit, postedFromOutside: true },
        // A super-admin token for the asking: only for a developer's own command on this machine.
        onRequest: async (request, reply) => {
          if (!isDeveloperHost(request.host, config.publicUrl) || !isFromThisMachine(request))
            return notServed(reply);
        },
      },
      async (request, reply) => {
        const parsed = devTokenBody.safeParse(request.body);
        if (!parsed.success) {
          return reply.code(400).send({
            error: 'Invalid input',
            fieldErrors: z.flattenError(parsed.error).fieldErrors,
          });
        }
        const user = await findUserByEmail(db, parsed.data.email);
        if (!user) return reply.code(404).send({ error: 'Not found' });
        const { token } = await createApiToken(db, user.id, 'dev', 'full');
        return reply.header('Cache-Control', 'no-store').send({ token });
      },
    );
  }
};

async function endSession(db: Db, request: FastifyRequest): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  // Validated first so a forged cookie naming someone else's session id cannot end it.
  const current = await validateSessionToken(db, token);
  if (current) await invalidateSession(db, current.session.id);
}

/** What the failure page says happened, by reason; the sign-in again link follows each. */
export const SIGN_IN_FAILED_TEXT = {
  title: 'Sign-in failed',
  missingState:
    'Your browser came back from the sign-in page without the cookie Lectern set when sign-in began, so Lectern could not tell that this sign-in was yours.',
  missingStateCauses:
    'This happens when sign-in starts at one address and finishes at another (for example 127.0.0.1 and localhost), when the browser blocks cookies for this site, or when the sign-in link was opened in another browser.',
  missingStateAdvice: (publicUrl: string) =>
    `Sign in again from this page. If it happens again, open Lectern at ${publicUrl} and check that your browser accepts cookies from it.`,
  expired: 'The sign-in took longer than ten minutes, so it was stopped to keep your account safe.',
  refused: 'The sign-in provider’s answer could not be accepted, or the sign-in was cancelled.',
  again: 'Sign in again',
} as const;

function signInFailed(
  request: FastifyRequest,
  reply: FastifyReply,
  reason: string,
  config: AppConfig,
): FastifyReply {
  request.log.warn({ reason }, 'sign-in failed');
  const t = SIGN_IN_FAILED_TEXT;
  const what =
    reason === 'missing_state'
      ? [t.missingState, t.missingStateCauses, t.missingStateAdvice(config.publicUrl)]
      : [reason === 'state_expired' ? t.expired : t.refused];
  return reply
    .code(400)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<title>${t.title}</title><style>` +
        'body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}' +
        'main{max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem}' +
        'h1{font-size:1.25rem;margin-top:0}a{display:inline-block;padding:.75rem 1rem;' +
        'background:#1d4ed8;color:#fff;border-radius:.375rem;text-decoration:none}' +
        '</style></head><body><main>' +
        `<h1>${t.title}</h1>${what.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}` +
        `<p><a href="/login">${t.again}</a></p></main></body></html>`,
    );
}

function reasonOf(error: unknown): string {
  if (error instanceof SignInError) return error.reason;
  return 'unexpected';
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'lastName'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

async function demoPeople(): Promise<DevPerson[]> {
  // Imported lazily: the seed module is development data, not part of a production start.
  const { DEMO_PEOPLE } = await import('@lectern/db/seed/demo');
  return DEMO_PEOPLE.map((p) => ({
    email: p.email,
    firstName: p.firstName,
    lastName: p.lastName,
    roleLabel: p.roleLabel,
  }));
}

/** Anyone with an account may be chosen in development; demo people also before they are seeded. */
async function findDevPerson(db: Db, email: string): Promise<DevPerson | null> {
  const people = await demoPeople();
  const demo = people.find((p) => p.email.toLowerCase() === email);
  const user = await findUserByEmail(db, email);
  if (user?.email) {
    return {
      email: user.email,
      firstName: user.firstName ?? demo?.firstName ?? '',
      lastName: user.lastName ?? demo?.lastName ?? '',
      ...(demo?.roleLabel ? { roleLabel: demo.roleLabel } : {}),
    };
  }
  return demo ?? null;
}
