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
    // The spec's sentence is for someone with clubs but none chosen; with none at all, the ways in.
    if (club.memberships.length === 0) return <NoClubYet />;
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
