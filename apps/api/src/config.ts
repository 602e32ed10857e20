import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

/** Everything the server reads from the environment, parsed once at start. */
export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  /** Where browsers reach the app, e.g. http://localhost:3000 (no trailing slash). */
  publicUrl: string;
  /** PostgreSQL connection string; undefined → embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** 64 hex chars (32 bytes) for @fastify/secure-session (OAuth state, PKCE verifier, nonce). */
  sessionSecret: string;
  /** External OpenID Connect provider; all undefined → the built-in development provider. */
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  authProviderName: string;
  stripeSecretKey: string | undefined;
  /** Given to the web app so it can load Stripe.js for card payments; unset → manual recording only. */
  stripePublishableKey: string | undefined;
  /** Directory of the built web app to serve, if present. */
  webDist: string | undefined;
  /** Seed the demo club and people (the embedded default and tests; never production unless asked). */
  seedDemo: boolean;
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number.parseInt(env.PORT ?? '3000', 10);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
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
  return {
    production,
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data/pglite'),
    sessionSecret,
    oidc,
    authProviderName: env.AUTH_PROVIDER_NAME ?? 'Replit',
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    webDist: env.WEB_DIST,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !production,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
  };
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required when OIDC_ISSUER is set`);
  return value;
}
