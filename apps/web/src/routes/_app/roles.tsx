import { createFileRoute } from '@tanstack/react-router';
import { RoleAssignmentPage } from '../../features/roles/role-assignment-page';
import { validateMeetingSearch } from '../../lib/route-params';
import { prefetchForSelectedClub } from '../../app/clubs/prefetch';

export const Route = createFileRoute('/_app/roles')({
  validateSearch: validateMeetingSearch,
  loader: ({ context }) => {
    prefetchForSelectedClub(context, (clubId) =>
      context.trpc.meetings.upcoming.queryOptions({ clubId }),
    );
  },
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
