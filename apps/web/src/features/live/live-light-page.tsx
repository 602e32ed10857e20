import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { lightAt, LIGHT_WORDS } from '@lectern/domain';
import { cn } from '@lectern/ui';
import {
  LIGHT_CLASSES,
  LIGHT_TEXT_CLASSES,
  LiveUnavailable,
  lightWord,
  ReconnectingNote,
} from './live-pieces';
import { formatElapsed, useClockOffset, useElapsedMs } from './use-live-clock';
import { useLiveConsole } from './use-live-console';
import { useVibrateOnChange, useWakeLock } from './use-wake-lock';
import type { LiveState } from './live-types';
import { LIVE_TEXT } from './text';

function FullScreenLight({ meetingId, live }: { meetingId: number; live: LiveState }) {
  const offset = useClockOffset();
  const elapsedMs = useElapsedMs(live.timer, offset);
  const item = live.items[live.timer.itemIndex];
  const light = item?.rule && elapsedMs !== null ? lightAt(item.rule, elapsedMs) : 'none';
  useVibrateOnChange(elapsedMs === null ? null : light);
  return (
    <>
      {/* The words take the light's own text colour: the colour is painted behind them. */}
      <div
        data-testid="light-words"
        className={cn('flex flex-col items-center gap-6', LIGHT_TEXT_CLASSES[light])}
      >
        <p className="text-[min(22vw,12rem)] leading-none font-black tracking-wider">
          <span className="sr-only">{LIVE_TEXT.lightLabel}: </span>
          {lightWord(light)}
        </p>
        <p className="text-[min(16vw,8rem)] leading-none font-bold tabular-nums">
          <span className="sr-only">{LIVE_TEXT.elapsed} </span>
          <time>{formatElapsed(elapsedMs)}</time>
        </p>
        {item ? <p className="text-lg">{item.activity}</p> : null}
      </div>
      <p className="sr-only" aria-live="polite" role="status">
        {LIVE_TEXT.lightIs(LIGHT_WORDS[light])}
      </p>
      <BackLink meetingId={meetingId} />
      <Backdrop light={light} />
    </>
  );
}

/** The colour behind everything else on the page. */
function Backdrop({ light }: { light: keyof typeof LIGHT_CLASSES }) {
  return (
    <div
      aria-hidden
      data-testid="light-backdrop"
      data-light={light}
      className={cn('fixed inset-0 -z-10', LIGHT_CLASSES[light])}
    />
  );
}

function BackLink({ meetingId }: { meetingId: number }) {
  return (
    <Link
      to="/meetings/$meetingId/live"
      params={{ meetingId }}
      className="absolute top-4 left-4 inline-flex items-center gap-1 rounded-md bg-black/30 px-3 py-2 text-sm text-white"
    >
      <ArrowLeftIcon aria-hidden className="size-4" />
      {LIVE_TEXT.backToConsole}
    </Link>
  );
}

/**
 * The light full screen (/meetings/{id}/live/light): the colour fills the screen with its word and
 * the elapsed time; the screen stays awake and the phone buzzes when the colour changes.
 */
export function LiveLightPage({ meetingId }: { meetingId: number }) {
  const { state, reconnecting } = useLiveConsole(meetingId);
  useWakeLock();
  const live = state.data;
  return (
    <div className="fixed inset-0 isolate z-50 flex bg-background flex-col items-center justify-center gap-6 p-4 text-center">
      {state.error && live === undefined ? (
        <div className="bg-background">
          <LiveUnavailable error={state.error} />
        </div>
      ) : live === undefined ? (
        <p aria-busy="true">{LIVE_TEXT.title}…</p>
      ) : (
        <>
          <h1 className="sr-only">{LIVE_TEXT.title}</h1>
          <FullScreenLight meetingId={meetingId} live={live} />
          <div className="absolute inset-x-4 bottom-4">
            <ReconnectingNote show={reconnecting} />
          </div>
        </>
      )}
    </div>
  );
}
