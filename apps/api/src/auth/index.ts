export { credentialOf, resolveIdentity, type ResolvedIdentity } from './resolve.js';
export {
  authRoutes,
  DEV_CLIENT_ID,
  DEV_IDENTITY_ISSUER,
  OAUTH_COOKIE,
  SIGN_IN_FAILED_TEXT,
  type AuthRoutesOptions,
} from './routes.js';
export { clearedSessionCookie, ENDS_BROWSER_SESSION } from './session-cookie.js';
export {
  isMachineHost,
  machineHostnames,
  signInOrigins,
  type SignInOrigins,
} from './sign-in-origins.js';
