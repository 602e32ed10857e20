import { describe, expect, it } from 'vitest';
import type { StaticDataRouteOption } from '@tanstack/react-router';
import { createAppRouter } from '../router';
import { BOTTOM_TABS, NAVIGATION_BY_AUDIENCE, type NavLinkItem } from './layout/navigation';
import { defineClubScreen, type ClubScreenDeclaration } from './clubs/club-screen-declaration';
import type { MeetingScreenDeclaration } from './clubs/meeting-screen-declaration';

// The screen contract: every signed-in screen of a club declares itself once with
// `clubScreenRoute(SCREEN)` (its permission and its queries); its page frames itself with
// `<ClubScreen screen={SCREEN}>` (TypeScript requires the prop) and its menu link names the
// same declaration. A meeting's screen (under /meetings/$meetingId/, its club the meeting's)
// declares itself with `meetingScreenRoute(SCREEN)` instead. A new route that does none of this
// fails here until it does, or until it is listed below with the reason it is not a club screen.

/** Routes that only send the browser on to another address (old links). */
const ALIASES: Record<string, string> = {
  '/create-meeting': '/meetings/create',
  '/role-assignment': '/roles',
  '/meetings/rsvp': '/rsvp-meals',
  '/pathways': '/pathways-overview',
};

/** Routes that are not a screen of the selected club, and why. */
const NOT_CLUB_SCREENS: Record<string, string> = {
  '/login': 'signed out: the sign-in page',
  '/join/$token': 'open to anyone holding an invitation link, signed in or not',
  '/respond/$token': 'open to anyone holding an e-mail answer link, signed in or not',
  '/about': 'the product, the same for everyone',
  '/super-admin': 'the platform, for the super admin (no club)',
  '/outbox': 'the development e-mail outbox (no club)',
  '/clubs/new': 'founding a club: the person may have none yet',
  '/meetings/$meetingId/check-in':
    'open to anyone at the meeting holding its check-in code, signed in or not',
};

const router = createAppRouter({ loadSignedInApi: () => Promise.reject(new Error('unused')) });

interface RouteEntry {
  fullPath: string;
  screen: ClubScreenDeclaration | undefined;
  meetingScreen: MeetingScreenDeclaration | undefined;
  hasComponent: boolean;
  hasLoader: boolean;
}

/** What this test reads of a route. */
interface RouteShape {
  id: string;
  fullPath: string;
  options: { component?: unknown; loader?: unknown; staticData?: StaticDataRouteOption };
}

/** Every route a person can open (the layout and root routes are frames, not screens). */
const pages: RouteEntry[] = Object.values(
  router.routesById as unknown as Record<string, RouteShape>,
)
  .filter((route) => route.id !== '__root__' && route.id !== '/_app')
  .map((route) => ({
    fullPath: route.fullPath === '/' ? '/' : route.fullPath.replace(/\/$/, ''),
    screen: route.options.staticData?.clubScreen,
    meetingScreen: route.options.staticData?.meetingScreen,
    hasComponent: route.options.component !== undefined,
    hasLoader: route.options.loader !== undefined,
  }));

function pageAt(path: string): RouteEntry {
  const page = pages.find((entry) => entry.fullPath === (ALIASES[path] ?? path));
  if (!page) throw new Error(`no route at ${path}`);
  return page;
}

describe('the screen contract', () => {
  it('finds the routes', () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  it.each(pages.map((page) => [page.fullPath, page] as const))(
    '%s is a declared club or meeting screen, an alias or a listed screen of no club',
    (path, page) => {
      if (path in ALIASES) {
        expect(page.hasComponent).toBe(false);
        expect(page.screen).toBeUndefined();
        expect(page.meetingScreen).toBeUndefined();
      } else if (path in NOT_CLUB_SCREENS) {
        expect(page.screen).toBeUndefined();
        expect(page.meetingScreen).toBeUndefined();
      } else if (path.startsWith('/meetings/$meetingId/')) {
        expect(
          page.meetingScreen,
          `${path} does not declare itself with meetingScreenRoute`,
        ).toBeDefined();
        expect(page.screen).toBeUndefined();
        expect(page.hasLoader).toBe(true);
      } else {
        expect(page.screen, `${path} does not declare itself with clubScreenRoute`).toBeDefined();
        expect(page.hasLoader).toBe(true);
      }
    },
  );

  it('RSVP & Meals, which opens offline, only starts its declared queries', () => {
    const screen = pageAt('/rsvp-meals').screen;
    expect(screen?.opensOffline).toBe(true);
    expect(screen?.load).toBe('start');
    // @ts-expect-error: a screen that opens offline cannot wait for its queries
    defineClubScreen({ load: 'wait', opensOffline: true, queries: () => [] });
  });

  it.each(
    pages.filter((page) => page.screen?.opensOffline).map((page) => [page.fullPath] as const),
  )('%s opens offline, so its loader does not wait for the network', (path) => {
    expect(pageAt(path).screen?.load).toBe('start');
  });

  it('lists no exemption for a route that does not exist', () => {
    const paths = new Set(pages.map((page) => page.fullPath));
    for (const path of [...Object.keys(ALIASES), ...Object.keys(NOT_CLUB_SCREENS)])
      expect(paths.has(path), path).toBe(true);
  });

  const links: NavLinkItem[] = [
    ...Object.values(NAVIGATION_BY_AUDIENCE).flatMap((groups) =>
      groups.flatMap((group) => group.items),
    ),
    ...BOTTOM_TABS,
  ];

  it.each(links.map((link) => [link.label, link.to, link] as const))(
    'the menu link %s (%s) names the declaration its route loads with',
    (_label, to, link) => {
      const page = pageAt(to);
      if (page.screen === undefined) expect(link.screen).toBeUndefined();
      else expect(link.screen).toBe(page.screen);
    },
  );
});
