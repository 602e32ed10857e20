import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import './index.css';
import { LoadingScreen } from '@lectern/ui';
import { LandingPage } from './features/landing/landing-page';
import { BootContext, createBootStore, fetchBootData, useBoot } from './lib/boot';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
const root = createRoot(container);
const boot = createBootStore(fetchBootData);

/** Everything else (the router, then per screen) loads as separate chunks. */
function startApp(): void {
  void import('./app-root').then((module) => module.renderApp(root, boot));
}

/**
 * A visitor at '/' who is not signed in sees the landing page without the router, the query
 * cache or the tRPC client ever loading (the landing bundle budget, docs/decisions/005).
 */
function LandingOrApp() {
  const state = useBoot();
  const signedIn = state.status === 'ready' && state.data.user !== null;
  useEffect(() => {
    if (signedIn) startApp();
  }, [signedIn]);
  if (state.status === 'ready' && !signedIn) return <LandingPage />;
  return <LoadingScreen />;
}

if (window.location.pathname === '/') {
  root.render(
    <StrictMode>
      <BootContext value={boot}>
        <LandingOrApp />
      </BootContext>
    </StrictMode>,
  );
} else {
  startApp();
}
