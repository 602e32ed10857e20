import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreenPage } from '../../features/screens/audience-titled-pages';

export const Route = createFileRoute('/_app/profile')({
  component: ProfileScreenPage,
});
