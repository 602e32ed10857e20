import { createFileRoute } from '@tanstack/react-router';
import { SignedInLayout } from '../app/auth/signed-in-layout';

/**
 * Pathless layout of every protected screen. It loads
 * the query cache and tRPC client first and hands them to its routes' loaders as context.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context }) => context.loadSignedInApi(),
  component: SignedInLayout,
});
