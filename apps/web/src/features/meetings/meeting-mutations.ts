import { useMutation, useQueryClient } from '@tanstack/react-query';
import { volunteerErrorToast } from '@lectern/domain';
import { toast } from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { isUnauthorizedError, serverMessageOf } from '../../lib/errors';
import { startLoginRedirect } from '../../app/auth/login-redirect';
import { MEETINGS_PAGE_TEXT, MEETINGS_TEXT } from './text';

function failureToast(description: string): void {
  toast({ variant: 'destructive', title: MEETINGS_PAGE_TEXT.errorTitle, description });
}

/** SPEC §8 Volunteer toasts; a lost session sends the person to sign in again. */
export function useVolunteerForRole() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.meetingRoles.volunteer.mutationOptions({
      onSuccess: () => toast({ title: MEETINGS_TEXT.volunteered }),
      onError: (error) => {
        if (isUnauthorizedError(error)) startLoginRedirect();
        else failureToast(volunteerErrorToast(serverMessageOf(error)));
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.meetingRoles.pathKey() }),
    }),
  );
}

/** SPEC §8 Retract toasts. */
export function useRetractRole() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.meetingRoles.retract.mutationOptions({
      onSuccess: () => toast({ title: MEETINGS_TEXT.retracted }),
      onError: (error) => {
        if (isUnauthorizedError(error)) startLoginRedirect();
        else failureToast(MEETINGS_TEXT.retractFailed);
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.meetingRoles.pathKey() }),
    }),
  );
}

/** SPEC §8 'Meeting Deleted'; on failure the server's sentence, else the generic one. */
export function useDeleteMeeting() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.meetings.delete.mutationOptions({
      onSuccess: (_deleted, { meetingId }) => {
        toast(MEETINGS_TEXT.meetingDeleted);
        queryClient.removeQueries({ queryKey: trpc.meetingRoles.list.queryKey({ meetingId }) });
        return queryClient.invalidateQueries({ queryKey: trpc.meetings.pathKey() });
      },
      onError: (error) => failureToast(serverMessageOf(error) ?? MEETINGS_TEXT.deleteFailed),
    }),
  );
}
