import { Outlet, useRouteContext } from '@tanstack/react-router';
import { AppShell } from '../layout/app-shell';
import { AuthGuard } from './auth-guard';
import { SignedInProviders } from './signed-in-providers';

/** The pathless layout of every protected screen: the guard, then the app frame. */
export function SignedInLayout() {
  const api = useRouteContext({ from: '/_app' });
  return (
    <AuthGuard>
      {(user) => (
        <SignedInProviders api={api}>
          <AppShell user={user}>
            <Outlet />
          </AppShell>
        </SignedInProviders>
      )}
    </AuthGuard>
  );
}
