import type { AuthUser } from '@lectern/auth';
import type { Database } from '@lectern/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';

/** What every procedure receives, whichever door the request came through. */
export interface Context {
  db: Kysely<Database>;
  config: AppConfig;
  user: AuthUser | null;
  /** How the caller proved who they are. */
  via: 'session' | 'token' | null;
  requestId: string;
  log: FastifyBaseLogger;
  /** The clock, injectable so rules about "now" are testable. */
  now: () => Date;
}
