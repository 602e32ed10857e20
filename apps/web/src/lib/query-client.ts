import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { isOffline, subscribeConnection } from './connection';
import { isUnauthorizedError } from './errors';

export interface QueryClientOptions {
  /**
   * Called once when a call of a signed-in person comes back 'UNAUTHORIZED' (their session
   * ended): the whole app handles a lost session here, so no screen or mutation does.
   */
  onLostSession?: () => void;
}

/**
 * Cached data never goes stale, is not refetched on focus, is never polled, and failed
 * queries or mutations are not retried. Mutations refresh what they change by invalidating.
 */
export function createQueryClient({ onLostSession }: QueryClientOptions = {}): QueryClient {
  // Queries wait while the app is offline (no network, or a server that does not answer)
  // instead of failing, and go out when it is back; TanStack Query would assume it starts online.
  onlineManager.setEventListener((setOnline) => {
    setOnline(!isOffline());
    return subscribeConnection(() => setOnline(!isOffline()));
  });
  let sessionLost = false;
  const onError = (error: unknown) => {
    if (sessionLost || onLostSession === undefined || !isUnauthorizedError(error)) return;
    // Someone signed out (an invitation or e-mail link) is not "logged out": only a person
    // the cache knows as signed in has lost a session.
    if (queryClient.getQueryData(AUTH_USER_QUERY_KEY) == null) return;
    sessionLost = true;
    onLostSession();
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      // A change made offline is sent at once and refused (lib/trpc.ts), not held back and
      // sent later behind the person's back (decision 068).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return queryClient;
}

/** The cache key of `auth.user` (the signed-in person), as the tRPC query options build it. */
const AUTH_USER_QUERY_KEY = [['auth', 'user'], { type: 'query' }] as const;

/** Queries about the signed-in person or the platform, which survive a club switch. */
const SESSION_QUERY_ROOTS = new Set(['auth', 'clubs.list', 'publicConfig', 'platformSettings']);

function procedurePathOf(queryKey: readonly unknown[]): string[] {
  const [path] = queryKey;
  return Array.isArray(path) ? path.filter((part): part is string => typeof part === 'string') : [];
}

/** True for cached data that belongs to one club (meetings, roles, templates, club details…). */
export function isClubScopedQuery(queryKey: readonly unknown[]): boolean {
  const path = procedurePathOf(queryKey);
  const [root] = path;
  if (root === undefined) return true;
  return !SESSION_QUERY_ROOTS.has(root) && !SESSION_QUERY_ROOTS.has(path.slice(0, 2).join('.'));
}

/** Tenant isolation on screen: data from one club must not show while another is selected. */
export function clearClubScopedQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => isClubScopedQuery(query.queryKey) });
}
