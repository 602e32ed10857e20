import { createFileRoute } from '@tanstack/react-router';
import { clubScreenRoute } from '../../app/clubs/club-screen-declaration';
import { INVITES_SCREEN } from '../../app/screens';
import { InvitesPage } from '../../features/invites/invites-page';

export const Route = createFileRoute('/_app/invites')({
  ...clubScreenRoute(INVITES_SCREEN),
  component: InvitesPage,
});
