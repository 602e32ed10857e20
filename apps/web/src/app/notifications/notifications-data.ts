import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@lectern/ui';
import { isUnauthorizedError } from '../../lib/errors';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { useTRPC, type LecternTrpc } from '../../lib/trpc';
import { NOTIFICATIONS_TEXT } from './text';

export type NotificationList = inferOutput<LecternTrpc['notifications']['list']>;
export type AppNotification = NotificationList['items'][number];

/** New notifications appear without a reload: the list is asked for again every minute. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/** The person's notifications (the newest, not dismissed) and their unread count. */
export function useNotificationList() {
  const trpc = useTRPC();
  return useQuery(
    trpc.notifications.list.queryOptions(undefined, { refetchInterval: NOTIFICATIONS_REFRESH_MS }),
  );
}

/** The bell's count shows '9+' above 9. */
export function unreadBadgeLabel(unreadCount: number): string | null {
  if (unreadCount <= 0) return null;
  return unreadCount > 9 ? '9+' : String(unreadCount);
}

function failed(error: unknown) {
  if (isUnauthorizedError(error)) return; // the query client sends the person to sign in
  toast({ variant: 'destructive', title: 'Error', description: NOTIFICATIONS_TEXT.changeFailed });
}

/** Mark read, mark all read and dismiss; each refreshes the list (and the bell's count). */
export function useNotificationActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() });
  const options = { onSuccess: refresh, onError: failed };
  const markRead = useMutation(trpc.notifications.markRead.mutationOptions(options));
  const markAllRead = useMutation(trpc.notifications.markAllRead.mutationOptions(options));
  const dismiss = useMutation(trpc.notifications.dismiss.mutationOptions(options));
  return {
    markRead: (notificationId: number) => markRead.mutateAsync({ notificationId }),
    markAllRead: () => markAllRead.mutate({}),
    dismiss: (notificationId: number) => dismiss.mutate({ notificationId }),
    busy: markAllRead.isPending,
  };
}
