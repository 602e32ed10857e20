import { Skeleton } from '@lectern/ui';
import { useMediaQuery } from '../../lib/media-query';
import { DASHBOARD_LINK, type NavGroup } from './navigation';
import { SideNavLink } from './nav-link';
import { LAYOUT_TEXT } from './text';

/** Tailwind's `md` breakpoint: from here up the side menu shows, below it the bottom tabs. */
const SIDE_MENU_QUERY = '(min-width: 48rem)';

/**
 * Layout: the side menu (medium screens and up): the role's menu (`navigationFor`).
 * `groups` is null while the person's clubs load; the menu keeps its place with skeleton rows.
 * Below `md` it is not rendered at all (not merely hidden): its links are a fifth of the frame's
 * first render, and a phone shows the same pages in the bottom tabs' More menu.
 */
export function SideNav({ groups }: { groups: readonly NavGroup[] | null }) {
  const shown = useMediaQuery(SIDE_MENU_QUERY);
  if (!shown) return null;
  return (
    <nav
      aria-label={LAYOUT_TEXT.mainNavigation}
      className="sticky top-16 h-[calc(100dvh-4rem)] w-64 shrink-0 overflow-y-auto border-r px-3 py-4 print:hidden"
    >
      <SideNavLink item={DASHBOARD_LINK} />
      {groups === null && (
        <div className="mt-5 space-y-2 px-3">
          {SKELETON_ROWS.map((row) => (
            <Skeleton key={row} className="h-6 w-full" />
          ))}
        </div>
      )}
      {(groups ?? []).map((group) => (
        <section key={group.label} className="mt-5" aria-labelledby={headingIdOf(group.label)}>
          <h2
            id={headingIdOf(group.label)}
            className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {group.label}
          </h2>
          <ul className="space-y-0.5">
            {group.items.map((item) => (
              <li key={item.to}>
                <SideNavLink item={item} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

const SKELETON_ROWS = [1, 2, 3, 4, 5, 6];

function headingIdOf(groupLabel: string): string {
  return `nav-${groupLabel.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
