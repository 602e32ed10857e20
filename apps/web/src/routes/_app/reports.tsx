import { createFileRoute } from '@tanstack/react-router';
import { clubScreenRoute } from '../../app/clubs/club-screen-declaration';
import { REPORTS_SCREEN } from '../../app/screens';
import { ReportsPage } from '../../features/reports/reports-page';

export const Route = createFileRoute('/_app/reports')({
  ...clubScreenRoute(REPORTS_SCREEN),
  component: ReportsPage,
});
