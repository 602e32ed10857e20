import { Suspense, type ReactNode } from 'react';
import { CatchBoundary } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Button, NoticeCard, PageHeader } from '@lectern/ui';
import { SCREEN_STATE_TEXT } from './text';

/** A screen's title over a centred notice: no club, no access, nothing to show. */
export function ScreenNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <NoticeCard>{children}</NoticeCard>
    </>
  );
}

export function ScreenLoadFailed({
  title,
  message = SCREEN_STATE_TEXT.loadFailed,
  onRetry,
}: {
  title: string;
  message?: string | undefined;
  onRetry: () => void;
}) {
  return (
    <ScreenNotice title={title}>
      <p className="text-destructive">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        {SCREEN_STATE_TEXT.retry}
      </Button>
    </ScreenNotice>
  );
}

export interface ScreenBoundaryProps {
  /** The page title shown with the error state. */
  title: string;
  /** Shown while the screen's `useSuspenseQuery` calls wait for data. */
  skeleton: ReactNode;
  /** The screen's own sentence when its data cannot be loaded. */
  loadFailed?: string | undefined;
  children: ReactNode;
}

/**
 * The loading and error states of a screen that reads with `useSuspenseQuery`: the skeleton
 * while it waits, and on failure the title, the screen's sentence and "Try again" (which asks
 * again), inside the app frame. Club screens get it from `ClubScreen`; others use it directly.
 */
export function ScreenBoundary({ title, skeleton, loadFailed, children }: ScreenBoundaryProps) {
  const { reset: resetQueries } = useQueryErrorResetBoundary();
  return (
    <CatchBoundary
      getResetKey={() => title}
      errorComponent={({ reset }) => (
        <ScreenLoadFailed
          title={title}
          message={loadFailed}
          onRetry={() => {
            resetQueries();
            reset();
          }}
        />
      )}
    >
      <Suspense fallback={skeleton}>{children}</Suspense>
    </CatchBoundary>
  );
}
