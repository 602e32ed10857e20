import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_REPORT_PERIOD,
  hasEnoughHistory,
  REPORT_PERIOD_LABELS,
  REPORT_PERIODS,
  reportCsv,
  type ReportPeriod,
} from '@lectern/domain';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Delayed,
  Label,
  OptionSelect,
  PageHeader,
  Progress,
  Skeleton,
  StatCard,
} from '@lectern/ui';
import { CalendarIcon, DollarSignIcon, DownloadIcon, MicIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ClubScreen } from '../../app/clubs/club-screen';
import { REPORTS_SCREEN } from '../../app/screens';
import { saveFile } from '../../lib/download';
import { useTRPC } from '../../lib/trpc';
import { BarChart, LineChart } from './charts';
import { REPORTS_SCREEN_TEXT as S, REPORTS_TEXT as T } from './text';
import { useClubFormat } from '../../app/clubs/club-format';

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card id={id} className="scroll-mt-20">
      <CardHeader>
        <h2 className="leading-tight font-semibold">{title}</h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">{children}</CardContent>
    </Card>
  );
}

function ReportsSkeleton() {
  return (
    <>
      <PageHeader title={T.title} />
      <Delayed>
        <div className="space-y-6" aria-busy="true">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-28 w-full" />
            ))}
          </div>
          <Skeleton className="h-72 w-full" />
        </div>
      </Delayed>
    </>
  );
}

function ReportsBody({ clubId }: { clubId: number }) {
  const format = useClubFormat();
  const trpc = useTRPC();
  const [period, setPeriod] = useState<ReportPeriod>(DEFAULT_REPORT_PERIOD);
  const report = useQuery({
    ...trpc.reports.club.queryOptions({ clubId, period }),
    placeholderData: keepPreviousData,
  });
  const data = report.data;
  const exportCsv = () => {
    if (!data) return;
    saveFile(
      new Blob([reportCsv(data, format)], { type: 'text/csv;charset=utf-8' }),
      `club-report-${period}-${data.end}.csv`,
    );
  };
  return (
    <>
      <PageHeader
        title={T.title}
        description={
          data ? S.periodRange(format.date(data.start), format.date(data.end)) : undefined
        }
        actions={
          <div className="flex flex-wrap items-end gap-2">
            <div className="space-y-1">
              <Label htmlFor="report-period">{T.period}</Label>
              <OptionSelect
                id="report-period"
                className="w-44"
                value={period}
                onValueChange={(value) => setPeriod(value as ReportPeriod)}
                options={REPORT_PERIODS.map((p) => ({ value: p, label: REPORT_PERIOD_LABELS[p] }))}
              />
            </div>
            <Button variant="outline" onClick={exportCsv} disabled={!data}>
              <DownloadIcon aria-hidden /> {T.exportReport}
            </Button>
          </div>
        }
      />
      {report.isError && !data ? (
        <p className="text-destructive">{S.loadFailed}</p>
      ) : !data ? (
        <Skeleton className="h-72 w-full" />
      ) : (
        <div className="space-y-6" aria-busy={report.isFetching}>
          <div id="report-cards" className="grid scroll-mt-20 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard title={T.cards.totalMembers} icon={UsersIcon} value={data.totalMembers} />
            <StatCard
              title={T.cards.totalMeetings}
              icon={CalendarIcon}
              value={data.totalMeetings}
            />
            <StatCard
              title={T.cards.speechesCompleted}
              icon={MicIcon}
              value={data.speechesCompleted}
            />
            <StatCard
              title={T.cards.revenue}
              icon={DollarSignIcon}
              value={format.moneyWhole(data.revenueCents)}
            />
          </div>
          <div className="grid gap-6 xl:grid-cols-2">
            <Block id="membership" title={T.membershipAnalytics}>
              {hasEnoughHistory(data.membership) ? (
                <LineChart title={T.membershipChart} points={data.membership} unit={S.members} />
              ) : (
                <p className="text-sm text-muted-foreground">{T.membershipPlaceholder}</p>
              )}
            </Block>
            <Block id="attendance" title={T.attendanceAnalytics}>
              {hasEnoughHistory(data.attendance) ? (
                <BarChart title={T.attendanceChart} points={data.attendance} unit={S.attending} />
              ) : (
                <p className="text-sm text-muted-foreground">{T.attendancePlaceholder}</p>
              )}
            </Block>
          </div>
          <div className="grid gap-6 lg:grid-cols-3">
            <Block id="role-distribution" title={T.roleDistribution}>
              <ul className="space-y-2">
                {data.roleDistribution.map((r) => (
                  <li key={r.label} className="flex justify-between text-sm">
                    <span>{r.label}</span>
                    <span className="text-muted-foreground">
                      {r.count} ({r.percent}%)
                    </span>
                  </li>
                ))}
              </ul>
            </Block>
            <Block id="pathways-levels" title={T.pathwaysLevels}>
              <ul className="space-y-2">
                {data.pathwayLevels.map((l) => (
                  <li key={l.level} className="space-y-1">
                    <div className="flex justify-between text-sm">
                      <span>Level {l.level}</span>
                      <span className="text-muted-foreground">
                        {l.count} ({l.percent}%)
                      </span>
                    </div>
                    <Progress value={l.percent} aria-label={`Level ${l.level}: ${l.percent}%`} />
                  </li>
                ))}
              </ul>
            </Block>
            <Block id="meeting-stats" title={T.meetingStats}>
              {data.meetingStats.total === 0 ? (
                <p className="text-sm text-muted-foreground">{T.noMeetings}</p>
              ) : (
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <dt>{T.meetingStatLabels.completed}</dt>
                  <dd className="text-right font-medium">{data.meetingStats.completed}</dd>
                  <dt>{T.meetingStatLabels.upcoming}</dt>
                  <dd className="text-right font-medium">{data.meetingStats.upcoming}</dd>
                  <dt>{T.meetingStatLabels.cancelled}</dt>
                  <dd className="text-right font-medium">{data.meetingStats.cancelled}</dd>
                  <dt>{T.meetingStatLabels.averageAttendance}</dt>
                  <dd className="text-right font-medium">
                    {data.meetingStats.averageAttendance.toFixed(1)}
                  </dd>
                </dl>
              )}
            </Block>
          </div>
          <nav aria-label={T.title} className="flex flex-wrap gap-2">
            {T.reportButtons.map((name) => (
              <Button key={name} variant="outline" asChild>
                <a href={`#${S.sections[name] ?? 'report-cards'}`}>{name}</a>
              </Button>
            ))}
          </nav>
        </div>
      )}
    </>
  );
}

/** Club Reports & Analytics (/reports): the club's figures for a period, from its records. */
export function ReportsPage() {
  return (
    <ClubScreen
      screen={REPORTS_SCREEN}
      title={T.title}
      noClub={T.noClub}
      skeleton={<ReportsSkeleton />}
      loadFailed={S.loadFailed}
      denied={
        <>
          <PageHeader title={T.title} />
          <p className="text-sm text-muted-foreground">{T.officersOnly}</p>
        </>
      }
    >
      {(club) => <ReportsBody clubId={club.clubId} />}
    </ClubScreen>
  );
}
