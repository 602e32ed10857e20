import { Card, CardContent, PageHeader, Skeleton, Delayed } from '@lectern/ui';
import { useCurrentClub } from '../../app/clubs/club-selection';
import { NextMeetingCard } from './next-meeting-card';
import { HOME_TEXT } from './text';

/** SPEC §2 Dashboard (/ when signed in): title by audience and the next meeting. */
export function HomeScreen() {
  const club = useCurrentClub();
  if (club.isLoading) {
    return (
      <Delayed>
        <div className="space-y-6" aria-busy="true">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-40 w-full" />
        </div>
      </Delayed>
    );
  }
  const title = HOME_TEXT.titles[club.audience ?? 'member'];
  if (club.membership === null) {
    return (
      <>
        <PageHeader title={title} />
        <Card>
          <CardContent>
            <p className="text-muted-foreground">{HOME_TEXT.noClub}</p>
          </CardContent>
        </Card>
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} description={club.membership.club.name} />
      <div className="grid gap-6 lg:grid-cols-2">
        <NextMeetingCard
          key={club.membership.clubId}
          clubId={club.membership.clubId}
          timeZone={club.membership.club.timeZone}
          canSchedule={club.isManager}
        />
      </div>
    </>
  );
}
