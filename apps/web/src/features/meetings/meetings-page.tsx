import { Link } from '@tanstack/react-router';
import { skipToken, useQuery } from '@tanstack/react-query';
import { CalendarPlusIcon, CalendarXIcon } from 'lucide-react';
import { Button, NoticeCard, PageHeader } from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { useSignedInUser } from '../../app/auth/session';
import { useCurrentClub } from '../../app/clubs/club-selection';
import { MeetingCard } from './meeting-card';
import { MeetingsSkeleton } from './meetings-skeleton';
import { MEETINGS_PAGE_TEXT, MEETINGS_TEXT } from './text';

function ScheduleMeetingButton() {
  return (
    <Button asChild>
      <Link to="/meetings/create">
        <CalendarPlusIcon aria-hidden />
        {MEETINGS_TEXT.scheduleMeeting}
      </Link>
    </Button>
  );
}

/** SPEC §2 Upcoming Meetings (/meetings). */
export function MeetingsPage() {
  const user = useSignedInUser();
  const club = useCurrentClub();
  const trpc = useTRPC();
  const meetings = useQuery(
    trpc.meetings.upcoming.queryOptions(club.clubId === null ? skipToken : { clubId: club.clubId }),
  );

  if (club.isLoading) {
    return (
      <>
        <PageHeader title={MEETINGS_PAGE_TEXT.title} />
        <MeetingsSkeleton />
      </>
    );
  }

  if (club.clubId === null || club.audience === null) {
    return (
      <>
        <PageHeader title={MEETINGS_PAGE_TEXT.title} />
        <NoticeCard>
          <p className="text-muted-foreground">{MEETINGS_TEXT.noClub}</p>
        </NoticeCard>
      </>
    );
  }

  const audience = club.audience;
  const isOfficer = audience === 'officer';

  return (
    <>
      <PageHeader
        title={MEETINGS_PAGE_TEXT.title}
        description={MEETINGS_TEXT.subtitle[audience]}
        actions={isOfficer ? <ScheduleMeetingButton /> : undefined}
      />
      {meetings.isPending ? (
        <MeetingsSkeleton />
      ) : meetings.isError ? (
        <NoticeCard>
          <p className="text-destructive">{MEETINGS_PAGE_TEXT.loadFailed}</p>
          <Button variant="outline" onClick={() => void meetings.refetch()}>
            {MEETINGS_PAGE_TEXT.retry}
          </Button>
        </NoticeCard>
      ) : meetings.data.length === 0 ? (
        <NoticeCard>
          <CalendarXIcon className="size-10 text-muted-foreground" aria-hidden />
          <h2 className="text-lg font-semibold">{MEETINGS_TEXT.empty}</h2>
          <p className="text-muted-foreground">
            {isOfficer ? MEETINGS_TEXT.emptyHint.officer : MEETINGS_TEXT.emptyHint.other}
          </p>
          {isOfficer && <ScheduleMeetingButton />}
        </NoticeCard>
      ) : (
        <ul className="grid gap-4">
          {meetings.data.map((meeting, index) => (
            <li key={meeting.id}>
              <MeetingCard
                meeting={meeting}
                audience={audience}
                userId={user.id}
                isFirst={index === 0}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
