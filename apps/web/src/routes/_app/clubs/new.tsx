import { createFileRoute } from '@tanstack/react-router';
import { NewClubPage } from '../../../features/platform-clubs/new-club-page';

export const Route = createFileRoute('/_app/clubs/new')({
  component: NewClubPage,
});
