import type { QueryClient } from '@tanstack/react-query';
import type { Permission } from '@lectern/domain';
import type { LecternTrpc } from '../../lib/trpc';
import type { ClubMembership } from '../../lib/api-types';
import { mayOpenScreen, membershipCan, type AnyQueryOptions } from './club-screen-declaration';

/** What a meeting screen's own query list may use: the cache and client, and the meeting. */
export interface MeetingScreenQueryContext {
  trpc: LecternTrpc;
  queryClient: QueryClient;
  meetingId: number;
}

/** What its club query list may use besides: the meeting's club and the person's role in it. */
export interface MeetingClubQueryContext extends MeetingScreenQueryContext {
  clubId: number;
  membership: ClubMembership;
  /** Whether the person's role in the meeting's club holds a permission. */
  can: (permission: Permission) => boolean;
}

/**
 * A meeting's screen (/meetings/{meetingId}/…), declared once. Its club is the meeting's, not
 * the selected one: the loader reads the meeting (`meetings.get`, always first) to learn it,
 * and the page asks `useMeetingScreen` for the person's role in that club. These screens only
 * start loading; each shows its own skeleton and "meeting not found" state meanwhile.
 */
export interface MeetingScreenDeclaration {
  /**
   * The permission a role in the meeting's club needs for the club's queries (and the page's
   * `mayOpen`). Absent: every member of that club.
   */
  readonly permission?: Permission;
  /** The meeting's own queries besides the meeting itself, started with it. */
  readonly queries: (context: MeetingScreenQueryContext) => readonly AnyQueryOptions[];
  /** The queries of the meeting's club, started once the meeting says which club it is. */
  readonly clubQueries: (context: MeetingClubQueryContext) => readonly AnyQueryOptions[];
}

export function defineMeetingScreen(
  declaration: MeetingScreenDeclaration,
): MeetingScreenDeclaration {
  return declaration;
}

interface ScreenLoaderContext {
  queryClient: QueryClient;
  trpc: LecternTrpc;
}

/**
 * Puts a meeting screen's data into the cache: the meeting and its own queries at once, then
 * the club's queries when the person's role in the meeting's club may open the screen.
 * Failures are left for the page's own queries to show.
 */
export async function ensureMeetingData(
  { queryClient, trpc }: ScreenLoaderContext,
  meetingId: number,
  screen: MeetingScreenDeclaration,
): Promise<void> {
  try {
    const context = { queryClient, trpc, meetingId };
    const own = screen.queries(context).map((options) => queryClient.ensureQueryData(options));
    const [meeting, memberships] = await Promise.all([
      queryClient.ensureQueryData(trpc.meetings.get.queryOptions({ meetingId })),
      queryClient.ensureQueryData(trpc.clubs.list.queryOptions()),
      ...own,
    ]);
    const membership = memberships.find((candidate) => candidate.clubId === meeting.clubId);
    if (!membership) return;
    const canDo = membershipCan(membership);
    if (!mayOpenScreen(screen, canDo)) return;
    await Promise.all(
      screen
        .clubQueries({ ...context, clubId: meeting.clubId, membership, can: canDo })
        .map((options) => queryClient.ensureQueryData(options)),
    );
  } catch {
    // Shown by the page's own queries, not by the router's error page.
  }
}

/**
 * The route options of a meeting screen: its loader (which only starts loading) and the
 * declaration as the route's static data, where the screen contract test finds it. Spread it
 * into `createFileRoute(…)({ params: meetingIdParams, ... })`.
 */
export function meetingScreenRoute(screen: MeetingScreenDeclaration) {
  return {
    staticData: { meetingScreen: screen },
    loader: ({
      context,
      params,
    }: {
      context: ScreenLoaderContext;
      params: { meetingId: number };
    }): undefined => {
      void ensureMeetingData(context, params.meetingId, screen);
      return undefined;
    },
  };
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The meeting screen this route shows (see `meetingScreenRoute`). */
    meetingScreen?: MeetingScreenDeclaration;
  }
}
