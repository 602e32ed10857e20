import { lazy } from 'react';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { SignedInApi } from '../lib/signed-in-api';
import { ToasterOnDemand } from '../app/toasts/toaster-on-demand';
import { UpdateBanner } from '../app/pwa/update-banner';

// Rare pages, loaded when needed so the entry chunk stays small.
const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page').then((module) => ({
    default: module.NotFoundPage,
  })),
);
const RouteErrorPage = lazy(() =>
  import('../features/not-found/route-error-page').then((module) => ({
    default: module.RouteErrorPage,
  })),
);

export interface RouterContext {
  /**
   * The query cache and tRPC client, loaded on first use by signed-in screens (the `_app`
   * layout puts them into its routes' context). Always the same promise.
   */
  loadSignedInApi: () => Promise<SignedInApi>;
  /** Whether the boot answer found someone signed in (absent: unknown, as in router tests). */
  isSignedIn?: () => boolean;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <ToasterOnDemand />
      <UpdateBanner />
    </>
  );
}
