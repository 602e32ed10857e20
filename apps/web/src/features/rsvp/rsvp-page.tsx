import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import {
  CalendarIcon,
  ClipboardListIcon,
  ClockIcon,
  DollarSignIcon,
  DownloadIcon,
  MapPinIcon,
  PlusIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import {
  formatTime12,
  NO_DRINK,
  NO_EXTRAS,
  realMealChoice,
  rsvpStats,
  toCents,
  type PaymentStatus,
  type RsvpForm as RsvpFormValues,
} from '@lectern/domain';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Label,
  PageHeader,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
} from '@lectern/ui';
import { ClubScreen } from '../../app/clubs/club-screen';
import { useSignedInUser } from '../../app/auth/session';
import { useTRPC } from '../../lib/trpc';
import type { ClubMembership, Meeting } from '../../lib/api-types';
import { PaymentDialog, type PayableRsvp } from './payment-dialog';
import { RsvpForm } from './rsvp-form';
import { useSubmitOwnRsvp, useSubmitRsvpFor, useTogglePayment } from './rsvp-mutations';
import {
  exportPreOrder,
  exportRsvpCsv,
  isFullRsvp,
  rsvpName,
  type FullRsvp,
  type RsvpListItem,
} from './rsvp-rows';
import { RsvpTable } from './rsvp-table';
import { RSVP_PAGE_TEXT, RSVP_TEXT } from './text';
import { useClubFormat } from '../../app/clubs/club-format';
import { useCurrentClub } from '../../app/clubs/club-selection';
import type { ClubFormat } from '@lectern/domain';

function meetingOptionLabel(meeting: Meeting, format: ClubFormat): string {
  return meeting.date
    ? `${meeting.title} - ${format.date(meeting.date)}`
    : `${meeting.title} - ${RSVP_TEXT.dateTbd}`;
}

function StatCard({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
}) {
  return (
    <Card>
      <CardContent className="flex items-center justify-between gap-3 p-4">
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold">{value}</p>
        </div>
        <Icon aria-hidden className="size-6 text-muted-foreground" />
      </CardContent>
    </Card>
  );
}

const [ATTENDEES, REVENUE, PAYMENTS, MEETING_DATE] = RSVP_TEXT.statCards;

/** The stat cards: Total Attendees, Total Revenue, Payments Received, Meeting Date. */
function StatCards({
  stats,
  rsvpCount,
  meetingDate,
}: {
  stats: ReturnType<typeof rsvpStats>;
  rsvpCount: number;
  meetingDate: string;
}) {
  const format = useClubFormat();
  return (
    <>
      <StatCard label={ATTENDEES} value={String(stats.totalAttendees)} icon={UsersIcon} />
      <StatCard
        label={REVENUE}
        value={format.money(stats.totalRevenueCents)}
        icon={DollarSignIcon}
      />
      <StatCard
        label={PAYMENTS}
        value={`${stats.paymentsReceived}/${rsvpCount}`}
        icon={DollarSignIcon}
      />
      <StatCard label={MEETING_DATE} value={meetingDate} icon={CalendarIcon} />
    </>
  );
}

/** The existing RSVP as starting values of the form, so a member edits rather than re-enters. */
function initialValuesOf(rsvp: FullRsvp | undefined): Partial<RsvpFormValues> | undefined {
  if (!rsvp) return undefined;
  const meal = realMealChoice(rsvp.mealChoice);
  return {
    status: rsvp.status,
    hasMeal: meal !== null,
    mealChoice: meal ?? '',
    drink6pm: (meal !== null && rsvp.drink6pm) || NO_DRINK,
    drink7pm: (meal !== null && rsvp.drink7pm) || NO_DRINK,
    extras: (meal !== null && rsvp.extras) || NO_EXTRAS,
    specialRequirements: rsvp.specialRequirements ?? '',
  };
}

