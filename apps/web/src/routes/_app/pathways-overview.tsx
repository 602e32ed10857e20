import { createFileRoute } from '@tanstack/react-router';
import { clubScreenRoute } from '../../app/clubs/club-screen-declaration';
import { CATALOGUE_SCREEN } from '../../app/screens';
import { CataloguePage } from '../../features/progress/catalogue-page';

export const Route = createFileRoute('/_app/pathways-overview')({
  ...clubScreenRoute(CATALOGUE_SCREEN),
  component: CataloguePage,
});
