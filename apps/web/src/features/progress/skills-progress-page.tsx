import {
  clubSkillsOverview,
  skillProfile,
  skillsDashboardTiles,
  speechesOf,
  topCommunicators,
  topLeaders,
} from '@lectern/domain';
import { PageHeader, Progress, StatCard } from '@lectern/ui';
import { AwardIcon, MessageSquareIcon, MicIcon, UsersIcon } from 'lucide-react';
import { ClubScreen } from '../../app/clubs/club-screen';
import { SKILLS_PROGRESS_SCREEN } from '../../app/screens';
import { Muted, ProgressSkeleton, Section, TileGrid, OfficersOnlyProgress } from './parts';
import { PROGRESS_SCREEN_TEXT, SKILLS_PROGRESS_TEXT as T } from './text';
import { useClubProgress, type MemberProgress } from './use-club-progress';

function TopList({
  title,
  members,
  score,
}: {
  title: string;
  members: (MemberProgress & { rank: number })[];
  score: (m: MemberProgress) => string;
}) {
  return (
    <Section title={title}>
      {members.length === 0 ? (
        <Muted>{T.noMembers}</Muted>
      ) : (
        <ol className="space-y-2">
          {members.map((m) => (
            <li key={m.userId} className="flex items-center justify-between gap-2">
              <span className="flex items-center gap-2">
                <span className="font-semibold text-muted-foreground">
                  {PROGRESS_SCREEN_TEXT.rank(m.rank)}
                </span>
                {m.name}
              </span>
              <span className="text-sm text-muted-foreground">{score(m)}</span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

function SkillsBody({ clubId }: { clubId: number }) {
  const members = useClubProgress(clubId);
  const tiles = skillsDashboardTiles(members);
  return (
    <>
      <PageHeader title={T.title} />
      <div className="space-y-6">
        <TileGrid>
          <StatCard title={T.tiles.activeMembers} icon={UsersIcon} value={tiles.activeMembers} />
          <StatCard title={T.tiles.totalSpeeches} icon={MicIcon} value={tiles.totalSpeeches} />
          <StatCard
            title={T.tiles.evaluationsGiven}
            icon={MessageSquareIcon}
            value={tiles.evaluationsGiven}
          />
          <StatCard
            title={T.tiles.avgSkillLevel}
            icon={AwardIcon}
            value={tiles.avgSkillLevel.toFixed(1)}
          />
        </TileGrid>
        <div className="grid gap-6 lg:grid-cols-2">
          <TopList
            title={T.topCommunicators}
            members={topCommunicators(members)}
            score={(m) => T.speeches(speechesOf(m))}
          />
          <TopList
            title={T.topLeaders}
            members={topLeaders(members)}
            score={(m) => T.leadershipRoles(m.leadershipRolesFilled)}
          />
        </div>
        <Section title={T.clubSkillsOverview}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {clubSkillsOverview(members).map((s) => (
              <li key={s.key} className="space-y-1">
                <div className="flex justify-between text-sm">
                  <span className="font-medium">{s.name}</span>
                  <span className="text-muted-foreground">{T.averageLevel(s.averageLevel)}</span>
                </div>
                <Progress value={(s.averageLevel / 5) * 100} aria-label={s.name} />
              </li>
            ))}
          </ul>
        </Section>
        <section aria-labelledby="member-progress" className="space-y-3">
          <h2 id="member-progress" className="text-lg font-semibold">
            {T.memberProgress}
          </h2>
          {members.length === 0 ? (
            <Muted>{T.noMembers}</Muted>
          ) : (
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {members.map((m) => (
                <Section key={m.userId} title={m.name}>
                  <ul className="space-y-2">
                    {skillProfile(m).map((s) => (
                      <li key={s.key} className="space-y-1">
                        <div className="flex justify-between gap-2 text-sm">
                          <span>{s.name}</span>
                          <span className="text-muted-foreground">
                            {T.levelOf(s.level)} · {s.title}
                          </span>
                        </div>
                        <Progress value={s.progress} aria-label={`${m.name}: ${s.name}`} />
                      </li>
                    ))}
                  </ul>
                </Section>
              ))}
            </div>
          )}
        </section>
      </div>
    </>
  );
}

/** Skills Progress Dashboard (/skills-progress): the club's skills from the credited counters. */
export function SkillsProgressPage() {
  return (
    <ClubScreen
      screen={SKILLS_PROGRESS_SCREEN}
      title={T.title}
      noClub={T.noClub}
      skeleton={<ProgressSkeleton title={T.title} />}
      loadFailed={PROGRESS_SCREEN_TEXT.loadFailed}
      denied={<OfficersOnlyProgress title={T.title} />}
    >
      {(club) => <SkillsBody clubId={club.clubId} />}
    </ClubScreen>
  );
}
