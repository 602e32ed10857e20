import { createFileRoute } from '@tanstack/react-router';
import { can } from '@lectern/domain';
import { GuestFollowUpPage } from '../../../features/membership/guest-follow-up-page';
import { ensureClubData } from '../../../app/clubs/club-data';

export const Route = createFileRoute('/_app/membership/guest-follow-up')({
  loader: ({ context }) =>
    ensureClubData(context, (clubId, membership) =>
      can({ userId: 0, isSuperAdmin: false, membership }, 'membership:read')
        ? [context.trpc.membership.guests.queryOptions({ clubId })]
        : [],
    ),
  component: GuestFollowUpPage,
});
