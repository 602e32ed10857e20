import { createFileRoute } from '@tanstack/react-router';
import { SignedInLayout } from '../app/auth/signed-in-layout';

/** Pathless layout of every protected screen (SPEC §2 Authentication guard and Layout). */
export const Route = createFileRoute('/_app')({
  component: SignedInLayout,
});
