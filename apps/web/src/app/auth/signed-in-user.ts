import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import type { CurrentUser } from '../../lib/api-types';
import { navigateToServerRoute } from '../../lib/full-page-navigation';
import { useSession } from './session';
import { LOGOUT_PATH } from './text';

// Kept apart from session.ts, which the landing page loads: these need the query cache.

/** SECURITY.md §3.4: nothing of this person's stays cached once they sign out. */
export function signOut(queryClient: QueryClient): void {
  queryClient.clear();
  navigateToServerRoute(LOGOUT_PATH);
}

/**
 * The signed-in person, for screens inside the guard. The query cache is seeded with the boot
 * answer, so this follows later refreshes of `auth.user` (a profile edit) without a first fetch.
 */
export function useSignedInUser(): CurrentUser {
  const session = useSession();
  const trpc = useTRPC();
  const query = useQuery(trpc.auth.user.queryOptions());
  if (session.status !== 'signedIn')
    throw new Error('useSignedInUser is only for screens behind the AuthGuard');
  return query.data ?? session.user;
}
