import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../features/screens/screen-page';
import { validateMeetingSearch } from '../../lib/route-params';

export const Route = createFileRoute('/_app/roles')({
  validateSearch: validateMeetingSearch,
  component: () => <ScreenPage screen="roleAssignment" />,
});
