import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../features/screens/screen-page';
import { PlatformClubsSection } from '../../features/platform-clubs/platform-clubs-section';

export const Route = createFileRoute('/_app/super-admin')({
  component: () => (
    <>
      <ScreenPage screen="superAdmin" />
      <PlatformClubsSection />
    </>
  ),
});
