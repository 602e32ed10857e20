import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Button, toast } from '@lectern/ui';
import { serverMessageOf } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { Muted, Section } from './parts';
import { COMPLETION_TEXT as T } from './text';
import { useClubFormat } from '../../app/clubs/club-format';

const day = (value: string | Date) =>
  (typeof value === 'string' ? value : value.toISOString()).slice(0, 10);

/** Completions members submitted, for a manager to approve or reject. */
export function PendingCompletions({ clubId }: { clubId: number }) {
  const format = useClubFormat();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pending = useSuspenseQuery(trpc.pathways.pendingCompletions.queryOptions({ clubId })).data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.pathways.pathKey() });
  const failed = (error: unknown) =>
    toast({ variant: 'destructive', title: T.failed, description: serverMessageOf(error) });
  const approve = useMutation(
    trpc.pathways.approveCompletion.mutationOptions({
      onSuccess: async () => {
        toast({ title: T.approved });
        await refresh();
      },
      onError: failed,
    }),
  );
  const reject = useMutation(
    trpc.pathways.rejectCompletion.mutationOptions({
      onSuccess: async () => {
        toast({ title: T.rejected });
        await refresh();
      },
      onError: failed,
    }),
  );
  const busy = approve.isPending || reject.isPending;
  return (
    <Section title={T.pendingTitle}>
      {pending.length === 0 ? (
        <Muted>{T.noPending}</Muted>
      ) : (
        <ul className="divide-y">
          {pending.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="font-medium">
                  {c.memberName} · {c.projectTitle}
                </p>
                <p className="text-sm text-muted-foreground">
                  {c.pathwayName} · {format.date(day(c.completedAt))}
                  {c.speechTitle ? ` · ${c.speechTitle}` : ''}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  disabled={busy}
                  onClick={() => approve.mutate({ completionId: c.id })}
                  aria-label={`${T.approve}: ${c.memberName}, ${c.projectTitle}`}
                >
                  {T.approve}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => reject.mutate({ completionId: c.id })}
                  aria-label={`${T.reject}: ${c.memberName}, ${c.projectTitle}`}
                >
                  {T.reject}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
