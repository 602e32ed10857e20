import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { BootContext, type BootStore } from './lib/boot';
import type { SignedInApi } from './lib/signed-in-api';
import { createAppRouter } from './router';

/**
 * The routed app: every screen but the signed-out landing page (see main.tsx).
 * `loadSignedInApi`: the query cache and tRPC client, a chunk of their own (main.tsx may have
 * started loading them already), always the same promise.
 */
export function renderApp(
  root: Root,
  boot: BootStore,
  loadSignedInApi: () => Promise<SignedInApi>,
): void {
  const router = createAppRouter({
    loadSignedInApi,
    isSignedIn: () => {
      const state = boot.getSnapshot();
      return state.status === 'ready' && state.data.user !== null;
    },
  });
  root.render(
    <StrictMode>
      <BootContext value={boot}>
        <RouterProvider router={router} />
      </BootContext>
    </StrictMode>,
  );
}
