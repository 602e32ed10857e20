import { createFileRoute } from '@tanstack/react-router';
import { MeetingsPage } from '../../../features/meetings/meetings-page';
import { prefetchForSelectedClub } from '../../../app/clubs/prefetch';

export const Route = createFileRoute('/_app/meetings/')({
  loader: ({ context }) => {
    prefetchForSelectedClub(context, (clubId) =>
      context.trpc.meetings.upcoming.queryOptions({ clubId }),
    );
  },
  component: MeetingsPage,
});
