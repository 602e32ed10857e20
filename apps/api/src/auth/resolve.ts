import {
  SESSION_COOKIE,
  validateApiToken,
  validateSessionToken,
  type AuthUser,
  type Db,
} from '@lectern/auth';
import type { FastifyRequest } from 'fastify';

export interface ResolvedIdentity {
  user: AuthUser;
  via: 'session' | 'token';
  /** The session row behind a cookie sign-in (absent for API tokens). */
  sessionId?: string;
  /** The API token behind a Bearer sign-in (absent for sessions). */
  tokenId?: string;
}

const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;

/**
 * Who is calling: `Authorization: Bearer <api token>` for scripts, otherwise the session cookie.
 * One query (credential joined to its user), plus a rare write when a session slides or a token's
 * last-used time is refreshed. A request that presents an Authorization header is judged on it
 * alone: a bad token never falls back to a cookie that happens to ride along.
 */
export async function resolveIdentity(
  db: Db,
  request: FastifyRequest,
  now: Date = new Date(),
): Promise<ResolvedIdentity | null> {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const token = BEARER.exec(authorization)?.[1];
    if (!token) return null;
    const result = await validateApiToken(db, token, now);
    return result ? { user: result.user, via: 'token', tokenId: result.tokenId } : null;
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (!cookie) return null;
  const result = await validateSessionToken(db, cookie, now);
  return result ? { user: result.user, via: 'session', sessionId: result.session.id } : null;
}
