import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { BootContext, PRERENDERED_BOOT, type BootStore } from '../../lib/boot';
import { LandingPage } from './landing-page';

const prerenderedStore: BootStore = {
  getSnapshot: () => PRERENDERED_BOOT,
  subscribe: () => () => undefined,
};

/**
 * The landing page's markup as a visitor with no session first sees it. Run at build by
 * prerender-landing.ts (never part of the browser's bundle); main.tsx hydrates it.
 */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <BootContext value={prerenderedStore}>
        <LandingPage />
      </BootContext>
    </StrictMode>,
  );
}
