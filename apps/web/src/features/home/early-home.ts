import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { homeVariant } from '@lectern/domain';
import { readStoredClubId, resolveSelectedClub } from '../../app/clubs/selected-club-storage';
import type { ClubMembership, Meeting, MeetingRole } from '../../lib/api-types';
import { queryOrNull } from '../../lib/boot';
import type { SignedInApi } from '../../lib/signed-in-api';
import type { LecternTrpc } from '../../lib/trpc';

type Profile = inferOutput<LecternTrpc['profile']['get']>;
type ClubDashboard = inferOutput<LecternTrpc['clubs']['dashboard']>;

/** What the dashboard of the selected club shows first, each answer on its way (null: not read by this home). */
export interface HomeAnswers {
  clubId: number;
  dashboard: Promise<ClubDashboard | null> | null;
  upcoming: Promise<Meeting[] | null> | null;
  profile: Promise<Profile | null> | null;
  /** The next meeting's roles, asked for once the meetings are in. */
  roles: Promise<MeetingRole[] | null> | null;
}

/**
 * The signed-in home's data (decision 029), asked for with plain `fetch` the moment the boot
 * answer gives the person's clubs, before the app's code has loaded: the selected club's home
 * queries together, then the next meeting's roles. The same procedures and inputs the dashboards
 * read (features/home/*-dashboard.tsx).
 */
export function fetchHomeAnswers(clubs: readonly ClubMembership[]): HomeAnswers | null {
  const selected = resolveSelectedClub(clubs, readStoredClubId());
  if (!selected) return null;
  const { clubId } = selected;
  const home = homeVariant(selected.role);
  if (home === 'officer') {
    const dashboard = queryOrNull<ClubDashboard>('clubs.dashboard', { clubId });
    return { clubId, dashboard, upcoming: null, profile: null, roles: null };
  }
  const upcoming = queryOrNull<Meeting[]>('meetings.upcoming', { clubId });
  if (home !== 'member') return { clubId, dashboard: null, upcoming, profile: null, roles: null };
  const profile = queryOrNull<Profile>('profile.get', { clubId });
  const roles = upcoming.then((meetings) => {
    const next = meetings?.[0];
    return next ? queryOrNull<MeetingRole[]>('meetingRoles.list', { meetingId: next.id }) : null;
  });
  return { clubId, dashboard: null, upcoming, profile, roles };
}

/**
 * Hands the answers still on their way to the query cache under the keys the dashboards read: a
 * screen that reads one waits for that answer rather than asking again, and one that failed is
 * asked for again the usual way. The app starts without waiting for any of them.
 */
export function seedHomeAnswers({ queryClient, trpc }: SignedInApi, answers: HomeAnswers): void {
  const seed = <T, K extends QueryKey>(
    { queryKey, queryFn }: { queryKey: K; queryFn?: QueryFunction<T, K, never> },
    early: Promise<T | null> | null,
  ) => {
    if (!early || !queryFn) return;
    void queryClient.prefetchQuery({
      queryKey,
      queryFn: async (context) => (await early) ?? queryFn(context),
    });
  };
  const { clubId, upcoming, roles } = answers;
  seed(trpc.clubs.dashboard.queryOptions({ clubId }), answers.dashboard);
  seed(trpc.meetings.upcoming.queryOptions({ clubId }), upcoming);
  seed(trpc.profile.get.queryOptions({ clubId }), answers.profile);
  // The roles' key names the meeting, known once the meetings are in (and before the dashboard
  // that shows them can render).
  if (upcoming && roles)
    void upcoming.then((meetings) => {
      const next = meetings?.[0];
      if (next) seed(trpc.meetingRoles.list.queryOptions({ meetingId: next.id }), roles);
    });
}
