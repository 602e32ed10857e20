import { createFileRoute } from '@tanstack/react-router';
import { clubScreenRoute } from '../../../app/clubs/club-screen-declaration';
import { GUEST_FOLLOW_UP_SCREEN } from '../../../app/screens';
import { GuestFollowUpPage } from '../../../features/growth/guest-follow-up-page';

export const Route = createFileRoute('/_app/membership/guest-follow-up')({
  ...clubScreenRoute(GUEST_FOLLOW_UP_SCREEN),
  component: GuestFollowUpPage,
});
