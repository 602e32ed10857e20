import { findApiToken, type ApiTokenRow } from '@lectern/db/queries/credentials';
import type { ApiTokenScope } from '@lectern/db/schema';
import {
  ID_BYTES,
  SECRET_BYTES,
  hashSecret,
  randomBase32,
  secretMatches,
  splitIdSecret,
} from './secrets.js';
import { toAuthUser, type AuthUser, type Db } from './types.js';

// Personal API tokens for scripts (`Authorization: Bearer lct_…`). Same shape as a session token
// (id.secret, only the secret's SHA-256 stored) with a prefix so secret scanners and people can
// tell what leaked. They do not expire; the owner revokes them. A token is read-only ('read':
// every call that changes nothing) or full ('full': all its owner may do).

export const API_TOKEN_PREFIX = 'lct_';
export const API_TOKEN_NAME_MAX = 100;
/** last_used_at is informational; writing it on every request would make each call a write. */
const LAST_USED_RESOLUTION_MS = 60 * 1000;

export type { ApiTokenScope };
export const API_TOKEN_SCOPES = ['read', 'full'] as const satisfies readonly ApiTokenScope[];

export interface ApiTokenSummary {
  id: string;
  name: string;
  scope: ApiTokenScope;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export async function createApiToken(
  db: Db,
  userId: number,
  name: string,
  scope: ApiTokenScope,
  now: Date = new Date(),
): Promise<{ id: string; token: string; name: string; scope: ApiTokenScope; createdAt: Date }> {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > API_TOKEN_NAME_MAX) {
    throw new RangeError(`API token name must be 1 to ${API_TOKEN_NAME_MAX} characters`);
  }
  const id = randomBase32(ID_BYTES);
  const secret = randomBase32(SECRET_BYTES);
  await db
    .insertInto('apiTokens')
    .values({
      id,
      secretHash: Buffer.from(hashSecret(secret)),
      userId,
      name: trimmed,
      scope,
      createdAt: now,
    })
    .execute();
  return { id, token: `${API_TOKEN_PREFIX}${id}.${secret}`, name: trimmed, scope, createdAt: now };
}

/** The id and secret of an API token, if it has the shape this module issues. */
export function parseApiToken(token: string): { id: string; secret: string } | null {
  return token.startsWith(API_TOKEN_PREFIX)
    ? splitIdSecret(token.slice(API_TOKEN_PREFIX.length))
    : null;
}

/**
 * Whether the token row found for a parsed token signs its owner in: the secret matches and the
 * token is not revoked. Notes the use (at most once a minute).
 */
export async function acceptApiToken(
  db: Db,
  row: ApiTokenRow | undefined,
  secret: string,
  now: Date = new Date(),
): Promise<{ user: AuthUser; tokenId: string; scope: ApiTokenScope } | null> {
  if (!row || !secretMatches(secret, row.secretHash) || row.revokedAt !== null) return null;

  const threshold = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (row.lastUsedAt === null || new Date(row.lastUsedAt).getTime() <= threshold.getTime()) {
    // Conditional so concurrent requests from one script write at most once per minute.
    await db
      .updateTable('apiTokens')
      .set({ lastUsedAt: now })
      .where('id', '=', row.tokenId)
      .where((eb) => eb.or([eb('lastUsedAt', 'is', null), eb('lastUsedAt', '<=', threshold)]))
      .execute();
  }
  return { user: toAuthUser(row), tokenId: row.tokenId, scope: row.scope };
}

export async function validateApiToken(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<{ user: AuthUser; tokenId: string; scope: ApiTokenScope } | null> {
  const parts = parseApiToken(token);
  if (!parts) return null;
  const row = await findApiToken(db, parts.id);
  return acceptApiToken(db, row, parts.secret, now);
}

/** The user's tokens, newest first, without any secret material. */
export async function listApiTokens(db: Db, userId: number): Promise<ApiTokenSummary[]> {
  const rows = await db
    .selectFrom('apiTokens')
    .select(['id', 'name', 'scope', 'createdAt', 'lastUsedAt', 'revokedAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    scope: r.scope,
    createdAt: r.createdAt,
    lastUsedAt: r.lastUsedAt,
    revokedAt: r.revokedAt,
  }));
}

/**
 * Revokes one of the user's own tokens. True when the token exists and is theirs (revoking twice
 * keeps the first time); false for someone else's or an unknown id, so callers answer 404.
 */
export async function revokeApiToken(
  db: Db,
  userId: number,
  tokenId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('apiTokens')
    .set((eb) => ({ revokedAt: eb.fn.coalesce('revokedAt', eb.val(now)) }))
    .where('id', '=', tokenId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
