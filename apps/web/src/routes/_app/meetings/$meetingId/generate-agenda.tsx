import { createFileRoute } from '@tanstack/react-router';
import { meetingScreenRoute } from '../../../../app/clubs/meeting-screen-declaration';
import { GENERATE_AGENDA_SCREEN } from '../../../../app/screens';
import { GenerateAgendaPage } from '../../../../features/agenda/generate-agenda-page';
import { meetingIdParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/_app/meetings/$meetingId/generate-agenda')({
  params: meetingIdParams,
  ...meetingScreenRoute(GENERATE_AGENDA_SCREEN),
  component: GenerateAgendaRoute,
});

function GenerateAgendaRoute() {
  const { meetingId } = Route.useParams();
  return <GenerateAgendaPage meetingId={meetingId} />;
}
