import { createFileRoute } from '@tanstack/react-router';
import { clubScreenRoute } from '../../../app/clubs/club-screen-declaration';
import { MEMBERS_SCREEN } from '../../../app/screens';
import { MembersPage } from '../../../features/members/members-page';

export const Route = createFileRoute('/_app/members/')({
  ...clubScreenRoute(MEMBERS_SCREEN),
  component: MembersPage,
});
