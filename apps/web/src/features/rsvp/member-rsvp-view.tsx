import { useState } from 'react';
import { toCents } from '@lectern/domain';
import { Button, Card, CardContent, CardHeader, PageHeader, Skeleton } from '@lectern/ui';
import { useSignedInUser } from '../../app/auth/session';
import { useClubFormat } from '../../app/clubs/club-format';
import { useCurrentClub } from '../../app/clubs/club-selection';
import { RsvpForm } from './rsvp-form';
import { useSubmitOwnRsvp } from './rsvp-mutations';
import { initialValuesOf, MeetingFacts, NoMeetings } from './rsvp-parts';
import { isFullRsvp, type RsvpListItem } from './rsvp-rows';
import { RsvpTable } from './rsvp-table';
import { useRsvpScreen } from './use-rsvp-screen';
import { RSVP_PAGE_TEXT, RSVP_TEXT } from './text';

/** The member and guest view: the next meeting and the inline RSVP form. */
export function MemberRsvpView({ clubId }: { clubId: number }) {
  const format = useClubFormat();
  const noMealFeeCents = toCents(useCurrentClub().membership?.club.noMealFee ?? '0');
  const user = useSignedInUser();
  const { meetings, meeting, rsvps, menu } = useRsvpScreen(clubId);
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
        <NoMeetings />
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
                  menu={menu}
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
