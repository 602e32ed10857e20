import { QueryClient } from '@tanstack/react-query';

/**
 * Cached data never goes stale, is not refetched on focus, is never polled, and failed
 * queries or mutations are not retried. Mutations refresh what they change by invalidating.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

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
