/**
 * Lectern's service worker (decision 068): the app shell from the precache so the app opens
 * offline, the "Lectern was updated — Reload" handshake, and Web Push notifications.
 *
 * It never answers API calls or navigations to /api/* (sign-in callbacks, unsubscribe links,
 * calendar feeds, agenda PDFs): those always reach the server. Data shown offline comes from the
 * page's own persisted query cache, not from this worker.
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { notificationTarget, tapLanding, type PushMessage } from './push-message';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** The install event where the browser has static routing (Chromium 123 on). */
interface InstallEventWithRoutes extends ExtendableEvent {
  addRoutes(
    rules: Array<{ condition: { urlPattern: { pathname: string } }; source: 'network' }>,
  ): Promise<void>;
}

// The server's own addresses go straight to the network: with a static route the browser does
// not start this worker, nor wait for its fetch handler, to learn that it would not answer them.
// On a phone the worker is stopped after half a minute without work, so otherwise the first call
// after a pause (an RSVP, a role taken) waits for it to start. Browsers without static routing
// use the denylist of the navigation route below; this worker answers no other /api request.
self.addEventListener('install', (event) => {
  if (!('addRoutes' in event)) return;
  const routes = (event as InstallEventWithRoutes).addRoutes([
    { condition: { urlPattern: { pathname: '/api{/*}?' } }, source: 'network' },
  ]);
  // A refused rule must not stop the worker installing: the fetch handler still skips /api.
  event.waitUntil(routes.catch(() => undefined));
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app address opens the precached shell; the router draws the screen.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }),
);

// The page asks a waiting new version to take over when the member chooses "Reload".
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SKIP_WAITING'
  )
    void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  let message: PushMessage | null = null;
  try {
    message = event.data ? (event.data.json() as PushMessage) : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body ?? '',
      tag: message.tag,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: notificationTarget(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const target = new URL(notificationTarget(data?.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const landing = tapLanding(windows, target);
      if (landing.open === 'new-window') {
        await self.clients.openWindow(target);
        return;
      }
      const focused = await landing.window.focus();
      if (landing.open === 'focus-and-navigate') await focused.navigate(target);
    })(),
  );
});
