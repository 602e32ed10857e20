import { Card, CardContent, PageHeader, Skeleton, Delayed } from '@lectern/ui';
import { ClubScreen } from '../../app/clubs/club-screen';
import { CREATE_MEETING_SCREEN } from '../../app/screens';
import { CreateMeetingForm } from './create-meeting-form';
import { CREATE_MEETING_TEXT, MEETINGS_TEXT } from './text';

function CreateMeetingSkeleton() {
  return (
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
}

/** Create Meeting (/meetings/create); only managers get the form. */
export function CreateMeetingPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <ClubScreen
        screen={CREATE_MEETING_SCREEN}
        title={MEETINGS_TEXT.createTitle}
        noClub={MEETINGS_TEXT.noClub}
        skeleton={
          <>
            <PageHeader title={MEETINGS_TEXT.createTitle} />
            <CreateMeetingSkeleton />
          </>
        }
        denied={
          <>
            <PageHeader title={MEETINGS_TEXT.createTitle} />
            <Card>
              <CardContent>
                <p role="alert">{CREATE_MEETING_TEXT.forbidden}</p>
              </CardContent>
            </Card>
          </>
        }
      >
        {(club) => (
          <>
            <PageHeader
              title={MEETINGS_TEXT.createTitle}
              description={CREATE_MEETING_TEXT.description}
            />
            <CreateMeetingForm clubId={club.clubId} />
          </>
        )}
      </ClubScreen>
    </div>
  );
}
