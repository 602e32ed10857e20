import { createFileRoute, redirect } from '@tanstack/react-router';
import { meetingSearchOf, validateMeetingSearch } from '../../../lib/route-params';

/** Alias of /rsvp-meals, keeping ?meeting=. */
export const Route = createFileRoute('/_app/meetings/rsvp')({
  validateSearch: validateMeetingSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/rsvp-meals', search: meetingSearchOf(search), replace: true });
  },
});
