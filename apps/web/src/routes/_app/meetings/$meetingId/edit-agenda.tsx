import { createFileRoute } from '@tanstack/react-router';
import { meetingScreenRoute } from '../../../../app/clubs/meeting-screen-declaration';
import { EDIT_AGENDA_SCREEN } from '../../../../app/screens';
import { EditAgendaPage } from '../../../../features/agenda-editor/edit-agenda-page';
import { meetingIdParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/_app/meetings/$meetingId/edit-agenda')({
  params: meetingIdParams,
  // Starts the screen's queries while its code loads; failures show on the screen.
  ...meetingScreenRoute(EDIT_AGENDA_SCREEN),
  component: EditAgendaRoute,
});

function EditAgendaRoute() {
  const { meetingId } = Route.useParams();
  // A new meeting id starts a fresh form rather than keeping the previous meeting's edits.
  return <EditAgendaPage key={meetingId} meetingId={meetingId} />;
}
