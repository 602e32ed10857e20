import { useSuspenseQuery } from '@tanstack/react-query';
import {
  pathwayDistribution,
  pathwayProgressPercent,
  pathwaysOverview,
  pathwayStatus,
  todayInZone,
} from '@lectern/domain';
import { Badge, PageHeader, Progress, StatCard } from '@lectern/ui';
import { AwardIcon, CompassIcon, RouteIcon, TrendingUpIcon } from 'lucide-react';
import { ClubScreen } from '../../app/clubs/club-screen';
import { PATHWAYS_PROGRESS_SCREEN } from '../../app/screens';
import { useTRPC } from '../../lib/trpc';
import { CompletionDialog } from './completion-dialog';
import { Muted, ProgressSkeleton, Section, TileGrid, OfficersOnlyProgress } from './parts';
import { PendingCompletions } from './pending-completions';
import { PATHWAYS_PROGRESS_TEXT as T, PROGRESS_SCREEN_TEXT, SKILLS_PROGRESS_TEXT } from './text';
import { useClubProgress } from './use-club-progress';

function PathwaysBody({
  clubId,
  timeZone,
  canManage,
}: {
  clubId: number;
  timeZone: string;
  canManage: boolean;
}) {
  const trpc = useTRPC();
  const members = useClubProgress(clubId);
  const catalogue = useSuspenseQuery(trpc.pathways.list.queryOptions()).data;
  const overview = pathwaysOverview(members);
  const distribution = pathwayDistribution(members);
  const idOf = (name: string | null) => catalogue.find((p) => p.name === name)?.id ?? null;
  const walking = members.filter((m) => (m.pathwaysPath ?? '').trim() !== '');
  return (
    <>
      <PageHeader
        title={T.title}
        actions={
          canManage ? (
            <CompletionDialog
              clubId={clubId}
              mode="record"
              today={todayInZone(new Date(), timeZone)}
              members={walking.map((m) => ({
                userId: m.userId,
                name: m.name,
                pathwayId: idOf(m.pathwaysPath),
              }))}
            />
          ) : undefined
        }
      />
      <div className="space-y-6">
        <TileGrid>
          <StatCard title={T.tiles.onPathways} icon={RouteIcon} value={overview.onPathways} />
          <StatCard title={T.tiles.completed} icon={AwardIcon} value={overview.completed} />
          <StatCard
            title={T.tiles.activePaths}
            icon={CompassIcon}
            value={overview.activePaths}
            detail={T.ofPaths(overview.totalPaths)}
          />
          <StatCard
            title={T.tiles.avgProgress}
            icon={TrendingUpIcon}
            value={`${overview.avgProgress.toFixed(1)}%`}
          />
        </TileGrid>
        {canManage && <PendingCompletions clubId={clubId} />}
        <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
          <Section title={T.distribution}>
            {distribution.length === 0 ? (
              <Muted>{T.noDistribution}</Muted>
            ) : (
              <ul className="space-y-2">
                {distribution.map((d) => (
                  <li key={d.name} className="space-y-1">
                    <div className="flex justify-between text-sm">
                      <span>{d.name}</span>
                      <span className="text-muted-foreground">{T.members(d.count)}</span>
                    </div>
                    <Progress
                      value={(d.count / Math.max(1, overview.onPathways)) * 100}
                      aria-label={d.name}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title={T.individual}>
            {members.length === 0 ? (
              <Muted>{SKILLS_PROGRESS_TEXT.noMembers}</Muted>
            ) : (
              <ul className="divide-y">
                {members.map((m) => {
                  const onPath = (m.pathwaysPath ?? '').trim() !== '';
                  const percent = pathwayProgressPercent(m.currentLevel, m.completedProjects);
                  return (
                    <li key={m.userId} className="space-y-1 py-2">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-medium">{m.name}</span>
                        {onPath && (
                          <Badge
                            variant={
                              pathwayStatus(m.currentLevel) === 'Completed' ? 'green' : 'blue'
                            }
                          >
                            {pathwayStatus(m.currentLevel)}
                          </Badge>
                        )}
                      </div>
                      <p className="text-sm text-muted-foreground">
                        {onPath ? `${m.pathwaysPath} · ${T.levelOf(m.currentLevel)}` : T.notOnPath}
                      </p>
                      {onPath && <Progress value={percent} aria-label={`${m.name}: ${percent}%`} />}
                    </li>
                  );
                })}
              </ul>
            )}
          </Section>
        </div>
      </div>
    </>
  );
}

/** Pathways Progress (/members/pathways): who walks which path, and how far. */
export function PathwaysProgressPage() {
  return (
    <ClubScreen
      screen={PATHWAYS_PROGRESS_SCREEN}
      title={T.title}
      noClub={T.noClub}
      skeleton={<ProgressSkeleton title={T.title} />}
      loadFailed={PROGRESS_SCREEN_TEXT.loadFailed}
      denied={<OfficersOnlyProgress title={T.title} />}
    >
      {(club) => (
        <PathwaysBody
          clubId={club.clubId}
          timeZone={club.club.timeZone}
          canManage={club.can('completion:manage')}
        />
      )}
    </ClubScreen>
  );
}
