import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agendaExportFileName } from '@lectern/domain';
import { toast } from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { isUnauthorizedError } from '../../lib/errors';
import { useFileDownload } from '../../lib/file-download';
import { AGENDA_SCREEN_TEXT, AGENDA_TEXT } from './text';

/** PATCH theme and notes only; generate-screen toasts. */
export function useSaveMeetingDetails(meetingId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.meetings.update.mutationOptions({
      onSuccess: () => {
        toast({ title: AGENDA_TEXT.detailsSaved });
        return queryClient.invalidateQueries({
          queryKey: trpc.meetings.get.queryKey({ meetingId }),
        });
      },
      onError: (error) => {
        // A lost session is the query client's to handle (it sends the person to sign in).
        if (!isUnauthorizedError(error))
          toast({ variant: 'destructive', title: AGENDA_TEXT.detailsSaveFailed });
      },
    }),
  );
}

/** Download PDF: the API renders the agenda; the browser saves it under the API's file name. */
export function useDownloadAgendaPdf(meetingId: number, clubName: string, date: string | null) {
  return useFileDownload(
    `/api/meetings/${meetingId}/agenda.pdf`,
    agendaExportFileName(clubName, date, 'pdf'),
    AGENDA_SCREEN_TEXT.downloadFailed,
  );
}
