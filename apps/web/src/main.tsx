import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './fonts/inter.css';
import './index.css';
import { LoadingScreen } from '@lectern/ui';
import { fetchHomeAnswers, seedHomeAnswers, type HomeAnswers } from './features/home/early-home';
import { LandingPage } from './features/landing/landing-page';
import { BootContext, createBootStore, fetchBootData, useBoot, type BootData } from './lib/boot';
import { once } from './lib/once';
import { startPwa } from './app/pwa/register-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
const boot = createBootStore(fetchBootData);
/**
 * The server sent landing.html (no session cookie at '/'): the landing page is already on
 * screen, rendered at build (prerender-landing.ts), and React takes that markup over.
 */
const prerendered = window.location.pathname === '/' && container.firstElementChild !== null;
const landingOrApp = (
  <StrictMode>
    <BootContext value={boot}>
      <LandingOrApp landingFirst={prerendered} />
    </BootContext>
  </StrictMode>
);
const root = prerendered ? hydrateRoot(container, landingOrApp) : createRoot(container);
startPwa();
// With the worker in control, the Latin font comes from its precache at no network cost: asked
// for now, it is in before the first screen is laid out, which then happens once and in Inter
// (two layouts, one in a fallback font and another when Inter arrived, took ~80 ms of a repeat
// visit's main thread on the phone profile; one takes ~40). On a first visit the font waits until
// a page needs it, leaving the network to the scripts.
if (navigator.serviceWorker?.controller) void document.fonts.load('1rem "Inter Variable"');
/** The home's data, asked for before the app's code loaded (decision 029). */
let homeAnswers: HomeAnswers | null = null;

/** The boot answer, once it is in (it decides whether the cache starts from the offline copy). */
function bootReady(): Promise<void> {
  return new Promise((resolve) => {
    if (boot.getSnapshot().status === 'ready') return resolve();
    const unsubscribe = boot.subscribe(() => {
      if (boot.getSnapshot().status !== 'ready') return;
      unsubscribe();
      resolve();
    });
  });
}

// A separate chunk: TanStack Query and the tRPC client load only for signed-in screens.
const loadSignedInApi = once(async () => {
  const [module] = await Promise.all([import('./lib/signed-in-api'), bootReady()]);
  const api = module.createSignedInApi();
  const state = boot.getSnapshot();
  // Opened offline: the screens show what this device kept of the last visit (decision 068).
  if (state.status === 'ready' && state.data.offline)
    module.restoreOfflineSnapshot(api.queryClient, state.data.offline);
  else if (homeAnswers) seedHomeAnswers(api, homeAnswers);
  if (state.status === 'ready' && state.data.clubs !== null)
    api.queryClient.setQueryData(api.trpc.clubs.list.queryKey(), state.data.clubs);
  module.keepOfflineSnapshot(api.queryClient, () => {
    const now = boot.getSnapshot();
    return now.status === 'ready' && now.data.user !== null
      ? { user: now.data.user, clubs: now.data.clubs }
      : null;
  });
  return api;
});

/** Everything else (the router, then per screen) loads as separate chunks. */
const startApp = once(() =>
  import('./app-root').then((module) => module.renderApp(root, boot, loadSignedInApi)),
);

/**
 * Signed in at '/': the routed app (the app frame, which holds the home's code; index.html has
 * it downloading already), the query cache and the dashboard's data are all asked for the moment
 * the boot answer says so, side by side rather than each after the one before (decision 029).
 * The home route asks again and finds them loaded or on their way.
 */
function startSignedInHome(clubs: BootData['clubs']): void {
  // The data first: part of the entry, so these requests wait for no chunk.
  if (clubs !== null) homeAnswers = fetchHomeAnswers(clubs);
  void startApp();
  void loadSignedInApi();
}

/**
 * A visitor at '/' who is not signed in sees the landing page without the router, the query
 * cache or the tRPC client ever loading (the landing bundle budget, docs/decisions/006-web-bundle-budgets.md).
 * `landingFirst`: the landing is on screen already, so it stays while the boot answer is awaited.
 */
function LandingOrApp({ landingFirst }: { landingFirst: boolean }) {
  const state = useBoot();
  if (state.status === 'ready' ? state.data.user === null : landingFirst) return <LandingPage />;
  return <LoadingScreen />;
}

if (window.location.pathname === '/') {
  // Straight from the boot answer, not after React has rendered and run an effect.
  const unsubscribe = boot.subscribe(() => {
    const state = boot.getSnapshot();
    if (state.status !== 'ready') return;
    unsubscribe();
    if (state.data.user !== null) startSignedInHome(state.data.clubs);
  });
  if (!prerendered) root.render(landingOrApp);
} else {
  void startApp();
}
