import { createFileRoute } from '@tanstack/react-router';
import { can } from '@lectern/domain';
import { ensureClubData } from '../../../app/clubs/club-data';
import { PathwaysProgressPage } from '../../../features/progress/pathways-progress-page';

export const Route = createFileRoute('/_app/members/pathways')({
  loader: ({ context }) =>
    ensureClubData(context, (clubId, membership) => {
      const actor = { userId: 0, isSuperAdmin: false, membership };
      if (!can(actor, 'pathwayProgress:readAny')) return [];
      return [
        context.trpc.pathways.club.queryOptions({ clubId }),
        context.trpc.pathways.list.queryOptions(),
        ...(can(actor, 'completion:manage')
          ? [context.trpc.pathways.pendingCompletions.queryOptions({ clubId })]
          : []),
      ];
    }),
  component: PathwaysProgressPage,
});
