import { createFileRoute } from '@tanstack/react-router';
import { meetingScreenRoute } from '../../../../app/clubs/meeting-screen-declaration';
import { MEETING_REPORT_SCREEN } from '../../../../app/screens';
import { MeetingReportPage } from '../../../../features/meeting-report/meeting-report-page';
import { meetingIdParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/_app/meetings/$meetingId/report')({
  params: meetingIdParams,
  ...meetingScreenRoute(MEETING_REPORT_SCREEN),
  component: MeetingReportRoute,
});

function MeetingReportRoute() {
  const { meetingId } = Route.useParams();
  return <MeetingReportPage meetingId={meetingId} />;
}
