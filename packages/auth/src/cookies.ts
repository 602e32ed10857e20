/** The browser's session cookie: `id.secret` from createSession. */
export const SESSION_COOKIE = 'lectern_session';

/** Shape accepted by @fastify/cookie's setCookie (kept structural so this package needs no Fastify). */
export interface SessionCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  path: '/';
  secure: boolean;
  expires: Date;
}

/**
 * HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site subrequests or POSTs, still
 * sent on the top-level redirect back from the provider), Path=/, Secure whenever served over https.
 * `expiresAt` should be the session's absolute end: the database enforces the idle expiry, so the
 * cookie never has to be rewritten as the session slides.
 */
export function sessionCookieOptions({
  secure,
  expiresAt,
}: {
  secure: boolean;
  expiresAt: Date;
}): SessionCookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, expires: expiresAt };
}

/** Options that make the browser drop the session cookie. */
export function clearedSessionCookieOptions({ secure }: { secure: boolean }): SessionCookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, expires: new Date(0) };
}
