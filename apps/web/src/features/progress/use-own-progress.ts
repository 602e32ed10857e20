import { useSuspenseQuery } from '@tanstack/react-query';
import { useSignedInUser } from '../../app/auth/session';
import { useTRPC } from '../../lib/trpc';

/** The signed-in person's own path, level and projects in the club. */
export function useOwnProgress(clubId: number) {
  const trpc = useTRPC();
  const me = useSignedInUser();
  return useSuspenseQuery(trpc.pathways.progress.queryOptions({ clubId, userId: me.id })).data;
}
