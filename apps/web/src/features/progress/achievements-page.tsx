import {
  achievementSummary,
  achievementTypeCounts,
  BADGE_CATALOGUE,
  BADGE_IDS,
  computeAchievements,
  meetingAwardAchievement,
  recentAchievements,
  todayInZone,
  toCsv,
  topAchievers,
} from '@lectern/domain';
import { Badge, Button, Delayed, PageHeader, Skeleton, StatCard } from '@lectern/ui';
import { AwardIcon, CalendarIcon, CrownIcon, TrophyIcon, UsersIcon } from 'lucide-react';
import { useClubFormat } from '../../app/clubs/club-format';
import { ClubScreen } from '../../app/clubs/club-screen';
import { ACHIEVEMENTS_SCREEN } from '../../app/screens';
import { saveFile } from '../../lib/download';
import { Muted, Section, TileGrid, OfficersOnlyProgress } from './parts';
import { ACHIEVEMENTS_TEXT as T, PROGRESS_SCREEN_TEXT, SKILLS_PROGRESS_TEXT } from './text';
import { useClubProgress } from './use-club-progress';

const [ADD_ACHIEVEMENT, VIEW_ALL, EXPORT] = T.actions;

function AchievementsBody({ clubId, timeZone }: { clubId: number; timeZone: string }) {
  const members = useClubProgress(clubId);
  const today = todayInZone(new Date(), timeZone);
  const format = useClubFormat();
  // The badges the counters earn, and the awards meetings' votes gave (written back on completion).
  const all = members.flatMap((m) => [
    ...computeAchievements(
      {
        memberId: m.userId,
        completedSpeeches: m.speechesCompleted,
        completedRoles: m.leadershipRolesFilled,
        role: m.role,
      },
      today,
    ),
    ...m.awards.map((award) => meetingAwardAchievement(m.userId, award, today, format)),
  ]);
  const nameOf = (userId: number) => members.find((m) => m.userId === userId)?.name ?? '';
  const summary = achievementSummary(all, members.length, today);
  const recent = recentAchievements(all);
  const exportCsv = () =>
    saveFile(
      new Blob(
        [
          toCsv([
            ['Member', 'Achievement', 'Category', 'Earned'],
            ...all.map((a) => [nameOf(a.memberId), a.name, a.category, a.earnedDate]),
          ]),
        ],
        { type: 'text/csv;charset=utf-8' },
      ),
      `achievements-${today}.csv`,
    );
  return (
    <>
      <PageHeader title={T.title} />
      <div className="space-y-6">
        <TileGrid>
          <StatCard title={T.cards.totalAwards} icon={TrophyIcon} value={summary.totalAwards} />
          <StatCard title={T.cards.achievers} icon={UsersIcon} value={summary.achievers} />
          <StatCard title={T.cards.thisMonth} icon={CalendarIcon} value={summary.thisMonth} />
          <StatCard
            title={T.cards.avgPerMember}
            icon={AwardIcon}
            value={summary.avgPerMember.toFixed(1)}
          />
        </TileGrid>
        <div className="grid gap-6 lg:grid-cols-2">
          <Section title={T.recent}>
            {recent.length === 0 ? (
              <Muted>{T.noRecent}</Muted>
            ) : (
              <ul className="divide-y">
                {recent.map((a) => (
                  <li key={a.id} className="flex items-center justify-between gap-2 py-2">
                    <div>
                      <p className="font-medium">{a.name}</p>
                      <p className="text-sm text-muted-foreground">
                        {a.badgeId === null
                          ? T.awardBy(nameOf(a.memberId), a.description)
                          : nameOf(a.memberId)}
                      </p>
                    </div>
                    <Badge variant="secondary">{a.category}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <div className="grid gap-6">
            <Section title={T.types}>
              {all.length === 0 ? (
                <Muted>{T.noRecent}</Muted>
              ) : (
                <ul className="space-y-1">
                  {achievementTypeCounts(all).map((t) => (
                    <li key={t.name} className="flex justify-between text-sm">
                      <span>{t.name}</span>
                      <span className="font-semibold">{t.count}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Section>
            <Section title={T.topAchievers}>
              {all.length === 0 ? (
                <Muted>{T.noRecent}</Muted>
              ) : (
                <ol className="space-y-2">
                  {topAchievers(all).map((t) => (
                    <li key={t.memberId} className="flex items-center justify-between gap-2">
                      <span className="flex items-center gap-2">
                        <span className="font-semibold text-muted-foreground">
                          {PROGRESS_SCREEN_TEXT.rank(t.rank)}
                        </span>
                        {nameOf(t.memberId)}
                        {t.crown && (
                          <CrownIcon
                            className="size-4 text-amber-600"
                            aria-label={PROGRESS_SCREEN_TEXT.crown}
                          />
                        )}
                      </span>
                      <span className="text-sm text-muted-foreground">{T.awards(t.count)}</span>
                    </li>
                  ))}
                </ol>
              )}
            </Section>
          </div>
        </div>
        <Section title={T.recognitionActions}>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled>
              {ADD_ACHIEVEMENT}
            </Button>
            <Button variant="outline" asChild>
              <a href="#all-awards">{VIEW_ALL}</a>
            </Button>
            <Button variant="outline" onClick={exportCsv}>
              {EXPORT}
            </Button>
          </div>
        </Section>
        <div className="grid gap-6 lg:grid-cols-2">
          <Section title={T.badgeCatalogue}>
            <ul className="grid gap-2 sm:grid-cols-2">
              {BADGE_IDS.map((id) => (
                <li key={id} className="rounded-md border p-2">
                  <p className="font-medium">{BADGE_CATALOGUE[id].name}</p>
                  <p className="text-sm text-muted-foreground">
                    {BADGE_CATALOGUE[id].description} · {BADGE_CATALOGUE[id].category}
                  </p>
                </li>
              ))}
            </ul>
          </Section>
          <section id="all-awards">
            <Section title={T.activeMembers}>
              {members.length === 0 ? (
                <Muted>{SKILLS_PROGRESS_TEXT.noMembers}</Muted>
              ) : (
                <ul className="divide-y">
                  {members.map((m) => {
                    const earned = all.filter((a) => a.memberId === m.userId);
                    return (
                      <li key={m.userId} className="flex flex-wrap justify-between gap-2 py-2">
                        <span className="font-medium">{m.name}</span>
                        <span className="flex flex-wrap gap-1">
                          {earned.map((a) => (
                            <Badge key={a.id} variant="outline">
                              {a.badgeId === null ? T.award(a.name, a.description) : a.name}
                            </Badge>
                          ))}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              )}
            </Section>
          </section>
        </div>
      </div>
    </>
  );
}

const SKELETON_ROWS = 5;

/** While the achievements load: the title and five rows. */
function AchievementsSkeleton() {
  return (
    <>
      <PageHeader title={T.title} />
      <Delayed>
        <div className="space-y-3" aria-busy="true">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      </Delayed>
    </>
  );
}

/** Member Achievements (/members/achievements): badges earned from the club's records. */
export function AchievementsPage() {
  return (
    <ClubScreen
      screen={ACHIEVEMENTS_SCREEN}
      title={T.title}
      noClub={T.noClub}
      skeleton={<AchievementsSkeleton />}
      loadFailed={PROGRESS_SCREEN_TEXT.loadFailed}
      denied={<OfficersOnlyProgress title={T.title} />}
    >
      {(club) => <AchievementsBody clubId={club.clubId} timeZone={club.club.timeZone} />}
    </ClubScreen>
  );
}
