import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Toaster } from '@lectern/ui';
import type { LecternTrpc } from '../lib/trpc';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RouteErrorPage } from '../features/not-found/route-error-page';

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
      <Toaster />
    </>
  );
}
