import { PageHeader } from '@lectern/ui';
import { useCurrentClub } from '../../app/clubs/club-selection';
import { SCREEN_TITLES } from './screen-titles';

export const AUDIENCE_TITLES = {
  guestProfile: 'Guest Profile',
} as const;

/** SPEC §2 /profile: the guest profile for guests, the member profile otherwise. */
export function ProfileScreenPage() {
  const club = useCurrentClub();
  return (
    <PageHeader
      title={club.audience === 'guest' ? AUDIENCE_TITLES.guestProfile : SCREEN_TITLES.profile}
    />
  );
}
