import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, CardContent, CardHeader, CardTitle, Label, toast } from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { isUnauthorizedError, serverMessageOf } from '../../lib/errors';
import type { LiveState } from './votes-panel';
import { AH_COUNTER_TEXT } from './votes-text';

export interface AhCounterPanelProps {
  meetingId: number;
  state: LiveState;
  /** The viewer taps (the Ah-Counter or a manager); everyone else sees the counts. */
  controls?: boolean;
}

/** A tap's own id, the same on every retry of it, so the server counts it once. */
export function newTapId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The Ah-Counter's taps per speaker and filler word (the club's words included), and everyone's
 * counts so far from the shared state.
 */
export function AhCounterPanel({ meetingId, state, controls = false }: AhCounterPanelProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [speakerId, setSpeakerId] = useState<number | null>(null);
  const [last, setLast] = useState<{ speakerId: number; word: string } | null>(null);
  const tap = useMutation(
    trpc.live.fillerTap.mutationOptions({
      // A retry sends the same tap id: a tap that reached the server once still counts once.
      retry: 3,
      onSuccess: (next) => {
        queryClient.setQueryData(trpc.live.state.queryKey({ meetingId }), next);
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({
          variant: 'destructive',
          title: AH_COUNTER_TEXT.tapFailed,
          description: serverMessageOf(error),
        });
      },
    }),
  );
  const { words, totals } = state.fillers;
  const nameOf = (id: number) =>
    state.people.find((person) => person.userId === id)?.name ?? String(id);
  const countOf = (id: number, word: string) =>
    totals.find((row) => row.speakerId === id && row.word === word)?.count ?? 0;
  const speakers = [...new Set(totals.map((row) => row.speakerId))];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{AH_COUNTER_TEXT.title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {controls && (
          <div className="space-y-3">
            <div className="space-y-1">
              <Label htmlFor={`ah-speaker-${meetingId}`}>{AH_COUNTER_TEXT.speaker}</Label>
              <select
                id={`ah-speaker-${meetingId}`}
                className="h-11 w-full rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                value={speakerId ?? ''}
                onChange={(event) =>
                  setSpeakerId(event.target.value === '' ? null : Number(event.target.value))
                }
              >
                <option value="">{AH_COUNTER_TEXT.chooseSpeaker}</option>
                {state.people.map((person) => (
                  <option key={person.userId} value={person.userId}>
                    {person.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {words.map((word) => (
                <Button
                  key={word}
                  variant="outline"
                  className="min-h-14"
                  disabled={speakerId === null}
                  onClick={() => {
                    if (speakerId !== null) {
                      tap.mutate({ meetingId, tapId: newTapId(), speakerId, word });
                      setLast({ speakerId, word });
                    }
                  }}
                >
                  {speakerId === null ? word : `${word} (${countOf(speakerId, word)})`}
                </Button>
              ))}
            </div>
            {last !== null && (
              <Button
                variant="ghost"
                onClick={() => {
                  tap.mutate({ meetingId, tapId: newTapId(), ...last, delta: -1 });
                  setLast(null);
                }}
              >
                {AH_COUNTER_TEXT.takeBack(last.word, nameOf(last.speakerId))}
              </Button>
            )}
          </div>
        )}
        {speakers.length === 0 ? (
          <p className="text-sm text-muted-foreground">{AH_COUNTER_TEXT.noTaps}</p>
        ) : (
          <ul className="space-y-1">
            {speakers.map((id) => {
              const rows = totals.filter((row) => row.speakerId === id);
              const total = rows.reduce((sum, row) => sum + row.count, 0);
              return (
                <li key={id}>
                  <span className="font-medium">{nameOf(id)}</span>:{' '}
                  {rows.map((row) => `${row.word} ${row.count}`).join(', ')} —{' '}
                  {AH_COUNTER_TEXT.total(total)}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
