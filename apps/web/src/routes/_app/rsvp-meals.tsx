import { createFileRoute } from '@tanstack/react-router';
import { clubScreenRoute } from '../../app/clubs/club-screen-declaration';
import { RSVP_SCREEN } from '../../app/screens';
import { RsvpMealsPage } from '../../features/rsvp/rsvp-page';
import { validateMeetingSearch } from '../../lib/route-params';

export const Route = createFileRoute('/_app/rsvp-meals')({
  validateSearch: validateMeetingSearch,
  ...clubScreenRoute(RSVP_SCREEN),
  component: RsvpMealsRoute,
});

function RsvpMealsRoute() {
  const { meeting } = Route.useSearch();
  return <RsvpMealsPage meetingParam={meeting} />;
}
