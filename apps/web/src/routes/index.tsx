import { Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { LoadingScreen } from '@lectern/ui';
import { useSession } from '../app/auth/session';
import { clubScreenRoute } from '../app/clubs/club-screen-declaration';
import { HOME_SCREEN } from '../app/screens';
import SignedInHome from '../features/home/signed-in-home';
import { LandingPage } from '../features/landing/landing-page';

// A visitor's first look at the landing needs no router (main.tsx shows it). The home's code is
// part of the app frame, so it is imported here rather than loaded lazily: a lazy component
// suspends on its first render, and React then holds back the whole screen.

const homeRoute = clubScreenRoute(HOME_SCREEN);

export const Route = createFileRoute('/')({
  staticData: homeRoute.staticData,
  // Signed in, the query cache and tRPC client first, as the `_app` layout has them (part of
  // the app frame, and asked for by main.tsx: loaded or nearly). Handed to the component rather
  // than read there with `use`, which would suspend on its first render: React then shows the
  // fallback and holds the home back for at least 300 ms.
  beforeLoad: async ({ context }) => ({
    signedInApi: context.isSignedIn?.() ? await context.loadSignedInApi() : null,
  }),
  // The dashboard's data, with the options it reads (main.tsx may have asked for it already).
  // Not awaited (decision 029): the home shows its parts' states.
  loader: ({ context }) => {
    if (context.signedInApi) void homeRoute.loader({ context: context.signedInApi });
  },
  component: HomeOrLanding,
});

/** '/': the landing page when signed out, the dashboard when signed in. */
function HomeOrLanding() {
  const session = useSession();
  const { signedInApi, loadSignedInApi } = Route.useRouteContext();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signedOut') return <LandingPage />;
  // Still on its way only when the boot answer came after this route loaded.
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SignedInHome user={session.user} api={signedInApi ?? loadSignedInApi()} />
    </Suspense>
  );
}
