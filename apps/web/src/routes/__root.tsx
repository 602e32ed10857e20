import { lazy } from 'react';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { LecternTrpc } from '../lib/trpc';
import { ToasterOnDemand } from '../app/toasts/toaster-on-demand';

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
  queryClient: QueryClient;
  trpc: LecternTrpc;
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
    </>
  );
}
