import { createFileRoute } from '@tanstack/react-router';
import { meetingScreenRoute } from '../../../../../app/clubs/meeting-screen-declaration';
import { LIVE_CONSOLE_SCREEN } from '../../../../../app/screens';
import { LiveConsolePage } from '../../../../../features/live/live-console-page';
import { meetingIdParams } from '../../../../../lib/route-params';

export const Route = createFileRoute('/_app/meetings/$meetingId/live/')({
  params: meetingIdParams,
  ...meetingScreenRoute(LIVE_CONSOLE_SCREEN),
  component: LiveConsoleRoute,
});

function LiveConsoleRoute() {
  const { meetingId } = Route.useParams();
  return <LiveConsolePage meetingId={meetingId} />;
}
