import { PageHeader } from '@lectern/ui';
import { useCurrentClub } from '../../app/clubs/club-selection';
import { SCREEN_TITLES } from './screen-titles';

export const AUDIENCE_TITLES = {
  rsvpOfficer: 'RSVP & Meals Management',
  rsvpOthers: 'RSVP for Next Meeting',
  rsvpNoClub: 'Please select a club to view RSVP and meal management.',
  guestProfile: 'Guest Profile',
} as const;

/** SPEC §2 RSVP & Meals: officers manage everyone's RSVPs, others RSVP for the next meeting. */
export function RsvpMealsScreenPage() {
  const club = useCurrentClub();
  if (club.isLoading) return <PageHeader title={SCREEN_TITLES.rsvpMeals} />;
  if (club.clubId === null) {
    return <PageHeader title={SCREEN_TITLES.rsvpMeals} description={AUDIENCE_TITLES.rsvpNoClub} />;
  }
  return (
    <PageHeader title={club.isManager ? AUDIENCE_TITLES.rsvpOfficer : AUDIENCE_TITLES.rsvpOthers} />
  );
}

/** SPEC §2 /profile: the guest profile for guests, the member profile otherwise. */
export function ProfileScreenPage() {
  const club = useCurrentClub();
  return (
    <PageHeader
      title={club.audience === 'guest' ? AUDIENCE_TITLES.guestProfile : SCREEN_TITLES.profile}
    />
  );
}
