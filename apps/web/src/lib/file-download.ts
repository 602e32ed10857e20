import { useState } from 'react';
import { toast } from '@lectern/ui';
import { startLoginRedirect } from '../app/auth/login-redirect';
import { callSignal, QUERY_TIMEOUT_MS } from './connection';
import { fileNameOf, saveFile } from './download';

/**
 * A file the API renders (a PDF), saved by the browser under the API's file name, else
 * `fallbackName`. Bounded like a screen's data; a lost session goes to sign in; any other
 * failure, no answer included, says `failedTitle`.
 */
export function useFileDownload(url: string, fallbackName: string, failedTitle: string) {
  const [pending, setPending] = useState(false);
  async function download() {
    setPending(true);
    try {
      const response = await fetch(url, {
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
        fileNameOf(response.headers.get('content-disposition'), fallbackName),
      );
    } catch {
      toast({ variant: 'destructive', title: failedTitle });
    } finally {
      setPending(false);
    }
  }
  return { download, pending };
}
