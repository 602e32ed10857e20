import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isOffline, subscribeConnection } from '../../lib/connection';
import { once } from '../../lib/once';
import { newestDataTime } from '../../lib/query-persistence';
import { PWA_TEXT } from './text';

const CLOCK = once(
  () =>
    new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);

/** "Offline — as of 19:02": shown while the app is offline, with the time of the data on screen. */
export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribeConnection, isOffline);
  const queryClient = useQueryClient();
  if (!offline) return null;
  const asOf = newestDataTime(queryClient);
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-50 px-4 py-1.5 text-center text-sm font-medium text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      {asOf === null ? PWA_TEXT.offline : PWA_TEXT.offlineAsOf(CLOCK().format(asOf))}
    </div>
  );
}
