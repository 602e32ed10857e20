import { createFileRoute } from '@tanstack/react-router';
import { clubScreenRoute } from '../../app/clubs/club-screen-declaration';
import { MENTORSHIP_SCREEN } from '../../app/screens';
import { MentorshipPage } from '../../features/mentorship/mentorship-page';

export const Route = createFileRoute('/_app/mentorship')({
  ...clubScreenRoute(MENTORSHIP_SCREEN),
  component: MentorshipPage,
});
