import { createFileRoute, redirect } from '@tanstack/react-router';

/** Alias of /pathways-overview. */
export const Route = createFileRoute('/_app/pathways')({
  beforeLoad: () => {
    throw redirect({ to: '/pathways-overview', replace: true });
  },
});
