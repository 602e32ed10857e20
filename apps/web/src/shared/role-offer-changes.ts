// What an offer, a withdrawal or a take refreshes, and how their failures are told: shared by the
// role-offer controls and the lazily loaded offer dialog.
import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';
import { serverMessageOf } from '../lib/errors';
import { signInOrFailureToast } from './failure-toast';

/** An offer or a take changes the roles, the offers and the bell of everyone who sees them. */
export function useRefreshOffers() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.roleOffers.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.meetingRoles.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.clubs.dashboard.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() }),
    ]);
}

export function failed(title: string) {
  return (error: unknown) =>
    signInOrFailureToast(error, { title, description: serverMessageOf(error) ?? '' });
}
