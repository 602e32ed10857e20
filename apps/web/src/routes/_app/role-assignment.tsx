import { createFileRoute, redirect } from '@tanstack/react-router';
import { meetingSearchOf, validateMeetingSearch } from '../../lib/route-params';

/** Alias of /roles, keeping ?meeting=. */
export const Route = createFileRoute('/_app/role-assignment')({
  validateSearch: validateMeetingSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/roles', search: meetingSearchOf(search), replace: true });
  },
});
