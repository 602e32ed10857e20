import type { Database } from '@lectern/db';
import type { MembershipFacts } from '@lectern/db/queries/memberships';
import type { MeetingScope } from '@lectern/db/queries/meetings';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResolvedIdentity } from '../auth/identity.js';
import type { AppConfig } from '../config.js';

/**
 * Who is calling, looked up at most once per request and, when a procedure names its club or
 * meeting, in the same query as the membership there (decision 007).
 */
export interface Caller {
  /** Whether the request presents a credential of the right shape at all (no database). */
  readonly presentsCredential: boolean;
  identity(): Promise<ResolvedIdentity | null>;
  inClub(clubId: number): Promise<{
    identity: ResolvedIdentity | null;
    membership: MembershipFacts | null;
  }>;
  /** `scope` is null when the meeting does not exist. */
  inMeeting(meetingId: number): Promise<{
    identity: ResolvedIdentity | null;
    scope: MeetingScope | null;
  }>;
}

/** What every procedure receives, whichever door the request came through. */
export interface Context {
  db: Kysely<Database>;
  config: AppConfig;
  caller: Caller;
  requestId: string;
  log: FastifyBaseLogger;
  /** The clock, injectable so rules about "now" are testable. */
  now: () => Date;
}
