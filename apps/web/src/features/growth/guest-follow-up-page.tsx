import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { NO_FIGURE } from '@lectern/domain';
import {
  Badge,
  Button,
  Card,
  CardContent,
  NoticeCard,
  PageHeader,
  toast,
  StatCard,
} from '@lectern/ui';
import { ClubScreen, type SelectedClub } from '../../app/clubs/club-screen';
import { GUEST_FOLLOW_UP_SCREEN } from '../../app/screens';
import { useTRPC } from '../../lib/trpc';
import { serverMessageOf } from '../../lib/errors';
import { signInOrFailureToast } from '../../shared/failure-toast';
import { ContactDialog } from './contact-dialog';
import { dateOf, LinkButton, OfficersOnly, PageSkeleton, StatGrid } from './parts';
import { MEMBERSHIP_PAGE_TEXT, MEMBERSHIP_TEXT } from './text';
import type { FollowUpPerson } from './types';
import { useClubFormat } from '../../app/clubs/club-format';

const T = MEMBERSHIP_PAGE_TEXT.guests;

/** Guest Follow-up (/membership/guest-follow-up). */
export function GuestFollowUpPage() {
  return (
    <ClubScreen
      screen={GUEST_FOLLOW_UP_SCREEN}
      title={T.title}
      noClub={MEMBERSHIP_PAGE_TEXT.noClub}
      skeleton={<PageSkeleton title={T.title} />}
      loadFailed={T.loadFailed}
      denied={<OfficersOnly title={T.title} />}
    >
      {(club) => <Guests club={club} />}
    </ClubScreen>
  );
}

const INTEREST_VARIANT = { High: 'green', Medium: 'blue', Low: 'grey' } as const;

function failed(error: unknown) {
  signInOrFailureToast(error, { title: T.failed, description: serverMessageOf(error) ?? '' });
}

function Guests({ club }: { club: SelectedClub }) {
  const format = useClubFormat();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(trpc.growth.guests.queryOptions({ clubId: club.clubId }));
  const [contacting, setContacting] = useState<FollowUpPerson | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.growth.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.members.pathKey() }),
    ]);
  const interest = useMutation(
    trpc.growth.setInterest.mutationOptions({
      onSuccess: async () => {
        toast({ title: T.interestUpdated });
        await refresh();
      },
      onError: failed,
    }),
  );
  const convert = useMutation(
    trpc.growth.convertGuest.mutationOptions({
      onSuccess: async () => {
        toast(MEMBERSHIP_TEXT.memberConverted);
        await refresh();
      },
      onError: failed,
    }),
  );
  const canWrite = club.can('membership:write');
  const guests = data.guests;
  return (
    <>
      <PageHeader
        title={T.title}
        description={T.description}
        actions={
          <>
            <LinkButton to="/membership/outreach">{T.links.outreach}</LinkButton>
            <LinkButton to="/members">{T.links.members}</LinkButton>
          </>
        }
      />
      <StatGrid>
        <StatCard title={T.stats.guests} value={guests.length} />
        <StatCard title={T.stats.interested} value={guests.filter((g) => g.interested).length} />
        <StatCard title={T.stats.ready} value={guests.filter((g) => g.canConvert).length} />
        <StatCard
          title={T.stats.conversionRate}
          value={data.conversionRate === null ? NO_FIGURE : `${data.conversionRate}%`}
        />
      </StatGrid>
      {guests.length === 0 ? (
        <NoticeCard>
          <p className="text-muted-foreground">{T.noGuests}</p>
        </NoticeCard>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {guests.map((guest) => (
            <li key={guest.userId}>
              <Card>
                <CardContent className="space-y-3">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <h2 className="font-semibold">{guest.name}</h2>
                      {guest.email && (
                        <p className="text-sm text-muted-foreground">{guest.email}</p>
                      )}
                    </div>
                    <Badge variant="blue">{guest.visitLabel}</Badge>
                  </div>
                  <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-muted-foreground">{T.visitsLabel}</dt>
                    <dd>
                      {T.visits(guest.visits)}
                      {guest.lastVisit ? ` · ${format.date(guest.lastVisit)}` : ''}
                    </dd>
                    <dt className="text-muted-foreground">{T.lastContact}</dt>
                    <dd>{dateOf(guest.lastContactAt, format) ?? T.never}</dd>
                    <dt className="text-muted-foreground">{T.interest}</dt>
                    <dd>
                      <Badge variant={INTEREST_VARIANT[guest.interest]}>{guest.interest}</Badge>
                      {guest.interested && <span className="ml-2">{T.interested}</span>}
                    </dd>
                  </dl>
                  {canWrite && (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setContacting(guest)}
                        aria-label={`${T.contact}: ${guest.name}`}
                      >
                        {T.contact}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={interest.isPending}
                        onClick={() =>
                          interest.mutate({
                            clubId: club.clubId,
                            userId: guest.userId,
                            interested: !guest.interested,
                          })
                        }
                        aria-label={`${guest.interested ? T.unmarkInterested : T.markInterested}: ${guest.name}`}
                      >
                        {guest.interested ? T.unmarkInterested : T.markInterested}
                      </Button>
                      <Button
                        size="sm"
                        disabled={!guest.canConvert || convert.isPending}
                        onClick={() =>
                          convert.mutate({ clubId: club.clubId, userId: guest.userId })
                        }
                        aria-label={`${T.convert}: ${guest.name}`}
                        aria-describedby={
                          guest.canConvert ? undefined : `convert-hint-${guest.userId}`
                        }
                      >
                        {T.convert}
                      </Button>
                      {!guest.canConvert && (
                        <p
                          id={`convert-hint-${guest.userId}`}
                          className="w-full text-xs text-muted-foreground"
                        >
                          {T.convertHint}
                        </p>
                      )}
                    </div>
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {contacting && (
        <ContactDialog
          clubId={club.clubId}
          person={contacting}
          onClose={() => setContacting(null)}
        />
      )}
    </>
  );
}
