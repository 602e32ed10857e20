// RSVP & Meals: the screen's frame; an officer's view and a member's (or guest's) view each
// in their own file, reading the screen's data through one hook (use-rsvp-screen.ts).
import { PageHeader } from '@lectern/ui';
import { ClubScreen } from '../../app/clubs/club-screen';
import { RSVP_SCREEN } from '../../app/screens';
import { MemberRsvpView } from './member-rsvp-view';
import { OfficerRsvpView } from './officer-rsvp-view';
import { RSVP_PAGE_TEXT, RSVP_TEXT } from './text';

/** RSVP & Meals (/rsvp-meals, /meetings/rsvp, ?meeting=). */
export function RsvpMealsPage({ meetingParam }: { meetingParam: number | undefined }) {
  return (
    <ClubScreen
      screen={RSVP_SCREEN}
      title={RSVP_PAGE_TEXT.title}
      noClub={RSVP_TEXT.noClub}
      skeleton={<PageHeader title={RSVP_PAGE_TEXT.title} />}
    >
      {(club) =>
        club.isManager ? (
          <OfficerRsvpView
            clubId={club.clubId}
            membership={club.membership}
            meetingParam={meetingParam}
          />
        ) : (
          <MemberRsvpView clubId={club.clubId} />
        )
      }
    </ClubScreen>
  );
}
