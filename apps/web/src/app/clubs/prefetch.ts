import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LecternTrpc } from '../../lib/trpc';
import { readStoredClubId, resolveSelectedClub } from './selected-club-storage';

interface LoaderContext {
  queryClient: QueryClient;
  trpc: LecternTrpc;
}

/**
 * Starts loading a club's data while the screen's code loads, without holding up navigation.
 * Failures are left to the screen's own query, which shows them (and the guard handles 401).
 */
export function prefetchForSelectedClub<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  { queryClient, trpc }: LoaderContext,
  optionsForClub: (clubId: number) => FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): void {
  void queryClient
    .fetchQuery(trpc.clubs.list.queryOptions())
    .then((memberships) => {
      const selected = resolveSelectedClub(memberships, readStoredClubId());
      if (selected) return queryClient.prefetchQuery(optionsForClub(selected.clubId));
    })
    .catch(() => undefined);
}
