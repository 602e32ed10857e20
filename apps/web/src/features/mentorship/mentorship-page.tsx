import { lazy, Suspense, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { parseJsonList } from '@lectern/domain';
import {
  Button,
  NoticeCard,
  PageHeader,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  StatCard,
} from '@lectern/ui';
import { ClubScreen, type SelectedClub } from '../../app/clubs/club-screen';
import { MENTORSHIP_SCREEN } from '../../app/screens';
import { useSignedInUser } from '../../app/auth/session';
import { useTRPC } from '../../lib/trpc';
import { MENTORSHIP_PAGE_TEXT as T, MENTORSHIP_TEXT, NO_FIGURE } from './text';
import { type Person, useMentorshipMutations, type Planning } from './mentorship-data';
import { PeopleTab } from './people-tab';
import { Pairs } from './pairs';

// The pair form (react-hook-form and zod) loads when a pair is planned, not with the screen.
const PairDialog = lazy(() =>
  import('./pair-dialog').then((module) => ({ default: module.PairDialog })),
);

function MentorshipSkeleton() {
  return (
    <>
      <PageHeader title={MENTORSHIP_TEXT.title} />
      <div className="grid gap-4" aria-hidden>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </>
  );
}

/** Mentorship Program (/mentorship). */
export function MentorshipPage() {
  return (
    <ClubScreen
      screen={MENTORSHIP_SCREEN}
      title={MENTORSHIP_TEXT.title}
      noClub={T.noClub}
      skeleton={<MentorshipSkeleton />}
      loadFailed={T.loadFailed}
      denied={
        <>
          <PageHeader title={MENTORSHIP_TEXT.title} />
          <NoticeCard>
            <p className="text-muted-foreground">{T.membersOnly}</p>
          </NoticeCard>
        </>
      }
    >
      {(club) => <Programme club={club} />}
    </ClubScreen>
  );
}

function Programme({ club }: { club: SelectedClub }) {
  const trpc = useTRPC();
  const me = useSignedInUser();
  const { data } = useSuspenseQuery(trpc.mentorship.overview.queryOptions({ clubId: club.clubId }));
  const mutations = useMentorshipMutations();
  const [planning, setPlanning] = useState<Planning>(null);
  const isOfficer = club.isManager;
  const iSeek = data.seekers.some((s) => s.userId === me.id);
  const openPairs = data.pairs.filter((p) => p.status === 'active' || p.status === 'proposed');
  const pastPairs = data.pairs.filter((p) => p.status !== 'active' && p.status !== 'proposed');

  const matchMentor = (mentor: Person) => {
    if (isOfficer) setPlanning({ start: false, mentorId: mentor.userId });
    else
      mutations.propose.mutate({
        clubId: club.clubId,
        mentorId: mentor.userId,
        menteeId: me.id,
        start: false,
      });
  };

  return (
    <>
      <PageHeader
        title={MENTORSHIP_TEXT.title}
        description={T.description}
        actions={
          isOfficer ? (
            <>
              <Button variant="outline" onClick={() => setPlanning({ start: false })}>
                {T.scheduleMatch}
              </Button>
              <Button onClick={() => setPlanning({ start: true })}>{T.createPair}</Button>
            </>
          ) : undefined
        }
      />
      <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard title={T.stats.mentors} value={data.stats.availableMentors} />
        <StatCard title={T.stats.seekers} value={data.stats.seekingMentors} />
        <StatCard title={T.stats.pairs} value={data.stats.activePairs} />
        <StatCard
          title={T.stats.successRate}
          value={data.stats.successRate === null ? NO_FIGURE : `${data.stats.successRate}%`}
        />
      </div>
      <Tabs defaultValue="mentors">
        <TabsList className="mb-4 flex-wrap">
          <TabsTrigger value="mentors">{T.tabs.mentors}</TabsTrigger>
          <TabsTrigger value="seekers">{T.tabs.seekers}</TabsTrigger>
          <TabsTrigger value="pairs">{T.tabs.pairs}</TabsTrigger>
          <TabsTrigger value="smart">{T.tabs.smart}</TabsTrigger>
        </TabsList>
        <TabsContent value="mentors">
          <PeopleTab
            people={data.mentors}
            areasOf={(p) => parseJsonList(p.mentoringAreas)}
            empty={MENTORSHIP_TEXT.noMentors}
            canMatch={(p) => p.userId !== me.id && (isOfficer || iSeek)}
            onMatch={matchMentor}
          />
        </TabsContent>
        <TabsContent value="seekers">
          <PeopleTab
            people={data.seekers}
            areasOf={(p) => parseJsonList(p.seekingMentorshipIn)}
            empty={MENTORSHIP_TEXT.noSeekers}
            canMatch={() => isOfficer}
            onMatch={(p) => setPlanning({ start: false, menteeId: p.userId })}
          />
        </TabsContent>
        <TabsContent value="pairs">
          <Pairs
            open={openPairs}
            past={pastPairs}
            myId={me.id}
            isOfficer={isOfficer}
            mutations={mutations}
          />
        </TabsContent>
        <TabsContent value="smart">
          <NoticeCard>
            <p className="font-medium">{MENTORSHIP_TEXT.smartMatching}</p>
          </NoticeCard>
        </TabsContent>
      </Tabs>
      {planning && (
        <Suspense fallback={null}>
          <PairDialog
            clubId={club.clubId}
            mentors={data.mentors}
            planning={planning}
            pending={mutations.propose.isPending}
            onSubmit={(mentorId, menteeId) =>
              mutations.propose.mutate(
                { clubId: club.clubId, mentorId, menteeId, start: planning.start },
                { onSuccess: () => setPlanning(null) },
              )
            }
            onClose={() => setPlanning(null)}
          />
        </Suspense>
      )}
    </>
  );
}
