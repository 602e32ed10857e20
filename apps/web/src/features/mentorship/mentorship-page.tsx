import { useState } from 'react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import {
  avatarInitials,
  clubRoleLabel,
  displayName,
  MENTORSHIP_FORMATS,
  MENTOR_AREAS_PREVIEW,
  parseJsonList,
} from '@lectern/domain';
import {
  Avatar,
  AvatarFallback,
  Badge,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  NoticeCard,
  OptionSelect,
  PageHeader,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
  StatCard,
} from '@lectern/ui';
import { ClubScreen, type SelectedClub } from '../../app/clubs/club-screen';
import { useSignedInUser } from '../../app/auth/session';
import type { LecternTrpc } from '../../lib/trpc';
import { useTRPC } from '../../lib/trpc';
import { serverMessageOf } from '../../lib/errors';
import { signInOrFailureToast } from '../../shared/failure-toast';
import { MENTORSHIP_PAGE_TEXT as T, MENTORSHIP_TEXT, NO_FIGURE, PAIR_STATUS_LABELS } from './text';
import type { ClubFormat } from '@lectern/domain';
import { useClubFormat } from '../../app/clubs/club-format';

type Overview = inferOutput<LecternTrpc['mentorship']['overview']>;
type Person = Overview['mentors'][number];
type Pair = Overview['pairs'][number];

function dateOf(at: string | Date | null, format: ClubFormat): string {
  return at === null ? '' : format.date(new Date(at).toISOString().slice(0, 10));
}

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
      title={MENTORSHIP_TEXT.title}
      noClub={T.noClub}
      skeleton={<MentorshipSkeleton />}
      loadFailed={T.loadFailed}
    >
      {(club) =>
        club.can('mentorship:read') ? (
          <Programme club={club} />
        ) : (
          <>
            <PageHeader title={MENTORSHIP_TEXT.title} />
            <NoticeCard>
              <p className="text-muted-foreground">{T.membersOnly}</p>
            </NoticeCard>
          </>
        )
      }
    </ClubScreen>
  );
}

function failed(error: unknown) {
  signInOrFailureToast(error, {
    title: T.toasts.failed,
    description: serverMessageOf(error) ?? '',
  });
}

function useMentorshipMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.mentorship.pathKey() });
  return {
    propose: useMutation(
      trpc.mentorship.propose.mutationOptions({
        onSuccess: async (pair) => {
          toast(
            pair.status === 'active'
              ? { title: T.toasts.created }
              : { title: T.toasts.proposed, description: T.toasts.proposedDescription },
          );
          await refresh();
        },
        onError: failed,
      }),
    ),
    respond: useMutation(
      trpc.mentorship.respond.mutationOptions({
        onSuccess: async (pair) => {
          toast({ title: pair.status === 'active' ? T.toasts.accepted : T.toasts.declined });
          await refresh();
        },
        onError: failed,
      }),
    ),
    end: useMutation(
      trpc.mentorship.end.mutationOptions({
        onSuccess: async () => {
          toast({ title: T.toasts.ended });
          await refresh();
        },
        onError: failed,
      }),
    ),
  };
}

type Mutations = ReturnType<typeof useMentorshipMutations>;
type Planning = { start: boolean; mentorId?: number; menteeId?: number } | null;

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
      )}
    </>
  );
}

