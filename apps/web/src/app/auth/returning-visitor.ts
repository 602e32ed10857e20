/**
 * Whether this browser has been signed in before, so the sign-in page can greet a first-time
 * visitor as one and a returning person with "Welcome back". Kept after signing out.
 */
export const SIGNED_IN_BEFORE_KEY = 'lectern.signedInBefore';

export function rememberSignedIn(): void {
  try {
    window.localStorage.setItem(SIGNED_IN_BEFORE_KEY, '1');
  } catch {
    // Storage can be blocked: the sign-in page then greets everyone as a first-time visitor.
  }
}

export function hasSignedInBefore(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_BEFORE_KEY) === '1';
  } catch {
    return false;
  }
}
