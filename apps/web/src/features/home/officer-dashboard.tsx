import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import {
  AlertCircleIcon,
  CalendarIcon,
  CheckCircle2Icon,
  ClockIcon,
  MapPinIcon,
  SparklesIcon,
  UsersIcon,
  UtensilsIcon,
  type LucideIcon,
} from 'lucide-react';
import {
  formatTime12,
  MEETINGS_TEXT,
  ROLE_OFFER_MESSAGES,
  REMINDER_TEXT,
  parseCents,
  PENDING_ACTIONS_SHOWN,
  ROLE_STATUS_BADGES,
  roleTypeLabel,
  showViewAllActions,
  type PendingAction,
} from '@lectern/domain';
import { Badge, Button, Progress, Skeleton, StatCard, toast } from '@lectern/ui';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { serverMessageOf } from '../../lib/errors';
import { useTRPC, type LecternTrpc } from '../../lib/trpc';
import { signInOrFailureToast } from '../../shared/failure-toast';
import { Panel } from './dashboard-parts';
import { OpenOffersList } from './open-offers-list';
import { SetupChecklist } from './setup-checklist';
import { HOME_TEXT } from './text';
import { useClubFormat } from '../../app/clubs/club-format';

type Dashboard = inferOutput<LecternTrpc['clubs']['dashboard']>;
type NextMeeting = NonNullable<Dashboard['nextMeeting']>;

/** Dashboard for officers: four figures, the next meeting, RSVPs, meals, actions. */
export function OfficerDashboard({ clubId }: { clubId: number }) {
  const format = useClubFormat();
  const trpc = useTRPC();
  const { data } = useSuspenseQuery(trpc.clubs.dashboard.queryOptions({ clubId }));
  // A new club's first-week checklist, until every step is done (optional: never blocks).
  const setup = useQuery(trpc.clubs.setupChecklist.queryOptions({ clubId }));
  const checklist = setup.data && !setup.data.complete ? setup.data.items : null;
  const days = data.daysUntilNextMeeting;
  return (
    <div className="space-y-6">
      {checklist && <SetupChecklist items={checklist} />}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title={HOME_TEXT.cards.nextMeeting}
          icon={CalendarIcon}
          value={data.nextMeeting ? HOME_TEXT.daysUntilLabel(days) : '—'}
          detail={data.nextMeeting ? format.date(data.nextMeeting.date) : undefined}
        />
        <StatCard
          title={HOME_TEXT.cards.activeMembers}
          icon={UsersIcon}
          value={data.activeMembers}
        />
        <StatCard
          title={HOME_TEXT.cards.rolesFilled}
          icon={CheckCircle2Icon}
          value={`${data.rolesFilledPercent}%`}
          detail={
            <>
              <Progress
                value={data.rolesFilledPercent}
                aria-label={HOME_TEXT.cards.rolesFilled}
                className="mb-1"
              />
              {HOME_TEXT.rolesFilledOf(data.rolesFilled, data.totalRoles)}
            </>
          }
        />
        <StatCard
          title={HOME_TEXT.cards.mealsOrdered}
          icon={UtensilsIcon}
          value={data.mealOrders}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {data.nextMeeting ? (
          <NextMeetingPanel meeting={data.nextMeeting} days={days} />
        ) : (
          <Panel title={HOME_TEXT.cards.nextMeeting}>
            <div className="flex flex-col items-start gap-3">
              <p className="font-medium">{HOME_TEXT.noUpcomingMeetings}</p>
              <Button asChild>
                <Link to="/meetings/create">{HOME_TEXT.scheduleMeeting}</Link>
              </Button>
            </div>
          </Panel>
        )}
        <div className="grid gap-6">
          {data.nextMeeting && (
            <Panel title={ROLE_OFFER_MESSAGES.openOffers}>
              <OpenOffersList meetingId={data.nextMeeting.id} />
            </Panel>
          )}
          <RsvpSummary summary={data.rsvpSummary} meetingId={data.nextMeeting?.id ?? null} />
          <MealOrders byChoice={data.mealOrdersByChoice} totalRevenue={data.totalRevenue} />
        </div>
      </div>
      {/* While the checklist shows, "All caught up!" would not be true. */}
      {(checklist === null || data.pendingActions.length > 0) && (
        <PendingActions actions={data.pendingActions} meetingId={data.nextMeeting?.id ?? null} />
      )}
    </div>
  );
}

