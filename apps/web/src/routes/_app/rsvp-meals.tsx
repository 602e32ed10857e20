import { createFileRoute } from '@tanstack/react-router';
import { RsvpMealsPage } from '../../features/rsvp/rsvp-page';
import { validateMeetingSearch } from '../../lib/route-params';

export const Route = createFileRoute('/_app/rsvp-meals')({
  validateSearch: validateMeetingSearch,
  component: RsvpMealsRoute,
});

function RsvpMealsRoute() {
  const { meeting } = Route.useSearch();
  return <RsvpMealsPage meetingParam={meeting} />;
}
