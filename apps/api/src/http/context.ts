import type { Database } from '@lectern/db';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { resolveIdentity } from '../auth/index.js';
import type { AppConfig } from '../config.js';
import type { Context } from '../trpc/context.js';

export interface AppDeps {
  db: Kysely<Database>;
  config: AppConfig;
  now: () => Date;
}

/** One context for both doors: who is calling is decided here and nowhere else. */
export async function contextFor(request: FastifyRequest, deps: AppDeps): Promise<Context> {
  const identity = await resolveIdentity(deps.db, request);
  if (identity) request.log = request.log.child({ userId: identity.user.id });
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
