import { createFileRoute } from '@tanstack/react-router';
import { clubScreenRoute } from '../../../app/clubs/club-screen-declaration';
import { MY_PATHWAYS_SCREEN } from '../../../app/screens';
import { MyPathwaysPage } from '../../../features/progress/my-pathways-page';

export const Route = createFileRoute('/_app/member/pathways')({
  ...clubScreenRoute(MY_PATHWAYS_SCREEN),
  component: MyPathwaysPage,
});
