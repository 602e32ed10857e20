import { createFileRoute } from '@tanstack/react-router';
import { can } from '@lectern/domain';
import { OutreachPage } from '../../../features/membership/outreach-page';
import { ensureClubData } from '../../../app/clubs/club-data';

export const Route = createFileRoute('/_app/membership/outreach')({
  loader: ({ context }) =>
    ensureClubData(context, (clubId, membership) =>
      can({ userId: 0, isSuperAdmin: false, membership }, 'membership:read')
        ? [context.trpc.membership.outreach.queryOptions({ clubId })]
        : [],
    ),
  component: OutreachPage,
});
