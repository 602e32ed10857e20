import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { LoadingScreen } from '@lectern/ui';
import { useSession } from '../app/auth/session';
import { clubScreenRoute } from '../app/clubs/club-screen-declaration';
import { HOME_SCREEN } from '../app/screens';
import { LandingPage } from '../features/landing/landing-page';

// The signed-in home brings the app frame, the query cache and the tRPC client with it;
// visitors on the landing page never load them (the landing bundle budget, scripts/bundle-budget.mjs).
const loadSignedInHome = () => import('../features/home/signed-in-home');
const SignedInHome = lazy(loadSignedInHome);

const homeRoute = clubScreenRoute(HOME_SCREEN);

export const Route = createFileRoute('/')({
  staticData: homeRoute.staticData,
  // No waterfall before the dashboard (decision 029): while this route's own chunk loads, the
  // home's code and the query cache with the tRPC client load beside it (main.tsx has asked for
  // the dashboard's data already). Nothing is awaited: the component shows the states.
  loader: ({ context }) => {
    if (!context.isSignedIn?.()) return;
    void loadSignedInHome();
    // The dashboard's data, with the options it reads (main.tsx may have put it in already).
    void context.loadSignedInApi().then((api) => homeRoute.loader({ context: api }));
  },
  component: HomeOrLanding,
});

/** '/': the landing page when signed out, the dashboard when signed in. */
function HomeOrLanding() {
  const session = useSession();
  const { loadSignedInApi } = Route.useRouteContext();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signedOut') return <LandingPage />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SignedInHome user={session.user} api={loadSignedInApi()} />
    </Suspense>
  );
}
