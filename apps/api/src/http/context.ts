import type { Database } from '@lectern/db';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { resolveIdentity, type ResolvedIdentity } from '../auth/index.js';
import type { AppConfig } from '../config.js';
import { fromDatabaseError } from '../errors.js';
import type { Context } from '../trpc/context.js';
import { bindLog } from './logging.js';

export interface AppDeps {
  db: Kysely<Database>;
  config: AppConfig;
  now: () => Date;
}

// The rate limiter needs the caller before the handler runs; one lookup serves both.
const identities = new WeakMap<FastifyRequest, Promise<ResolvedIdentity | null>>();

/**
 * Who is calling, resolved once per request. A database that is away becomes the 503 of the
 * error vocabulary here, before any handler (never a 500 from the sign-in lookup).
 */
export function identityOf(
  request: FastifyRequest,
  db: Kysely<Database>,
): Promise<ResolvedIdentity | null> {
  let identity = identities.get(request);
  if (!identity) {
    identity = resolveIdentity(db, request).then(
      (resolved) => {
        if (resolved) bindLog(request.log, { userId: resolved.user.id });
        return resolved;
      },
      (error: unknown) => {
        throw fromDatabaseError(error) ?? error;
      },
    );
    identities.set(request, identity);
  }
  return identity;
}

/** One context for both doors: who is calling is decided here and nowhere else. */
export async function contextFor(request: FastifyRequest, deps: AppDeps): Promise<Context> {
  const identity = await identityOf(request, deps.db);
  return {
    db: deps.db,
    config: deps.config,
    user: identity?.user ?? null,
    via: identity?.via ?? null,
    requestId: request.id,
    log: request.log,
    now: deps.now,
  };
}
