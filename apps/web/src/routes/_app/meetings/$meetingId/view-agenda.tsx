import { createFileRoute } from '@tanstack/react-router';
import { ViewAgendaPage } from '../../../../features/agenda/view-agenda-page';
import { meetingIdParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/_app/meetings/$meetingId/view-agenda')({
  params: meetingIdParams,
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(
      context.trpc.meetings.get.queryOptions({ meetingId: params.meetingId }),
    );
    void context.queryClient.prefetchQuery(
      context.trpc.meetingRoles.list.queryOptions({ meetingId: params.meetingId }),
    );
  },
  component: ViewAgendaRoute,
});

function ViewAgendaRoute() {
  const { meetingId } = Route.useParams();
  return <ViewAgendaPage meetingId={meetingId} />;
}
