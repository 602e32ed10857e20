import { homeVariant } from '@lectern/domain';
import type { ClubMembership } from '../../lib/api-types';
import type { LecternTrpc } from '../../lib/trpc';

/**
 * What the dashboard of a club reads before it shows (with `useSuspenseQuery`), by the person's
 * home in that club; the '/' route's loader puts them in the cache with these very options.
 * The next meeting's roles and the member's achievements load inside their panels.
 */
export function homeQueryOptions(trpc: LecternTrpc, clubId: number, membership: ClubMembership) {
  const home = homeVariant(membership.role);
  if (home === 'officer') return [trpc.clubs.dashboard.queryOptions({ clubId })];
  const upcoming = trpc.meetings.upcoming.queryOptions({ clubId });
  return home === 'member' ? [upcoming, trpc.profile.get.queryOptions({ clubId })] : [upcoming];
}
