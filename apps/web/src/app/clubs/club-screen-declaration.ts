import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { can, type Actor, type Permission } from '@lectern/domain';
import type { LecternTrpc } from '../../lib/trpc';
import type { ClubMembership } from '../../lib/api-types';
import { ensureClubData } from './club-data';

// Each screen's queries have their own result types; the list only needs to be fetchable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyQueryOptions = FetchQueryOptions<any, any, any, any>;

/** What a screen's query list may use: the cache and client, and the selected club. */
export interface ClubScreenQueryContext {
  trpc: LecternTrpc;
  queryClient: QueryClient;
  clubId: number;
  membership: ClubMembership;
  /** Whether the person's role in the selected club holds a permission. */
  can: (permission: Permission) => boolean;
}

/**
 * A club screen, declared once. The route loader, the page's `ClubScreen` frame and the
 * navigation menu all read this one object, so they cannot disagree about who may see it.
 */
export interface ClubScreenDeclaration {
  /**
   * The permission a role needs to see the screen at all. Without it the menu leaves the
   * screen out, the loader asks for nothing and the page shows its own "not for you" notice.
   * Absent: every member of the club (the screen may still offer more to some roles).
   */
  readonly permission?: Permission;
  /**
   * The queries the screen reads for the selected club, with the very options it reads them
   * with, so the loader puts them into the cache first. Called only when the role holds
   * `permission`.
   */
  readonly queries: (context: ClubScreenQueryContext) => readonly AnyQueryOptions[];
  /**
   * 'wait': the route resolves once the data is in (the screen appears with it; its page may
   * read the queries with `useSuspenseQuery`);
   * 'start': the loader only starts loading and the screen shows its skeleton meanwhile (its
   * page reads the queries with `useQuery`).
   */
  readonly load: 'wait' | 'start';
  /**
   * The screen must open offline, from what the app kept: it may then only start its queries
   * (`load: 'start'`), as TanStack Query holds a fetch while offline and a loader that waited
   * would leave the page blank. Declared so, the types refuse 'wait'.
   */
  readonly opensOffline?: boolean;
}

/** What `defineClubScreen` accepts: a screen that opens offline does not wait for its queries. */
type ClubScreenInput = ClubScreenDeclaration &
  ({ opensOffline?: false } | { opensOffline: true; load: 'start' });

export function defineClubScreen(declaration: ClubScreenInput): ClubScreenDeclaration {
  return declaration;
}

/** Club rights come from the membership alone (the super admin flag grants none). */
function actorOf(membership: Pick<ClubMembership, 'role' | 'status'>): Actor {
  return {
    userId: 0,
    isSuperAdmin: false,
    membership: { role: membership.role, status: membership.status },
  };
}

/** Whether a role in a club holds a permission (display only: the API checks every call). */
export function membershipCan(
  membership: Pick<ClubMembership, 'role' | 'status'>,
): (permission: Permission) => boolean {
  const actor = actorOf(membership);
  return (permission) => can(actor, permission);
}

/** Whether a role may see the screen (a club screen, or a meeting's) at all. */
export function mayOpenScreen(
  screen: { readonly permission?: Permission },
  canDo: (permission: Permission) => boolean,
): boolean {
  return screen.permission === undefined || canDo(screen.permission);
}

interface ScreenLoaderContext {
  queryClient: QueryClient;
  trpc: LecternTrpc;
}

/**
 * The route options of a club screen: its loader (the declared queries, when the role may see
 * the screen) and the declaration itself as the route's static data, where the screen
 * contract test finds it. Spread it into `createFileRoute(…)({ ... })`.
 */
export function clubScreenRoute(screen: ClubScreenDeclaration) {
  return {
    staticData: { clubScreen: screen },
    loader: ({ context }: { context: ScreenLoaderContext }): Promise<void> | undefined => {
      const loading = ensureClubData(context, (clubId, membership) => {
        const canDo = membershipCan(membership);
        if (!mayOpenScreen(screen, canDo)) return [];
        return screen.queries({ ...context, clubId, membership, can: canDo });
      });
      if (screen.load === 'wait') return loading;
      void loading;
      return undefined;
    },
  };
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The club screen this route shows (see `clubScreenRoute`). */
    clubScreen?: ClubScreenDeclaration;
  }
}
