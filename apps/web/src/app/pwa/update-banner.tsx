import { Button } from '@lectern/ui';
import { usePwaState } from './pwa-store';
import { PWA_TEXT } from './text';

/** "Lectern was updated — Reload", shown once a new version is ready to take over. */
export function UpdateBanner() {
  const { reload } = usePwaState();
  if (!reload) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-20 z-50 mx-auto flex w-fit items-center gap-3 rounded-md border bg-background px-4 py-2 text-sm shadow-lg md:bottom-4"
    >
      <span>{PWA_TEXT.updated}</span>
      <Button size="sm" onClick={reload}>
        {PWA_TEXT.reload}
      </Button>
    </div>
  );
}
