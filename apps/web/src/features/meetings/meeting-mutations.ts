import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { serverMessageOf } from '../../lib/errors';
import { MEETINGS_PAGE_TEXT, MEETINGS_TEXT } from './text';

function failureToast(description: string): void {
  toast({ variant: 'destructive', title: MEETINGS_PAGE_TEXT.errorTitle, description });
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
