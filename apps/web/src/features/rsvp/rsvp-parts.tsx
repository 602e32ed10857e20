// The pieces RSVP & Meals' two views share: the stat cards, the meeting's facts, the table's
// skeleton, the empty state and the form's starting values.
import {
  CalendarIcon,
  ClockIcon,
  DollarSignIcon,
  MapPinIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import {
  formatTime12,
  NO_DRINK,
  NO_EXTRAS,
  realMealChoice,
  type ClubFormat,
  type rsvpStats,
  type RsvpForm as RsvpFormValues,
} from '@lectern/domain';
import { Card, CardContent, CardDescription, CardHeader, Skeleton } from '@lectern/ui';
import { useClubFormat } from '../../app/clubs/club-format';
import type { MeetingBasics } from '../../lib/api-types';
import type { FullRsvp } from './rsvp-rows';
import { RSVP_PAGE_TEXT, RSVP_TEXT } from './text';

export function meetingOptionLabel(meeting: MeetingBasics, format: ClubFormat): string {
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
export function StatCards({
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
export function initialValuesOf(rsvp: FullRsvp | undefined): Partial<RsvpFormValues> | undefined {
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

export function TableSkeleton() {
  return (
    <div className="space-y-2" aria-hidden>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

export function MeetingFacts({ meeting }: { meeting: MeetingBasics }) {
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

/** No meeting to answer for yet. */
export function NoMeetings() {
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-tight font-semibold">{RSVP_PAGE_TEXT.noMeetings}</h2>
        <CardDescription>{RSVP_PAGE_TEXT.noMeetingsDescription}</CardDescription>
      </CardHeader>
    </Card>
  );
}
