import { Card, CardContent, PageHeader } from '@lectern/ui';
import { useSignedInUser } from '../../app/auth/session';
import { useCurrentClub } from '../../app/clubs/club-selection';
import { DashboardSkeleton } from './dashboard-parts';
import { GuestDashboard } from './guest-dashboard';
import { MemberDashboard } from './member-dashboard';
import { OfficerDashboard } from './officer-dashboard';
import { HOME_TEXT } from './text';

/** SPEC §2 Dashboard (/ when signed in): officer, member or guest home by role in the club. */
export function HomeScreen() {
  const user = useSignedInUser();
  const club = useCurrentClub();
  if (club.isLoading) return <DashboardSkeleton />;
  const audience = club.audience ?? 'member';
  const title = HOME_TEXT.titles[audience];
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
  const { clubId, club: details } = club.membership;
  return (
    <>
      <PageHeader title={title} description={details.name} />
      {audience === 'officer' ? (
        <OfficerDashboard key={clubId} clubId={clubId} />
      ) : audience === 'guest' ? (
        <GuestDashboard key={clubId} clubId={clubId} timeZone={details.timeZone} user={user} />
      ) : (
        <MemberDashboard
          key={clubId}
          clubId={clubId}
          timeZone={details.timeZone}
          userId={user.id}
          role={club.role ?? club.membership.role}
        />
      )}
    </>
  );
}
