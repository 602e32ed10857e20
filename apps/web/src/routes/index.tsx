import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { LoadingScreen } from '@lectern/ui';
import { useSession } from '../app/auth/session';
import { LandingPage } from '../features/landing/landing-page';

// The signed-in home brings the app frame, the query cache and the tRPC client with it;
// visitors on the landing page never load them (the landing bundle budget, scripts/bundle-budget.mjs).
const SignedInHome = lazy(() => import('../features/home/signed-in-home'));

export const Route = createFileRoute('/')({
  component: HomeOrLanding,
});

/** SPEC §2 '/': the landing page when signed out, the dashboard when signed in. */
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
