// "Asked of you": the member's open requests to take a role (decision 076's asks), answered in
// the app with the same Accept / Decline as the e-mail's one-click links (decision 077).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROLE_ASK_MESSAGES, roleTypeLabel } from '@lectern/domain';
import { Button, toast } from '@lectern/ui';
import { useTRPC } from '../lib/trpc';
import { useClubFormat } from '../app/clubs/club-format';
import { failed, useRefreshOffers } from './role-offer-changes';

/**
 * The member's open requests to take a role, each answered in one tap (the same answers as the
 * e-mail's one-click Accept / Decline). Nothing shows when nobody asked them.
 */
export function AskedOfYou({ clubId }: { clubId: number }) {
  const trpc = useTRPC();
  const format = useClubFormat();
  const queryClient = useQueryClient();
  const refresh = useRefreshOffers();
  const asks = useQuery(trpc.roleSuggestions.mine.queryOptions({ clubId }));
  const settled = () =>
    Promise.all([
      refresh(),
      queryClient.invalidateQueries({ queryKey: trpc.roleSuggestions.pathKey() }),
    ]);
  const options = (title: string) => ({
    onSuccess: () => toast({ title }),
    onError: failed(ROLE_ASK_MESSAGES.answerFailed),
    onSettled: settled,
  });
  const accept = useMutation(
    trpc.roleSuggestions.accept.mutationOptions(options(ROLE_ASK_MESSAGES.acceptedToast)),
  );
  const decline = useMutation(
    trpc.roleSuggestions.decline.mutationOptions(options(ROLE_ASK_MESSAGES.declinedToast)),
  );
  if (!asks.data || asks.data.length === 0) return null;
  const busy = accept.isPending || decline.isPending;
  return (
    <section aria-label={ROLE_ASK_MESSAGES.askedOfYou} className="mb-3">
      <h3 className="mb-2 text-sm font-semibold">{ROLE_ASK_MESSAGES.askedOfYou}</h3>
      <ul className="divide-y rounded-md border">
        {asks.data.map((ask) => {
          const role = roleTypeLabel(ask.roleType);
          return (
            <li
              key={ask.id}
              className="flex flex-wrap items-center justify-between gap-3 px-3 py-2"
            >
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium">{role}</p>
                <p className="text-sm text-muted-foreground">
                  {ask.meetingTitle} · {format.date(ask.meetingDate)} ·{' '}
                  {ROLE_ASK_MESSAGES.askedBy(ask.askedByName)}
                </p>
              </div>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  className="h-11 md:h-8"
                  disabled={busy}
                  onClick={() => accept.mutate({ roleId: ask.roleId })}
                >
                  {ROLE_ASK_MESSAGES.accept}
                  <span className="sr-only"> {role}</span>
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  className="h-11 md:h-8"
                  disabled={busy}
                  onClick={() => decline.mutate({ roleId: ask.roleId })}
                >
                  {ROLE_ASK_MESSAGES.decline}
                  <span className="sr-only"> {role}</span>
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
