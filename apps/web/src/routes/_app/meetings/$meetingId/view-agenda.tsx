import { createFileRoute } from '@tanstack/react-router';
import { meetingScreenRoute } from '../../../../app/clubs/meeting-screen-declaration';
import { VIEW_AGENDA_SCREEN } from '../../../../app/screens';
import { ViewAgendaPage } from '../../../../features/agenda/view-agenda-page';
import { meetingIdParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/_app/meetings/$meetingId/view-agenda')({
  params: meetingIdParams,
  ...meetingScreenRoute(VIEW_AGENDA_SCREEN),
  component: ViewAgendaRoute,
});

function ViewAgendaRoute() {
  const { meetingId } = Route.useParams();
  return <ViewAgendaPage meetingId={meetingId} />;
}
