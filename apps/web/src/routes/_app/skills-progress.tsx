import { createFileRoute } from '@tanstack/react-router';
import { can } from '@lectern/domain';
import { ensureClubData } from '../../app/clubs/club-data';
import { SkillsProgressPage } from '../../features/progress/skills-progress-page';

export const Route = createFileRoute('/_app/skills-progress')({
  loader: ({ context }) =>
    ensureClubData(context, (clubId, membership) =>
      can({ userId: 0, isSuperAdmin: false, membership }, 'pathwayProgress:readAny')
        ? [context.trpc.pathways.club.queryOptions({ clubId })]
        : [],
    ),
  component: SkillsProgressPage,
});
