import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CalendarPlusIcon, CalendarXIcon } from 'lucide-react';
import { Button, NoticeCard, PageHeader } from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { useSignedInUser } from '../../app/auth/session';
import { ClubScreen, type SelectedClub } from '../../app/clubs/club-screen';
import { MEETINGS_SCREEN } from '../../app/screens';
import { MeetingCard } from './meeting-card';
import { MeetingsSkeleton } from './meetings-skeleton';
import { PastMeetings } from './past-meetings';
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

/** Upcoming Meetings (/meetings). */
export function MeetingsPage() {
  return (
    <ClubScreen
      screen={MEETINGS_SCREEN}
      title={MEETINGS_PAGE_TEXT.title}
      noClub={MEETINGS_TEXT.noClub}
      loadFailed={MEETINGS_PAGE_TEXT.loadFailed}
      skeleton={
        <>
          <PageHeader title={MEETINGS_PAGE_TEXT.title} />
          <MeetingsSkeleton />
        </>
      }
    >
      {(club) => <MeetingsList club={club} />}
    </ClubScreen>
  );
}

function MeetingsList({ club }: { club: SelectedClub }) {
  const user = useSignedInUser();
  const trpc = useTRPC();
  const { data: meetings } = useSuspenseQuery(
    trpc.meetings.upcoming.queryOptions({ clubId: club.clubId }),
  );
  const audience = club.audience;
  const isOfficer = audience === 'officer';

  return (
    <>
      <PageHeader
        title={MEETINGS_PAGE_TEXT.title}
        description={MEETINGS_TEXT.subtitle[audience]}
        actions={isOfficer ? <ScheduleMeetingButton /> : undefined}
      />
      {meetings.length === 0 ? (
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
          {meetings.map((meeting, index) => (
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
      <PastMeetings clubId={club.clubId} audience={audience} />
    </>
  );
}
