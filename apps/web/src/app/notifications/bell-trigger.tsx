import { BellIcon } from 'lucide-react';
import { buttonVariants, cn } from '@lectern/ui';
import { unreadBadgeLabel, useNotificationList } from './notifications-data';
import { NOTIFICATIONS_TEXT } from './text';

export const BELL_TRIGGER_CLASS = cn(
  buttonVariants({ variant: 'ghost', size: 'icon' }),
  'relative hidden md:inline-flex',
);

/** The bell's unread count, '9+' above 9, null when nothing is unread (or not known). */
export function useUnreadBadge(): string | null {
  const list = useNotificationList();
  return unreadBadgeLabel(list.data?.unreadCount ?? 0);
}

export function bellLabel(badge: string | null): string {
  return NOTIFICATIONS_TEXT.bellLabel(badge);
}

/** The bell icon with its unread count, inside the trigger button. */
export function BellTriggerContent({ badge }: { badge: string | null }) {
  return (
    <>
      <BellIcon aria-hidden />
      {badge !== null && (
        <span
          aria-hidden
          className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-semibold text-destructive-foreground"
        >
          {badge}
        </span>
      )}
    </>
  );
}
