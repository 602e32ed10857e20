import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { ClubMembership, CurrentUser } from './api-types';
import { isOffline, subscribeConnection } from './connection';
import { writeOfflineSnapshot, type OfflineSnapshot } from './offline-snapshot';
import { isClubScopedQuery } from './query-client';

/**
 * What is kept for offline use (decision 068), by tRPC procedure: the member home and the club
 * it belongs to, and for the next meeting only, its agenda, roles, RSVPs and menu.
 */
const KEPT = new Set([
  'auth.user',
  'clubs.list',
  'clubs.get',
  'clubs.dashboard',
  'publicConfig',
  'platformSettings.public',
  'meetings.upcoming',
  'profile.get',
  'menuItems.list',
]);
const KEPT_FOR_NEXT_MEETING = new Set(['meetings.get', 'meetingRoles.list', 'rsvps.list']);
/** Writes are gathered: one IndexedDB write per burst of answers. */
const WRITE_DELAY_MS = 1_000;

function procedureOf(queryKey: readonly unknown[]): string {
  const [path] = queryKey;
  return Array.isArray(path) ? path.join('.') : '';
}

function meetingIdOf(queryKey: readonly unknown[]): unknown {
  const options = queryKey[1] as { input?: { meetingId?: unknown } } | undefined;
  return options?.input?.meetingId;
}

/** The first upcoming meeting of every club in the cache. */
function nextMeetingIds(queryClient: QueryClient): Set<unknown> {
  const ids = new Set<unknown>();
  for (const query of queryClient.getQueryCache().findAll()) {
    if (procedureOf(query.queryKey) !== 'meetings.upcoming') continue;
    const data = query.state.data as ReadonlyArray<{ id?: unknown }> | undefined;
    if (data?.[0]) ids.add(data[0].id);
  }
  return ids;
}

/** Whether a query with this key is kept, given the next meetings' ids. */
export function isKeptOffline(queryKey: readonly unknown[], nextMeetings: Set<unknown>): boolean {
  const procedure = procedureOf(queryKey);
  if (KEPT.has(procedure)) return true;
  return KEPT_FOR_NEXT_MEETING.has(procedure) && nextMeetings.has(meetingIdOf(queryKey));
}

/** When the newest club data in the cache came from the server, or null with none. */
export function newestDataTime(queryClient: QueryClient): number | null {
  let newest: number | null = null;
  for (const query of queryClient.getQueryCache().findAll()) {
    const updatedAt = query.state.dataUpdatedAt;
    if (query.state.status !== 'success' || updatedAt === 0) continue;
    if (!isClubScopedQuery(query.queryKey)) continue;
    if (newest === null || updatedAt > newest) newest = updatedAt;
  }
  return newest;
}

export function snapshotOf(
  queryClient: QueryClient,
  fallback: { user: CurrentUser; clubs: ClubMembership[] | null },
): OfflineSnapshot {
  const nextMeetings = nextMeetingIds(queryClient);
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && isKeptOffline(query.queryKey, nextMeetings),
  });
  const cached = (procedure: string): unknown =>
    queryClient
      .getQueryCache()
      .findAll({ predicate: (q) => procedureOf(q.queryKey) === procedure })[0]?.state.data;
  return {
    version: 1,
    savedAt: newestDataTime(queryClient) ?? Date.now(),
    user: (cached('auth.user') as CurrentUser | undefined) ?? fallback.user,
    clubs: (cached('clubs.list') as ClubMembership[] | undefined) ?? fallback.clubs,
    queries,
  };
}

/**
 * Puts a snapshot's queries back in the cache (the app opened offline) and, once the server
 * can be reached again, asks it again for everything on screen.
 */
export function restoreOfflineSnapshot(queryClient: QueryClient, snapshot: OfflineSnapshot): void {
  hydrate(queryClient, snapshot.queries as DehydratedState);
  const stop = subscribeConnection(() => {
    if (isOffline()) return;
    stop();
    void queryClient.invalidateQueries();
  });
}

/**
 * Keeps the snapshot current while the app is online: after each burst of server answers, once
 * no answer is still on its way (a snapshot taken between a screen's answers would open that
 * screen offline half-loaded).
 */
export function keepOfflineSnapshot(
  queryClient: QueryClient,
  current: () => { user: CurrentUser; clubs: ClubMembership[] | null } | null,
  store: (snapshot: OfflineSnapshot) => Promise<void> = writeOfflineSnapshot,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    if (queryClient.isFetching() > 0) {
      timer = setTimeout(write, WRITE_DELAY_MS);
      return;
    }
    timer = undefined;
    const fallback = current();
    if (!fallback || isOffline()) return;
    void store(snapshotOf(queryClient, fallback));
  };
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (timer === undefined) timer = setTimeout(write, WRITE_DELAY_MS);
  });
}
