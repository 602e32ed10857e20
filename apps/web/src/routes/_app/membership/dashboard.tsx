import { createFileRoute } from '@tanstack/react-router';
import { clubScreenRoute } from '../../../app/clubs/club-screen-declaration';
import { MEMBERSHIP_DASHBOARD_SCREEN } from '../../../app/screens';
import { MembershipDashboardPage } from '../../../features/growth/membership-dashboard-page';

export const Route = createFileRoute('/_app/membership/dashboard')({
  ...clubScreenRoute(MEMBERSHIP_DASHBOARD_SCREEN),
  component: MembershipDashboardPage,
});
