import { toast } from '@lectern/ui';
import { navigateToServerRoute } from '../../lib/full-page-navigation';
import { AUTH_TEXT, LOGIN_PATH, LOGIN_REDIRECT_DELAY_MS } from './text';

/**
 * Tell the person they are logged out, then send the browser to sign in after 500 ms.
 * Returns a function that cancels the pending navigation (e.g. when the screen unmounts first).
 */
export function startLoginRedirect(): () => void {
  toast({ variant: 'destructive', ...AUTH_TEXT.unauthorized });
  const timer = setTimeout(() => navigateToServerRoute(LOGIN_PATH), LOGIN_REDIRECT_DELAY_MS);
  return () => clearTimeout(timer);
}
