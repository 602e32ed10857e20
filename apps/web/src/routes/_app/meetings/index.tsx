import { createFileRoute } from '@tanstack/react-router';
import { clubScreenRoute } from '../../../app/clubs/club-screen-declaration';
import { MEETINGS_SCREEN } from '../../../app/screens';
import { MeetingsPage } from '../../../features/meetings/meetings-page';

export const Route = createFileRoute('/_app/meetings/')({
  ...clubScreenRoute(MEETINGS_SCREEN),
  component: MeetingsPage,
});
