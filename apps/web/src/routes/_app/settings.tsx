import { createFileRoute } from '@tanstack/react-router';
import { can } from '@lectern/domain';
import { SettingsPage } from '../../features/settings/settings-page';
import { ensureClubData } from '../../app/clubs/club-data';

export const Route = createFileRoute('/_app/settings')({
  // The screen shows once its club, members and menu are in (and the templates, for officers).
  loader: ({ context }) =>
    ensureClubData(context, (clubId, membership) => [
      context.trpc.clubs.get.queryOptions({ clubId }),
      context.trpc.members.list.queryOptions({ clubId }),
      context.trpc.menuItems.list.queryOptions({ clubId }),
      context.trpc.reminders.settings.queryOptions({ clubId }),
      ...(can({ userId: 0, isSuperAdmin: false, membership }, 'template:read')
        ? [context.trpc.agendaTemplates.list.queryOptions({ clubId })]
        : []),
    ]),
  component: SettingsPage,
});
