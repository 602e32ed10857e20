import { createFileRoute } from '@tanstack/react-router';
import { can } from '@lectern/domain';
import { MembershipDashboardPage } from '../../../features/membership/membership-dashboard-page';
import { ensureClubData } from '../../../app/clubs/club-data';

export const Route = createFileRoute('/_app/membership/dashboard')({
  loader: ({ context }) =>
    ensureClubData(context, (clubId, membership) =>
      can({ userId: 0, isSuperAdmin: false, membership }, 'membership:read')
        ? [context.trpc.membership.dashboard.queryOptions({ clubId })]
        : [],
    ),
  component: MembershipDashboardPage,
});
