import { createFileRoute } from '@tanstack/react-router';
import { clubScreenRoute } from '../../../app/clubs/club-screen-declaration';
import { ACHIEVEMENTS_SCREEN } from '../../../app/screens';
import { AchievementsPage } from '../../../features/progress/achievements-page';

export const Route = createFileRoute('/_app/members/achievements')({
  ...clubScreenRoute(ACHIEVEMENTS_SCREEN),
  component: AchievementsPage,
});
