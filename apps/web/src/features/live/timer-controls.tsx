// The Timer's controls on the live console (not loaded by the full-screen light).
import { lazy, Suspense } from 'react';
import { Button } from '@lectern/ui';
import type { LiveState } from './live-types';
import { LIVE_TEXT } from './text';

// The "started late" form brings react-hook-form and zod: it is fetched as soon as the
// console's code runs, beside the console rather than in its first load.
const lateStartForm = import('./late-start-form');
const LateStartForm = lazy(() =>
  lateStartForm.then((module) => ({ default: module.LateStartForm })),
);

export type TimerPress =
  { action: 'start' | 'pause' | 'stop' | 'next' } | { action: 'adjust'; seconds: number };

/**
 * The Timer's controls, each enabled when the timer rule allows it (the server checks again):
 * start, pause, stop, next item and "started late by N seconds".
 */
export function TimerControls({
  timer,
  itemCount,
  busy,
  onPress,
}: {
  timer: LiveState['timer'];
  itemCount: number;
  busy: boolean;
  onPress: (press: TimerPress) => void;
}) {
  const { status } = timer;
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-2">
        <Button
          disabled={busy || !(status === 'idle' || status === 'paused')}
          onClick={() => onPress({ action: 'start' })}
        >
          {LIVE_TEXT.start}
        </Button>
        <Button
          variant="outline"
          disabled={busy || status !== 'running'}
          onClick={() => onPress({ action: 'pause' })}
        >
          {LIVE_TEXT.pause}
        </Button>
        <Button
          variant="outline"
          disabled={busy || !(status === 'running' || status === 'paused')}
          onClick={() => onPress({ action: 'stop' })}
        >
          {LIVE_TEXT.stop}
        </Button>
        <Button
          variant="outline"
          disabled={busy || status === 'running' || timer.itemIndex + 1 >= itemCount}
          onClick={() => onPress({ action: 'next' })}
        >
          {LIVE_TEXT.next}
        </Button>
      </div>
      <Suspense fallback={<div className="min-h-16" />}>
        <LateStartForm
          adjustable={status === 'running' || status === 'paused'}
          busy={busy}
          onAdjust={(seconds) => onPress({ action: 'adjust', seconds })}
        />
      </Suspense>
    </div>
  );
}
