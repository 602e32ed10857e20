import { useEffect, useState } from 'react';
import {
  clockOffsetMs,
  elapsedAt,
  serverNowMs,
  type ClockSample,
  type TimerState,
} from '@lectern/domain';
import { useTRPCClient } from '../../lib/trpc';

/** How many times a phone asks the server's clock; the shortest round trip wins. */
export const CLOCK_SAMPLES = 5;

/**
 * How far the server's clock is ahead of this phone's (ms): `live.clock` asked a few times, one
 * after another, keeping the offset of the shortest round trip. Null until the first answer (a
 * running timer is not shown by an uncorrected clock); zero if the server never answers.
 */
export function useClockOffset(now: () => number = Date.now): number | null {
  const client = useTRPCClient();
  const [offset, setOffset] = useState<number | null>(null);
  useEffect(() => {
    let cancelled = false;
    const samples: ClockSample[] = [];
    void (async () => {
      for (let i = 0; i < CLOCK_SAMPLES && !cancelled; i += 1) {
        const sentAt = now();
        try {
          const { serverTime } = await client.live.clock.query();
          samples.push({ sentAt, serverAt: serverTime, receivedAt: now() });
        } catch {
          // An unanswered sample is skipped; the ones that came back still count.
          continue;
        }
        if (!cancelled) setOffset(clockOffsetMs(samples));
      }
      if (!cancelled && samples.length === 0) setOffset(0);
    })();
    return () => {
      cancelled = true;
    };
  }, [client, now]);
  return offset;
}

/**
 * The timer's elapsed time (ms) by this phone's corrected clock; null while a running timer
 * waits for the clock's correction. While the timer runs, the screen
 * draws again exactly when the next whole second begins (a light changes on a whole second), so
 * phones in the same room change colour together; the server sends no ticks.
 */
export function useElapsedMs(
  timer: TimerState,
  offsetMs: number | null,
  now: () => number = Date.now,
): number | null {
  const [, setTick] = useState(0);
  const { status, elapsedMs, runningSince } = timer;
  useEffect(() => {
    if (status !== 'running' || offsetMs === null) return;
    let handle: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const elapsed = elapsedAt(
        { itemIndex: 0, status, elapsedMs, runningSince },
        serverNowMs(now(), offsetMs),
      );
      handle = setTimeout(
        () => {
          setTick((tick) => tick + 1);
          schedule();
        },
        1000 - (elapsed % 1000),
      );
    };
    schedule();
    return () => clearTimeout(handle);
  }, [status, elapsedMs, runningSince, offsetMs, now]);
  if (status === 'running' && offsetMs === null) return null;
  return elapsedAt(timer, serverNowMs(now(), offsetMs ?? 0));
}

/** mm:ss of an elapsed time in ms (whole seconds, as the Timer reads it); minutes grow past 59. */
export function formatElapsed(ms: number | null): string {
  if (ms === null) return '--:--';
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** m:ss of a rule's whole seconds (5:00, 1:30). */
export function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
