import { fastifyCookie } from '@fastify/cookie';
import { clearedSessionCookieOptions, SESSION_COOKIE } from '@lectern/auth';
import type { AppConfig } from '../config.js';

/**
 * The Set-Cookie header that makes the browser drop its session cookie: sent by sign-out and by a
 * successful account deletion (both doors), once the server has ended the session itself.
 */
export function clearedSessionCookie(config: AppConfig): string {
  const secure = new URL(config.publicUrl).protocol === 'https:';
  return fastifyCookie.serialize(SESSION_COOKIE, '', clearedSessionCookieOptions({ secure }));
}

/** The procedure whose success ends the browser's session too. */
export const ENDS_BROWSER_SESSION = 'account.delete';
