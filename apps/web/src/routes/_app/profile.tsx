import { createFileRoute } from '@tanstack/react-router';
import { ensureClubData } from '../../app/clubs/club-data';
import { ProfilePage } from '../../features/profile/profile-page';

export const Route = createFileRoute('/_app/profile')({
  loader: ({ context }) => {
    // Only starts loading: the screen shows its skeleton cards meanwhile.
    void ensureClubData(context, (clubId) => [context.trpc.profile.get.queryOptions({ clubId })]);
    void context.queryClient
      .ensureQueryData(context.trpc.apiTokens.list.queryOptions())
      .catch(() => undefined);
  },
  component: ProfilePage,
});
