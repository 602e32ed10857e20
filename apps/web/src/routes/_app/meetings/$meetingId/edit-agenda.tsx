import { createFileRoute } from '@tanstack/react-router';
import { EditAgendaPage } from '../../../../features/agenda-editor/edit-agenda-page';
import { meetingIdParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/_app/meetings/$meetingId/edit-agenda')({
  params: meetingIdParams,
  // Starts the screen's two main queries while its code loads; failures show on the screen.
  loader: ({ context, params: { meetingId } }) => {
    void context.queryClient.prefetchQuery(context.trpc.meetings.get.queryOptions({ meetingId }));
    void context.queryClient.prefetchQuery(
      context.trpc.meetingRoles.list.queryOptions({ meetingId }),
    );
  },
  component: EditAgendaRoute,
});

function EditAgendaRoute() {
  const { meetingId } = Route.useParams();
  // A new meeting id starts a fresh form rather than keeping the previous meeting's edits.
  return <EditAgendaPage key={meetingId} meetingId={meetingId} />;
}
