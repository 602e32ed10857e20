import { Card, CardContent, PageHeader, Skeleton, Delayed } from '@lectern/ui';
import { useCurrentClub } from '../../app/clubs/club-selection';
import { CreateMeetingForm } from './create-meeting-form';
import { CREATE_MEETING_TEXT, MEETINGS_TEXT } from './text';

/** SPEC §2 Create Meeting (/meetings/create); only managers get the form. */
export function CreateMeetingPage() {
  const club = useCurrentClub();
  let body;
  if (club.isLoading) {
    body = (
      <Delayed>
        <Card aria-busy="true">
          <CardContent className="space-y-4">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-1/2" />
            <Skeleton className="h-9 w-1/2" />
            <Skeleton className="h-32 w-full" />
          </CardContent>
        </Card>
      </Delayed>
    );
  } else if (club.clubId === null) {
    body = <p className="text-muted-foreground">{MEETINGS_TEXT.noClub}</p>;
  } else if (!club.isManager) {
    body = (
      <Card>
        <CardContent>
          <p role="alert">{CREATE_MEETING_TEXT.forbidden}</p>
        </CardContent>
      </Card>
    );
  } else {
    body = <CreateMeetingForm key={club.clubId} clubId={club.clubId} />;
  }
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={MEETINGS_TEXT.createTitle}
        description={club.isManager ? CREATE_MEETING_TEXT.description : undefined}
      />
      {body}
    </div>
  );
}
