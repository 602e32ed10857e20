import { Link, type LinkProps } from '@tanstack/react-router';
import { CheckCircle2Icon, CircleIcon } from 'lucide-react';
import { CLUB_SETUP_TEXT, type ClubSetupItem, type ClubSetupStep } from '@lectern/domain';
import { Progress } from '@lectern/ui';
import { Panel } from './dashboard-parts';

/** Where each step is set. */
const STEP_LINKS: Record<ClubSetupStep, NonNullable<LinkProps['to']>> = {
  location: '/settings',
  localeAndCurrency: '/settings',
  meals: '/settings',
  template: '/settings',
  meetings: '/meetings/create',
  invitations: '/invites',
  officers: '/members',
};

/**
 * A new club's first-week checklist on the officers' dashboard: each step ticked from the
 * club's records (`clubs.setupChecklist`) and linking to where it is set.
 */
export function SetupChecklist({ items }: { items: readonly ClubSetupItem[] }) {
  const done = items.filter((item) => item.done).length;
  const T = CLUB_SETUP_TEXT;
  return (
    <Panel
      title={T.title}
      badge={
        <span className="text-sm text-muted-foreground">{T.progress(done, items.length)}</span>
      }
    >
      <p className="text-sm text-muted-foreground">{T.intro}</p>
      <Progress value={(done / items.length) * 100} aria-label={T.progress(done, items.length)} />
      <ul className="divide-y rounded-md border">
        {items.map((item) => (
          <li key={item.step}>
            <Link
              to={STEP_LINKS[item.step]}
              className="flex min-h-11 items-center gap-3 px-3 py-2 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {item.done ? (
                <CheckCircle2Icon
                  className="size-5 shrink-0 text-status-green-foreground"
                  aria-hidden
                />
              ) : (
                <CircleIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              )}
              <span className={item.done ? 'text-muted-foreground line-through' : 'font-medium'}>
                {T.steps[item.step]}
              </span>
              <span className="sr-only">({item.done ? T.done : T.toDo})</span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
