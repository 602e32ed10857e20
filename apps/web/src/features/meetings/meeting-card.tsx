import { Link } from '@tanstack/react-router';
import { CalendarIcon, ClockIcon, ListChecksIcon, MapPinIcon, RadioIcon } from 'lucide-react';
import {
  DEFAULT_TIME_ZONE,
  formatTime12,
  isIsoDate,
  todayInZone,
  weekdayName,
  type HomeVariant,
} from '@lectern/domain';
import { Button, Card, CardContent, CardFooter, CardHeader } from '@lectern/ui';
import type { Meeting } from '../../lib/api-types';
import { DeleteMeetingButton } from './delete-meeting-button';
import { MeetingStatusBadge } from './meeting-status-badge';
import { MeetingStatusControl } from './meeting-status-control';
import { MemberRoleSections } from './member-role-sections';
import { MEETINGS_PAGE_TEXT, MEETINGS_TEXT } from './text';
import { useClubFormat } from '../../app/clubs/club-format';
import { useCurrentClub } from '../../app/clubs/club-selection';

export interface MeetingCardProps {
  meeting: Meeting;
  audience: HomeVariant;
  userId: number;
  /** The first (next) meeting carries the RSVP & Meals shortcut for non-officers. */
  isFirst: boolean;
}

/** The live console opens from the card on the meeting's own day (the club's time zone). */
function LiveConsoleLink({ meeting }: { meeting: Meeting }) {
  const { membership } = useCurrentClub();
  const today = todayInZone(new Date(), membership?.club.timeZone ?? DEFAULT_TIME_ZONE);
  if (meeting.date !== today || meeting.status === 'cancelled') return null;
  return (
    <Button asChild variant="secondary">
      <Link to="/meetings/$meetingId/live" params={{ meetingId: meeting.id }}>
        <RadioIcon aria-hidden />
        {MEETINGS_PAGE_TEXT.liveConsole}
      </Link>
    </Button>
  );
}

function whenLine(meeting: Meeting): string | null {
  const weekday = meeting.date && isIsoDate(meeting.date) ? weekdayName(meeting.date) : '';
  const time = formatTime12(meeting.startTime);
  const parts = [weekday, time].filter((part) => part !== '');
  return parts.length === 0 ? null : parts.join(', ');
}

/** Upcoming Meetings card, in the officer, member or guest variant. */
export function MeetingCard({ meeting, audience, userId, isFirst }: MeetingCardProps) {
  const format = useClubFormat();
  const when = whenLine(meeting);
  const isOfficer = audience === 'officer';
  return (
    <Card role="article" aria-label={meeting.title}>
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 space-y-2">
            <h2 className="text-lg leading-tight font-semibold">{meeting.title}</h2>
            <MeetingStatusBadge status={meeting.status} />
          </div>
          {isOfficer && (
            <div className="flex items-center gap-2">
              <MeetingStatusControl
                meetingId={meeting.id}
                status={meeting.status}
                title={meeting.title}
              />
              <DeleteMeetingButton meetingId={meeting.id} title={meeting.title} />
            </div>
          )}
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-2 text-sm text-muted-foreground sm:grid-cols-3">
          <div className="flex items-center gap-2">
            <CalendarIcon className="size-4 shrink-0" aria-hidden />
            <dt className="sr-only">{MEETINGS_PAGE_TEXT.fieldNames.date}</dt>
            <dd>{format.date(meeting.date)}</dd>
          </div>
          {when !== null && (
            <div className="flex items-center gap-2">
              <ClockIcon className="size-4 shrink-0" aria-hidden />
              <dt className="sr-only">{MEETINGS_PAGE_TEXT.fieldNames.time}</dt>
              <dd>{when}</dd>
            </div>
          )}
          <div className="flex items-center gap-2">
            <MapPinIcon className="size-4 shrink-0" aria-hidden />
            <dt className="sr-only">{MEETINGS_PAGE_TEXT.fieldNames.location}</dt>
            <dd>{meeting.location ?? MEETINGS_TEXT.locationTbd}</dd>
          </div>
        </dl>
        {isOfficer && (
          <p className="flex items-center gap-2 text-sm">
            <ListChecksIcon className="size-4 text-muted-foreground" aria-hidden />
            {MEETINGS_PAGE_TEXT.agendaItems(meeting.agendaItemCount)}
          </p>
        )}
        {audience === 'member' && <MemberRoleSections meetingId={meeting.id} userId={userId} />}
      </CardContent>
      <CardFooter>
        <LiveConsoleLink meeting={meeting} />
        {isOfficer ? (
          <>
            <Button asChild variant="outline">
              <Link to="/meetings/$meetingId/view-agenda" params={{ meetingId: meeting.id }}>
                {MEETINGS_TEXT.viewDetails}
              </Link>
            </Button>
            <Button asChild>
              <Link to="/roles" search={{ meeting: meeting.id }}>
                {MEETINGS_TEXT.manageRoles}
              </Link>
            </Button>
          </>
        ) : (
          <>
            <Button asChild variant="outline">
              <Link to="/meetings/$meetingId/view-agenda" params={{ meetingId: meeting.id }}>
                {MEETINGS_TEXT.viewAgenda}
              </Link>
            </Button>
            {isFirst && (
              <Button asChild>
                <Link to="/rsvp-meals" search={{ meeting: meeting.id }}>
                  {MEETINGS_TEXT.rsvpAndMeals}
                </Link>
              </Button>
            )}
          </>
        )}
      </CardFooter>
    </Card>
  );
}
