import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { getHeapStatistics } from 'node:v8';

/** Everything the server reads from the environment, parsed once at start. */
export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  /** Where browsers reach the app, e.g. http://localhost:3000 (no trailing slash). */
  publicUrl: string;
  /**
   * PUBLIC_URL was given. Unset in development with the built-in sign-in, people may sign in at
   * any loopback or LAN address of this machine (auth/sign-in-origins.ts); set, only at publicUrl.
   */
  publicUrlConfigured: boolean;
  /** PostgreSQL connection string; undefined → embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** 64 hex chars (32 bytes) for @fastify/secure-session (OAuth state, PKCE verifier, nonce). */
  sessionSecret: string;
  /**
   * External OpenID Connect provider; undefined → the built-in development provider, which
   * needs DEV_SIGN_IN=on when DATABASE_URL is set (loadConfig refuses otherwise).
   */
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  authProviderName: string;
  stripeSecretKey: string | undefined;
  /** Given to the web app so it can load Stripe.js for card payments; unset → manual recording only. */
  stripePublishableKey: string | undefined;
  /** Directory of the built web app to serve, if present. */
  webDist: string | undefined;
  /**
   * Seed the demo club and people (the embedded default and tests; on DATABASE_URL only with
   * DEV_SIGN_IN=on; never production unless asked).
   */
  seedDemo: boolean;
  logLevel: string;
  /**
   * Test-only: where the Stripe SDK sends its API calls (a local fake Stripe server), e.g.
   * http://127.0.0.1:12111. Unset → Stripe's own API.
   */
  stripeApiBase: string | undefined;
  rateLimits: {
    /** Per client IP, per sign-in route (/api/login, /api/callback, the dev provider). */
    signIn: RateLimit;
    /** Per signed-in person (per IP when signed out), over every mutation of both doors. */
    mutations: RateLimit;
  };
  /** SMTP server for outgoing e-mail (smtp:// or smtps://); unset → every message is kept in the outbox table. */
  smtpUrl: string | undefined;
  /** The From address of every e-mail. */
  mailFrom: string;
  /**
   * Web Push's VAPID keys and contact (decision 068): required in production; unset in
   * development, where the server makes a pair and keeps it in the database.
   */
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /** Whether this instance runs background jobs (reminders, e-mail); `WORKER=off` keeps it out. */
  worker: boolean;
  /**
   * Which proxies in front of the app are believed about the client's address
   * (X-Forwarded-For): none (false), the last N hops, or these addresses and ranges. Fastify's
   * `trustProxy` (decision 056).
   */
  trustProxy: false | number | string[];
  /** @fastify/under-pressure: past these the server answers 503 + Retry-After instead of queueing. */
  pressure: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number };
}

export interface RateLimit {
  max: number;
  windowMs: number;
}

