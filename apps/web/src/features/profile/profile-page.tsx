import { useSuspenseQuery } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, Skeleton } from '@lectern/ui';
import { ClubScreen, type SelectedClub } from '../../app/clubs/club-screen';
import { PROFILE_SCREEN } from '../../app/screens';
import { useCurrentClub } from '../../app/clubs/club-selection';
import { useTRPC } from '../../lib/trpc';
import { PushCard } from '../../app/pwa/push-card';
import { ThisDeviceCard } from '../../app/pwa/this-device-card';
import { ApiTokensCard } from './api-tokens-card';
import { CalendarFeedCard } from './calendar-feed-card';
import { GuestProfile } from './guest-profile';
import { MemberProfile } from './member-profile';
import { GUEST_PROFILE_TEXT, PROFILE_TEXT } from './text';

/** Skeleton cards while loading. */
function ProfileSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" data-testid="profile-skeleton">
      <Skeleton className="h-10 w-full max-w-lg" />
      {[0, 1].map((card) => (
        <Card key={card}>
          <CardHeader>
            <Skeleton className="h-5 w-40" />
          </CardHeader>
          <CardContent className="space-y-3">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-20 w-full" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function ClubProfile({ club }: { club: SelectedClub }) {
  const trpc = useTRPC();
  const { data } = useSuspenseQuery(trpc.profile.get.queryOptions({ clubId: club.clubId }));
  return club.audience === 'guest' ? (
    <GuestProfile clubId={club.clubId} profile={data} />
  ) : (
    <MemberProfile clubId={club.clubId} profile={data} />
  );
}

/** /profile: the guest profile for guests, My Profile otherwise; calendar and API tokens for both. */
export function ProfilePage() {
  const current = useCurrentClub();
  // Without a club: "Welcome to Toastmasters" and its reason.
  const title =
    !current.isLoading && current.clubId === null
      ? GUEST_PROFILE_TEXT.noClub.title
      : current.audience === 'guest'
        ? GUEST_PROFILE_TEXT.title
        : PROFILE_TEXT.title;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <ClubScreen
        screen={PROFILE_SCREEN}
        title={title}
        noClub={GUEST_PROFILE_TEXT.noClub.description}
        skeleton={<ProfileSkeleton />}
        loadFailed={PROFILE_TEXT.loadFailed}
      >
        {(club) => <ClubProfile club={club} />}
      </ClubScreen>
      <ThisDeviceCard />
      <PushCard />
      <CalendarFeedCard />
      <ApiTokensCard />
    </div>
  );
}