function Fact({ icon: Icon, children }: { icon: LucideIcon; children: React.ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <Icon className="size-4 shrink-0" aria-hidden />
      {children}
    </li>
  );
}

function NextMeetingPanel({ meeting, days }: { meeting: NextMeeting; days: number | null }) {
  const format = useClubFormat();
  const start = formatTime12(meeting.startTime);
  const end = formatTime12(meeting.endTime);
  return (
    <Panel
      title={HOME_TEXT.cards.nextMeeting}
      badge={<Badge variant="green">{HOME_TEXT.nextMeetingBadge}</Badge>}
    >
      <div className="space-y-2">
        <p className="font-semibold">{meeting.title}</p>
        <ul className="grid gap-2 text-sm text-muted-foreground sm:grid-cols-2">
          <Fact icon={CalendarIcon}>{format.date(meeting.date)}</Fact>
          {meeting.theme && (
            <Fact icon={SparklesIcon}>
              <span>
                <span className="sr-only">{HOME_TEXT.themeLabel}: </span>
                {meeting.theme}
              </span>
            </Fact>
          )}
          {start !== '' && <Fact icon={ClockIcon}>{end === '' ? start : `${start} – ${end}`}</Fact>}
          <Fact icon={MapPinIcon}>{meeting.location ?? MEETINGS_TEXT.locationTbd}</Fact>
        </ul>
        {days !== null && days >= 0 && <Badge variant="blue">{HOME_TEXT.daysToGo(days)}</Badge>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to="/meetings/$meetingId/edit-agenda" params={{ meetingId: meeting.id }}>
            {HOME_TEXT.editAgenda}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/meetings/$meetingId/view-agenda" params={{ meetingId: meeting.id }}>
            {HOME_TEXT.viewAgenda}
          </Link>
        </Button>
      </div>
      <RoleStatusList meetingId={meeting.id} />
    </Panel>
  );
}

/** The next meeting's roles, each with who holds it, and Assign for the open ones. */
function RoleStatusList({ meetingId }: { meetingId: number }) {
  const trpc = useTRPC();
  const roles = useQuery(trpc.meetingRoles.list.queryOptions({ meetingId }));
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">{HOME_TEXT.roleStatus}</h3>
      {roles.isPending ? (
        <div className="space-y-2" aria-hidden>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : roles.isError ? (
        <p className="text-sm text-destructive">{HOME_TEXT.rolesLoadFailed}</p>
      ) : roles.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{HOME_TEXT.noRoles}</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {roles.data.map((role) => (
            <li
              key={role.id}
              className="flex min-h-11 items-center justify-between gap-3 px-3 py-1.5"
            >
              <span className="min-w-0 text-sm">
                <span className="font-medium">{roleTypeLabel(role.roleType)}</span>
                {role.user && (
                  <span className="block truncate text-xs text-muted-foreground">
                    {`${role.user.firstName ?? ''} ${role.user.lastName ?? ''}`.trim()}
                  </span>
                )}
              </span>
              {role.status === 'open' ? (
                <Button asChild size="sm" variant="outline">
                  <Link to="/roles" search={{ meeting: meetingId }}>
                    {HOME_TEXT.assign}
                    <span className="sr-only"> {roleTypeLabel(role.roleType)}</span>
                  </Link>
                </Button>
              ) : (
                <Badge variant={role.status === 'confirmed' ? 'green' : 'blue'}>
                  {ROLE_STATUS_BADGES[role.status]}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'Send RSVP Reminders': e-mails everyone who has not answered for the next meeting. */
function useSendRsvpReminders() {
  const trpc = useTRPC();
  return useMutation(
    trpc.reminders.sendRsvpReminders.mutationOptions({
      onSuccess: (result) => toast({ title: REMINDER_TEXT.rsvpRemindersQueued(result.queued) }),
      onError: (error) =>
        signInOrFailureToast(error, {
          title: REMINDER_TEXT.rsvpRemindersFailed,
          description: serverMessageOf(error) ?? REMINDER_TEXT.tryAgain,
        }),
    }),
  );
}

function RsvpSummary({
  summary,
  meetingId,
}: {
  summary: Dashboard['rsvpSummary'];
  meetingId: number | null;
}) {
  const send = useSendRsvpReminders();
  const rows = [
    [HOME_TEXT.rsvpSummary.attending, summary.attending],
    [HOME_TEXT.rsvpSummary.notAttending, summary.notAttending],
    [HOME_TEXT.rsvpSummary.noResponse, summary.noResponse],
    [HOME_TEXT.rsvpSummary.totalMembers, summary.totalMembers],
  ] as const;
  return (
    <Panel title={HOME_TEXT.rsvpSummary.title}>
      <dl className="grid grid-cols-2 gap-3">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-md border p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <Button
        variant="outline"
        className="self-start"
        disabled={meetingId === null || send.isPending}
        onClick={() => meetingId !== null && send.mutate({ meetingId })}
      >
        {send.isPending ? REMINDER_TEXT.sendingRsvpReminders : HOME_TEXT.rsvpSummary.sendReminders}
      </Button>
    </Panel>
  );
}

function MealOrders({
  byChoice,
  totalRevenue,
}: {
  byChoice: Dashboard['mealOrdersByChoice'];
  totalRevenue: string | null;
}) {
  const format = useClubFormat();
  const revenueCents = totalRevenue === null ? null : parseCents(totalRevenue);
  return (
    <Panel title={HOME_TEXT.mealOrders.title}>
      {byChoice.length === 0 ? (
        <p className="text-sm text-muted-foreground">{HOME_TEXT.mealOrders.empty}</p>
      ) : (
        <ul className="divide-y rounded-md border text-sm">
          {byChoice.map((entry) => (
            <li key={entry.meal} className="flex justify-between px-3 py-2">
              <span>{entry.meal}</span>
              <span className="font-medium">{entry.count}</span>
            </li>
          ))}
        </ul>
      )}
      {revenueCents !== null && (
        <p className="flex justify-between text-sm">
          <span className="font-medium">{HOME_TEXT.mealOrders.totalRevenue}</span>
          <span className="font-semibold">{format.money(revenueCents)}</span>
        </p>
      )}
      <Button asChild variant="outline" className="self-start">
        <Link to="/rsvp-meals">{HOME_TEXT.mealOrders.export}</Link>
      </Button>
    </Panel>
  );
}

/**
 * Where 'Fix' takes an officer for each kind of pending action. The button it sits in styles it
 * through `rest` (its class and handlers), which every link takes.
 */
function FixLink({
  action,
  meetingId,
  ...rest
}: { action: PendingAction; meetingId: number | null } & React.ComponentProps<'a'>) {
  const label = (
    <>
      {HOME_TEXT.pendingActions.fix}
      <span className="sr-only">: {action.title}</span>
    </>
  );
  if (meetingId !== null && action.id === 'review-agenda')
    return (
      <Link {...rest} to="/meetings/$meetingId/edit-agenda" params={{ meetingId }}>
        {label}
      </Link>
    );
  if (action.id === 'rsvp-deadline')
    return (
      <Link {...rest} to="/rsvp-meals" search={{ meeting: meetingId ?? undefined }}>
        {label}
      </Link>
    );
  return (
    <Link {...rest} to="/roles" search={{ meeting: meetingId ?? undefined }}>
      {label}
    </Link>
  );
}

function PendingActions({
  actions,
  meetingId,
}: {
  actions: readonly PendingAction[];
  meetingId: number | null;
}) {
  return (
    <Panel title={HOME_TEXT.pendingActions.title}>
      {actions.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CheckCircle2Icon className="size-4 text-status-green-foreground" aria-hidden />
          {HOME_TEXT.pendingActions.empty}
        </p>
      ) : (
        <ul className="divide-y rounded-md border">
          {actions.slice(0, PENDING_ACTIONS_SHOWN).map((action) => (
            <li key={action.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="flex items-center gap-2 text-sm">
                <AlertCircleIcon
                  className={
                    action.priority === 'high' ? 'size-4 text-destructive' : 'size-4 text-amber-600'
                  }
                  aria-hidden
                />
                <span>
                  {action.title}
                  <span className="sr-only"> ({HOME_TEXT.priority[action.priority]})</span>
                </span>
              </span>
              <Button asChild size="sm" variant="outline" className="h-11 md:h-8">
                <FixLink action={action} meetingId={meetingId} />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {showViewAllActions(actions.length) && (
        <Button asChild variant="link" className="self-start px-0">
          <Link to="/reports">{HOME_TEXT.pendingActions.viewAll}</Link>
        </Button>
      )}
    </Panel>
  );
}
