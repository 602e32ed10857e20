import {
  SESSION_COOKIE,
  acceptApiToken,
  acceptSession,
  parseApiToken,
  parseSessionToken,
  type Db,
} from '@lectern/auth';
import {
  findApiToken,
  findApiTokenInClub,
  findApiTokenInMeeting,
  findApiTokenInRole,
  findSession,
  findSessionInClub,
  findSessionInMeeting,
  findSessionInRole,
  type ApiTokenRow,
  type SessionRow,
} from '@lectern/db/queries/credentials';
import type { Pipeline } from '@lectern/db/pipeline';
import { readCheckFrom, type ReadCheck } from '@lectern/db/queries/club-changes';
import type { MeetingRoleScope } from '@lectern/db/queries/meeting-roles';
import type { MeetingScope } from '@lectern/db/queries/meetings';
import { membershipFrom, type MembershipFacts } from '@lectern/db/queries/memberships';
import type { ClubRole, MembershipStatus } from '@lectern/db/schema';
import type { FastifyRequest } from 'fastify';
import type { ResolvedIdentity } from './identity.js';

export type { ResolvedIdentity } from './identity.js';

/** What a request presents to sign in, checked for shape only (no database yet). */
export interface Credential {
  via: 'session' | 'token';
  id: string;
  secret: string;
}

/**
 * The caller's membership columns as a scoped lookup found them (null: no membership), with the
 * read cache's columns (null time zone: no such club or meeting).
 */
interface MembershipColumns {
  role: ClubRole | null;
  membershipStatus: MembershipStatus | null;
  timeZone: string | null;
  snapshot: string;
  unchanged: boolean;
}

/** A meeting's club as a scoped lookup found it (null columns: no such meeting). */
interface MeetingColumns extends MembershipColumns {
  meetingId: number | null;
  clubId: number | null;
}

const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;

/**
 * `Authorization: Bearer <api token>` for scripts, otherwise the session cookie. A request that
 * presents an Authorization header is judged on it alone: a bad token never falls back to a cookie
 * that happens to ride along. Null when there is nothing of the right shape.
 */
export function credentialOf(request: FastifyRequest): Credential | null {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const token = BEARER.exec(authorization)?.[1];
    const parts = token ? parseApiToken(token) : null;
    return parts && { via: 'token', ...parts };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  const parts = cookie ? parseSessionToken(cookie) : null;
  return parts && { via: 'session', ...parts };
}

/**
 * Finds the credential's row with the query for its kind (the row may carry a scope's columns,
 * `T`) and lets packages/auth decide whether it signs someone in (it may write a touch).
 */
async function lookUp<T extends object>(
  db: Db,
  credential: Credential,
  now: Date,
  byToken: () => Promise<(ApiTokenRow & T)[]>,
  bySession: () => Promise<(SessionRow & T)[]>,
): Promise<{ identity: ResolvedIdentity | null; row: T | undefined }> {
  if (credential.via === 'token') {
    const [row] = await byToken();
    const result = await acceptApiToken(db, row, credential.secret, now);
    return {
      identity: result && { user: result.user, via: 'token', tokenId: result.tokenId },
      row,
    };
  }
  const [row] = await bySession();
  const result = await acceptSession(db, row, credential.secret, now);
  return {
    identity: result && { user: result.user, via: 'session', sessionId: result.session.id },
    row,
  };
}

/** Who is calling: one query (the credential joined to its user), plus a rare touch. */
export async function resolveIdentity(
  db: Db,
  credential: Credential,
  now: Date = new Date(),
): Promise<ResolvedIdentity | null> {
  const args = { id: credential.id };
  const { identity } = await lookUp<object>(
    db,
    credential,
    now,
    () => findApiToken(db, args),
    () => findSession(db, args),
  );
  return identity;
}

/** Where a scoped lookup runs, and the snapshot of the cached read it checks (decision 012). */
export interface ScopedLookupOptions {
  now?: Date;
  /** A Pipeline sends the lookup with the request's other statement. */
  on?: Db | Pipeline;
  /** The snapshot a cached read of the club was read under; null when there is none. */
  since?: string | null;
}

/** Who is calling and their membership of a club, in one query. */
export async function resolveIdentityInClub(
  db: Db,
  credential: Credential,
  clubId: number,
  { now = new Date(), on = db, since = null }: ScopedLookupOptions = {},
): Promise<{
  identity: ResolvedIdentity | null;
  membership: MembershipFacts | null;
  check: ReadCheck | null;
}> {
  const args = { id: credential.id, clubId, since };
  const { identity, row } = await lookUp<MembershipColumns>(
    db,
    credential,
    now,
    () => findApiTokenInClub(on, args),
    () => findSessionInClub(on, args),
  );
  return {
    identity,
    membership: row ? membershipFrom(row) : null,
    check: row ? readCheckFrom(row) : null,
  };
}

/** Who is calling, a meeting's club and their membership there, in one query. */
export async function resolveIdentityInMeeting(
  db: Db,
  credential: Credential,
  meetingId: number,
  { now = new Date(), on = db, since = null }: ScopedLookupOptions = {},
): Promise<{
  identity: ResolvedIdentity | null;
  scope: MeetingScope | null;
  check: ReadCheck | null;
}> {
  const args = { id: credential.id, meetingId, since };
  const { identity, row } = await lookUp<MeetingColumns>(
    db,
    credential,
    now,
    () => findApiTokenInMeeting(on, args),
    () => findSessionInMeeting(on, args),
  );
  // Null columns from the left join: no such meeting.
  const scope =
    row && row.meetingId !== null && row.clubId !== null && row.timeZone !== null
      ? {
          meetingId: row.meetingId,
          clubId: row.clubId,
          timeZone: row.timeZone,
          role: row.role,
          membershipStatus: row.membershipStatus,
        }
      : null;
  return { identity, scope, check: scope && row ? readCheckFrom(row) : null };
}

/** A role's scope columns as a lookup's left joins found them (null: no such role). */
type RoleColumns = { [K in keyof MeetingRoleScope]: MeetingRoleScope[K] | null };

/** Who is calling, a meeting role with its meeting and club, and their membership there, in one query. */
export async function resolveIdentityInRole(
  db: Db,
  credential: Credential,
  roleId: number,
  { now = new Date(), on = db }: Omit<ScopedLookupOptions, 'since'> = {},
): Promise<{ identity: ResolvedIdentity | null; scope: MeetingRoleScope | null }> {
  const args = { id: credential.id, roleId };
  const { identity, row } = await lookUp<RoleColumns>(
    db,
    credential,
    now,
    () => findApiTokenInRole(on, args),
    () => findSessionInRole(on, args),
  );
  return { identity, scope: row ? roleScopeFrom(row) : null };
}

function roleScopeFrom(row: RoleColumns): MeetingRoleScope | null {
  const { roleId, meetingId, clubId, timeZone, roleStatus, meetingStatus } = row;
  if (roleId === null || meetingId === null || clubId === null || timeZone === null) return null;
  if (roleStatus === null || meetingStatus === null) return null;
  return {
    roleId,
    meetingId,
    clubId,
    timeZone,
    roleStatus,
    roleUserId: row.roleUserId,
    meetingStatus,
    meetingDate: row.meetingDate,
    meetingStartTime: row.meetingStartTime,
    role: row.role,
    membershipStatus: row.membershipStatus,
    callerHoldsOtherRole: row.callerHoldsOtherRole ?? false,
  };
}
