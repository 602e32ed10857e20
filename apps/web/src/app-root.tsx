import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { BootContext, type BootStore } from './lib/boot';
import { once } from './lib/once';
import { createAppRouter } from './router';

/** The routed app: every screen but the signed-out landing page (see main.tsx). */
export function renderApp(root: Root, boot: BootStore): void {
  // A separate chunk again: TanStack Query and the tRPC client load only for signed-in screens.
  const loadSignedInApi = once(() =>
    import('./lib/signed-in-api').then((module) => module.createSignedInApi()),
  );
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
