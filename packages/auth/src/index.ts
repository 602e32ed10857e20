export type { AuthUser, Db } from './types.js';
export {
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
  acceptSession,
  createSession,
  deleteExpiredSessions,
  invalidateSession,
  invalidateUserSessions,
  parseSessionToken,
  validateSessionToken,
  type Session,
  type SessionValidationResult,
} from './sessions.js';
export {
  API_TOKEN_NAME_MAX,
  API_TOKEN_PREFIX,
  API_TOKEN_SCOPES,
  acceptApiToken,
  createApiToken,
  listApiTokens,
  parseApiToken,
  revokeApiToken,
  validateApiToken,
  type ApiTokenScope,
  type ApiTokenSummary,
} from './api-tokens.js';
export { upsertUserFromClaims, type IdentityClaims } from './users.js';
export {
  SESSION_COOKIE,
  clearedSessionCookieOptions,
  sessionCookieOptions,
  type SessionCookieOptions,
} from './cookies.js';
export {
  SignInError,
  createOidcClient,
  type OidcClient,
  type OidcClientOptions,
  type SignInChecks,
} from './oidc-client.js';
export {
  DEV_SIGN_IN_TITLE,
  createDevIdentityProvider,
  type DevIdentityProvider,
  type DevIdentityProviderOptions,
  type DevPerson,
} from './dev-provider.js';
export { hashSecret } from './secrets.js';
