import { type Page, type Route } from '@playwright/test';
import { HOME_TEXT } from '../../apps/web/src/features/home/text';
import { RSVP_TEXT } from '../../apps/web/src/features/rsvp/text';
import {
  expect,
  expectNoAxeViolations,
  expectToast,
  finalScreenshot,
  signInAs,
  test,
} from './fixtures';

// Installing the worker precaches the whole app: on a busy two-core machine that takes a while.
test.describe.configure({ timeout: 180_000 });

/** Waits until the service worker is active and controls this page (after one reload). */
async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
    await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** How the browser routed the page's request for `path` past or through the worker. */
async function workerRouteOf(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const routed = new Promise<unknown>((resolve) => {
    cdp.on('Network.responseReceived', (event) => {
      if (new URL(event.response.url).pathname === path)
        resolve(event.response.serviceWorkerRouterInfo ?? null);
    });
  });
  await page.evaluate((url) => fetch(url).then((response) => response.text()), path);
  const route = await routed;
  await cdp.detach();
  return route;
}

/** "Offline — as of 19:02", the banner of a screen shown from what the app kept. */
function offlineBanner(page: Page) {
  return page.getByRole('status').filter({ hasText: /^Offline — as of \d\d:\d\d$/ });
}

/** On the RSVP page, offline: the RSVP is refused before anything is sent, and says so. */
async function rsvpIsRefused(page: Page) {
  await page.getByRole('button', { name: 'RSVP for This Meeting' }).click();
  await page.getByRole('button', { name: 'Submit RSVP' }).click();
  await expectToast(page, RSVP_TEXT.submitError);
  await expect(
    page.getByText(/This needs a connection\. Nothing was changed/).first(),
  ).toBeVisible();
}

/** Back online (the banner gone within `timeout`), the same RSVP goes through. */
async function rsvpGoesThroughOnline(page: Page, timeout?: number) {
  await expect(page.getByRole('status').filter({ hasText: /^Offline/ })).toHaveCount(0, {
    timeout,
  });
  await page.getByRole('button', { name: 'Submit RSVP' }).click();
  await expectToast(page, 'RSVP submitted successfully!');
}

/** The snapshot the app keeps in IndexedDB for offline use: when its data came, and its procedures. */
async function keptSnapshot(page: Page): Promise<{ savedAt: number; procedures: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ savedAt: number; procedures: string[] }>((resolve) => {
        const none = { savedAt: 0, procedures: [] };
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve(none);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(none);
          const read = db
            .transaction('keyval')
            .objectStore('keyval')
            .get('lectern-offline-snapshot');
          read.onerror = () => resolve(none);
          read.onsuccess = () => {
            const snapshot = read.result as
              { savedAt: number; queries: { queries: { queryKey: [string[]] }[] } } | undefined;
            resolve(
              snapshot
                ? {
                    savedAt: snapshot.savedAt,
                    procedures: snapshot.queries.queries.map((q) => q.queryKey[0].join('.')),
                  }
                : none,
            );
          };
        };
      }),
  );
}

/** The procedures in the snapshot the app keeps in IndexedDB for offline use. */
async function keptProcedures(page: Page): Promise<string[]> {
  return (await keptSnapshot(page)).procedures;
}

test('Lectern is installable: manifest, icons and a worker that controls the page', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await page.request.get(href ?? '')).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Lectern',
    short_name: 'Lectern',
    start_url: '/',
    display: 'standalone',
    theme_color: '#2f4fb5',
  });
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  await controlledByWorker(page);

  // The app's own screens come from the worker; the server's pages under /api/* never do.
  const screen = await page.goto('/meetings');
  expect(screen?.fromServiceWorker()).toBe(true);
  const feed = await page.goto('/api/calendar/no-such-feed.ics');
  expect(feed?.fromServiceWorker()).toBe(false);
  expect(feed?.status()).toBe(404);
  // Chromium takes every /api request past the worker by its static route, without starting it.
  expect(await workerRouteOf(page, '/api/trpc/auth.user')).toMatchObject({
    matchedSourceType: 'network',
    actualSourceType: 'network',
  });
  await finalScreenshot(page, testInfo);
});

