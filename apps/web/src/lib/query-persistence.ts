import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { ClubMembership, CurrentUser } from './api-types';
import { isOffline, subscribeConnection } from './connection';
import {
  readOfflineSnapshot,
  writeOfflineSnapshot,
  type OfflineSnapshot,
} from './offline-snapshot';
import { isClubScopedQuery } from './query-client';

/**
 * What is kept for offline use (decision 068), by tRPC procedure: the member home and the club
 * it belongs to, with its menu (`KEPT`), and for the next meeting of each club only, its agenda,
 * roles and RSVPs (`KEPT_FOR_NEXT_MEETING`). Each rewrite of the snapshot starts from the query
 * cache and carries over what the previous snapshot kept and the cache does not hold, so kept
 * entries survive a visit that did not open them (a fresh load of the home alone keeps the
 * agenda opened before); the cache's copy wins. Carried over only for the same person, and only
 * while still kept: the agenda of a meeting that is no longer the next one, or data of a club the
 * person is no longer in, is dropped.
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

type KeptQuery = DehydratedState['queries'][number];

function clubIdOf(queryKey: readonly unknown[]): unknown {
  const options = queryKey[1] as { input?: { clubId?: unknown } } | undefined;
  return options?.input?.clubId;
}

/** The first upcoming meeting of every club these queries hold. */
function nextMeetingIds(
  queries: ReadonlyArray<{ queryKey: readonly unknown[]; state: { data?: unknown } }>,
): Set<unknown> {
  const ids = new Set<unknown>();
  for (const query of queries) {
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

/**
 * The previous snapshot's kept queries that the cache does not hold, none when it belonged to
 * someone else, and none of a club outside `clubs` (when the clubs are known).
 */
function carriedOver(
  previous: OfflineSnapshot | null,
  user: CurrentUser,
  clubs: ClubMembership[] | null,
  held: ReadonlySet<string>,
): KeptQuery[] {
  if (!previous || previous.user.id !== user.id) return [];
  const queries = (previous.queries as Partial<DehydratedState> | null)?.queries ?? [];
  const clubIds = clubs ? new Set<unknown>(clubs.map((membership) => membership.clubId)) : null;
  return queries.filter((query) => {
    if (held.has(query.queryHash) || query.state.status !== 'success') return false;
    const clubId = clubIdOf(query.queryKey);
    return clubId === undefined || clubIds === null || clubIds.has(clubId);
  });
}

/**
 * The snapshot to write: the kept queries of the cache, and those of the previous snapshot
 * (`previous`, null with none) that are still kept and that the cache does not hold.
 */
export function snapshotOf(
  queryClient: QueryClient,
  fallback: { user: CurrentUser; clubs: ClubMembership[] | null },
  previous: OfflineSnapshot | null = null,
): OfflineSnapshot {
  const cached = (procedure: string): unknown =>
    queryClient
      .getQueryCache()
      .findAll({ predicate: (q) => procedureOf(q.queryKey) === procedure })[0]?.state.data;
  const user = (cached('auth.user') as CurrentUser | undefined) ?? fallback.user;
  const clubs = (cached('clubs.list') as ClubMembership[] | undefined) ?? fallback.clubs;
  const successful = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'success' });
  const held = new Set(successful.map((query) => query.queryHash));
  const carried = carriedOver(previous, user, clubs, held);
  // The next meetings as the cache knows them, or as the previous snapshot did for a club whose
  // upcoming meetings the cache does not hold.
  const nextMeetings = nextMeetingIds([...successful, ...carried]);
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && isKeptOffline(query.queryKey, nextMeetings),
  });
  const kept = carried.filter((query) => isKeptOffline(query.queryKey, nextMeetings));
  let savedAt = newestDataTime(queryClient);
  for (const query of kept) {
    if (!isClubScopedQuery(query.queryKey) || query.state.dataUpdatedAt === 0) continue;
    if (savedAt === null || query.state.dataUpdatedAt > savedAt)
      savedAt = query.state.dataUpdatedAt;
  }
  return {
    version: 1,
    savedAt: savedAt ?? Date.now(),
    user,
    clubs,
    queries: { ...queries, queries: [...queries.queries, ...kept] },
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
 * screen offline half-loaded). Each write reads the previous snapshot once (to carry over what
 * it kept) and writes once; writes go one after another, so each reads what the one before wrote.
 */
export function keepOfflineSnapshot(
  queryClient: QueryClient,
  current: () => { user: CurrentUser; clubs: ClubMembership[] | null } | null,
  store: (snapshot: OfflineSnapshot) => Promise<void> = writeOfflineSnapshot,
  read: () => Promise<OfflineSnapshot | null> = readOfflineSnapshot,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  const later = () => {
    if (timer === undefined) timer = setTimeout(write, WRITE_DELAY_MS);
  };
  const writeNow = async () => {
    if (!current() || isOffline()) return;
    const previous = await read();
    // Asked again after the read: a screen's answers may have started coming in meanwhile. A
    // sign-out meanwhile wins: `writeOfflineSnapshot` refuses every write once it began.
    if (queryClient.isFetching() > 0) return later();
    const fallback = current();
    if (!fallback || isOffline()) return;
    await store(snapshotOf(queryClient, fallback, previous));
  };
  function write() {
    timer = undefined;
    if (queryClient.isFetching() > 0) return later();
    writing = writing.then(writeNow).catch(() => undefined);
  }
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    later();
  });
}
