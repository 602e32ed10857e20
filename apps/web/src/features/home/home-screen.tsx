import { PageHeader } from '@lectern/ui';
import { useSignedInUser } from '../../app/auth/session';
import { ClubScreen, type SelectedClub } from '../../app/clubs/club-screen';
import { DashboardSkeleton } from './dashboard-parts';
import { GuestDashboard } from './guest-dashboard';
import { MemberDashboard } from './member-dashboard';
import { OfficerDashboard } from './officer-dashboard';
import { HOME_TEXT } from './text';

/** SPEC §2 Dashboard (/ when signed in): officer, member or guest home by role in the club. */
export function HomeScreen() {
  return (
    <ClubScreen
      // Shown with the no-club state, where there is no role to title the home by.
      title={HOME_TEXT.titles.member}
      noClub={HOME_TEXT.noClub}
      skeleton={<DashboardSkeleton />}
    >
      {(club) => <ClubHome club={club} />}
    </ClubScreen>
  );
}

function ClubHome({ club }: { club: SelectedClub }) {
  const user = useSignedInUser();
  const { clubId, audience, role } = club;
  const details = club.club;
  return (
    <>
      <PageHeader title={HOME_TEXT.titles[audience]} description={details.name} />
      {audience === 'officer' ? (
        <OfficerDashboard clubId={clubId} />
      ) : audience === 'guest' ? (
        <GuestDashboard clubId={clubId} timeZone={details.timeZone} user={user} />
      ) : (
        <MemberDashboard clubId={clubId} timeZone={details.timeZone} userId={user.id} role={role} />
      )}
    </>
  );
}
