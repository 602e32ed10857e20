import { createFileRoute } from '@tanstack/react-router';
import { GenerateAgendaPage } from '../../../../features/agenda/generate-agenda-page';
import { meetingIdParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/_app/meetings/$meetingId/generate-agenda')({
  params: meetingIdParams,
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(
      context.trpc.meetings.get.queryOptions({ meetingId: params.meetingId }),
    );
    void context.queryClient.prefetchQuery(
      context.trpc.meetingRoles.list.queryOptions({ meetingId: params.meetingId }),
    );
  },
  component: GenerateAgendaRoute,
});

function GenerateAgendaRoute() {
  const { meetingId } = Route.useParams();
  return <GenerateAgendaPage meetingId={meetingId} />;
}
