import { createFileRoute } from '@tanstack/react-router';
import { can } from '@lectern/domain';
import { ensureClubData } from '../../../app/clubs/club-data';
import { AchievementsPage } from '../../../features/progress/achievements-page';

export const Route = createFileRoute('/_app/members/achievements')({
  loader: ({ context }) =>
    ensureClubData(context, (clubId, membership) =>
      can({ userId: 0, isSuperAdmin: false, membership }, 'pathwayProgress:readAny')
        ? [context.trpc.pathways.club.queryOptions({ clubId })]
        : [],
    ),
  component: AchievementsPage,
});
