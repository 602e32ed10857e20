import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { DownloadIcon, EyeIcon, EyeOffIcon, PrinterIcon } from 'lucide-react';
import { agendaFacts, TBD, roleGroupProgress } from '@lectern/domain';
import { Button, Card, CardContent, CardHeader, PageHeader, Progress, Skeleton } from '@lectern/ui';
import { printInNewWindow } from '../../lib/print-window';
import { AccessDenied, MeetingNotFound } from './agenda-states';
import { AgendaSkeleton } from './agenda-skeleton';
import { AgendaTable } from './agenda-table';
import { useDownloadAgendaPdf } from './agenda-mutations';
import { useMeetingScreen } from '../../app/clubs/meeting-screen';
import { GENERATE_AGENDA_SCREEN } from '../../app/screens';
import { useAgenda, type AgendaData } from './use-agenda';
import { AGENDA_SCREEN_TEXT, AGENDA_TEXT } from './text';

// The details form brings react-hook-form and zod: it is fetched as soon as the screen's code
// runs, beside the screen rather than in its first load.
const detailsForm = import('./details-form');
const DetailsForm = lazy(() => detailsForm.then((module) => ({ default: module.DetailsForm })));

const PROGRESS_COLOUR = {
  green: 'bg-timing-green',
  yellow: 'bg-timing-amber',
  red: 'bg-timing-red',
} as const;

function RoleProgress({ roles }: Pick<AgendaData, 'roles'>) {
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-tight font-semibold">{AGENDA_SCREEN_TEXT.roleProgress}</h2>
      </CardHeader>
      <CardContent className="space-y-3">
        <ul className="space-y-3">
          {roleGroupProgress(roles).map((group) => (
            <li key={group.group} className="space-y-1">
              <div className="flex justify-between text-sm">
                <span>{group.group}</span>
                <span className="text-muted-foreground tabular-nums">
                  {AGENDA_SCREEN_TEXT.roleProgressValue(group.filled, group.total)}
                </span>
              </div>
              <Progress
                value={group.percent}
                aria-label={AGENDA_SCREEN_TEXT.roleProgressLabel(
                  group.group,
                  group.filled,
                  group.total,
                )}
                data-colour={group.colour}
                // An empty group shows a red track rather than a bar that claims progress.
                className={group.colour === 'red' ? 'bg-timing-red/35' : 'bg-muted'}
                indicatorClassName={PROGRESS_COLOUR[group.colour]}
              />
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">{AGENDA_TEXT.missingAssignmentsTip}</p>
      </CardContent>
    </Card>
  );
}

/** The formatted agenda with the red header, as printed. */
function Preview({ agenda }: { agenda: AgendaData }) {
  const { meeting, club, rows } = agenda;
  const facts = agendaFacts(meeting, club);
  const pdf = useDownloadAgendaPdf(meeting.id, club.name, meeting.date);
  const agendaRef = useRef<HTMLDivElement>(null);
  // Print opens a new window with the agenda alone; a blocked window prints this page instead
  // (its print styles hide everything but the agenda).
  const print = () => {
    const html = agendaRef.current?.outerHTML;
    if (!html || !printInNewWindow(`${club.name} — ${meeting.title}`, html)) window.print();
  };
  return (
    <section aria-label={AGENDA_SCREEN_TEXT.preview} className="space-y-3">
      <div className="flex flex-wrap justify-end gap-2 print:hidden">
        <Button variant="outline" onClick={print}>
          <PrinterIcon aria-hidden />
          {AGENDA_SCREEN_TEXT.printAgenda}
        </Button>
        <Button onClick={() => void pdf.download()} disabled={pdf.pending}>
          <DownloadIcon aria-hidden />
          {pdf.pending ? AGENDA_SCREEN_TEXT.downloading : AGENDA_SCREEN_TEXT.downloadPdf}
        </Button>
      </div>
      <Card ref={agendaRef} className="gap-0 overflow-hidden py-0 print:border-0 print:shadow-none">
        <div
          className="bg-[#b3121f] px-5 py-4 text-white print-exact"
          data-testid="agenda-preview-header"
        >
          <h2 className="text-xl font-bold">{club.name}</h2>
          {facts.clubLine ? <p className="text-sm">{facts.clubLine}</p> : null}
          <p className="mt-1 font-semibold">
            {meeting.title} · {facts.dateText} · {facts.timeRange}
          </p>
          <p className="text-sm">
            {AGENDA_TEXT.themeLabel}: {meeting.theme?.trim() || TBD}
          </p>
        </div>
        <AgendaTable rows={rows} caption={AGENDA_SCREEN_TEXT.meetingAgenda} />
        <p className="border-t bg-muted px-5 py-2 text-sm font-medium print-exact">
          {AGENDA_TEXT.evaluationFormsRow}
        </p>
        <div className="grid grid-cols-3 gap-2 px-5 py-3 print:py-1">
          {AGENDA_TEXT.voteSlips.map((award) => (
            <div key={award} className="rounded border border-dashed p-2 text-sm print:text-[8pt]">
              <p className="font-semibold">{award}</p>
              <p className="mt-3 text-muted-foreground">{AGENDA_SCREEN_TEXT.voteSlipName}</p>
            </div>
          ))}
        </div>
        <p className="border-t px-5 py-2 text-sm">
          <span className="font-semibold">{AGENDA_TEXT.nextMeeting}: </span>
          {facts.nextMeeting}
        </p>
      </Card>
    </section>
  );
}

/** Generate Meeting Agenda (/meetings/{id}/generate-agenda). */
export function GenerateAgendaPage({ meetingId }: { meetingId: number }) {
  const agenda = useAgenda(meetingId);
  const [showPreview, setShowPreview] = useState(false);
  const ready = agenda.status === 'ready' ? agenda : null;
  const manages = useMeetingScreen(GENERATE_AGENDA_SCREEN, ready?.meeting.clubId).can(
    'meeting:write',
  );

  const actions = ready ? (
    <>
      <Button variant="outline" asChild>
        <Link to="/meetings/$meetingId/view-agenda" params={{ meetingId }}>
          {AGENDA_TEXT.backToAgenda}
        </Link>
      </Button>
      <Button
        variant="outline"
        aria-expanded={showPreview}
        onClick={() => setShowPreview((shown) => !shown)}
      >
        {showPreview ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
        {showPreview ? AGENDA_SCREEN_TEXT.hidePreview : AGENDA_SCREEN_TEXT.showPreview}
      </Button>
    </>
  ) : undefined;

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={AGENDA_SCREEN_TEXT.generateTitle}
        actions={actions}
        className="print:hidden"
      />
      {agenda.status === 'unauthorized' ? (
        <AccessDenied />
      ) : agenda.status === 'error' ? (
        <MeetingNotFound error={agenda.error} />
      ) : agenda.status === 'loading' ? (
        <AgendaSkeleton />
      ) : (
        <div className="space-y-4">
          <div className="grid gap-4 lg:grid-cols-2 print:hidden">
            <Suspense fallback={<Skeleton className="h-96 w-full rounded-xl" />}>
              <DetailsForm key={agenda.meeting.id} agenda={agenda} manages={manages} />
            </Suspense>
            <RoleProgress roles={agenda.roles} />
          </div>
          {showPreview ? <Preview agenda={agenda} /> : null}
        </div>
      )}
    </div>
  );
}
