import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import type { CurrentUser } from '../../lib/api-types';
import { useBoot } from '../../lib/boot';
import { navigateToServerRoute } from '../../lib/full-page-navigation';
import { clearOfflineSnapshot } from '../../lib/offline-snapshot';
import { LOGOUT_PATH } from './text';

export type Session =
  | { status: 'loading'; user: undefined }
  | { status: 'signedIn'; user: CurrentUser }
  | { status: 'signedOut'; user: undefined };

/**
 * Any failure of the current-user call means "not authenticated" (401 included). Read
 * from the boot data, so the landing page decides without the query cache.
 */
export function useSession(): Session {
  const boot = useBoot();
  if (boot.status === 'loading') return { status: 'loading', user: undefined };
  if (boot.data.user === null) return { status: 'signedOut', user: undefined };
  return { status: 'signedIn', user: boot.data.user };
}

/** Privacy on a shared device: nothing of this person's stays cached once they sign out. */
export function signOut(queryClient: QueryClient): void {
  queryClient.clear();
  // The copy kept for offline use goes too, before the page leaves (decision 068).
  void clearOfflineSnapshot().finally(() => navigateToServerRoute(LOGOUT_PATH));
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
