import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agendaExportFileName } from '@lectern/domain';
import { toast } from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { isUnauthorizedError } from '../../lib/errors';
import { startLoginRedirect } from '../../app/auth/login-redirect';
import { callSignal, QUERY_TIMEOUT_MS } from '../../lib/connection';
import { fileNameOf, saveFile } from '../../lib/download';
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
  const [pending, setPending] = useState(false);
  async function download() {
    setPending(true);
    try {
      const response = await fetch(`/api/meetings/${meetingId}/agenda.pdf`, {
        credentials: 'include',
        signal: callSignal(QUERY_TIMEOUT_MS),
      });
      if (response.status === 401) {
        startLoginRedirect();
        return;
      }
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      const fallback = agendaExportFileName(clubName, date, 'pdf');
      saveFile(
        await response.blob(),
        fileNameOf(response.headers.get('content-disposition'), fallback),
      );
    } catch {
      toast({ variant: 'destructive', title: AGENDA_SCREEN_TEXT.downloadFailed });
    } finally {
      setPending(false);
    }
  }
  return { download, pending };
}
