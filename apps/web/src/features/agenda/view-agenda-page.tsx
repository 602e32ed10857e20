import { Link } from '@tanstack/react-router';
import { DownloadIcon, FilePenLineIcon, FileTextIcon, PrinterIcon } from 'lucide-react';
import { agendaExportFileName, agendaToPlainText } from '@lectern/domain';
import { Button, Card, PageHeader } from '@lectern/ui';
import { AccessDenied, MeetingNotFound } from './agenda-states';
import { AgendaSkeleton } from './agenda-skeleton';
import { AgendaTable } from './agenda-table';
import { ClubHeader, ClubMission, DetailsAndKeyRoles } from './agenda-cards';
import { AttendeesAndVoteSlips, ClubSheet } from './club-sheet';
import { saveFile } from '../../lib/download';
import { useManagesClub } from './role-in-club';
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
  });
  saveFile(
    new Blob([text], { type: 'text/plain;charset=utf-8' }),
    agendaExportFileName(club.name, meeting.date),
  );
}

/** View Agenda (/meetings/{id}/view-agenda), printable on A4. */
export function ViewAgendaPage({ meetingId }: { meetingId: number }) {
  const agenda = useAgenda(meetingId);
  const manages = useManagesClub(agenda.status === 'ready' ? agenda.meeting.clubId : undefined);
  const ready = agenda.status === 'ready' ? agenda : null;

  const actions = ready ? (
    <>
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
