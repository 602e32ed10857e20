import { createFileRoute, redirect } from '@tanstack/react-router';

/** Alias of /meetings/create (SPEC §2). */
export const Route = createFileRoute('/_app/create-meeting')({
  beforeLoad: () => {
    throw redirect({ to: '/meetings/create', replace: true });
  },
});
