import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../../../../features/screens/screen-page';
import { meetingIdParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/_app/meetings/$meetingId/edit-agenda')({
  params: meetingIdParams,
  component: () => <ScreenPage screen="editAgenda" />,
});
