import { createFileRoute } from '@tanstack/react-router';
import { clubScreenRoute } from '../../app/clubs/club-screen-declaration';
import { PROFILE_SCREEN } from '../../app/screens';
import { ProfilePage } from '../../features/profile/profile-page';

export const Route = createFileRoute('/_app/profile')({
  ...clubScreenRoute(PROFILE_SCREEN),
  component: ProfilePage,
});
