// Handing a role on: the holder's "Offer this role" (with an optional note) and "Withdraw offer",
// a role on offer's one-tap "Take this role" (on its row and in the member home's "Roles up for
// grabs").
import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { offeredByLine, ROLE_OFFER_MESSAGES, roleTypeLabel } from '@lectern/domain';
import { Badge, Button, Skeleton, toast } from '@lectern/ui';
import { useTRPC } from '../lib/trpc';
import { useClubFormat } from '../app/clubs/club-format';
import { AskedOfYou } from './asked-of-you';
import { failed, useRefreshOffers } from './role-offer-changes';

const T = ROLE_OFFER_MESSAGES;

/** The offer form (react-hook-form) loads when it is opened: the member home stays light. */
const OfferRoleDialog = lazy(() =>
  import('./offer-role-dialog').then((module) => ({ default: module.OfferRoleDialog })),
);

/** One-tap take of an offered role. */
export function useTakeOffer() {
  const trpc = useTRPC();
  const refresh = useRefreshOffers();
  return useMutation(
    trpc.roleOffers.claim.mutationOptions({
      onSuccess: () => toast({ title: T.taken }),
      onError: failed(T.takeFailed),
      onSettled: refresh,
    }),
  );
}

/** A role's open offer, read from its meeting's offers (one query per meeting); `ready` once known. */
function useOpenOffer(meetingId: number, roleId: number) {
  const trpc = useTRPC();
  const offers = useQuery(trpc.roleOffers.listForMeeting.queryOptions({ meetingId }));
  return { ready: offers.isSuccess, offer: offers.data?.find((o) => o.roleId === roleId) };
}

/** The holder's own role: "Offer this role" (a note is optional), or, once offered, "Withdraw offer". */
export function OfferRoleControl({
  roleId,
  meetingId,
  roleType,
}: {
  roleId: number;
  meetingId: number;
  roleType: string;
}) {
  const trpc = useTRPC();
  const refresh = useRefreshOffers();
  const [open, setOpen] = useState(false);
  const { ready, offer: current } = useOpenOffer(meetingId, roleId);
  const withdraw = useMutation(
    trpc.roleOffers.withdraw.mutationOptions({
      onSuccess: () => toast({ title: T.withdrawn }),
      onError: failed(T.withdrawFailed),
      onSettled: refresh,
    }),
  );
  if (!ready) return null;
  if (current) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <Badge variant="grey">{T.onOffer}</Badge>
        <Button
          size="sm"
          variant="outline"
          className="h-11 md:h-8"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate({ offerId: current.id })}
        >
          {T.withdrawOffer}
        </Button>
      </span>
    );
  }
  return (
    <>
      <Button size="sm" variant="outline" className="h-11 md:h-8" onClick={() => setOpen(true)}>
        {T.offerThisRole}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <OfferRoleDialog roleId={roleId} roleType={roleType} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** "Take this role", named with the role for a screen reader. */
function TakeButton({
  offerId,
  roleType,
  take,
}: {
  offerId: number;
  roleType: string;
  take: ReturnType<typeof useTakeOffer>;
}) {
  return (
    <Button
      size="sm"
      className="h-11 md:h-8"
      disabled={take.isPending}
      onClick={() => take.mutate({ offerId })}
    >
      {T.takeThisRole}
      <span className="sr-only"> {roleTypeLabel(roleType)}</span>
    </Button>
  );
}

/**
 * Someone else's role while it is on offer: "On offer" and its one-tap "Take this role" (where a
 * "Role up for grabs" notification leads); nothing when it is not on offer.
 */
export function TakeOfferedRole({
  roleId,
  meetingId,
  roleType,
}: {
  roleId: number;
  meetingId: number;
  roleType: string;
}) {
  const { offer } = useOpenOffer(meetingId, roleId);
  const take = useTakeOffer();
  if (!offer) return null;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge variant="grey">{T.onOffer}</Badge>
      <TakeButton offerId={offer.id} roleType={roleType} take={take} />
    </span>
  );
}

/** The body of the member home's "Roles up for grabs": the club's open offers, each taken in one tap. */
export function RolesUpForGrabs({ clubId, userId }: { clubId: number; userId: number }) {
  const trpc = useTRPC();
  const format = useClubFormat();
  const offers = useQuery(trpc.roleOffers.upForGrabs.queryOptions({ clubId }));
  const take = useTakeOffer();
  let body: React.ReactElement;
  if (offers.isPending) body = <Skeleton className="h-16 w-full" aria-hidden />;
  else if (offers.isError) body = <p className="text-sm text-destructive">{T.offersLoadFailed}</p>;
  else {
    const others = offers.data.filter((offer) => offer.offeredBy !== userId);
    body =
      others.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.noOffers}</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {others.map((offer) => (
            <li
              key={offer.id}
              className="flex flex-wrap items-center justify-between gap-3 px-3 py-2"
            >
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium">{roleTypeLabel(offer.roleType)}</p>
                <p className="text-sm text-muted-foreground">
                  {offer.meetingTitle} · {format.date(offer.meetingDate)} ·{' '}
                  {offeredByLine(offer.offeredByName)}
                </p>
                {offer.note && <p className="text-sm whitespace-pre-wrap">{offer.note}</p>}
              </div>
              <TakeButton offerId={offer.id} roleType={offer.roleType} take={take} />
            </li>
          ))}
        </ul>
      );
  }
  return (
    <>
      <AskedOfYou clubId={clubId} />
      {body}
    </>
  );
}
