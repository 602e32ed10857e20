import { createFileRoute } from '@tanstack/react-router';
import { clubScreenRoute } from '../../app/clubs/club-screen-declaration';
import { ROLES_SCREEN } from '../../app/screens';
import { RoleAssignmentPage } from '../../features/roles/role-assignment-page';
import { validateMeetingSearch } from '../../lib/route-params';

export const Route = createFileRoute('/_app/roles')({
  validateSearch: validateMeetingSearch,
  ...clubScreenRoute(ROLES_SCREEN),
  component: RoleAssignmentRoute,
});

function RoleAssignmentRoute() {
  const { meeting } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RoleAssignmentPage
      meetingId={meeting}
      onMeetingChange={(meetingId) =>
        void navigate({ search: { meeting: meetingId }, replace: true })
      }
    />
  );
}
