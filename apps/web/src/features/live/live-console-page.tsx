import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MaximizeIcon } from 'lucide-react';
import { lightAt } from '@lectern/domain';
import { Button, PageHeader } from '@lectern/ui';
import { serverMessageOf } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { signInOrFailureToast } from '../../shared/failure-toast';
import {
  CurrentItem,
  LiveAgendaList,
  LiveSection,
  LiveUnavailable,
  ReconnectingNote,
  TimedResults,
  TimerLight,
} from './live-pieces';
import { TimerControls, type TimerPress } from './timer-controls';
import { useClockOffset, useElapsedMs } from './use-live-clock';
import { useLiveConsole, useLiveControls, useTimerPress } from './use-live-console';
import { AhCounterPanel } from './ah-counter-panel';
import { CheckInPanel } from './check-in-panel';
import { VotesPanel } from './votes-panel';
import type { LiveState } from './live-types';
import { LIVE_PRESS_FAILED, LIVE_TEXT } from './text';

/**
 * The console's column: its sections one under the other (mobile first). The meeting's other
 * live panels (votes, the Ah-Counter's taps, the check-in code) are further children here.
 */
export function LiveConsoleColumn({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-xl flex-col gap-4">{children}</div>;
}

function TimerSection({
  meetingId,
  live,
  controls,
}: {
  meetingId: number;
  live: LiveState;
  controls: boolean;
}) {
  const offset = useClockOffset();
  const elapsedMs = useElapsedMs(live.timer, offset);
  const press = useTimerPress(meetingId);
  const item = live.items[live.timer.itemIndex];
  const light = item?.rule && elapsedMs !== null ? lightAt(item.rule, elapsedMs) : 'none';
  const over = live.meetingStatus === 'completed' || live.meetingStatus === 'cancelled';
  const onPress = (input: TimerPress) =>
    press.mutate(
      { meetingId, ...input },
      { onError: (error) => signInOrFailureToast(error, failureOf(error)) },
    );
  return (
    <LiveSection title={LIVE_TEXT.timer}>
      <div className="space-y-4">
        <CurrentItem item={item} total={live.items.length} />
        <TimerLight light={light} elapsedMs={elapsedMs} status={live.timer.status} />
        <Button asChild variant="outline" className="w-full">
          <Link to="/meetings/$meetingId/live/light" params={{ meetingId }}>
            <MaximizeIcon aria-hidden />
            {LIVE_TEXT.fullScreen}
          </Link>
        </Button>
        {over ? (
          <p className="text-sm text-muted-foreground">{LIVE_TEXT.meetingOver}</p>
        ) : controls ? (
          <TimerControls
            timer={live.timer}
            itemCount={live.items.length}
            busy={press.isPending}
            onPress={onPress}
          />
        ) : null}
      </div>
    </LiveSection>
  );
}

function failureOf(error: unknown) {
  return {
    title: LIVE_PRESS_FAILED.title,
    description: serverMessageOf(error) ?? LIVE_PRESS_FAILED.description,
  };
}

/** The live console (/meetings/{id}/live): every member watches, the meeting's controllers press. */
export function LiveConsolePage({ meetingId }: { meetingId: number }) {
  const { state, reconnecting } = useLiveConsole(meetingId);
  const controls = useLiveControls(meetingId);
  const meeting = useQuery(useTRPC().meetings.get.queryOptions({ meetingId }));
  const live = state.data;
  return (
    <LiveConsoleColumn>
      <PageHeader title={LIVE_TEXT.title} description={meeting.data?.title} />
      {state.error && live === undefined ? (
        <LiveUnavailable error={state.error} />
      ) : live === undefined ? (
        <p className="text-muted-foreground" aria-busy="true">
          {LIVE_TEXT.title}…
        </p>
      ) : (
        <>
          <ReconnectingNote show={reconnecting} />
          <TimerSection meetingId={meetingId} live={live} controls={controls.timer} />
          <LiveSection title={LIVE_TEXT.agenda}>
            <LiveAgendaList items={live.items} currentIndex={live.timer.itemIndex} />
          </LiveSection>
          <LiveSection title={LIVE_TEXT.results}>
            <TimedResults items={live.items} results={live.results} />
          </LiveSection>
          <VotesPanel
            meetingId={meetingId}
            state={live}
            controls={controls.votes}
            guest={controls.guest}
          />
          <AhCounterPanel meetingId={meetingId} state={live} controls={controls.fillers} />
          {controls.timer && <CheckInPanel meetingId={meetingId} checkIns={live.checkIns} />}
        </>
      )}
    </LiveConsoleColumn>
  );
}
