import { Badge, Button, Card, CardContent, NoticeCard } from '@lectern/ui';
import { MENTORSHIP_PAGE_TEXT as T, MENTORSHIP_TEXT, PAIR_STATUS_LABELS } from './text';
import { useClubFormat } from '../../app/clubs/club-format';
import { type Pair, dateOf, type Mutations } from './mentorship-data';

export function Pairs({
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
