import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import {
  buttonVariants,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  PageHeader,
} from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { useSignedInUser } from '../../app/auth/session';
import { ClubScreen, type SelectedClub } from '../../app/clubs/club-screen';
import { HOME_SCREEN } from '../../app/screens';
import { useCurrentClub } from '../../app/clubs/club-selection';
import { DashboardSkeleton } from './dashboard-parts';
import { GuestDashboard } from './guest-dashboard';
import { MemberDashboard } from './member-dashboard';
import { OfficerDashboard } from './officer-dashboard';
import { HOME_TEXT } from './text';

/** Dashboard (/ when signed in): officer, member or guest home by role in the club. */
export function HomeScreen() {
  const current = useCurrentClub();
  // A person in no club at all gets the ways in rather than "choose a club".
  if (!current.isLoading && !current.clubsError && current.memberships.length === 0)
    return <NoClubYet />;
  return (
    <ClubScreen
      screen={HOME_SCREEN}
      // Shown with the no-club state, where there is no role to title the home by.
      title={HOME_TEXT.titles.member}
      noClub={HOME_TEXT.noClub}
      loadFailed={HOME_TEXT.loadFailed}
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
        // The header stays on screen while the officer's figures load.
        <Suspense fallback={<DashboardSkeleton />}>
          <OfficerDashboard clubId={clubId} />
        </Suspense>
      ) : audience === 'guest' ? (
        <GuestDashboard clubId={clubId} timeZone={details.timeZone} user={user} />
      ) : (
        <MemberDashboard clubId={clubId} timeZone={details.timeZone} userId={user.id} role={role} />
      )}
    </>
  );
}

/** A person in no club: the two ways in, an invitation and (where allowed) a club of their own. */
function NoClubYet() {
  const trpc = useTRPC();
  const options = useQuery(trpc.platformClubs.options.queryOptions());
  const text = HOME_TEXT.welcome;
  return (
    <>
      <PageHeader title={text.title} description={text.intro} />
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle role="heading" aria-level={2}>
              {text.inviteTitle}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <CardDescription>{text.inviteBody}</CardDescription>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle role="heading" aria-level={2}>
              {text.createTitle}
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            {options.data?.canCreate === false ? (
              <CardDescription>{text.createClosed}</CardDescription>
            ) : (
              <>
                <CardDescription>{text.createBody}</CardDescription>
                {options.data?.canCreate && (
                  <Link to="/clubs/new" className={buttonVariants({ className: 'min-h-11' })}>
                    {text.create}
                  </Link>
                )}
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
