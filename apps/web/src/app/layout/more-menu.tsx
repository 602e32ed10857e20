import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import {
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@lectern/ui';
import type { CurrentClub } from '../clubs/club-selection';
import { ClubSelector } from './club-selector';
import { DASHBOARD_LINK, MORE_TAB, type NavGroup, type NavLinkItem } from './navigation';
import { LAYOUT_TEXT } from './text';

interface MoreMenuProps {
  groups: readonly NavGroup[];
  club: CurrentClub;
  triggerClassName: string;
  /** Open on mount: the menu loads when its placeholder trigger is pressed (bottom-tab-bar.tsx). */
  defaultOpen?: boolean;
}

/**
 * Layout: the phone's More menu, a sheet over the tab bar with the club switcher and every page
 * of the side menu (the same list, `navigationFor`). Choosing a page or a club closes it.
 */
export function MoreMenu({ groups, club, triggerClassName, defaultOpen }: MoreMenuProps) {
  const [open, setOpen] = useState(defaultOpen ?? false);
  const MoreIcon = MORE_TAB.icon;
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={triggerClassName}>
        <MoreIcon className="size-5" aria-hidden />
        {MORE_TAB.label}
      </DialogTrigger>
      <DialogContent className="top-auto bottom-0 max-h-[85dvh] w-full max-w-none translate-y-0 gap-3 rounded-b-none p-4 pb-[calc(1rem+env(safe-area-inset-bottom))] sm:max-w-lg">
        <DialogTitle>{LAYOUT_TEXT.moreTitle}</DialogTitle>
        <DialogDescription className="sr-only">{LAYOUT_TEXT.moreDescription}</DialogDescription>
        {club.memberships.length > 0 && (
          <div className="space-y-1">
            <label htmlFor="more-menu-club" className="text-sm font-medium">
              {LAYOUT_TEXT.club}
            </label>
            <ClubSelector
              id="more-menu-club"
              className="block w-full"
              memberships={club.memberships}
              selectedClubId={club.clubId}
              onSelect={(clubId) => {
                club.selectClub(clubId);
                close();
              }}
            />
          </div>
        )}
        <nav aria-label={LAYOUT_TEXT.moreNavigation}>
          <MoreLink item={DASHBOARD_LINK} onChoose={close} />
          {groups.map((group) => (
            <section key={group.label} className="mt-3">
              <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {group.label}
              </h2>
              <ul>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <MoreLink item={item} onChoose={close} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </DialogContent>
    </Dialog>
  );
}

function MoreLink({ item, onChoose }: { item: NavLinkItem; onChoose: () => void }) {
  const Icon = item.icon;
  return (
    <Link
      to={item.to}
      activeOptions={{ exact: item.to === '/' }}
      onClick={onChoose}
      className={cn(
        'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
        'data-[status=active]:bg-accent data-[status=active]:text-accent-foreground',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {item.label}
    </Link>
  );
}