function TableSkeleton() {
  return (
    <div className="space-y-2" aria-hidden>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

interface ViewProps {
  clubId: number;
  membership: ClubMembership;
  meetingParam: number | undefined;
}

/** The officer view: meeting picker, stat cards, the table, exports and Add RSVP. */
function OfficerRsvpView({ clubId, membership, meetingParam }: ViewProps) {
  const format = useClubFormat();
  const noMealFeeCents = toCents(useCurrentClub().membership?.club.noMealFee ?? '0');
  const trpc = useTRPC();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const meetings = useQuery(trpc.meetings.upcoming.queryOptions({ clubId }));
  const upcoming = meetings.data ?? [];
  const meetingId = meetingParam ?? upcoming[0]?.id;
  const listed = upcoming.find((meeting) => meeting.id === meetingId);
  const fetched = useQuery({
    ...trpc.meetings.get.queryOptions({ meetingId: meetingId ?? 0 }),
    enabled: meetingId !== undefined && !meetings.isPending && listed === undefined,
  });
  const meeting: Meeting | undefined = listed ?? fetched.data;
  const rsvps = useQuery({
    ...trpc.rsvps.list.queryOptions({ meetingId: meetingId ?? 0 }),
    enabled: meetingId !== undefined,
  });
  const menu = useQuery(trpc.menuItems.list.queryOptions({ clubId }));
  const [adding, setAdding] = useState(false);
  const members = useQuery({ ...trpc.members.list.queryOptions({ clubId }), enabled: adding });
  const [paying, setPaying] = useState<PayableRsvp | null>(null);
  const toggle = useTogglePayment();
  const [toggling, setToggling] = useState<number | null>(null);
  const submitFor = useSubmitRsvpFor(() => setAdding(false));

  const full = (rsvps.data ?? []).filter(isFullRsvp);
  const stats = rsvpStats(full);
  const meetingDate = meeting?.date ?? null;

  function chooseMeeting(value: string) {
    void navigate({ to: '/rsvp-meals', search: { meeting: Number(value) } });
  }

  function exportCsv() {
    exportRsvpCsv(full, meetingDate);
  }

  function exportSheet() {
    exportPreOrder(full, {
      clubName: membership.club.name,
      meetingDate,
      venue: meeting?.location ?? null,
      contact: {
        name: [user.firstName, user.lastName].filter(Boolean).join(' '),
        email: user.email,
      },
    });
  }

  function openPayment(rsvpId: number) {
    const rsvp = full.find((candidate) => candidate.id === rsvpId);
    if (rsvp) setPaying({ id: rsvp.id, name: rsvpName(rsvp), totalPrice: rsvp.totalPrice });
  }

  const memberItems = (members.data ?? [])
    .filter((member) => member.status === 'active')
    .map((member) => ({
      value: String(member.userId),
      label:
        [member.user.firstName, member.user.lastName].filter(Boolean).join(' ') ||
        (member.user.email ?? String(member.userId)),
    }));
  const hasMeeting = meetingId !== undefined;

  return (
    <div className="space-y-6">
      <PageHeader
        title={RSVP_TEXT.officerTitle}
        description={RSVP_PAGE_TEXT.officerDescription}
        actions={
          <>
            <Button variant="outline" disabled={!rsvps.isSuccess} onClick={exportCsv}>
              <DownloadIcon aria-hidden />
              {RSVP_TEXT.exportCsv}
            </Button>
            <Button variant="outline" disabled={!rsvps.isSuccess} onClick={exportSheet}>
              <ClipboardListIcon aria-hidden />
              {RSVP_TEXT.preOrder}
            </Button>
            <Button disabled={!hasMeeting} onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden />
              {RSVP_TEXT.addRsvp}
            </Button>
          </>
        }
      />

      <div className="max-w-md space-y-2">
        <Label htmlFor="rsvp-meeting-picker">{RSVP_PAGE_TEXT.meetingPicker}</Label>
        <Select
          value={meetingId === undefined ? undefined : String(meetingId)}
          onValueChange={chooseMeeting}
        >
          <SelectTrigger id="rsvp-meeting-picker">
            <SelectValue placeholder={RSVP_PAGE_TEXT.chooseMeeting} />
          </SelectTrigger>
          <SelectContent>
            {meeting && !listed && (
              <SelectItem value={String(meeting.id)}>
                {meetingOptionLabel(meeting, format)}
              </SelectItem>
            )}
            {upcoming.map((option) => (
              <SelectItem key={option.id} value={String(option.id)}>
                {meetingOptionLabel(option, format)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      {meetings.isSuccess && !hasMeeting ? (
        <Card>
          <CardHeader>
            <h2 className="leading-tight font-semibold">{RSVP_PAGE_TEXT.noMeetings}</h2>
            <CardDescription>{RSVP_PAGE_TEXT.noMeetingsDescription}</CardDescription>
          </CardHeader>
        </Card>
      ) : (
        <>
          <section
            aria-label={RSVP_PAGE_TEXT.statsLabel}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          >
            <StatCards
              stats={stats}
              rsvpCount={full.length}
              meetingDate={format.date(meetingDate)}
            />
          </section>
          {rsvps.isPending ? (
            <TableSkeleton />
          ) : rsvps.isError ? (
            <div role="alert" className="space-y-2">
              <p>{RSVP_PAGE_TEXT.loadFailed}</p>
              <Button variant="outline" onClick={() => void rsvps.refetch()}>
                {RSVP_PAGE_TEXT.retry}
              </Button>
            </div>
          ) : (
            <RsvpTable
              rsvps={rsvps.data}
              caption={RSVP_PAGE_TEXT.tableCaption}
              manage={{
                onToggle: (rsvpId: number, paymentStatus: PaymentStatus) => {
                  setToggling(rsvpId);
                  toggle.mutate({ rsvpId, paymentStatus }, { onSettled: () => setToggling(null) });
                },
                onPay: openPayment,
                pendingId: toggling,
              }}
            />
          )}
        </>
      )}

      <PaymentDialog rsvp={paying} onOpenChange={(open) => !open && setPaying(null)} />

      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent className="max-h-[90vh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{RSVP_PAGE_TEXT.addRsvpTitle}</DialogTitle>
            <DialogDescription>{RSVP_PAGE_TEXT.addRsvpDescription}</DialogDescription>
          </DialogHeader>
          {adding && meetingId !== undefined && (
            <RsvpForm
              format={format}
              noMealFeeCents={noMealFeeCents}
              menu={menu.data ?? []}
              members={memberItems}
              isPending={submitFor.isPending}
              onCancel={() => setAdding(false)}
              onSubmit={(submission, userId) => {
                if (userId !== null) submitFor.mutate({ meetingId, userId, ...submission });
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function MeetingFacts({ meeting }: { meeting: Meeting }) {
  const format = useClubFormat();
  const time = formatTime12(meeting.startTime);
  return (
    <dl className="grid gap-2 text-sm text-muted-foreground sm:grid-cols-3">
      <div className="flex items-center gap-2">
        <CalendarIcon aria-hidden className="size-4 shrink-0" />
        <dt className="sr-only">Date</dt>
        <dd>{format.date(meeting.date)}</dd>
      </div>
      {time !== '' && (
        <div className="flex items-center gap-2">
          <ClockIcon aria-hidden className="size-4 shrink-0" />
          <dt className="sr-only">Time</dt>
          <dd>{time}</dd>
        </div>
      )}
      {meeting.location && (
        <div className="flex items-center gap-2">
          <MapPinIcon aria-hidden className="size-4 shrink-0" />
          <dt className="sr-only">Location</dt>
          <dd>{meeting.location}</dd>
        </div>
      )}
    </dl>
  );
}

/** The member and guest view: the next meeting and the inline RSVP form. */
function MemberRsvpView({ clubId }: { clubId: number }) {
  const format = useClubFormat();
  const noMealFeeCents = toCents(useCurrentClub().membership?.club.noMealFee ?? '0');
  const trpc = useTRPC();
  const user = useSignedInUser();
  const meetings = useQuery(trpc.meetings.upcoming.queryOptions({ clubId }));
  const meeting = meetings.data?.[0];
  const rsvps = useQuery({
    ...trpc.rsvps.list.queryOptions({ meetingId: meeting?.id ?? 0 }),
    enabled: meeting !== undefined,
  });
  const menu = useQuery(trpc.menuItems.list.queryOptions({ clubId }));
  const [formOpen, setFormOpen] = useState(false);
  const submit = useSubmitOwnRsvp(() => setFormOpen(false));
  const list: readonly RsvpListItem[] = rsvps.data ?? [];
  const own = list.filter(isFullRsvp).find((rsvp) => rsvp.userId === user.id);

  return (
    <div className="space-y-6">
      <PageHeader title={RSVP_TEXT.memberTitle} description={RSVP_PAGE_TEXT.memberDescription} />
      {meetings.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : meeting === undefined ? (
        <Card>
          <CardHeader>
            <h2 className="leading-tight font-semibold">{RSVP_PAGE_TEXT.noMeetings}</h2>
            <CardDescription>{RSVP_PAGE_TEXT.noMeetingsDescription}</CardDescription>
          </CardHeader>
        </Card>
      ) : (
        <>
          <Card>
            <CardHeader>
              <h2 className="text-lg leading-tight font-semibold">{meeting.title}</h2>
            </CardHeader>
            <CardContent className="space-y-4">
              <MeetingFacts meeting={meeting} />
              {own && (
                <div className="space-y-1">
                  <p className="font-medium">{RSVP_PAGE_TEXT.ownStatus[own.status]}</p>
                  <p className="text-sm">
                    {RSVP_PAGE_TEXT.yourRsvp}: {format.money(toCents(own.totalPrice))}
                  </p>
                </div>
              )}
              {formOpen ? (
                <RsvpForm
                  format={format}
                  noMealFeeCents={noMealFeeCents}
                  menu={menu.data ?? []}
                  initial={initialValuesOf(own)}
                  isPending={submit.isPending}
                  onCancel={() => setFormOpen(false)}
                  onSubmit={(submission) => submit.mutate({ meetingId: meeting.id, ...submission })}
                />
              ) : (
                <Button className="w-full sm:w-auto" onClick={() => setFormOpen(true)}>
                  {own ? RSVP_PAGE_TEXT.changeRsvp : RSVP_TEXT.rsvpForMeeting}
                </Button>
              )}
            </CardContent>
          </Card>
          {rsvps.isSuccess && (
            <RsvpTable rsvps={rsvps.data} caption={RSVP_PAGE_TEXT.attendeesCaption} />
          )}
        </>
      )}
    </div>
  );
}

/** RSVP & Meals (/rsvp-meals, /meetings/rsvp, ?meeting=). */
export function RsvpMealsPage({ meetingParam }: { meetingParam: number | undefined }) {
  return (
    <ClubScreen
      title={RSVP_PAGE_TEXT.title}
      noClub={RSVP_TEXT.noClub}
      skeleton={<PageHeader title={RSVP_PAGE_TEXT.title} />}
    >
      {(club) =>
        club.isManager ? (
          <OfficerRsvpView
            clubId={club.clubId}
            membership={club.membership}
            meetingParam={meetingParam}
          />
        ) : (
          <MemberRsvpView clubId={club.clubId} />
        )
      }
    </ClubScreen>
  );
}
