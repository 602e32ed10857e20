import { useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  Popover,
  PopoverContent,
  PopoverTrigger,
} from '@lectern/ui';
import { BELL_TRIGGER_CLASS, BellTriggerContent, bellLabel, useUnreadBadge } from './bell-trigger';
import { NotificationsPanel } from './notifications-panel';
import { NOTIFICATIONS_TEXT } from './text';

/**
 * The top-bar bell with its unread count (wide screens). Loaded when first pressed, so it
 * starts open (top-bar.tsx).
 */
export function NotificationBell({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const badge = useUnreadBadge();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger aria-label={bellLabel(badge)} className={BELL_TRIGGER_CLASS}>
        <BellTriggerContent badge={badge} />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0" aria-label={NOTIFICATIONS_TEXT.title}>
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
        <NotificationsPanel onNavigate={() => onOpenChange(false)} besideClose />
      </DialogContent>
    </Dialog>
  );
}
