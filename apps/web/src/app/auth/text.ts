/** Sign-in texts and the 'Logged out' toast. */
export const AUTH_TEXT = {
  unauthorized: { title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
  signInToGetStarted: 'Sign In to Get Started',
  signInWith: (providerName: string) => `Sign in with ${providerName}`,
  /** Shown until the server says which identity provider it uses. */
  defaultProviderName: 'Replit',
  signOut: 'Sign out',
} as const;

/** Delay between the 'Unauthorized' toast and the navigation to the sign-in route. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

export const LOGIN_PATH = '/api/login';
export const LOGOUT_PATH = '/api/logout';
