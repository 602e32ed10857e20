import { Link } from '@tanstack/react-router';
import { cn } from '@lectern/ui';
import type { NavLinkItem } from './navigation';

/** A side-menu link; the router marks the current page with data-status="active". */
export function SideNavLink({ item }: { item: NavLinkItem }) {
  const Icon = item.icon;
  return (
    <Link
      to={item.to}
      activeOptions={{ exact: item.to === '/' }}
      className={cn(
        'flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
        'data-[status=active]:bg-accent data-[status=active]:text-accent-foreground',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {item.label}
    </Link>
  );
}