const MINUTE_MS = 60_000;
/** Far above what a person (or a browser journey) does in a minute; scripted floods trip it. */
export const DEFAULT_RATE_LIMITS = {
  signIn: { max: 60, windowMs: MINUTE_MS },
  mutations: { max: 600, windowMs: MINUTE_MS },
} as const satisfies AppConfig['rateLimits'];
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 1_000;
/** Share of V8's heap limit past which new requests are refused rather than risking a crash. */
const HEAP_PRESSURE_SHARE = 0.9;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number.parseInt(env.PORT ?? '3000', 10);
  const publicUrlConfigured = Boolean(env.PUBLIC_URL?.trim());
  const publicUrl = (
    publicUrlConfigured ? (env.PUBLIC_URL ?? '').trim() : `http://localhost:${port}`
  ).replace(/\/+$/, '');
  const issuer = env.OIDC_ISSUER?.trim();
  const oidc = issuer
    ? {
        issuer,
        clientId: required(env, 'OIDC_CLIENT_ID'),
        clientSecret: required(env, 'OIDC_CLIENT_SECRET'),
      }
    : undefined;
  const sessionSecret = env.SESSION_SECRET ?? (production ? '' : randomBytes(32).toString('hex'));
  if (!/^[0-9a-f]{64}$/i.test(sessionSecret)) {
    throw new Error('SESSION_SECRET must be 64 hex characters (32 bytes) in production');
  }
  if (production && !oidc) {
    throw new Error(
      'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required in production',
    );
  }
  const devSignIn = devSignInOf(env.DEV_SIGN_IN);
  const databaseUrl = env.DATABASE_URL || undefined;
  // The built-in sign-in lets whoever reaches it sign in as anyone: on a database of one's own
  // (the embedded default) it is the point; on a real one only when asked for (decision 056).
  if (!oidc && devSignIn !== 'on' && (databaseUrl !== undefined || devSignIn === 'off')) {
    throw new Error(
      'No sign-in: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET for your OpenID Connect ' +
        'provider, or DEV_SIGN_IN=on to open the built-in development sign-in, which lets anyone ' +
        'who reaches this server sign in as anyone (with DATABASE_URL set it is off unless asked for)',
    );
  }
  return {
    production,
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    publicUrlConfigured,
    databaseUrl,
    dataDir: resolve(env.DATA_DIR ?? '.data/pglite'),
    sessionSecret,
    oidc,
    authProviderName: env.AUTH_PROVIDER_NAME ?? 'Replit',
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    webDist: env.WEB_DIST,
    seedDemo: env.SEED_DEMO
      ? env.SEED_DEMO === 'true'
      : !production && (databaseUrl === undefined || devSignIn === 'on'),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    stripeApiBase: env.STRIPE_API_BASE || undefined,
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || `Lectern <no-reply@${new URL(publicUrl).hostname}>`,
    worker: env.WORKER?.trim().toLowerCase() !== 'off',
    vapid: vapidOf(env, production),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    rateLimits: {
      signIn: {
        max: positiveInt(env, 'RATE_LIMIT_SIGN_IN_PER_MINUTE', DEFAULT_RATE_LIMITS.signIn.max),
        windowMs: MINUTE_MS,
      },
      mutations: {
        max: positiveInt(env, 'RATE_LIMIT_MUTATIONS_PER_MINUTE', DEFAULT_RATE_LIMITS.mutations.max),
        windowMs: MINUTE_MS,
      },
    },
    pressure: {
      maxEventLoopDelayMs: positiveInt(
        env,
        'MAX_EVENT_LOOP_DELAY_MS',
        DEFAULT_MAX_EVENT_LOOP_DELAY_MS,
      ),
      maxHeapUsedBytes: positiveInt(
        env,
        'MAX_HEAP_USED_BYTES',
        Math.floor(getHeapStatistics().heap_size_limit * HEAP_PRESSURE_SHARE),
      ),
    },
  };
}

/**
 * VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY (base64url, as `web-push generate-vapid-keys` prints them)
 * and VAPID_SUBJECT (a mailto: or https: address the push services may write to): all three in
 * production, all or none elsewhere.
 */
function vapidOf(env: NodeJS.ProcessEnv, production: boolean): AppConfig['vapid'] {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? '';
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? '';
  const subject = env.VAPID_SUBJECT?.trim() ?? '';
  if (!production && !publicKey && !privateKey && !subject) return undefined;
  const problems: string[] = [];
  // An uncompressed P-256 point is 65 bytes (87 base64url characters); the private key 32 (43).
  if (!/^[A-Za-z0-9_-]{87}$/.test(publicKey))
    problems.push('VAPID_PUBLIC_KEY must be the 87-character base64url public key');
  if (!/^[A-Za-z0-9_-]{43}$/.test(privateKey))
    problems.push('VAPID_PRIVATE_KEY must be the 43-character base64url private key');
  if (!/^(mailto:[^@\s]+@[^@\s]+\.[^@\s]+|https:\/\/[^\s/]+\.[^\s]+)$/.test(subject))
    problems.push('VAPID_SUBJECT must be a mailto: or https: address');
  if (problems.length > 0)
    throw new Error(
      `${problems.join('; ')} (Web Push; make a key pair with npx web-push generate-vapid-keys)`,
    );
  return { publicKey, privateKey, subject };
}

/** `DEV_SIGN_IN`: `on`, `off`, or unset (on with the embedded database, off with DATABASE_URL). */
function devSignInOf(raw: string | undefined): 'on' | 'off' | undefined {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '') return undefined;
  if (value === 'on' || value === 'off') return value;
  throw new Error('DEV_SIGN_IN must be on or off');
}

/**
 * `TRUST_PROXY`: unset or `off` → no proxy is believed (X-Forwarded-For is ignored, the client is
 * the socket's address); a whole number → that many proxies in front (the address that many hops
 * from the right of X-Forwarded-For); else a comma-separated list of the proxies' addresses or
 * ranges (`10.0.0.0/8, 192.168.1.5`). Never `true`: the left-most address is the client's own word.
 */
function trustProxyOf(raw: string | undefined): false | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value.toLowerCase() === 'off') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (!Number.isSafeInteger(hops) || hops <= 0)
      throw new Error('TRUST_PROXY must be off, a number of proxies, or a list of their addresses');
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !validBits || rest.length > 0) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an address or range (e.g. 10.0.0.0/8); give off, a number of proxies, or their addresses`,
      );
    }
  }
  return entries;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number`);
  }
  return value;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required when OIDC_ISSUER is set`);
  return value;
}