test('a member opens the agenda offline, is told an RSVP needs a connection, and sends it back online', async ({
  page,
  context,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, 'member2@example.org');
  await controlledByWorker(page);
  // The last visit: the home, the next meeting's RSVP page and its agenda.
  await page.goto('/rsvp-meals');
  await expect(page.getByRole('button', { name: 'RSVP for This Meeting' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('link', { name: HOME_TEXT.viewAgenda }).click();
  await expect(page).toHaveURL(/\/meetings\/\d+\/view-agenda$/);
  await expect(page.getByText('Table Topics Master', { exact: true })).toBeVisible();
  await expect
    .poll(() => keptProcedures(page))
    .toEqual(
      // Everything the agenda reads (its meeting, roles and club) and the member home.
      expect.arrayContaining([
        'meetings.get',
        'meetingRoles.list',
        'clubs.get',
        'meetings.upcoming',
      ]),
    );

  // A later open of the home alone rewrites the kept copy: the agenda kept before stays in it.
  const agenda = page.url();
  const { savedAt } = await keptSnapshot(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: HOME_TEXT.viewAgenda })).toBeVisible();
  await expect.poll(async () => (await keptSnapshot(page)).savedAt).toBeGreaterThan(savedAt);
  expect(await keptProcedures(page)).toEqual(
    expect.arrayContaining(['meetings.get', 'meetingRoles.list', 'rsvps.list']),
  );

  await context.setOffline(true);
  await page.goto(agenda);
  await expect(offlineBanner(page)).toBeVisible();
  await expect(page.getByText('Table Topics Master', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/rsvp-meals');
  await rsvpIsRefused(page);

  await context.setOffline(false);
  await rsvpGoesThroughOnline(page);
  await finalScreenshot(page, testInfo);
});

test('on a network that takes calls but never answers, the app opens from what it kept and comes back by itself', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // Someone no other journey answers for: the RSVP is still to make.
  await signInAs(page, 'sergeant@example.org');
  await controlledByWorker(page);
  await page.goto('/rsvp-meals');
  await expect(page.getByRole('button', { name: 'RSVP for This Meeting' })).toBeVisible();
  await expect
    .poll(() => keptProcedures(page))
    .toEqual(expect.arrayContaining(['meetings.upcoming', 'rsvps.list']));

  // Club-room Wi-Fi behind a sign-in page: the browser is online, the server never answers.
  const held: Route[] = [];
  await page.route('**/api/**', (route) => {
    held.push(route);
  });
  await page.reload();
  await expect(offlineBanner(page)).toBeVisible();
  await rsvpIsRefused(page);
  await expectNoAxeViolations(page);

  // The server answers again: the app asks it every few seconds and is back without a reload.
  await page.unroute('**/api/**');
  for (const route of held.splice(0)) await route.continue().catch(() => undefined);
  await rsvpGoesThroughOnline(page, 20_000);
  await finalScreenshot(page, testInfo);
});

test('a push delivered to the worker shows its notification, and its tap opens only an in-app screen', async ({
  page,
  context,
}, testInfo) => {
  await signInAs(page, 'member2@example.org');
  await controlledByWorker(page);
  const origin = new URL(page.url()).origin;
  await context.grantPermissions(['notifications'], { origin });

  // Chromium's DevTools protocol hands a push message to the worker as a push service would.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const deliver = async (data: string) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data,
    });
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const notifications = await registration.getNotifications();
      return notifications.map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        url: (n.data as { url?: string } | null)?.url,
      }));
    });

  await deliver(
    JSON.stringify({
      title: 'Evaluator is up for grabs',
      body: 'Ann Member offers their role for Weekly Meeting. Tap to take it.',
      url: '/meetings',
      tag: 'role-offer-1',
    }),
  );
  await expect.poll(shown).toEqual([
    {
      title: 'Evaluator is up for grabs',
      body: 'Ann Member offers their role for Weekly Meeting. Tap to take it.',
      tag: 'role-offer-1',
      url: '/meetings',
    },
  ]);

  // A message that is not Lectern's shows nothing; one pointing outside the app opens the home.
  await deliver('not json');
  await deliver(JSON.stringify({ title: 'Meeting reminder', url: '//elsewhere.example/' }));
  await expect
    .poll(async () => (await shown()).map((n) => `${n.title} → ${n.url}`).sort())
    .toEqual(['Evaluator is up for grabs → /meetings', 'Meeting reminder → /']);
  await finalScreenshot(page, testInfo);
});
