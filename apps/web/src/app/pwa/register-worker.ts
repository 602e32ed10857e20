import { setPwaState, type InstallPromptEvent } from './pwa-store';

/**
 * Registers the service worker (decision 068) and follows what the browser says about it:
 * a new version waiting ("Lectern was updated — Reload") and the install offer.
 * Service workers need a secure context (https or localhost): elsewhere the app simply runs
 * without one. The worker is registered once the page has loaded: registering asks the server
 * for the worker's script, and a first install downloads every precached file, which would
 * compete with the page's own scripts and data for a phone's bandwidth and main thread.
 */
export function startPwa(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setPwaState({ installPrompt: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => setPwaState({ installPrompt: null }));
  if (import.meta.env.DEV || !window.isSecureContext || !('serviceWorker' in navigator)) return;

  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker, { once: true });
}

function registerWorker(): void {
  let reloadAsked = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadAsked) window.location.reload();
  });
  const offer = (worker: ServiceWorker) =>
    setPwaState({
      reload: () => {
        reloadAsked = true;
        worker.postMessage({ type: 'SKIP_WAITING' });
      },
    });
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      // A page with no controller is on its first install: nothing to update.
      if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && navigator.serviceWorker.controller)
            offer(installing);
        });
      });
    })
    .catch(() => {
      // Without a worker the app still works online; nothing to tell the person.
    });
}
