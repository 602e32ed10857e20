import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import type { CurrentUser } from '../../lib/api-types';
import { navigateToServerRoute } from '../../lib/full-page-navigation';
import { LOGOUT_PATH } from './text';

export type Session =
  | { status: 'loading'; user: undefined }
  | { status: 'signedIn'; user: CurrentUser }
  | { status: 'signedOut'; user: undefined };

/** SPEC §7: any failure of the current-user call means "not authenticated" (401 included). */
export function useSession(): Session {
  const trpc = useTRPC();
  const query = useQuery(trpc.auth.user.queryOptions());
  if (query.isPending) return { status: 'loading', user: undefined };
  if (query.isError) return { status: 'signedOut', user: undefined };
  return { status: 'signedIn', user: query.data };
}

/** SECURITY.md §3.4: nothing of this person's stays cached once they sign out. */
export function signOut(queryClient: QueryClient): void {
  queryClient.clear();
  navigateToServerRoute(LOGOUT_PATH);
}

/** The signed-in person, for screens inside the guard (which renders nothing until then). */
export function useSignedInUser(): CurrentUser {
  const session = useSession();
  if (session.status !== 'signedIn')
    throw new Error('useSignedInUser is only for screens behind the AuthGuard');
  return session.user;
}
