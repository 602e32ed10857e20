import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../../features/screens/screen-page';

export const Route = createFileRoute('/_app/membership/guest-follow-up')({
  component: () => <ScreenPage screen="guestFollowUp" />,
});
