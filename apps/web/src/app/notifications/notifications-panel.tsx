import { useNavigate } from '@tanstack/react-router';
import { CalendarDaysIcon, ClipboardListIcon, HandshakeIcon, XIcon } from 'lucide-react';
import { Button, cn } from '@lectern/ui';
import {
  dismissNotification,
  markAllNotificationsRead,
  markNotificationRead,
  useNotifications,
  type AppNotification,
  type NotificationType,
} from './notification-store';
import { NOTIFICATIONS_TEXT } from './text';

const ICON_BY_TYPE: Record<NotificationType, typeof HandshakeIcon> = {
  mentorship: HandshakeIcon,
  meeting: CalendarDaysIcon,
  role: ClipboardListIcon,
};

/** The list shown by the bell (wide screens) and by the account menu item (small screens). */
export function NotificationsPanel({ onNavigate }: { onNavigate: () => void }) {
  const notifications = useNotifications();
  const navigate = useNavigate();
  const hasUnread = notifications.some((item) => !item.read);

  function follow(item: AppNotification) {
    markNotificationRead(item.id);
    onNavigate();
    void navigate({ to: item.actionTo });
  }

  return (
    <div className="flex flex-col">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2 className="font-semibold">{NOTIFICATIONS_TEXT.title}</h2>
        <Button variant="ghost" size="sm" disabled={!hasUnread} onClick={markAllNotificationsRead}>
          {NOTIFICATIONS_TEXT.markAllRead}
        </Button>
      </div>
      {notifications.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-muted-foreground">
          {NOTIFICATIONS_TEXT.empty}
        </p>
      ) : (
        <ul className="max-h-96 overflow-y-auto">
          {notifications.map((item) => {
            const Icon = ICON_BY_TYPE[item.type];
            return (
              <li
                key={item.id}
                className={cn(
                  'flex gap-3 border-b px-4 py-3 last:border-b-0',
                  !item.read && 'bg-accent/40',
                )}
              >
                <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="text-sm font-medium">
                    {item.title}
                    {!item.read && <span className="sr-only"> ({NOTIFICATIONS_TEXT.unread})</span>}
                  </p>
                  <p className="text-sm text-muted-foreground">{item.message}</p>
                  <div className="flex flex-wrap gap-2 pt-1">
                    <Button size="sm" variant="outline" onClick={() => follow(item)}>
                      {item.actionLabel}
                    </Button>
                    {!item.read && (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => markNotificationRead(item.id)}
                      >
                        {NOTIFICATIONS_TEXT.markRead}
                      </Button>
                    )}
                  </div>
                </div>
                <Button
                  size="icon-sm"
                  variant="ghost"
                  aria-label={NOTIFICATIONS_TEXT.dismiss(item.title)}
                  onClick={() => dismissNotification(item.id)}
                >
                  <XIcon aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
