import { Outlet } from '@tanstack/react-router';
import { AppShell } from '../layout/app-shell';
import { AuthGuard } from './auth-guard';

/** The pathless layout of every protected screen: the guard, then the app frame. */
export function SignedInLayout() {
  return (
    <AuthGuard>
      {(user) => (
        <AppShell user={user}>
          <Outlet />
        </AppShell>
      )}
    </AuthGuard>
  );
}
