import type { Executor } from '../executor.js';

// The row behind a credential (an API token or a session) with the person it signs in, in one
// statement. packages/auth decides whether the row signs anyone in.

/** Columns of `users` that make the signed-in person (packages/auth's AuthUser). */
export const AUTH_USER_COLUMNS = [
  'users.id',
  'users.email',
  'users.firstName',
  'users.lastName',
  'users.profileImageUrl',
  'users.isSuperAdmin',
] as const;

export function findApiToken(db: Executor, id: string) {
  return db
    .selectFrom('apiTokens')
    .innerJoin('users', 'users.id', 'apiTokens.userId')
    .select([
      'apiTokens.id as tokenId',
      'apiTokens.secretHash',
      'apiTokens.scope',
      'apiTokens.lastUsedAt',
      'apiTokens.revokedAt',
      ...AUTH_USER_COLUMNS,
    ])
    .where('apiTokens.id', '=', id)
    .executeTakeFirst();
}

export function findSession(db: Executor, id: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id as sessionId',
      'sessions.secretHash',
      'sessions.createdAt as sessionCreatedAt',
      'sessions.expiresAt',
      ...AUTH_USER_COLUMNS,
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
}

export type ApiTokenRow = NonNullable<Awaited<ReturnType<typeof findApiToken>>>;
export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;
