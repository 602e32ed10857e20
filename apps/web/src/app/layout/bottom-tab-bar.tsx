import { Link } from '@tanstack/react-router';
import type { CurrentClub } from '../clubs/club-selection';
import { BOTTOM_TABS, MORE_TAB, type NavGroup } from './navigation';
import { onDemand } from './on-demand';
import { LAYOUT_TEXT } from './text';

// The More menu (a dialog) loads when first opened, like the account menu (see on-demand.tsx).
const MoreMenu = onDemand(() => import('./more-menu').then((module) => module.MoreMenu));

const TAB_CLASS =
  'flex min-h-14 w-full flex-col items-center justify-center gap-1 px-1 text-xs font-medium whitespace-nowrap text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[status=active]:text-primary';

/**
 * Layout: the tab bar on small screens, each tab a full-height touch target; the last tab,
 * More, opens every other page the person may open and the club switcher.
 */
export function BottomTabBar({
  groups,
  club,
}: {
  groups: readonly NavGroup[] | null;
  club: CurrentClub;
}) {
  const MoreIcon = MORE_TAB.icon;
  return (
    <nav
      aria-label={LAYOUT_TEXT.tabNavigation}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden print:hidden"
    >
      <ul className="grid grid-cols-4">
        {BOTTOM_TABS.map((tab) => {
          const Icon = tab.icon;
          return (
            <li key={tab.to}>
              <Link to={tab.to} activeOptions={{ exact: tab.to === '/' }} className={TAB_CLASS}>
                <Icon className="size-5" aria-hidden />
                {tab.label}
              </Link>
            </li>
          );
        })}
        <li>
          <MoreMenu
            groups={groups ?? []}
            club={club}
            triggerClassName={TAB_CLASS}
            placeholder={(trigger) => (
              <button type="button" aria-haspopup="dialog" className={TAB_CLASS} {...trigger}>
                <MoreIcon className="size-5" aria-hidden />
                {MORE_TAB.label}
              </button>
            )}
          />
        </li>
      </ul>
    </nav>
  );
}
