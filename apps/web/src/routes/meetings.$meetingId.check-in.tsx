import { createFileRoute } from '@tanstack/react-router';
import { SignedInProviders } from '../app/auth/signed-in-providers';
import { CheckInPage } from '../features/check-in/check-in-page';
import { meetingIdParams } from '../lib/route-params';

/** `?code=…`: the console's current code, kept only when it is one (10 URL-safe characters). */
function validateCheckInSearch(search: Record<string, unknown>): { code?: string } {
  const { code } = search;
  return { code: typeof code === 'string' && /^[A-Za-z0-9_-]{10}$/.test(code) ? code : undefined };
}

/**
 * Meeting night's check-in (decision 074): opened from the console's QR code by members and
 * visitors alike, signed in or not, so it sits outside the signed-in layout.
 */
export const Route = createFileRoute('/meetings/$meetingId/check-in')({
  params: meetingIdParams,
  validateSearch: validateCheckInSearch,
  beforeLoad: ({ context }) => context.loadSignedInApi(),
  component: CheckInRoute,
});

function CheckInRoute() {
  const api = Route.useRouteContext();
  const { meetingId } = Route.useParams();
  const { code } = Route.useSearch();
  return (
    <SignedInProviders api={api}>
      <CheckInPage meetingId={meetingId} code={code} />
    </SignedInProviders>
  );
}
