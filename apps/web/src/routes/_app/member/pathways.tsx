import { createFileRoute } from '@tanstack/react-router';
import { ensureClubData } from '../../../app/clubs/club-data';
import { MyPathwaysPage } from '../../../features/progress/my-pathways-page';

export const Route = createFileRoute('/_app/member/pathways')({
  loader: ({ context }) => {
    const me = context.queryClient.getQueryData(context.trpc.auth.user.queryKey());
    return ensureClubData(context, (clubId) => [
      context.trpc.profile.get.queryOptions({ clubId }),
      context.trpc.pathways.list.queryOptions(),
      ...(me ? [context.trpc.pathways.progress.queryOptions({ clubId, userId: me.id })] : []),
    ]);
  },
  component: MyPathwaysPage,
});
