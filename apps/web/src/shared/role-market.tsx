// The role-offer market beyond one offer: a member's "Join waitlist"/"Leave waitlist" on a role
// someone holds, and the officers' line per role on Role Assignment (its open offer, its
// waitlist and its last taker).
import { useMutation, useQuery } from '@tanstack/react-query';
import { offeredByLine, ROLE_OFFER_MESSAGES, waitlistPositionLine } from '@lectern/domain';
import { Badge, Button, toast } from '@lectern/ui';
import { useTRPC } from '../lib/trpc';
import { useClubFormat } from '../app/clubs/club-format';
import { failed, useRefreshOffers } from './role-offer-changes';

const T = ROLE_OFFER_MESSAGES;

/** "Join waitlist" on a role someone else holds, or the member's place and "Leave waitlist". */
export function WaitlistControl({ roleId, meetingId }: { roleId: number; meetingId: number }) {
  const trpc = useTRPC();
  const refresh = useRefreshOffers();
  const lists = useQuery(trpc.roleOffers.waitlists.queryOptions({ meetingId }));
  const join = useMutation(
    trpc.roleOffers.joinWaitlist.mutationOptions({
      onSuccess: (answer) => toast({ title: waitlistPositionLine(answer.position) }),
      onError: failed(T.waitlistFailed),
      onSettled: refresh,
    }),
  );
  const leave = useMutation(
    trpc.roleOffers.leaveWaitlist.mutationOptions({
      onSuccess: () => toast({ title: T.leftWaitlist }),
      onError: failed(T.waitlistFailed),
      onSettled: refresh,
    }),
  );
  if (lists.isPending || lists.isError) return null;
  const mine = lists.data.find((entry) => entry.roleId === roleId)?.myPosition ?? null;
  const busy = join.isPending || leave.isPending;
  if (mine !== null) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <Badge variant="grey">{`${T.onWaitlist} (${mine})`}</Badge>
        <Button
          size="sm"
          variant="outline"
          className="h-11 md:h-8"
          disabled={busy}
          onClick={() => leave.mutate({ roleId })}
        >
          {T.leaveWaitlist}
        </Button>
      </span>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline"
      className="h-11 md:h-8"
      disabled={busy}
      onClick={() => join.mutate({ roleId })}
    >
      {T.joinWaitlist}
    </Button>
  );
}

/** Officers, per role on Role Assignment: its open offer, its waitlist and its last taker. */
export function RoleMarketLine({ meetingId, roleId }: { meetingId: number; roleId: number }) {
  const trpc = useTRPC();
  const format = useClubFormat();
  const market = useQuery(trpc.roleOffers.market.queryOptions({ meetingId }));
  const entry = market.data?.find((row) => row.roleId === roleId);
  if (!entry) return null;
  const lines: string[] = [];
  if (entry.offer) {
    lines.push(
      `${T.onOffer}: ${offeredByLine(entry.offer.offeredByName)} ${T.offeredSince} ${format.dateTime(
        entry.offer.createdAt,
      )}${entry.offer.note ? ` · “${entry.offer.note}”` : ''}`,
    );
  }
  if (entry.waitlist.length > 0)
    lines.push(`${T.waitlist}: ${entry.waitlist.map((person) => person.name).join(', ')}`);
  if (entry.lastTaken?.takenByName) lines.push(`${T.takenBy} ${entry.lastTaken.takenByName}`);
  if (lines.length === 0) return null;
  return (
    <ul className="text-xs text-muted-foreground" aria-label={T.waitlist}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
