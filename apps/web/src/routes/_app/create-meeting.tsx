import { createFileRoute, redirect } from '@tanstack/react-router';

/** Alias of /meetings/create. */
export const Route = createFileRoute('/_app/create-meeting')({
  beforeLoad: () => {
    throw redirect({ to: '/meetings/create', replace: true });
  },
});