function PeopleTab({
  people,
  areasOf,
  empty,
  canMatch,
  onMatch,
}: {
  people: readonly Person[];
  areasOf: (person: Person) => string[];
  empty: string;
  canMatch: (person: Person) => boolean;
  onMatch: (person: Person) => void;
}) {
  const [query, setQuery] = useState('');
  const [format, setFormat] = useState('any');
  if (people.length === 0)
    return (
      <NoticeCard>
        <p className="text-muted-foreground">{empty}</p>
      </NoticeCard>
    );
  const needle = query.trim().toLowerCase();
  const shown = people.filter(
    (p) =>
      (format === 'any' || p.format === format) &&
      (needle === '' ||
        [p.name, ...areasOf(p)].some((text) => text.toLowerCase().includes(needle))),
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Input
          type="search"
          aria-label={T.search}
          placeholder={T.search}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="max-w-sm"
        />
        <OptionSelect
          aria-label={T.format}
          value={format}
          onValueChange={setFormat}
          className="w-44"
          options={[
            { value: 'any', label: T.anyFormat },
            ...MENTORSHIP_FORMATS.map((f) => ({ value: f, label: f })),
          ]}
        />
      </div>
      {shown.length === 0 ? (
        <p className="text-muted-foreground">{T.noMatches}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {shown.map((person) => (
            <li key={person.userId}>
              <Card>
                <CardContent className="space-y-3">
                  <div className="flex items-start gap-3">
                    <Avatar>
                      <AvatarFallback>
                        {avatarInitials({
                          firstName: person.name.split(' ')[0],
                          lastName: person.name.split(' ').slice(1).join(' '),
                        })}
                      </AvatarFallback>
                    </Avatar>
                    <div className="min-w-0 flex-1">
                      <h2 className="font-semibold">{person.name}</h2>
                      <p className="text-sm text-muted-foreground">
                        {clubRoleLabel(person.role)} ·{' '}
                        {person.pathwaysPath
                          ? `${person.pathwaysPath} · ${T.level(person.currentLevel ?? 1)}`
                          : T.noPathway}
                      </p>
                    </div>
                  </div>
                  <div className="flex flex-wrap gap-1">
                    {areasOf(person)
                      .slice(0, MENTOR_AREAS_PREVIEW)
                      .map((area) => (
                        <Badge key={area} variant="secondary">
                          {area}
                        </Badge>
                      ))}
                  </div>
                  <p className="text-sm">
                    <span className="text-muted-foreground">{T.availability}: </span>
                    {person.availability} · {person.format}
                  </p>
                  <div className="flex gap-2">
                    {person.email && (
                      <Button asChild size="sm" variant="outline">
                        <a
                          href={`mailto:${person.email}`}
                          aria-label={`${T.contact}: ${person.name}`}
                        >
                          {T.contact}
                        </a>
                      </Button>
                    )}
                    {canMatch(person) && (
                      <Button
                        size="sm"
                        onClick={() => onMatch(person)}
                        aria-label={`${T.match}: ${person.name}`}
                      >
                        {T.match}
                      </Button>
                    )}
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Pairs({
  open,
  past,
  myId,
  isOfficer,
  mutations,
}: {
  open: readonly Pair[];
  past: readonly Pair[];
  myId: number;
  isOfficer: boolean;
  mutations: Mutations;
}) {
  const format = useClubFormat();
  if (open.length === 0 && past.length === 0)
    return (
      <NoticeCard>
        <p className="text-muted-foreground">{MENTORSHIP_TEXT.noPairs}</p>
      </NoticeCard>
    );
  const pairName = (pair: Pair) => `${pair.mentor.name} → ${pair.mentee.name}`;
  return (
    <div className="space-y-6">
      {open.length === 0 ? (
        <p className="text-muted-foreground">{MENTORSHIP_TEXT.noPairs}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label={T.tabs.pairs}>
          {open.map((pair) => {
            const party = pair.mentor.userId === myId || pair.mentee.userId === myId;
            return (
              <li key={pair.id}>
                <Card>
                  <CardContent className="space-y-2">
                    <div className="flex justify-between gap-2">
                      <p className="font-semibold">{pairName(pair)}</p>
                      <Badge variant={pair.status === 'active' ? 'green' : 'blue'}>
                        {PAIR_STATUS_LABELS[pair.status]}
                      </Badge>
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {T.pair.mentor}: {pair.mentor.name} · {T.pair.mentee}: {pair.mentee.name}
                    </p>
                    <p className="text-sm">
                      {pair.status === 'active'
                        ? T.pair.since(dateOf(pair.startedAt, format))
                        : T.pair.proposed(dateOf(pair.proposedAt, format))}
                    </p>
                    <div className="flex flex-wrap gap-2">
                      {pair.status === 'proposed' && pair.mentor.userId === myId && (
                        <>
                          <Button
                            size="sm"
                            onClick={() =>
                              mutations.respond.mutate({ pairId: pair.id, accept: true })
                            }
                          >
                            {T.pair.accept}
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() =>
                              mutations.respond.mutate({ pairId: pair.id, accept: false })
                            }
                          >
                            {T.pair.decline}
                          </Button>
                        </>
                      )}
                      {pair.status === 'active' && (party || isOfficer) && (
                        <>
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() =>
                              mutations.end.mutate({ pairId: pair.id, outcome: 'completed' })
                            }
                          >
                            {T.pair.complete}
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() =>
                              mutations.end.mutate({ pairId: pair.id, outcome: 'ended_early' })
                            }
                          >
                            {T.pair.endEarly}
                          </Button>
                        </>
                      )}
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {past.length > 0 && (
        <section aria-labelledby="past-pairs" className="space-y-2">
          <h2 id="past-pairs" className="font-semibold">
            {T.pair.history}
          </h2>
          <ul className="divide-y rounded-md border">
            {past.map((pair) => (
              <li key={pair.id} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
                <span>{pairName(pair)}</span>
                <span className="text-muted-foreground">
                  {PAIR_STATUS_LABELS[pair.status]} · {T.pair.ended(dateOf(pair.endedAt, format))}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function PairDialog({
  clubId,
  mentors,
  planning,
  pending,
  onSubmit,
  onClose,
}: {
  clubId: number;
  mentors: readonly Person[];
  planning: NonNullable<Planning>;
  pending: boolean;
  onSubmit: (mentorId: number, menteeId: number) => void;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const members = useQuery(trpc.members.list.queryOptions({ clubId }));
  const [mentorId, setMentorId] = useState(planning.mentorId ? String(planning.mentorId) : '');
  const [menteeId, setMenteeId] = useState(planning.menteeId ? String(planning.menteeId) : '');
  const mentees = (members.data ?? [])
    .filter((m) => m.status === 'active' && m.role !== 'guest' && String(m.userId) !== mentorId)
    .map((m) => ({ value: String(m.userId), label: displayName(m.user) }));
  const title = planning.start ? T.dialog.create : T.dialog.schedule;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {planning.start ? T.dialog.createDescription : T.dialog.scheduleDescription}
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="pair-mentor">{T.dialog.mentor}</Label>
            <OptionSelect
              id="pair-mentor"
              value={mentorId || undefined}
              placeholder={T.dialog.choose}
              onValueChange={setMentorId}
              options={mentors.map((m) => ({ value: String(m.userId), label: m.name }))}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="pair-mentee">{T.dialog.mentee}</Label>
            <OptionSelect
              id="pair-mentee"
              value={menteeId || undefined}
              placeholder={T.dialog.choose}
              onValueChange={setMenteeId}
              options={mentees}
            />
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {T.dialog.cancel}
          </Button>
          <Button
            disabled={pending || !mentorId || !menteeId}
            onClick={() => onSubmit(Number(mentorId), Number(menteeId))}
          >
            {T.dialog.submit}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
