import { createFileRoute } from '@tanstack/react-router';
import { SignedInProviders } from '../app/auth/signed-in-providers';
import { RespondPage } from '../features/respond/respond-page';

/**
 * A one-click answer from an e-mail (docs/decisions/045-email-and-one-click-answers.md): open to
 * everyone, signed in or not, so it sits outside the signed-in layout.
 */
export const Route = createFileRoute('/respond/$token')({
  beforeLoad: ({ context }) => context.loadSignedInApi(),
  component: RespondRoute,
});

function RespondRoute() {
  const api = Route.useRouteContext();
  const { token } = Route.useParams();
  return (
    <SignedInProviders api={api}>
      <RespondPage token={token} />
    </SignedInProviders>
  );
}
