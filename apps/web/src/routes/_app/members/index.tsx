import { createFileRoute } from '@tanstack/react-router';
import { MembersPage } from '../../../features/members/members-page';
import { ensureClubData } from '../../../app/clubs/club-data';

export const Route = createFileRoute('/_app/members/')({
  loader: ({ context }) =>
    ensureClubData(context, (clubId) => [context.trpc.members.list.queryOptions({ clubId })]),
  component: MembersPage,
});
