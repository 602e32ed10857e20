import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { CalendarIcon, ClockIcon, MapPinIcon, SparklesIcon } from 'lucide-react';
import {
  daysUntil,
  DEFAULT_TIME_ZONE,
  formatMeetingDate,
  formatTime12,
  isIsoDate,
  MEETINGS_TEXT,
} from '@lectern/domain';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  Delayed,
  Skeleton,
} from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { HOME_TEXT } from './text';

interface NextMeetingCardProps {
  clubId: number;
  timeZone: string | null;
  canSchedule: boolean;
}

/** SPEC §2 Dashboard: the first upcoming meeting, or the way to schedule one. */
export function NextMeetingCard({ clubId, timeZone, canSchedule }: NextMeetingCardProps) {
  const trpc = useTRPC();
  const upcoming = useQuery(trpc.meetings.upcoming.queryOptions({ clubId }));

  if (upcoming.isPending) {
    return (
      <Delayed>
        <Card aria-busy="true">
          <CardHeader>
            <Skeleton className="h-5 w-32" />
          </CardHeader>
          <CardContent className="space-y-2">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-56" />
          </CardContent>
        </Card>
      </Delayed>
    );
  }

  const meeting = upcoming.data?.[0];
  if (!meeting) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{HOME_TEXT.nextMeeting}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-start gap-3">
          <p className="text-muted-foreground">
            {upcoming.isError ? HOME_TEXT.loadFailed : HOME_TEXT.noUpcomingMeetings}
          </p>
          {canSchedule && !upcoming.isError && (
            <Button asChild>
              <Link to="/meetings/create">{HOME_TEXT.scheduleMeeting}</Link>
            </Button>
          )}
        </CardContent>
      </Card>
    );
  }

  const days =
    meeting.date && isIsoDate(meeting.date)
      ? daysUntil(meeting.date, new Date(), timeZone ?? DEFAULT_TIME_ZONE)
      : null;
  const start = formatTime12(meeting.startTime);
  const end = formatTime12(meeting.endTime);

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{HOME_TEXT.nextMeeting}</CardTitle>
          {days !== null && days >= 0 && <Badge variant="blue">{HOME_TEXT.daysToGo(days)}</Badge>}
        </div>
        <p className="font-medium">{meeting.title}</p>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm text-muted-foreground sm:grid-cols-2">
          <li className="flex items-center gap-2">
            <CalendarIcon className="size-4" aria-hidden />
            {formatMeetingDate(meeting.date)}
          </li>
          {start !== '' && (
            <li className="flex items-center gap-2">
              <ClockIcon className="size-4" aria-hidden />
              {end === '' ? start : `${start} – ${end}`}
            </li>
          )}
          <li className="flex items-center gap-2">
            <MapPinIcon className="size-4" aria-hidden />
            {meeting.location ?? MEETINGS_TEXT.locationTbd}
          </li>
          {meeting.theme && (
            <li className="flex items-center gap-2">
              <SparklesIcon className="size-4" aria-hidden />
              <span>
                <span className="sr-only">{HOME_TEXT.themeLabel}: </span>
                {meeting.theme}
              </span>
            </li>
          )}
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline">
          <Link to="/meetings/$meetingId/view-agenda" params={{ meetingId: meeting.id }}>
            {HOME_TEXT.viewAgenda}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
