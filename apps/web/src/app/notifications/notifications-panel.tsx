import { useNavigate } from '@tanstack/react-router';
import {
  CalendarDaysIcon,
  ClipboardListIcon,
  HandshakeIcon,
  UserCheckIcon,
  XIcon,
} from 'lucide-react';
import { Button, cn } from '@lectern/ui';
import type { NotificationKind } from '@lectern/domain';
import { useCurrentClub } from '../clubs/club-selection';
import { once } from '../../lib/once';
import {
  useNotificationActions,
  useNotificationList,
  type AppNotification,
} from './notifications-data';
import { NOTIFICATIONS_TEXT } from './text';

const ICON_BY_KIND: Record<NotificationKind, typeof HandshakeIcon> = {
  mentorship: HandshakeIcon,
  meeting: CalendarDaysIcon,
  role: ClipboardListIcon,
  membership: UserCheckIcon,
};

const TIME_FORMAT = once(
  () =>
    new Intl.DateTimeFormat('en-AU', {
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

/** A path of this app (never another site), as the server stores it. */
function isAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.includes('\\');
}

function Message({ children }: { children: React.ReactNode }) {
  return <div className="px-4 py-8 text-center text-sm text-muted-foreground">{children}</div>;
}

/**
 * The list shown by the bell (wide screens) and by the account menu item (small screens).
 * `besideClose`: in a dialog, whose close button takes the header's right end.
 */
export function NotificationsPanel({
  onNavigate,
  besideClose = false,
}: {
  onNavigate: () => void;
  besideClose?: boolean;
}) {
  const list = useNotificationList();
  const actions = useNotificationActions();
  const club = useCurrentClub();
  const navigate = useNavigate();
  const items = list.data?.items ?? [];
  const hasUnread = (list.data?.unreadCount ?? 0) > 0;

  async function follow(item: AppNotification) {
    const action = item.action;
    if (action === null || !isAppPath(action.href)) return;
    if (!item.read) await actions.markRead(item.id).catch(() => undefined);
    // The message is about one of the person's clubs: show that club.
    if (club.memberships.some((m) => m.clubId === item.clubId)) club.selectClub(item.clubId);
    onNavigate();
    void navigate({ href: action.href });
  }

  return (
    <div className="flex flex-col">
      <div
        className={cn(
          'flex items-center justify-between gap-2 border-b px-4 py-3',
          besideClose && 'pr-14',
        )}
      >
        <h2 className="font-semibold">{NOTIFICATIONS_TEXT.title}</h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={!hasUnread || actions.busy}
          onClick={actions.markAllRead}
        >
          {NOTIFICATIONS_TEXT.markAllRead}
        </Button>
      </div>
      {list.isPending ? (
        <Message>
          <span role="status">{NOTIFICATIONS_TEXT.loading}</span>
        </Message>
      ) : list.isError ? (
        <Message>
          <p role="alert">{NOTIFICATIONS_TEXT.loadFailed}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
            {NOTIFICATIONS_TEXT.retry}
          </Button>
        </Message>
      ) : items.length === 0 ? (
        <Message>
          <p>{NOTIFICATIONS_TEXT.empty}</p>
        </Message>
      ) : (
        <ul className="max-h-96 overflow-y-auto">
          {items.map((item) => {
            const Icon = ICON_BY_KIND[item.kind];
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
                  <p className="text-sm text-muted-foreground">{item.body}</p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={new Date(item.createdAt).toISOString()}>
                      {TIME_FORMAT().format(new Date(item.createdAt))}
                    </time>
                  </p>
                  <div className="flex flex-wrap gap-2 pt-1">
                    {item.action !== null && (
                      <Button size="sm" variant="outline" onClick={() => void follow(item)}>
                        {item.action.label}
                      </Button>
                    )}
                    {!item.read && (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => void actions.markRead(item.id).catch(() => undefined)}
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
                  onClick={() => actions.dismiss(item.id)}
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
