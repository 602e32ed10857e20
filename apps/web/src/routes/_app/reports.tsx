import { createFileRoute } from '@tanstack/react-router';
import { can, DEFAULT_REPORT_PERIOD } from '@lectern/domain';
import { ensureClubData } from '../../app/clubs/club-data';
import { ReportsPage } from '../../features/reports/reports-page';

export const Route = createFileRoute('/_app/reports')({
  loader: ({ context }) =>
    ensureClubData(context, (clubId, membership) =>
      can({ userId: 0, isSuperAdmin: false, membership }, 'reports:read')
        ? [context.trpc.reports.club.queryOptions({ clubId, period: DEFAULT_REPORT_PERIOD })]
        : [],
    ),
  component: ReportsPage,
});
