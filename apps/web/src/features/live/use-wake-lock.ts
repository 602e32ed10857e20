import { useEffect, useRef } from 'react';
import type { Light } from '@lectern/domain';

/**
 * Keeps the screen awake while mounted (where the browser has a Wake Lock): the lock is taken
 * again whenever the page becomes visible (browsers drop it when the page is hidden) and released
 * on leaving.
 */
export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = typeof navigator === 'undefined' ? undefined : navigator.wakeLock;
    if (wakeLock === undefined) return;
    let sentinel: WakeLockSentinel | null = null;
    let left = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (lock) => {
          if (left) void lock.release();
          else sentinel = lock;
        },
        // Refused (battery saver, no permission): the screen may sleep; nothing else changes.
        () => {},
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release();
      sentinel = null;
    };
  }, []);
}

/**
 * A short buzz when the light changes colour, where phones can: not for the first light shown
 * (null while the light is not known yet), nor when it goes out.
 */
export function useVibrateOnChange(light: Light | null): void {
  const previous = useRef<Light | null>(null);
  useEffect(() => {
    if (light === null) return;
    const before = previous.current;
    previous.current = light;
    if (before === null || before === light || light === 'none') return;
    if (typeof navigator.vibrate === 'function') navigator.vibrate(200);
  }, [light]);
}
