import { useEffect, type ReactNode } from 'react';
import { LoadingScreen } from '@lectern/ui';
import type { CurrentUser } from '../../lib/api-types';
import { startLoginRedirect } from './login-redirect';
import { useSession } from './session';

/**
 * Authentication guard: a centred spinner while the user loads; when not signed in, the
 * 'Unauthorized' toast and, 500 ms later, the sign-in page. Nothing else is rendered meanwhile.
 */
export function AuthGuard({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const session = useSession();
  const signedOut = session.status === 'signedOut';

  useEffect(() => {
    if (signedOut) return startLoginRedirect();
  }, [signedOut]);

  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signedOut') return null;
  return children(session.user);
}
