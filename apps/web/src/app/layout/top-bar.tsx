import { lazy, Suspense, useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { CurrentUser } from '../../lib/api-types';
import { usePlatformLogo, usePublicConfig } from '../branding/branding';
import { ProductMark } from '../branding/product-mark';
import type { CurrentClub } from '../clubs/club-selection';
import {
  BELL_TRIGGER_CLASS,
  BellTriggerContent,
  bellLabel,
  useUnreadBadge,
} from '../notifications/bell-trigger';
import { ClubSelector } from './club-selector';
import { onDemand } from './on-demand';
import { LAYOUT_TEXT } from './text';
import { USER_MENU_TRIGGER_CLASS, UserMenuTriggerLabel, userMenuLabel } from './user-menu-trigger';

// The menus and the notification list load when first opened (see on-demand.tsx).
const UserMenu = onDemand(() => import('./user-menu').then((module) => module.UserMenu));
const NotificationBell = onDemand(() =>
  import('../notifications/notification-bell').then((module) => module.NotificationBell),
);
const NotificationsDialog = lazy(() =>
  import('../notifications/notification-bell').then((module) => ({
    default: module.NotificationsDialog,
  })),
);

/** Layout: logo, club name and number, club selector, notifications and account menu. */
export function TopBar({ user, club }: { user: CurrentUser; club: CurrentClub }) {
  const logoUrl = usePlatformLogo();
  const { productName } = usePublicConfig();
  const badge = useUnreadBadge();
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const details = club.membership?.club;
  const clubName = details?.name ?? LAYOUT_TEXT.clubFallback(productName);

  return (
    <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b bg-background/95 px-3 backdrop-blur sm:px-4 print:hidden">
      <Link
        to="/"
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ProductMark logoUrl={logoUrl} />
        <span className="min-w-0">
          <span className="block truncate font-semibold">{clubName}</span>
          {details?.clubNumber && details.district && (
            <span className="hidden truncate text-xs text-muted-foreground md:block">
              {LAYOUT_TEXT.clubIdentity(details.clubNumber, details.district)}
            </span>
          )}
        </span>
      </Link>
      <div className="flex items-center gap-1 sm:gap-2">
        <ClubSelector
          memberships={club.memberships}
          selectedClubId={club.clubId}
          onSelect={club.selectClub}
        />
        <NotificationBell
          placeholder={(trigger) => (
            <button
              type="button"
              aria-label={bellLabel(badge)}
              aria-haspopup="dialog"
              className={BELL_TRIGGER_CLASS}
              {...trigger}
            >
              <BellTriggerContent badge={badge} />
            </button>
          )}
        />
        <UserMenu
          user={user}
          role={club.role}
          onOpenNotifications={() => setNotificationsOpen(true)}
          unread={badge}
          placeholder={(trigger) => (
            <button
              type="button"
              aria-label={userMenuLabel(user, club.role)}
              aria-haspopup="menu"
              className={USER_MENU_TRIGGER_CLASS}
              {...trigger}
            >
              <UserMenuTriggerLabel user={user} role={club.role} unread={badge} />
            </button>
          )}
        />
      </div>
      {notificationsOpen && (
        <Suspense fallback={null}>
          <NotificationsDialog open onOpenChange={setNotificationsOpen} />
        </Suspense>
      )}
    </header>
  );
}
