import { Link } from '@tanstack/react-router';
import { BOTTOM_TABS } from './navigation';
import { LAYOUT_TEXT } from './text';

/** Layout: the 4-tab bar on small screens, each tab a full-height touch target. */
export function BottomTabBar() {
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
              <Link
                to={tab.to}
                activeOptions={{ exact: tab.to === '/' }}
                className="flex min-h-14 flex-col items-center justify-center gap-1 text-xs font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[status=active]:text-primary"
              >
                <Icon className="size-5" aria-hidden />
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
