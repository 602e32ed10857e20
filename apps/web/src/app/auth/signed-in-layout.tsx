import { useEffect } from 'react';
import { Outlet, useRouteContext } from '@tanstack/react-router';
import { AppShell } from '../layout/app-shell';
import { AuthGuard } from './auth-guard';
import { rememberSignedIn } from './returning-visitor';
import { SignedInProviders } from './signed-in-providers';

/** The pathless layout of every protected screen: the guard, then the app frame. */
export function SignedInLayout() {
  const api = useRouteContext({ from: '/_app' });
  return (
    <AuthGuard>
      {(user) => (
        <SignedInProviders api={api}>
          <RememberSignedIn />
          <AppShell user={user}>
            <Outlet />
          </AppShell>
        </SignedInProviders>
      )}
    </AuthGuard>
  );
}

/** Marks this browser as one the person has signed in on (the sign-in page's greeting). */
function RememberSignedIn() {
  useEffect(rememberSignedIn, []);
  return null;
}
