import { createFileRoute } from '@tanstack/react-router';
import { CreateMeetingPage } from '../../../features/meetings/create-meeting-page';
import { prefetchForSelectedClub } from '../../../app/clubs/prefetch';

export const Route = createFileRoute('/_app/meetings/create')({
  loader: ({ context }) => {
    prefetchForSelectedClub(context, (clubId) =>
      context.trpc.agendaTemplates.list.queryOptions({ clubId }),
    );
  },
  component: CreateMeetingPage,
});
