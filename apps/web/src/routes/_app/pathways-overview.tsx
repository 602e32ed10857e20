import { createFileRoute } from '@tanstack/react-router';
import { ensureClubData } from '../../app/clubs/club-data';
import { CataloguePage } from '../../features/progress/catalogue-page';

export const Route = createFileRoute('/_app/pathways-overview')({
  loader: ({ context }) => {
    const me = context.queryClient.getQueryData(context.trpc.auth.user.queryKey());
    return ensureClubData(context, (clubId) => [
      context.trpc.pathways.list.queryOptions(),
      ...(me ? [context.trpc.pathways.progress.queryOptions({ clubId, userId: me.id })] : []),
    ]);
  },
  component: CataloguePage,
});
