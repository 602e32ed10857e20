import { createFileRoute } from '@tanstack/react-router';
import { clubScreenRoute } from '../../app/clubs/club-screen-declaration';
import { SETTINGS_SCREEN } from '../../app/screens';
import { SettingsPage } from '../../features/settings/settings-page';

export const Route = createFileRoute('/_app/settings')({
  ...clubScreenRoute(SETTINGS_SCREEN),
  component: SettingsPage,
});
