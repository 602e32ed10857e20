import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { formatDuration, formatLongDate } from '@lectern/domain';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, PageHeader } from '@lectern/ui';
import { serverMessageOf } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { MEETING_REPORT_PAGE_TEXT as TEXT } from './text';

type Report = NonNullable<ReturnType<typeof useReport>['data']>;

function useReport(meetingId: number) {
  const trpc = useTRPC();
  return useQuery(trpc.meetings.report.queryOptions({ meetingId }));
}

function windowOf(time: Report['times'][number]): string {
  if (time.qualifyFromSeconds === null || time.qualifyToSeconds === null) return TEXT.untimed;
  return `${formatDuration(time.qualifyFromSeconds)}–${formatDuration(time.qualifyToSeconds)}`;
}

function TimerSection({ times }: { times: Report['times'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          {TEXT.timer}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {times.length === 0 ? (
          <p className="text-muted-foreground">{TEXT.noTimes}</p>
        ) : (
          <table className="w-full text-left text-sm" aria-label={TEXT.timer}>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2">
                  {TEXT.columns.item}
                </th>
                <th scope="col">{TEXT.columns.presenter}</th>
                <th scope="col">{TEXT.columns.time}</th>
                <th scope="col">{TEXT.columns.window}</th>
                <th scope="col">{TEXT.columns.result}</th>
              </tr>
            </thead>
            <tbody>
              {times.map((time) => (
                <tr key={time.itemIndex} className="border-b last:border-0">
                  <td className="py-2">{time.activity}</td>
                  <td>{time.presenter}</td>
                  <td className="tabular-nums">{formatDuration(time.elapsedMs / 1000)}</td>
                  <td className="tabular-nums">{windowOf(time)}</td>
                  <td>
                    {time.qualified === null ? (
                      TEXT.untimed
                    ) : (
                      <Badge variant={time.qualified ? 'default' : 'destructive'}>
                        {time.qualified ? TEXT.qualified : TEXT.notQualified}
                      </Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

function VotesSection({ votes }: { votes: Report['votes'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          {TEXT.votes}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {votes.status === 'open' ? (
          <p className="text-muted-foreground">{TEXT.votesOpen}</p>
        ) : votes.categories.length === 0 ? (
          <p className="text-muted-foreground">{TEXT.noVotes}</p>
        ) : (
          <ul className="divide-y" aria-label={TEXT.votes}>
            {votes.categories.map((category) => (
              <li
                key={category.category}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <span className="font-medium">{category.category}</span>
                <span className="flex flex-wrap items-center gap-2">
                  {category.winners.length === 0 ? (
                    <span className="text-muted-foreground">{TEXT.noWinner}</span>
                  ) : (
                    <span>{category.winners.map((winner) => winner.name).join(', ')}</span>
                  )}
                  {category.tie ? <Badge variant="secondary">{TEXT.tie}</Badge> : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AhCounterSection({ fillers }: { fillers: Report['fillers'] }) {
  // The words anyone was counted for, in the club's order.
  const counted = fillers.words.filter((word) =>
    fillers.speakers.some((speaker) => speaker.counts.some((count) => count.word === word)),
  );
  const others = [
    ...new Set(fillers.speakers.flatMap((speaker) => speaker.counts.map((count) => count.word))),
  ].filter((word) => !counted.includes(word));
  const words = [...counted, ...others];
  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          {TEXT.ahCounter}
        </CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        {fillers.speakers.length === 0 ? (
          <p className="text-muted-foreground">{TEXT.noFillers}</p>
        ) : (
          <table className="w-full text-left text-sm" aria-label={TEXT.ahCounter}>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2">
                  {TEXT.columns.speaker}
                </th>
                {words.map((word) => (
                  <th key={word} scope="col">
                    {word}
                  </th>
                ))}
                <th scope="col">{TEXT.fillerTotal}</th>
              </tr>
            </thead>
            <tbody>
              {fillers.speakers.map((speaker) => (
                <tr key={speaker.userId} className="border-b last:border-0">
                  <th scope="row" className="py-2 font-normal">
                    {speaker.name}
                  </th>
                  {words.map((word) => (
                    <td key={word} className="tabular-nums">
                      {speaker.counts.find((count) => count.word === word)?.count ?? 0}
                    </td>
                  ))}
                  <td className="font-semibold tabular-nums">{speaker.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

function AttendanceSection({ attendance }: { attendance: Report['attendance'] }) {
  const total = attendance.members + attendance.guests;
  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          {TEXT.attendance}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {total === 0 ? (
          <p className="text-muted-foreground">{TEXT.noAttendance}</p>
        ) : (
          <>
            <p>{TEXT.counts(attendance.members, attendance.guests)}</p>
            {attendance.people.length > 0 ? (
              <ul className="grid gap-1 sm:grid-cols-2">
                {attendance.people.map((person, index) => (
                  <li key={`${person.name}-${index}`} className="flex items-center gap-2">
                    <span>{person.name}</span>
                    {person.isGuest ? <Badge variant="secondary">{TEXT.guest}</Badge> : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The meeting report (/meetings/{id}/report): the Timer's results, the votes' winners, the
 * Ah-Counter's counts and who was there.
 */
export function MeetingReportPage({ meetingId }: { meetingId: number }) {
  const report = useReport(meetingId);
  const back = (
    <Button asChild variant="outline">
      <Link to="/meetings/$meetingId/view-agenda" params={{ meetingId }}>
        <ArrowLeftIcon aria-hidden />
        {TEXT.backToAgenda}
      </Link>
    </Button>
  );
  const data = report.data;
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <PageHeader
        title={TEXT.title}
        description={data ? `${data.title} · ${formatLongDate(data.date)}` : undefined}
        actions={back}
      />
      {data ? (
        <>
          <TimerSection times={data.times} />
          <VotesSection votes={data.votes} />
          <AhCounterSection fillers={data.fillers} />
          <AttendanceSection attendance={data.attendance} />
        </>
      ) : report.isError ? (
        <p role="alert">{serverMessageOf(report.error) ?? TEXT.notFound}</p>
      ) : (
        <p role="status" className="text-muted-foreground">
          {TEXT.loading}
        </p>
      )}
    </div>
  );
}
