import { Link } from '@tanstack/react-router';
import {
  ClipboardListIcon,
  DownloadIcon,
  FilePenLineIcon,
  FileTextIcon,
  PrinterIcon,
  RadioIcon,
} from 'lucide-react';
import { agendaExportFileName, agendaToPlainText } from '@lectern/domain';
import { Button, Card, PageHeader } from '@lectern/ui';
import { AccessDenied, MeetingNotFound } from './agenda-states';
import { AgendaSkeleton } from './agenda-skeleton';
import { AgendaTable } from './agenda-table';
import { ClubHeader, ClubMission, DetailsAndKeyRoles } from './agenda-cards';
import { AttendeesAndVoteSlips, ClubSheet } from './club-sheet';
import { saveFile } from '../../lib/download';
import { useMeetingScreen } from '../../app/clubs/meeting-screen';
import { VIEW_AGENDA_SCREEN } from '../../app/screens';
import { useAgenda, type AgendaData } from './use-agenda';
import { AGENDA_SCREEN_TEXT } from './text';

function exportAgenda({ meeting, club, rows }: AgendaData) {
  const text = agendaToPlainText({
    clubName: club.name,
    date: meeting.date,
    theme: meeting.theme,
    startTime: meeting.startTime,
    endTime: meeting.endTime,
    location: meeting.location,
    items: rows,
    locale: club.locale,
  });
  saveFile(
    new Blob([text], { type: 'text/plain;charset=utf-8' }),
    agendaExportFileName(club.name, meeting.date),
  );
}

/** View Agenda (/meetings/{id}/view-agenda), printable on A4. */
export function ViewAgendaPage({ meetingId }: { meetingId: number }) {
  const agenda = useAgenda(meetingId);
  const manages = useMeetingScreen(
    VIEW_AGENDA_SCREEN,
    agenda.status === 'ready' ? agenda.meeting.clubId : undefined,
  ).can('meeting:write');
  const ready = agenda.status === 'ready' ? agenda : null;

  const actions = ready ? (
    <>
      {ready.meeting.status === 'completed' ? (
        <Button asChild variant="outline">
          <Link to="/meetings/$meetingId/report" params={{ meetingId }}>
            <ClipboardListIcon aria-hidden />
            {AGENDA_SCREEN_TEXT.report}
          </Link>
        </Button>
      ) : null}
      {manages ? (
        <>
          <Button asChild variant="outline">
            <Link to="/meetings/$meetingId/edit-agenda" params={{ meetingId }}>
              <FilePenLineIcon aria-hidden />
              {AGENDA_SCREEN_TEXT.editAgenda}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/meetings/$meetingId/generate-agenda" params={{ meetingId }}>
              <FileTextIcon aria-hidden />
              {AGENDA_SCREEN_TEXT.generateAgenda}
            </Link>
          </Button>
        </>
      ) : null}
      <Button asChild variant="outline">
        <Link to="/meetings/$meetingId/live" params={{ meetingId }}>
          <RadioIcon aria-hidden />
          {AGENDA_SCREEN_TEXT.liveConsole}
        </Link>
      </Button>
      <Button variant="outline" onClick={() => window.print()}>
        <PrinterIcon aria-hidden />
        {AGENDA_SCREEN_TEXT.print}
      </Button>
      <Button onClick={() => exportAgenda(ready)}>
        <DownloadIcon aria-hidden />
        {AGENDA_SCREEN_TEXT.export}
      </Button>
    </>
  ) : undefined;

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={AGENDA_SCREEN_TEXT.viewTitle} actions={actions} className="print:hidden" />
      {agenda.status === 'unauthorized' ? (
        <AccessDenied />
      ) : agenda.status === 'error' ? (
        <MeetingNotFound error={agenda.error} />
      ) : agenda.status === 'loading' ? (
        <AgendaSkeleton />
      ) : (
        <div className="space-y-4 print:space-y-1.5">
          <ClubHeader meeting={agenda.meeting} club={agenda.club} />
          <Card className="py-2 print:border-0 print:py-0 print:shadow-none">
            <AgendaTable rows={agenda.rows} caption={AGENDA_SCREEN_TEXT.meetingAgenda} />
          </Card>
          <DetailsAndKeyRoles meeting={agenda.meeting} club={agenda.club} roles={agenda.roles} />
          <ClubMission meeting={agenda.meeting} club={agenda.club} />
          <AttendeesAndVoteSlips rsvps={agenda.rsvps} />
          <ClubSheet club={agenda.club} members={agenda.members} />
        </div>
      )}
    </div>
  );
}
