import {
  SESSION_COOKIE,
  acceptApiToken,
  acceptSession,
  parseApiToken,
  parseSessionToken,
  type Db,
} from '@lectern/auth';
import { findApiToken, findSession } from '@lectern/db/queries/credentials';
import type { FastifyRequest } from 'fastify';
import type { ResolvedIdentity } from './identity.js';

export type { ResolvedIdentity } from './identity.js';

/** What a request presents to sign in, checked for shape only (no database yet). */
export interface Credential {
  via: 'session' | 'token';
  id: string;
  secret: string;
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
 * Who is calling: one statement (the credential joined to its user); packages/auth decides
 * whether the row signs anyone in, and may write a touch (sliding expiry, last use).
 */
export async function resolveIdentity(
  db: Db,
  credential: Credential,
  now: Date = new Date(),
): Promise<ResolvedIdentity | null> {
  if (credential.via === 'token') {
    const row = await findApiToken(db, credential.id);
    const found = await acceptApiToken(db, row, credential.secret, now);
    return found && { user: found.user, via: 'token', tokenId: found.tokenId, scope: found.scope };
  }
  const row = await findSession(db, credential.id);
  const found = await acceptSession(db, row, credential.secret, now);
  return found && { user: found.user, via: 'session', sessionId: found.session.id, scope: 'full' };
}
