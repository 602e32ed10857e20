import type { AuthUser } from '@lectern/auth';

/** Who is calling, once their credential has been checked. */
export interface ResolvedIdentity {
  user: AuthUser;
  via: 'session' | 'token';
  /** The session row behind a cookie sign-in (absent for API tokens). */
  sessionId?: string;
  /** The API token behind a Bearer sign-in (absent for sessions). */
  tokenId?: string;
}
