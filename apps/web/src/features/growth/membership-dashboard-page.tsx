import { useSuspenseQuery } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, PageHeader, Progress, StatCard } from '@lectern/ui';
import { ClubScreen, type SelectedClub } from '../../app/clubs/club-screen';
import { MEMBERSHIP_DASHBOARD_SCREEN } from '../../app/screens';
import { useTRPC } from '../../lib/trpc';
import { dateOf, LinkButton, OfficersOnly, PageSkeleton, StatGrid } from './parts';
import { MEMBERSHIP_PAGE_TEXT } from './text';
import { useClubFormat } from '../../app/clubs/club-format';

const T = MEMBERSHIP_PAGE_TEXT.dashboard;

/** VP Membership Dashboard (/membership/dashboard). */
export function MembershipDashboardPage() {
  return (
    <ClubScreen
      screen={MEMBERSHIP_DASHBOARD_SCREEN}
      title={T.title}
      noClub={MEMBERSHIP_PAGE_TEXT.noClub}
      skeleton={<PageSkeleton title={T.title} />}
      loadFailed={T.loadFailed}
      denied={<OfficersOnly title={T.title} />}
    >
      {(club) => <Dashboard club={club} />}
    </ClubScreen>
  );
}

/** A figure with no period behind it yet (retention in a young club). */
const NOT_MEASURED = '—';

function Dashboard({ club }: { club: SelectedClub }) {
  const format = useClubFormat();
  const trpc = useTRPC();
  const { data } = useSuspenseQuery(trpc.growth.dashboard.queryOptions({ clubId: club.clubId }));
  const goals = [
    { key: 'activeMembers', label: T.goalLabels.activeMembers, suffix: '' },
    { key: 'guestsConverted', label: T.goalLabels.guestsConverted, suffix: '' },
    { key: 'retention', label: T.goalLabels.retention, suffix: '%' },
  ] as const;
  return (
    <>
      <PageHeader
        title={T.title}
        description={T.description}
        actions={
          <>
            <LinkButton to="/membership/guest-follow-up">{T.links.guests}</LinkButton>
            <LinkButton to="/members">{T.links.members}</LinkButton>
            <LinkButton to="/reports">{T.links.reports}</LinkButton>
          </>
        }
      />
      <StatGrid>
        <StatCard title={T.stats.activeMembers} value={data.activeMembers} />
        <StatCard title={T.stats.newMembers} value={data.newMembers} />
        <StatCard
          title={T.stats.retention}
          value={data.retentionRate === null ? NOT_MEASURED : `${data.retentionRate}%`}
        />
        <StatCard title={T.stats.converted} value={data.guestsConvertedThisYear} />
      </StatGrid>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="leading-tight font-semibold">{T.goals}</h2>
          </CardHeader>
          <CardContent className="space-y-4">
            {goals.map((goal) => {
              const figure = data.goals[goal.key];
              return (
                <div key={goal.key} className="space-y-1">
                  <div className="flex justify-between text-sm">
                    <span>{goal.label}</span>
                    <span className="text-muted-foreground">
                      {figure.current === null ? NOT_MEASURED : `${figure.current}${goal.suffix}`}
                      {' / '}
                      {figure.target}
                      {goal.suffix}
                    </span>
                  </div>
                  <Progress value={figure.percent} aria-label={goal.label} />
                </div>
              );
            })}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="leading-tight font-semibold">{T.engagement}</h2>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-3 gap-4 text-center">
              {(['high', 'medium', 'low'] as const).map((level) => (
                <div key={level}>
                  <dt className="text-sm text-muted-foreground">{T.engagementLevels[level]}</dt>
                  <dd className="text-2xl font-bold">{data.engagement[level]}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <h2 className="leading-tight font-semibold">{T.activity}</h2>
          </CardHeader>
          <CardContent>
            {data.recentActivity.length === 0 ? (
              <p className="text-muted-foreground">{T.noActivity}</p>
            ) : (
              <ul className="divide-y" aria-label={T.activity}>
                {data.recentActivity.map((entry) => (
                  <li key={entry.id} className="flex justify-between gap-4 py-2 text-sm">
                    <span>{entry.text}</span>
                    <span className="shrink-0 text-muted-foreground">
                      {dateOf(entry.at, format)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
