import type { Database } from '@lectern/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResolvedIdentity } from '../auth/identity.js';
import type { AppConfig } from '../config.js';

/** What every procedure receives, whichever door the request came through. */
export interface Context {
  db: Kysely<Database>;
  config: AppConfig;
  /** Who is calling (null: signed out), looked up at most once per request. */
  identity: () => Promise<ResolvedIdentity | null>;
  requestId: string;
  log: FastifyBaseLogger;
  /** The clock, injectable so rules about "now" are testable. */
  now: () => Date;
  /** Tells this instance's job worker that work was just queued (absent: it finds it on its next poll). */
  wakeWorker?: (() => void) | undefined;
}
