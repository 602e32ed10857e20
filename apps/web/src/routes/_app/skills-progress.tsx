import { createFileRoute } from '@tanstack/react-router';
import { clubScreenRoute } from '../../app/clubs/club-screen-declaration';
import { SKILLS_PROGRESS_SCREEN } from '../../app/screens';
import { SkillsProgressPage } from '../../features/progress/skills-progress-page';

export const Route = createFileRoute('/_app/skills-progress')({
  ...clubScreenRoute(SKILLS_PROGRESS_SCREEN),
  component: SkillsProgressPage,
});
