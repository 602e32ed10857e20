import type { Database } from '@lectern/db';
import type { Pipeline } from '@lectern/db/pipeline';
import type { MembershipFacts } from '@lectern/db/queries/memberships';
import type { MeetingRoleScope } from '@lectern/db/queries/meeting-roles';
import type { MeetingScope } from '@lectern/db/queries/meetings';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResolvedIdentity } from '../auth/identity.js';
import type { AppConfig } from '../config.js';

/**
 * A procedure's read of the club or meeting it names, sent to PostgreSQL together with the
 * caller's lookup (decision 009), or answered from the read cache when the club is unchanged
 * (decision 012). It must not depend on who is calling: it runs before the permission check, and
 * its result is handed over only after the check passed. It may depend on the club's rows and on
 * `at` through the club's calendar day only.
 */
export interface ScopedRead<T> {
  /** Names the read and the club or meeting it reads: one key, one answer for a day. */
  key: string;
  /** The instant the read is made for. */
  at: Date;
  run: (on: Pipeline) => Promise<T>;
}

/**
 * Who is calling, looked up at most once per request and, when a procedure names its club or
 * meeting, in the same query as the membership there (decision 007), alongside the procedure's
 * read of it (decision 009). `read()` gives that read's result, or throws its failure; ask for
 * it only once the caller may see it (a changed club's cached read is read again then).
 */
export interface Caller {
  /** Whether the request presents a credential of the right shape at all (no database). */
  readonly presentsCredential: boolean;
  identity(): Promise<ResolvedIdentity | null>;
  inClub<T = undefined>(
    clubId: number,
    read?: ScopedRead<T>,
  ): Promise<{
    identity: ResolvedIdentity | null;
    membership: MembershipFacts | null;
    read: () => Promise<T>;
  }>;
  /** `scope` is null when the role does not exist. */
  inRole(roleId: number): Promise<{
    identity: ResolvedIdentity | null;
    scope: MeetingRoleScope | null;
  }>;
  /** `scope` is null when the meeting does not exist. */
  inMeeting<T = undefined>(
    meetingId: number,
    read?: ScopedRead<T>,
  ): Promise<{
    identity: ResolvedIdentity | null;
    scope: MeetingScope | null;
    read: () => Promise<T>;
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
