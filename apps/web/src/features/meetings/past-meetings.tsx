import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type HomeVariant } from '@lectern/domain';
import { Button } from '@lectern/ui';
import type { MeetingBasics as Meeting } from '../../lib/api-types';
import { useTRPC } from '../../lib/trpc';
import { MeetingStatusBadge } from './meeting-status-badge';
import { MeetingStatusControl } from './meeting-status-control';
import { MEETINGS_PAGE_TEXT } from './text';
import { useClubFormat } from '../../app/clubs/club-format';

/** How many of the club's most recent completed or cancelled meetings are listed. */
export const PAST_MEETINGS_SHOWN = 10;

/**
 * Completed and cancelled meetings, newest first. They come from the club's meeting list
 * (`meetings.list`, one statement on the club's date index), read only once the section is opened.
 */
export function pastMeetingsOf(meetings: readonly Meeting[]): Meeting[] {
  const past = meetings.filter(
    (meeting) => meeting.status === 'completed' || meeting.status === 'cancelled',
  );
  // The list comes oldest first with undated meetings last: newest dated first, undated after.
  const dated = past.filter((meeting) => meeting.date !== null).reverse();
  const undated = past.filter((meeting) => meeting.date === null);
  return [...dated, ...undated].slice(0, PAST_MEETINGS_SHOWN);
}

/**
 * Past meetings below Upcoming Meetings: a completed or cancelled meeting leaves the upcoming list,
 * and an officer reopens it here with the same status control.
 */
export function PastMeetings({ clubId, audience }: { clubId: number; audience: HomeVariant }) {
  const [open, setOpen] = useState(false);
  const trpc = useTRPC();
  const meetings = useQuery({ ...trpc.meetings.list.queryOptions({ clubId }), enabled: open });
  const isOfficer = audience === 'officer';

  return (
    <section aria-labelledby="past-meetings-heading" className="mt-8 space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="past-meetings-heading" className="text-lg font-semibold">
          {MEETINGS_PAGE_TEXT.past.title}
        </h2>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={open ? 'past-meetings-list' : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? MEETINGS_PAGE_TEXT.past.hide : MEETINGS_PAGE_TEXT.past.show}
        </Button>
      </div>
      {open && (
        <div id="past-meetings-list">
          {meetings.isPending ? (
            <p className="text-sm text-muted-foreground" role="status">
              {MEETINGS_PAGE_TEXT.past.loading}
            </p>
          ) : meetings.isError ? (
            <div role="alert" className="flex items-center gap-3 text-sm">
              <span>{MEETINGS_PAGE_TEXT.past.loadFailed}</span>
              <Button variant="outline" size="sm" onClick={() => void meetings.refetch()}>
                {MEETINGS_PAGE_TEXT.retry}
              </Button>
            </div>
          ) : (
            <PastMeetingRows meetings={pastMeetingsOf(meetings.data)} isOfficer={isOfficer} />
          )}
        </div>
      )}
    </section>
  );
}

function PastMeetingRows({ meetings, isOfficer }: { meetings: Meeting[]; isOfficer: boolean }) {
  const format = useClubFormat();
  if (meetings.length === 0) {
    return <p className="text-sm text-muted-foreground">{MEETINGS_PAGE_TEXT.past.empty}</p>;
  }
  return (
    <ul className="divide-y rounded-lg border bg-card" aria-label={MEETINGS_PAGE_TEXT.past.title}>
      {meetings.map((meeting) => (
        <li key={meeting.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
          <div className="min-w-0 space-y-1">
            <h3 className="font-medium">{meeting.title}</h3>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <span>{format.date(meeting.date)}</span>
              <MeetingStatusBadge status={meeting.status} />
            </p>
          </div>
          {isOfficer && (
            <MeetingStatusControl
              meetingId={meeting.id}
              status={meeting.status}
              title={meeting.title}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
