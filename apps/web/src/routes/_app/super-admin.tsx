import { createFileRoute } from '@tanstack/react-router';
import { OutboxLinkCard } from '../../features/dev-outbox/outbox-page';
import { PlatformClubsSection } from '../../features/platform-clubs/platform-clubs-section';
import { SuperAdminPage } from '../../features/super-admin/super-admin-page';

export const Route = createFileRoute('/_app/super-admin')({
  component: () => (
    <SuperAdminPage>
      <PlatformClubsSection />
      <OutboxLinkCard />
    </SuperAdminPage>
  ),
});
