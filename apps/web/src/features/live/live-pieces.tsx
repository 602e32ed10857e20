// The console's presentational pieces, each a section of the console's column (and reusable by
// the meeting's other live panels).
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { LIGHT_WORDS, type Light, type TimingRule } from '@lectern/domain';
import { Button, Card, CardContent, CardHeader, cn } from '@lectern/ui';
import { isUnauthorizedError, serverMessageOf } from '../../lib/errors';
import { formatElapsed, formatSeconds } from './use-live-clock';
import type { LiveItem, LiveResult, LiveState } from './live-types';
import { LIVE_TEXT } from './text';

/** The light's colours: the word always goes with them (never colour alone). */
export const LIGHT_CLASSES: Readonly<Record<Light, string>> = {
  none: 'bg-muted text-foreground',
  green: 'bg-green-700 text-white',
  amber: 'bg-amber-400 text-black',
  red: 'bg-red-700 text-white',
};

/**
 * The text colour alone that reads on each light (the full-screen light paints the colour on a
 * backdrop behind its words, so the words take this).
 */
export const LIGHT_TEXT_CLASSES: Readonly<Record<Light, string>> = {
  none: 'text-foreground',
  green: 'text-white',
  amber: 'text-black',
  red: 'text-white',
};

/** The word shown for a light ("—" before green). */
export function lightWord(light: Light): string {
  return LIGHT_WORDS[light] === '' ? LIVE_TEXT.noLight : LIGHT_WORDS[light];
}

/** One section of the console's column, titled. */
export function LiveSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <h2 className="leading-tight font-semibold">{title}</h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A rule's lights as words and times: "Green 5:00 · Amber 6:00 · Red 7:00". */
export function RuleWindow({ rule }: { rule: TimingRule | null }) {
  if (rule === null) return <span>{LIVE_TEXT.untimed}</span>;
  return (
    <span>
      {LIVE_TEXT.window(
        formatSeconds(rule.greenSeconds),
        formatSeconds(rule.amberSeconds),
        formatSeconds(rule.redSeconds),
      )}
    </span>
  );
}

/**
 * The light and the elapsed time: the colour, the word and mm:ss. Screen readers hear the light
 * when it changes (a polite live region that holds only the light's sentence).
 */
export function TimerLight({
  light,
  elapsedMs,
  status,
}: {
  light: Light;
  elapsedMs: number | null;
  status: LiveState['timer']['status'];
}) {
  return (
    <div
      className={cn('rounded-lg p-4 text-center', LIGHT_CLASSES[light])}
      data-light={light}
      data-testid="timer-light"
    >
      <p className="text-sm font-medium">{LIVE_TEXT.status[status]}</p>
      <p className="text-5xl font-bold tabular-nums">
        <span className="sr-only">{LIVE_TEXT.elapsed} </span>
        <time>{formatElapsed(elapsedMs)}</time>
      </p>
      <p className="mt-1 text-2xl font-bold tracking-widest">
        <span className="sr-only">{LIVE_TEXT.lightLabel}: </span>
        {lightWord(light)}
      </p>
      <p className="sr-only" aria-live="polite" role="status">
        {LIVE_TEXT.lightIs(LIGHT_WORDS[light])}
      </p>
    </div>
  );
}

/** The agenda's items in order; the current one marked, with its presenter and time window. */
export function LiveAgendaList({
  items,
  currentIndex,
}: {
  items: LiveItem[];
  currentIndex: number;
}) {
  if (items.length === 0) return <p className="text-muted-foreground">{LIVE_TEXT.noItems}</p>;
  return (
    <ol className="space-y-2" aria-label={LIVE_TEXT.agenda}>
      {items.map((item) => {
        const current = item.index === currentIndex;
        return (
          <li
            key={item.index}
            aria-current={current ? 'step' : undefined}
            className={cn(
              'rounded-md border p-3 text-sm',
              current && 'border-primary bg-primary/10 font-medium',
            )}
          >
            <div className="flex items-baseline justify-between gap-2">
              <span>
                {current ? <span className="sr-only">{LIVE_TEXT.current}: </span> : null}
                {item.activity}
              </span>
              <span className="shrink-0 text-muted-foreground tabular-nums">{item.time}</span>
            </div>
            <div className="text-muted-foreground">
              {item.presenter === '' ? LIVE_TEXT.noPresenter : item.presenter}
              {item.project === null ? null : ` · ${item.project}`}
            </div>
            {current ? (
              <div className="text-muted-foreground">
                <RuleWindow rule={item.rule} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The current item: what it is, who presents it (and their project), its window and place. */
export function CurrentItem({ item, total }: { item: LiveItem | undefined; total: number }) {
  if (item === undefined) return null;
  return (
    <div className="space-y-1">
      <p className="text-sm text-muted-foreground">{LIVE_TEXT.itemOf(item.index + 1, total)}</p>
      <p className="text-lg font-semibold">{item.activity}</p>
      <p>{item.presenter === '' ? LIVE_TEXT.noPresenter : item.presenter}</p>
      {item.project === null ? null : <p className="text-sm">{item.project}</p>}
      <p className="text-sm text-muted-foreground">
        <RuleWindow rule={item.rule} />
        {item.rule ? (
          <>
            {' · '}
            {LIVE_TEXT.qualifyWindow(
              formatSeconds(item.rule.qualifyFromSeconds),
              formatSeconds(item.rule.qualifyToSeconds),
            )}
          </>
        ) : null}
      </p>
    </div>
  );
}

/** The measured times of the stopped items, each qualified or not (untimed items say nothing). */
export function TimedResults({ items, results }: { items: LiveItem[]; results: LiveResult[] }) {
  if (results.length === 0) return <p className="text-muted-foreground">{LIVE_TEXT.noResults}</p>;
  return (
    <ul className="space-y-2" aria-label={LIVE_TEXT.results}>
      {results.map((result) => {
        const item = items[result.itemIndex];
        return (
          <li
            key={result.itemIndex}
            className="flex items-baseline justify-between gap-2 rounded-md border p-3 text-sm"
          >
            <span className="min-w-0">
              <span className="block font-medium">
                {item?.activity ?? `#${result.itemIndex + 1}`}
              </span>
              {item && item.presenter !== '' ? (
                <span className="block text-muted-foreground">{item.presenter}</span>
              ) : null}
            </span>
            <span className="shrink-0 text-right">
              <span className="block tabular-nums">{formatElapsed(result.elapsedMs)}</span>
              {result.qualified === null ? null : (
                <span
                  className={cn(
                    'block font-medium',
                    result.qualified ? 'text-green-700' : 'text-destructive',
                  )}
                >
                  {result.qualified ? LIVE_TEXT.qualified : LIVE_TEXT.notQualified}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The console could not be shown: why, and the way back to the meetings. */
export function LiveUnavailable({ error }: { error: unknown }) {
  const message = isUnauthorizedError(error)
    ? LIVE_TEXT.signInAgain
    : (serverMessageOf(error) ?? LIVE_TEXT.loadFailed);
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <p role="alert">{message}</p>
        <Button asChild variant="outline">
          <Link to="/meetings">
            <ArrowLeftIcon aria-hidden />
            {LIVE_TEXT.backToMeetings}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** "Reconnecting…" while the stream is down (the last state stays on screen). */
export function ReconnectingNote({ show }: { show: boolean }) {
  return (
    <p role="status" className={show ? 'rounded-md bg-muted p-2 text-center text-sm' : 'sr-only'}>
      {show ? LIVE_TEXT.reconnecting : ''}
    </p>
  );
}
