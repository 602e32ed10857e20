import { createFileRoute } from '@tanstack/react-router';
import { MeetingsPage } from '../../../features/meetings/meetings-page';
import { ensureClubData } from '../../../app/clubs/club-data';

export const Route = createFileRoute('/_app/meetings/')({
  loader: ({ context }) => {
    // Only starts loading: the screen shows its own skeleton meanwhile.
    void ensureClubData(context, (clubId) => [
      context.trpc.meetings.upcoming.queryOptions({ clubId }),
    ]);
  },
  component: MeetingsPage,
});
