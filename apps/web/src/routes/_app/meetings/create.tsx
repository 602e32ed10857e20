import { createFileRoute } from '@tanstack/react-router';
import { clubScreenRoute } from '../../../app/clubs/club-screen-declaration';
import { CREATE_MEETING_SCREEN } from '../../../app/screens';
import { CreateMeetingPage } from '../../../features/meetings/create-meeting-page';

export const Route = createFileRoute('/_app/meetings/create')({
  ...clubScreenRoute(CREATE_MEETING_SCREEN),
  component: CreateMeetingPage,
});
