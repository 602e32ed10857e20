import { use } from 'react';
import { AppShell } from '../../app/layout/app-shell';
import { SignedInProviders } from '../../app/auth/signed-in-providers';
import type { CurrentUser } from '../../lib/api-types';
import type { SignedInApi } from '../../lib/signed-in-api';
import { HomeScreen } from './home-screen';

/** The home inside the app frame; loaded on demand so the landing page stays small. */
export default function SignedInHome({
  user,
  api,
}: {
  user: CurrentUser;
  api: Promise<SignedInApi>;
}) {
  return (
    <SignedInProviders api={use(api)}>
      <AppShell user={user}>
        <HomeScreen />
      </AppShell>
    </SignedInProviders>
  );
}
