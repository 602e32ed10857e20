import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { winnersText } from '@lectern/domain';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, toast } from '@lectern/ui';
import type { RouterOutputs } from '@lectern/api';
import { useTRPC } from '../../lib/trpc';
import { isUnauthorizedError, serverMessageOf } from '../../lib/errors';
import { VOTES_TEXT } from './votes-text';

export type LiveState = RouterOutputs['live']['state'];
type MyBallots = RouterOutputs['live']['myBallots'];

export interface VotesPanelProps {
  meetingId: number;
  state: LiveState;
  /** The viewer may open and close voting (the Vote Counter or a manager). */
  controls?: boolean;
  /** The viewer is a guest of the club (they vote only when the club lets guests vote). */
  guest?: boolean;
}

function nameOf(state: LiveState, userId: number): string {
  return state.people.find((person) => person.userId === userId)?.name ?? String(userId);
}

function onError(title: string) {
  return (error: unknown) => {
    if (isUnauthorizedError(error)) return; // the query client sends the person to sign in
    toast({ variant: 'destructive', title, description: serverMessageOf(error) });
  };
}

/**
 * The meeting's votes: the Vote Counter's open and close, each category's candidates while voting
 * is open ("Your vote is in" as soon as a choice is made; changeable until the close), and the
 * winners once it has closed. No counts are shown: the server sends none.
 */
export function VotesPanel({ meetingId, state, controls = false, guest = false }: VotesPanelProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { votes } = state;
  const mineKey = trpc.live.myBallots.queryKey({ meetingId });
  const mine = useQuery(trpc.live.myBallots.queryOptions({ meetingId }));
  const voting = useMutation(
    trpc.live.voting.mutationOptions({
      onSuccess: (next) => {
        queryClient.setQueryData(trpc.live.state.queryKey({ meetingId }), next);
      },
      onError: onError(VOTES_TEXT.votingFailed),
    }),
  );
  const cast = useMutation(
    trpc.live.ballot.mutationOptions({
      // The voter sees their vote in at once; a refusal puts the ballots back.
      onMutate: async (ballot) => {
        await queryClient.cancelQueries({ queryKey: mineKey });
        const before = queryClient.getQueryData<MyBallots>(mineKey);
        const others = (before?.ballots ?? []).filter((b) => b.category !== ballot.category);
        queryClient.setQueryData<MyBallots>(mineKey, {
          ballots: [...others, { category: ballot.category, candidateId: ballot.candidateId }],
        });
        return { before };
      },
      onSuccess: (ballots) => queryClient.setQueryData(mineKey, ballots),
      onError: (error, _ballot, context) => {
        queryClient.setQueryData(mineKey, context?.before);
        onError(VOTES_TEXT.voteFailed)(error);
      },
    }),
  );
  const ballotIn = (category: string) =>
    mine.data?.ballots.find((ballot) => ballot.category === category)?.candidateId;
  const status =
    votes.status === 'open'
      ? VOTES_TEXT.open
      : votes.status === 'closed'
        ? VOTES_TEXT.closed
        : VOTES_TEXT.notOpen;
  const mayVote = !guest || votes.guestsMayVote;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{VOTES_TEXT.title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <p role="status">{status}</p>
          {controls && votes.status !== 'closed' && (
            <Button
              disabled={voting.isPending}
              onClick={() =>
                voting.mutate({ meetingId, action: votes.status === 'open' ? 'close' : 'open' })
              }
            >
              {votes.status === 'open' ? VOTES_TEXT.closeVoting : VOTES_TEXT.openVoting}
            </Button>
          )}
        </div>
        {votes.status === 'open' && !mayVote && <p>{VOTES_TEXT.guestsMayNotVote}</p>}
        {votes.status === 'open' && mayVote && (
          <>
            <p className="text-sm text-muted-foreground">{VOTES_TEXT.changeHint}</p>
            {votes.categories.map((category) => {
              const chosen = ballotIn(category.name);
              return (
                <fieldset key={category.name} className="space-y-2">
                  <legend className="flex items-center gap-2 font-medium">
                    {category.name}
                    {chosen !== undefined && <Badge>{VOTES_TEXT.yourVoteIsIn}</Badge>}
                  </legend>
                  {category.candidateIds.length === 0 && (
                    <p className="text-sm text-muted-foreground">{VOTES_TEXT.noCandidates}</p>
                  )}
                  <div className="grid gap-2 sm:grid-cols-2">
                    {category.candidateIds.map((userId) => {
                      const out = category.disqualifiedIds.includes(userId);
                      const name = nameOf(state, userId);
                      return (
                        <label
                          key={userId}
                          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
                        >
                          <input
                            type="radio"
                            name={`vote-${category.name}`}
                            value={userId}
                            checked={chosen === userId}
                            disabled={out}
                            onChange={() =>
                              cast.mutate({
                                meetingId,
                                category: category.name,
                                candidateId: userId,
                              })
                            }
                          />
                          {out ? `${name} (${VOTES_TEXT.overTime})` : name}
                        </label>
                      );
                    })}
                  </div>
                </fieldset>
              );
            })}
          </>
        )}
        {votes.status === 'closed' && (
          <section aria-label={VOTES_TEXT.winners}>
            <ul className="space-y-1">
              {votes.winners.map((result) => (
                <li key={result.category}>
                  <span className="font-medium">{result.category}:</span>{' '}
                  {winnersText(result.winnerIds.map((id) => nameOf(state, id)))}
                </li>
              ))}
            </ul>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
