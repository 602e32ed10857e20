import { useFileDownload } from '../../lib/file-download';
import { PROGRESS_SCREEN_TEXT } from './text';

/** Download Progress Report: the API renders the caller's record; the browser saves the PDF. */
export function useDownloadProgressReport(clubId: number) {
  return useFileDownload(
    `/api/clubs/${clubId}/progress-report.pdf`,
    'progress-report.pdf',
    PROGRESS_SCREEN_TEXT.downloadFailed,
  );
}
