import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Card, CardContent, CardHeader, CardTitle, Checkbox } from '@lectern/ui';
import { serverMessageOf } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { QrCode } from '../../shared/qr-code';
import { CHECK_IN_PANEL_TEXT as TEXT } from './check-in-text';
import type { LiveState } from './live-types';

/**
 * The console's check-in: the QR code of the current check-in page (read again the moment the
 * server's code changes, measured on the server's clock) and the club's people with who is in,
 * ticked by hand by managers. Who is in comes with the console's state (`checkIns`, on the live
 * stream): the count and the ticks follow it at once, and the list (names, guests) is read again
 * only when it changes, never on a timer.
 */
export function CheckInPanel({
  meetingId,
  checkIns,
}: {
  meetingId: number;
  checkIns: LiveState['checkIns'];
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const code = useQuery({
    ...trpc.checkIn.code.queryOptions({ meetingId }),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data ? Math.max(1_000, data.changesAt - data.serverTime + 250) : false;
    },
    refetchIntervalInBackground: true,
  });
  const list = useQuery(trpc.checkIn.list.queryOptions({ meetingId }));
  const listKey = trpc.checkIn.list.queryKey({ meetingId });
  // A new state with other people in: the list (a newcomer's name) is read again once.
  const inKey = checkIns.userIds.join(',');
  const shownKey = useRef(inKey);
  useEffect(() => {
    if (shownKey.current === inKey) return;
    shownKey.current = inKey;
    void queryClient.invalidateQueries({ queryKey: listKey });
  }, [inKey, listKey, queryClient]);
  const isIn = new Set(checkIns.userIds);
  const tick = useMutation(
    trpc.checkIn.tick.mutationOptions({
      onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
    }),
  );
  const address = code.data ? `${window.location.origin}${code.data.path}` : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          {TEXT.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {address ? (
          <div className="flex flex-col items-center gap-2">
            <QrCode text={address} label={TEXT.qrLabel} />
            <p className="text-center text-sm text-muted-foreground">{TEXT.scan}</p>
          </div>
        ) : code.isError ? (
          <p role="alert">{serverMessageOf(code.error) ?? TEXT.loadFailed}</p>
        ) : (
          <div className="mx-auto size-56" aria-hidden />
        )}
        {list.data ? (
          <section aria-labelledby="check-in-people" className="space-y-2">
            <h3 id="check-in-people" className="flex items-center justify-between font-medium">
              <span>{TEXT.people}</span>
              <span role="status" className="text-sm text-muted-foreground">
                {TEXT.checkedIn(checkIns.count)}
              </span>
            </h3>
            {checkIns.count === 0 && !list.data.canTick ? (
              <p className="text-sm text-muted-foreground">{TEXT.nobody}</p>
            ) : null}
            <ul className="max-h-80 space-y-1 overflow-y-auto">
              {list.data.people
                .filter((person) => list.data.canTick || isIn.has(person.userId))
                .map((person) => (
                  <li key={person.userId} className="flex min-h-11 items-center gap-3">
                    {list.data.canTick ? (
                      <Checkbox
                        id={`check-in-${person.userId}`}
                        aria-label={TEXT.tick(person.name)}
                        checked={isIn.has(person.userId)}
                        disabled={tick.isPending}
                        onCheckedChange={(checked) =>
                          tick.mutate({
                            meetingId,
                            userId: person.userId,
                            checkedIn: checked === true,
                          })
                        }
                      />
                    ) : null}
                    <span>{person.name}</span>
                    {person.isGuest ? <Badge variant="secondary">{TEXT.guest}</Badge> : null}
                  </li>
                ))}
            </ul>
            {tick.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {serverMessageOf(tick.error) ?? TEXT.tickFailed}
              </p>
            ) : null}
          </section>
        ) : list.isError ? (
          <p role="alert">{serverMessageOf(list.error) ?? TEXT.loadFailed}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
