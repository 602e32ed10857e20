import { useState } from 'react';
import { BellIcon } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  Popover,
  PopoverContent,
  PopoverTrigger,
  buttonVariants,
  cn,
} from '@lectern/ui';
import { unreadBadgeLabel, useNotifications } from './notification-store';
import { NotificationsPanel } from './notifications-panel';
import { NOTIFICATIONS_TEXT } from './text';

/** The top-bar bell with its unread count (wide screens). */
export function NotificationBell() {
  const notifications = useNotifications();
  const [open, setOpen] = useState(false);
  const badge = unreadBadgeLabel(notifications.filter((item) => !item.read).length);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={NOTIFICATIONS_TEXT.bellLabel(badge)}
        className={cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'relative hidden md:inline-flex',
        )}
      >
        <BellIcon aria-hidden />
        {badge !== null && (
          <span
            aria-hidden
            className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-semibold text-destructive-foreground"
          >
            {badge}
          </span>
        )}
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0">
        <NotificationsPanel onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}

/** The same list as a dialog, opened from the account menu on small screens. */
export function NotificationsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="p-0" aria-describedby={undefined}>
        <DialogTitle className="sr-only">{NOTIFICATIONS_TEXT.title}</DialogTitle>
        <NotificationsPanel onNavigate={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
