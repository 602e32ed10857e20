import { createFileRoute } from '@tanstack/react-router';
import { CreateMeetingPage } from '../../../features/meetings/create-meeting-page';
import { ensureClubData } from '../../../app/clubs/club-data';

export const Route = createFileRoute('/_app/meetings/create')({
  loader: ({ context }) => {
    // Only starts loading: the screen shows its own skeleton meanwhile.
    void ensureClubData(context, (clubId) => [
      context.trpc.agendaTemplates.list.queryOptions({ clubId }),
    ]);
  },
  component: CreateMeetingPage,
});
