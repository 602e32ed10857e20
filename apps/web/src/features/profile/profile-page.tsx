import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, Delayed, PageHeader, Skeleton } from '@lectern/ui';
import { useCurrentClub } from '../../app/clubs/club-selection';
import { useTRPC } from '../../lib/trpc';
import { ApiTokensCard } from './api-tokens-card';
import { GuestProfile } from './guest-profile';
import { MemberProfile } from './member-profile';
import { GUEST_PROFILE_TEXT, PROFILE_TEXT } from './text';

/** SPEC §2 "Skeleton cards while loading". */
function ProfileSkeleton() {
  return (
    <Delayed>
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
    </Delayed>
  );
}

/** /profile: the guest profile for guests, My Profile otherwise; API tokens for both. */
export function ProfilePage() {
  const club = useCurrentClub();
  const trpc = useTRPC();
  const clubId = club.clubId;
  const profile = useQuery({
    ...trpc.profile.get.queryOptions({ clubId: clubId ?? 0 }),
    enabled: clubId !== null,
  });
  const isGuest = club.audience === 'guest';

  if (club.isLoading) return <ProfileSkeleton />;
  // Without a club there is no club profile: SPEC §2's guest words, and the tokens still.
  if (clubId === null)
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <PageHeader
          title={GUEST_PROFILE_TEXT.noClub.title}
          description={GUEST_PROFILE_TEXT.noClub.description}
        />
        <ApiTokensCard />
      </div>
    );

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <>
          <PageHeader title={isGuest ? GUEST_PROFILE_TEXT.title : PROFILE_TEXT.title} />
          <p role="alert" className="text-destructive">
            {PROFILE_TEXT.loadFailed}
          </p>
        </>
      ) : isGuest ? (
        <GuestProfile key={clubId} clubId={clubId} profile={profile.data} />
      ) : (
        <MemberProfile key={clubId} clubId={clubId} profile={profile.data} />
      )}
      <ApiTokensCard />
    </div>
  );
}
