import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { LoadingScreen } from '@lectern/ui';
import { useSession } from '../app/auth/session';
import { LandingPage } from '../features/landing/landing-page';

// The signed-in home brings the app frame with it; visitors on the landing page never load it.
const SignedInHome = lazy(() => import('../features/home/signed-in-home'));

export const Route = createFileRoute('/')({
  component: HomeOrLanding,
});

/** SPEC §2 '/': the landing page when signed out, the dashboard when signed in. */
function HomeOrLanding() {
  const session = useSession();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signedOut') return <LandingPage />;
  return (
    <Suspense fallback={null}>
      <SignedInHome user={session.user} />
    </Suspense>
  );
}
