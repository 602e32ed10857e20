import { createFileRoute } from '@tanstack/react-router';
import { can } from '@lectern/domain';
import { MentorshipPage } from '../../features/mentorship/mentorship-page';
import { ensureClubData } from '../../app/clubs/club-data';

export const Route = createFileRoute('/_app/mentorship')({
  loader: ({ context }) =>
    ensureClubData(context, (clubId, membership) =>
      can({ userId: 0, isSuperAdmin: false, membership }, 'mentorship:read')
        ? [context.trpc.mentorship.overview.queryOptions({ clubId })]
        : [],
    ),
  component: MentorshipPage,
});
