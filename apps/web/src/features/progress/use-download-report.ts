import { useState } from 'react';
import { toast } from '@lectern/ui';
import { startLoginRedirect } from '../../app/auth/login-redirect';
import { callSignal, QUERY_TIMEOUT_MS } from '../../lib/connection';
import { fileNameOf, saveFile } from '../../lib/download';
import { PROGRESS_SCREEN_TEXT } from './text';

/** Download Progress Report: the API renders the caller's record; the browser saves the PDF. */
export function useDownloadProgressReport(clubId: number) {
  const [pending, setPending] = useState(false);
  async function download() {
    setPending(true);
    try {
      const response = await fetch(`/api/clubs/${clubId}/progress-report.pdf`, {
        credentials: 'include',
        signal: callSignal(QUERY_TIMEOUT_MS),
      });
      if (response.status === 401) {
        startLoginRedirect();
        return;
      }
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      saveFile(
        await response.blob(),
        fileNameOf(response.headers.get('content-disposition'), 'progress-report.pdf'),
      );
    } catch {
      toast({ variant: 'destructive', title: PROGRESS_SCREEN_TEXT.downloadFailed });
    } finally {
      setPending(false);
    }
  }
  return { download, pending };
}
