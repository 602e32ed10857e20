import { createFileRoute } from '@tanstack/react-router';
import { clubScreenRoute } from '../../../app/clubs/club-screen-declaration';
import { PATHWAYS_PROGRESS_SCREEN } from '../../../app/screens';
import { PathwaysProgressPage } from '../../../features/progress/pathways-progress-page';

export const Route = createFileRoute('/_app/members/pathways')({
  ...clubScreenRoute(PATHWAYS_PROGRESS_SCREEN),
  component: PathwaysProgressPage,
});
