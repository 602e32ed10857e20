import { AppShell } from '../../app/layout/app-shell';
import type { CurrentUser } from '../../lib/api-types';
import { HomeScreen } from './home-screen';

/** The home inside the app frame; loaded on demand so the landing page stays small. */
export default function SignedInHome({ user }: { user: CurrentUser }) {
  return (
    <AppShell user={user}>
      <HomeScreen />
    </AppShell>
  );
}
