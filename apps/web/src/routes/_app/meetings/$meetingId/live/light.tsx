import { createFileRoute } from '@tanstack/react-router';
import { meetingScreenRoute } from '../../../../../app/clubs/meeting-screen-declaration';
import { LIVE_LIGHT_SCREEN } from '../../../../../app/screens';
import { LiveLightPage } from '../../../../../features/live/live-light-page';
import { meetingIdParams } from '../../../../../lib/route-params';

export const Route = createFileRoute('/_app/meetings/$meetingId/live/light')({
  params: meetingIdParams,
  ...meetingScreenRoute(LIVE_LIGHT_SCREEN),
  component: LiveLightRoute,
});

function LiveLightRoute() {
  const { meetingId } = Route.useParams();
  return <LiveLightPage meetingId={meetingId} />;
}
