import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import {
  computeAchievements,
  meetingAwardAchievement,
  PATHWAY_NOT_SELECTED,
  PROJECTS_PER_LEVEL,
  recentAchievements,
  skillProfile,
  todayInZone,
} from '@lectern/domain';
import {
  Badge,
  Button,
  PageHeader,
  Progress,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@lectern/ui';
import { ClubScreen, type SelectedClub } from '../../app/clubs/club-screen';
import { MY_PATHWAYS_SCREEN } from '../../app/screens';
import { useSignedInUser } from '../../app/auth/session';
import { useTRPC } from '../../lib/trpc';
import { CompletionDialog } from './completion-dialog';
import { Muted, ProgressSkeleton, Section } from './parts';
import {
  MY_PATHWAYS_TEXT as T,
  COMPLETION_TEXT,
  PROGRESS_SCREEN_TEXT,
  SKILLS_PROGRESS_TEXT,
} from './text';
import { useChoosePathway } from './use-choose-pathway';
import { useDownloadProgressReport } from './use-download-report';
import { MyTimesSection } from './my-times';
import { useOwnProgress } from './use-own-progress';
import type { ClubFormat } from '@lectern/domain';
import { useClubFormat } from '../../app/clubs/club-format';

const DASHBOARD_RECENT = 3;
const day = (value: string | Date, format: ClubFormat) =>
  format.date((typeof value === 'string' ? value : value.toISOString()).slice(0, 10));

function JourneyBody({ club }: { club: SelectedClub }) {
  const format = useClubFormat();
  const trpc = useTRPC();
  const me = useSignedInUser();
  const progress = useOwnProgress(club.clubId);
  const profile = useSuspenseQuery(trpc.profile.get.queryOptions({ clubId: club.clubId })).data;
  const catalogue = useSuspenseQuery(trpc.pathways.list.queryOptions()).data;
  const { choose, pending: choosing } = useChoosePathway(club.clubId);
  const report = useDownloadProgressReport(club.clubId);
  const [tab, setTab] = useState('overview');
  const today = todayInZone(new Date(), club.club.timeZone);
  // The member's own meeting-night records (shared with the times below): their awards.
  const awards = useQuery(trpc.meetings.myTimes.queryOptions({ clubId: club.clubId })).data?.awards;
  const earned = [
    ...computeAchievements(
      {
        memberId: me.id,
        completedSpeeches: profile.speechesCompleted,
        completedRoles: profile.leadershipRolesFilled,
        role: club.role,
      },
      today,
    ),
    ...(awards ?? []).map((award) => meetingAwardAchievement(me.id, award, today, format)),
  ];
  // Newest first, all of them (the Achievements tab lists every one; the overview its first few).
  const achievements = recentAchievements(earned, earned.length);
  const skills = skillProfile(profile);
  const hasSkills =
    profile.speechesCompleted +
      profile.evaluationsGiven +
      profile.leadershipRolesFilled +
      profile.tableTopicsAnswered >
    0;
  const current = progress.pathway !== null && progress.completedAt === null;
  const mayChoose = !current && club.can('pathway:chooseOwn');

  return (
    <>
      <PageHeader
        title={T.title}
        actions={
          <>
            {current && club.can('completion:submitOwn') && (
              <CompletionDialog
                clubId={club.clubId}
                mode="submit"
                today={today}
                members={[{ userId: me.id, name: '', pathwayId: progress.pathway?.id ?? null }]}
              />
            )}
            <Button
              variant="outline"
              disabled={report.pending}
              onClick={() => void report.download()}
            >
              {report.pending ? PROGRESS_SCREEN_TEXT.downloading : T.downloadReport}
            </Button>
          </>
        }
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="overview">{T.tabs.overview}</TabsTrigger>
          <TabsTrigger value="achievements">{T.tabs.achievements}</TabsTrigger>
          <TabsTrigger value="skills">{T.tabs.skills}</TabsTrigger>
          <TabsTrigger value="explore">{T.tabs.explore}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="space-y-6">
          <Section title={T.currentPath}>
            <p className="text-xl font-semibold">
              {progress.pathway?.name ?? PATHWAY_NOT_SELECTED}
            </p>
            {progress.pathway ? (
              <>
                <dl className="grid grid-cols-2 gap-2 text-sm sm:max-w-md">
                  <dt className="text-muted-foreground">{T.level}</dt>
                  <dd className="font-medium" data-testid="current-level">
                    {progress.currentLevel}
                  </dd>
                  <dt className="text-muted-foreground">{T.projectsCompleted}</dt>
                  <dd className="font-medium">
                    {T.ofProjects(progress.completedAtLevel, PROJECTS_PER_LEVEL)}
                  </dd>
                </dl>
                <Progress
                  value={progress.progressPercent}
                  aria-label={`${T.projectsCompleted}: ${progress.progressPercent}%`}
                />
              </>
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                <Muted>{T.choosePrompt}</Muted>
                <Button variant="outline" onClick={() => setTab('explore')}>
                  {T.tabs.explore}
                </Button>
              </div>
            )}
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" asChild>
                <Link to="/profile">{T.setGoals}</Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to="/pathways-overview">{T.learnMore}</Link>
              </Button>
            </div>
          </Section>
          <div className="grid gap-6 lg:grid-cols-2">
            <Section title={T.upcomingProjects}>
              {progress.nextProjects.length === 0 ? (
                <Muted>{T.noUpcoming}</Muted>
              ) : (
                <ul className="divide-y">
                  {progress.nextProjects.map((p) => (
                    <li key={p.name} className="flex items-center justify-between gap-2 py-2">
                      <div>
                        <p className="font-medium">{p.name}</p>
                        <p className="text-sm text-muted-foreground">{T.dueDateNone}</p>
                      </div>
                      <Badge variant="secondary">{p.difficulty}</Badge>
                    </li>
                  ))}
                </ul>
              )}
            </Section>
            <Section
              title={T.recentAchievements}
              actions={
                <Button variant="link" onClick={() => setTab('achievements')}>
                  {T.viewAllAchievements}
                </Button>
              }
            >
              {achievements.length === 0 ? (
                <Muted>{T.noAchievements}</Muted>
              ) : (
                <ul className="space-y-1">
                  {achievements.slice(0, DASHBOARD_RECENT).map((a) => (
                    <li key={a.id}>
                      <span className="font-medium">{a.name}</span>{' '}
                      <span className="text-sm text-muted-foreground">{a.description}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Section>
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <Section title={T.completedProjects}>
              {progress.completedProjects.length === 0 ? (
                <Muted>{T.noCompleted}</Muted>
              ) : (
                <ul className="divide-y">
                  {progress.completedProjects.map((p) => (
                    <li key={`${p.title}-${String(p.date)}`} className="py-2">
                      <p className="font-medium">{p.title}</p>
                      <p className="text-sm text-muted-foreground">
                        {day(p.date, format)}
                        {p.speechTitle ? ` · ${p.speechTitle}` : ''}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </Section>
            {progress.pendingProjects.length > 0 && (
              <Section title={T.awaitingApproval}>
                <ul className="divide-y">
                  {progress.pendingProjects.map((p) => (
                    <li key={p.id} className="flex justify-between gap-2 py-2">
                      <span className="font-medium">{p.title}</span>
                      <span className="text-sm text-muted-foreground">{day(p.date, format)}</span>
                    </li>
                  ))}
                </ul>
              </Section>
            )}
          </div>
          <MyTimesSection clubId={club.clubId} />
        </TabsContent>
        <TabsContent value="achievements">
          <Section title={T.tabs.achievements}>
            {achievements.length === 0 ? (
              <Muted>{T.noAchievements}</Muted>
            ) : (
              <ul className="divide-y">
                {achievements.map((a) => (
                  <li key={a.id} className="flex items-center justify-between gap-2 py-2">
                    <div>
                      <p className="font-medium">{a.name}</p>
                      <p className="text-sm text-muted-foreground">{a.description}</p>
                    </div>
                    <Badge variant="secondary">{a.category}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </TabsContent>
        <TabsContent value="skills">
          <Section title={T.tabs.skills}>
            {!hasSkills ? (
              <Muted>{T.noSkills}</Muted>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2">
                {skills.map((s) => (
                  <li key={s.key} className="space-y-1">
                    <div className="flex justify-between gap-2 text-sm">
                      <span className="font-medium">{s.name}</span>
                      <span className="text-muted-foreground">
                        {SKILLS_PROGRESS_TEXT.levelOf(s.level)} · {s.title}
                      </span>
                    </div>
                    <Progress value={s.progress} aria-label={s.name} />
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </TabsContent>
        <TabsContent value="explore" className="space-y-4">
          <Section title={T.guideTitle}>
            <ul className="space-y-1 text-sm">
              {T.guide.map(([interest, path]) => (
                <li key={interest}>
                  {interest} → <span className="font-medium">{path}</span>
                </li>
              ))}
            </ul>
          </Section>
          <div className="grid gap-4 md:grid-cols-2">
            {catalogue.map((p) => (
              <Section key={p.id} title={p.name}>
                <Muted>{p.description}</Muted>
                <p className="text-sm">
                  <span className="font-medium">{T.keyFocusAreas}: </span>
                  {p.coreCompetencies.join(', ')}
                </p>
                {mayChoose && (
                  <Button
                    className="self-start"
                    disabled={choosing}
                    onClick={() => choose(p.id)}
                    aria-label={`${COMPLETION_TEXT.choosePath}: ${p.name}`}
                  >
                    {COMPLETION_TEXT.choosePath}
                  </Button>
                )}
              </Section>
            ))}
          </div>
        </TabsContent>
      </Tabs>
    </>
  );
}

/** My Pathways Journey (/member/pathways): the member's own path, projects, skills and badges. */
export function MyPathwaysPage() {
  return (
    <ClubScreen
      screen={MY_PATHWAYS_SCREEN}
      title={T.title}
      noClub={T.noClub}
      skeleton={<ProgressSkeleton title={T.title} />}
      loadFailed={PROGRESS_SCREEN_TEXT.loadFailed}
    >
      {(club) => <JourneyBody club={club} />}
    </ClubScreen>
  );
}
