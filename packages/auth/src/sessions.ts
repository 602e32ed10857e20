import { findSession, type SessionRow } from '@lectern/db/queries/credentials';
import {
  ID_BYTES,
  SECRET_BYTES,
  hashSecret,
  randomBase32,
  secretMatches,
  splitIdSecret,
} from './secrets.js';
import { toAuthUser, type AuthUser, type Db } from './types.js';

// The Lucia session recipe (lucia-auth.com/sessions/basic), written out because the `lucia`
// package is deprecated: the browser holds `id.secret`, the database only SHA-256(secret).

const DAY_MS = 24 * 60 * 60 * 1000;

/** A session unused for this long ends (sliding: each use pushes the end out again). */
export const SESSION_IDLE_TIMEOUT_MS = 14 * DAY_MS;
/** No session outlives this, however active, so a stolen token has a bounded life. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * DAY_MS;

export interface Session {
  id: string;
  userId: number;
  createdAt: Date;
  /** The idle expiry, moved forward as the session is used. */
  expiresAt: Date;
  /** createdAt + the absolute lifetime: the cookie's own expiry. */
  absoluteExpiresAt: Date;
}

export interface SessionValidationResult {
  session: Session;
  user: AuthUser;
}

export async function createSession(
  db: Db,
  userId: number,
  now: Date = new Date(),
): Promise<{ token: string; session: Session }> {
  const id = randomBase32(ID_BYTES);
  const secret = randomBase32(SECRET_BYTES);
  const absoluteExpiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS);
  const expiresAt = earlier(new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS), absoluteExpiresAt);
  await db
    .insertInto('sessions')
    .values({
      id,
      secretHash: Buffer.from(hashSecret(secret)),
      userId,
      createdAt: now,
      lastVerifiedAt: now,
      expiresAt,
    })
    .execute();
  return {
    token: `${id}.${secret}`,
    session: { id, userId, createdAt: now, expiresAt, absoluteExpiresAt },
  };
}

/** The id and secret of a session cookie's value, if it has the shape this module issues. */
export function parseSessionToken(token: string): { id: string; secret: string } | null {
  return splitIdSecret(token);
}

/**
 * The session and its user for a cookie value, or null. One query (session joined to user); a
 * write only when the idle expiry needs pushing out (less than half of it left) or the row has
 * expired (then it is deleted).
 */
export async function validateSessionToken(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<SessionValidationResult | null> {
  const parts = parseSessionToken(token);
  if (!parts) return null;
  const row = await findSession(db, parts.id);
  return acceptSession(db, row, parts.secret, now);
}

/**
 * Whether the session row found for a cookie's id signs its user in: the secret matches and
 * neither expiry has passed (an expired row is deleted). Slides the idle expiry when less than
 * half of it is left.
 */
export async function acceptSession(
  db: Db,
  row: SessionRow | undefined,
  secret: string,
  now: Date = new Date(),
): Promise<SessionValidationResult | null> {
  if (!row || !secretMatches(secret, row.secretHash)) return null;

  const createdAt = new Date(row.sessionCreatedAt);
  const absoluteExpiresAt = new Date(createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS);
  let expiresAt = new Date(row.expiresAt);
  if (now.getTime() >= expiresAt.getTime() || now.getTime() >= absoluteExpiresAt.getTime()) {
    await invalidateSession(db, row.sessionId);
    return null;
  }
  if (expiresAt.getTime() - now.getTime() < SESSION_IDLE_TIMEOUT_MS / 2) {
    expiresAt = earlier(new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS), absoluteExpiresAt);
    await db
      .updateTable('sessions')
      .set({ expiresAt, lastVerifiedAt: now })
      .where('id', '=', row.sessionId)
      .execute();
  }
  return {
    session: { id: row.sessionId, userId: row.id, createdAt, expiresAt, absoluteExpiresAt },
    user: toAuthUser(row),
  };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user (account deletion, "sign out everywhere"). */
export async function invalidateUserSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}

/** Housekeeping: removes rows past their idle expiry or absolute lifetime. Returns how many. */
export async function deleteExpiredSessions(db: Db, now: Date = new Date()): Promise<number> {
  const oldestAllowed = new Date(now.getTime() - SESSION_ABSOLUTE_LIFETIME_MS);
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expiresAt', '<=', now), eb('createdAt', '<=', oldestAllowed)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

function earlier(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}
