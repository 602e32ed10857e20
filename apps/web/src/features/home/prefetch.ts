import { homeVariant } from '@lectern/domain';
import { readStoredClubId, resolveSelectedClub } from '../../app/clubs/selected-club-storage';
import type { SignedInApi } from '../../lib/signed-in-api';

/**
 * The dashboard's data, asked for as soon as the query cache exists rather than as each panel
 * renders, in as few round trips as its dependencies allow (decision 029): the person's clubs;
 * then, in one batch, the selected club's home queries; then the next meeting's roles. The
 * dashboards read the same query options, so they find the answers (or the requests in flight).
 * Failures are left to the dashboards' own queries, which show them.
 */
export function prefetchHome({ queryClient, trpc }: SignedInApi): void {
  void queryClient
    .fetchQuery(trpc.clubs.list.queryOptions())
    .then(async (memberships) => {
      const selected = resolveSelectedClub(memberships, readStoredClubId());
      if (!selected) return;
      const { clubId } = selected;
      const home = homeVariant(selected.role);
      if (home === 'officer') {
        await queryClient.prefetchQuery(trpc.clubs.dashboard.queryOptions({ clubId }));
        return;
      }
      // Started in the same tick: the batch link sends them as one request.
      if (home === 'member')
        void queryClient.prefetchQuery(trpc.profile.get.queryOptions({ clubId }));
      const upcoming = await queryClient.fetchQuery(
        trpc.meetings.upcoming.queryOptions({ clubId }),
      );
      const next = upcoming[0];
      if (home === 'member' && next) {
        await queryClient.prefetchQuery(
          trpc.meetingRoles.list.queryOptions({ meetingId: next.id }),
        );
      }
    })
    .catch(() => undefined);
}
