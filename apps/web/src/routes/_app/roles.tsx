import { createFileRoute } from '@tanstack/react-router';
import { isManager } from '@lectern/domain';
import { RoleAssignmentPage } from '../../features/roles/role-assignment-page';
import { validateMeetingSearch } from '../../lib/route-params';
import { ensureClubData } from '../../app/clubs/club-data';

export const Route = createFileRoute('/_app/roles')({
  validateSearch: validateMeetingSearch,
  loader: ({ context }) => {
    // Only starts loading: the screen shows its own skeleton meanwhile.
    void ensureClubData(context, (clubId, membership) => [
      context.trpc.meetings.upcoming.queryOptions({ clubId }),
      // The assign pickers' members, for those who assign (the screen reads them only then).
      ...(isManager(membership.role) ? [context.trpc.members.list.queryOptions({ clubId })] : []),
    ]);
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
