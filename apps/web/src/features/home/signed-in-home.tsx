import { use } from 'react';
import { AppShell } from '../../app/layout/app-shell';
import { SignedInProviders } from '../../app/auth/signed-in-providers';
import type { CurrentUser } from '../../lib/api-types';
import type { SignedInApi } from '../../lib/signed-in-api';
import { HomeScreen } from './home-screen';

/** The home inside the app frame (part of the frame's chunk: the landing page never loads it). */
export default function SignedInHome({
  user,
  api,
}: {
  user: CurrentUser;
  api: SignedInApi | Promise<SignedInApi>;
}) {
  return (
    <SignedInProviders api={api instanceof Promise ? use(api) : api}>
      <AppShell user={user}>
        <HomeScreen />
      </AppShell>
    </SignedInProviders>
  );
}
