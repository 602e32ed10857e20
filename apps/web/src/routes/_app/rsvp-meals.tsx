import { createFileRoute } from '@tanstack/react-router';
import { RsvpMealsScreenPage } from '../../features/screens/audience-titled-pages';
import { validateMeetingSearch } from '../../lib/route-params';

export const Route = createFileRoute('/_app/rsvp-meals')({
  validateSearch: validateMeetingSearch,
  component: RsvpMealsScreenPage,
});
