import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LecternTrpc } from '../../lib/trpc';
import { readStoredClubId, resolveSelectedClub } from './selected-club-storage';

interface LoaderContext {
  queryClient: QueryClient;
  trpc: LecternTrpc;
}

// Each screen's queries have their own result types; the list only needs to be fetchable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQueryOptions = FetchQueryOptions<any, any, any, any>;

/**
 * A club screen's route loader: puts the person's clubs and the selected club's queries into
 * the cache (`ensureQueryData`: fetched once, then read from the cache), with the very options
 * the screen reads. Resolves when they are in, or have failed: a failure is left for the
 * screen's own query to show inside its `ClubScreen` (and a lost session to the guard).
 * Return it from `loader` to show the screen with its data; `void` it to only start loading.
 */
export async function ensureClubData(
  { queryClient, trpc }: LoaderContext,
  optionsForClub: (clubId: number) => readonly AnyQueryOptions[],
): Promise<void> {
  try {
    const memberships = await queryClient.ensureQueryData(trpc.clubs.list.queryOptions());
    const selected = resolveSelectedClub(memberships, readStoredClubId());
    if (!selected) return;
    await Promise.all(
      optionsForClub(selected.clubId).map((options) => queryClient.ensureQueryData(options)),
    );
  } catch {
    // Shown by the screen (ClubScreen's error state), not by the router's error page.
  }
}
