import { createFileRoute } from '@tanstack/react-router';
import { SignedInProviders } from '../app/auth/signed-in-providers';
import { JoinPage } from '../features/join/join-page';

/**
 * An invitation link (docs/decisions/033-invitations.md): open to everyone, signed in or not, so
 * it sits outside the signed-in layout; it loads the query cache and tRPC client itself.
 */
export const Route = createFileRoute('/join/$token')({
  beforeLoad: ({ context }) => context.loadSignedInApi(),
  component: JoinRoute,
});

function JoinRoute() {
  const api = Route.useRouteContext();
  const { token } = Route.useParams();
  return (
    <SignedInProviders api={api}>
      <JoinPage token={token} />
    </SignedInProviders>
  );
}
