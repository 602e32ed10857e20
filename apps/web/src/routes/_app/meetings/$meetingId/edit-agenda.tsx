import { createFileRoute } from '@tanstack/react-router';
import { EditAgendaPage } from '../../../../features/agenda-editor/edit-agenda-page';
import { meetingIdParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/_app/meetings/$meetingId/edit-agenda')({
  params: meetingIdParams,
  component: EditAgendaRoute,
});

function EditAgendaRoute() {
  const { meetingId } = Route.useParams();
  // A new meeting id starts a fresh form rather than keeping the previous meeting's edits.
  return <EditAgendaPage key={meetingId} meetingId={meetingId} />;
}
