import { createFileRoute } from '@tanstack/react-router';
import { RoleAssignmentPage } from '../../features/roles/role-assignment-page';
import { validateMeetingSearch } from '../../lib/route-params';

export const Route = createFileRoute('/_app/roles')({
  validateSearch: validateMeetingSearch,
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
