import type { Database } from '@lectern/db';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { credentialOf, resolveIdentity, type ResolvedIdentity } from '../auth/resolve.js';
import type { AppConfig } from '../config.js';
import { fromDatabaseError } from '../errors.js';
import type { LiveState } from '../features/live/live.service.js';
import type { LiveBus } from '../live/bus.js';
import type { Context } from '../trpc/context.js';
import { bindLog } from './logging.js';

export interface AppDeps {
  db: Kysely<Database>;
  config: AppConfig;
  now: () => Date;
  /** The job worker of this instance, when it runs one (`WORKER=off` or tests: none). */
  wakeWorker?: (() => void) | undefined;
  /** This instance's open live consoles, fed by LISTEN/NOTIFY (built by buildApp). */
  live?: LiveBus<LiveState> | undefined;
}

const identities = new WeakMap<FastifyRequest, Promise<ResolvedIdentity | null>>();

/**
 * Who is calling this request (session cookie or API token), looked up once and remembered for
 * the request: the mutation rate limiter and the procedures ask the same question. A database
 * that is away becomes the 503 of the error vocabulary here, never a 500.
 */
export function identityOf(request: FastifyRequest, db: Kysely<Database>) {
  let identity = identities.get(request);
  if (!identity) {
    const credential = credentialOf(request);
    identity = credential
      ? resolveIdentity(db, credential).then(
          (found) => {
            if (found) bindLog(request.log, { userId: found.user.id });
            return found;
          },
          (error: unknown) => {
            throw fromDatabaseError(error) ?? error;
          },
        )
      : Promise.resolve(null);
    identities.set(request, identity);
  }
  return identity;
}

/** One context for both doors: who is calling is decided here and nowhere else. */
export function contextFor(request: FastifyRequest, deps: AppDeps): Context {
  return {
    db: deps.db,
    config: deps.config,
    identity: () => identityOf(request, deps.db),
    requestId: request.id,
    log: request.log,
    now: deps.now,
    wakeWorker: deps.wakeWorker,
  };
}

/**
 * The mutation rate limiter's key: the person, or the address when signed out or when the
 * credential signs no one in (so a club sharing one address is not throttled together).
 */
export async function rateLimitKey(request: FastifyRequest, deps: AppDeps) {
  const identity = await identityOf(request, deps.db);
  return identity ? `user:${identity.user.id}` : `ip:${request.ip}`;
}
