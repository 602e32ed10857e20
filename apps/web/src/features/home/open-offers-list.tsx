import { useQuery } from '@tanstack/react-query';
import { offeredByLine, ROLE_OFFER_MESSAGES as T, roleTypeLabel } from '@lectern/domain';
import { Skeleton } from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';

/** The officer dashboard's "Open offers": the next meeting's roles on offer, nobody has taken. */
export function OpenOffersList({ meetingId }: { meetingId: number }) {
  const trpc = useTRPC();
  const offers = useQuery(trpc.roleOffers.listForMeeting.queryOptions({ meetingId }));
  if (offers.isPending) return <Skeleton className="h-12 w-full" aria-hidden />;
  if (offers.isError) return <p className="text-sm text-destructive">{T.offersLoadFailed}</p>;
  if (offers.data.length === 0)
    return <p className="text-sm text-muted-foreground">{T.noOpenOffers}</p>;
  return (
    <ul className="divide-y rounded-md border">
      {offers.data.map((offer) => (
        <li key={offer.id} className="px-3 py-2">
          <p className="text-sm font-medium">{roleTypeLabel(offer.roleType)}</p>
          <p className="text-sm text-muted-foreground">{offeredByLine(offer.offeredByName)}</p>
          {offer.note && <p className="text-sm whitespace-pre-wrap">{offer.note}</p>}
        </li>
      ))}
    </ul>
  );
}
