import { createFileRoute } from '@tanstack/react-router';
import { clubScreenRoute } from '../../../app/clubs/club-screen-declaration';
import { OUTREACH_SCREEN } from '../../../app/screens';
import { OutreachPage } from '../../../features/growth/outreach-page';

export const Route = createFileRoute('/_app/membership/outreach')({
  ...clubScreenRoute(OUTREACH_SCREEN),
  component: OutreachPage,
});
