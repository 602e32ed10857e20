import type { ApiTokenScope, AuthUser } from '@lectern/auth';

/** Who is calling, once their credential has been checked. */
export interface ResolvedIdentity {
  user: AuthUser;
  via: 'session' | 'token';
  /** What the credential may do: a browser session and a full token 'full', a read-only token 'read'. */
  scope: ApiTokenScope;
  /** The session row behind a cookie sign-in (absent for API tokens). */
  sessionId?: string;
  /** The API token behind a Bearer sign-in (absent for sessions). */
  tokenId?: string;
}
