import { lazy, Suspense, type ReactNode } from 'react';
import type { CurrentUser } from '../../lib/api-types';
import { useCurrentClub } from '../clubs/club-selection';
import { OfflineBanner } from '../pwa/offline-banner';
import { BottomTabBar } from './bottom-tab-bar';
import { navigationFor } from './navigation';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { LAYOUT_TEXT } from './text';

// Development builds only: the condition is a build-time constant, so production builds have
// neither this import nor its chunk (scripts/web-bundle-check.mjs checks).
const RoleTestingBar = import.meta.env.DEV ? lazy(() => import('../dev/role-testing-bar')) : null;

/** The signed-in frame: top bar, side menu (md+), bottom tabs (small screens), page content. */
export function AppShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const club = useCurrentClub();
  // The side menu and the phone's More menu show the same pages.
  const groups = club.isLoading ? null : navigationFor(club.audience ?? 'guest', club.can);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-[3px] focus:ring-ring/50 print:hidden"
      >
        {LAYOUT_TEXT.skipToContent}
      </a>
      <TopBar user={user} club={club} />
      <OfflineBanner />
      <div className="flex flex-1">
        <SideNav groups={groups} />
        <main
          id="main-content"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 pt-6 pb-24 outline-none sm:px-6 md:pb-10 print:p-0"
        >
          <div className="mx-auto w-full max-w-6xl">{children}</div>
        </main>
      </div>
      <BottomTabBar groups={groups} club={club} />
      {RoleTestingBar && (
        <Suspense fallback={null}>
          <RoleTestingBar />
        </Suspense>
      )}
    </div>
  );
}
