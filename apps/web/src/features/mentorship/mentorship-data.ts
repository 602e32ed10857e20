// What the mentorship screen's parts share: the overview's shapes, dates and the three changes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { toast } from '@lectern/ui';
import type { LecternTrpc } from '../../lib/trpc';
import { useTRPC } from '../../lib/trpc';
import { serverMessageOf } from '../../lib/errors';
import { signInOrFailureToast } from '../../shared/failure-toast';
import { MENTORSHIP_PAGE_TEXT as T } from './text';
import type { ClubFormat } from '@lectern/domain';

export type Overview = inferOutput<LecternTrpc['mentorship']['overview']>;
export type Person = Overview['mentors'][number];
export type Pair = Overview['pairs'][number];

export function dateOf(at: string | Date | null, format: ClubFormat): string {
  return at === null ? '' : format.date(new Date(at).toISOString().slice(0, 10));
}

function failed(error: unknown) {
  signInOrFailureToast(error, {
    title: T.toasts.failed,
    description: serverMessageOf(error) ?? '',
  });
}

export function useMentorshipMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.mentorship.pathKey() });
  return {
    propose: useMutation(
      trpc.mentorship.propose.mutationOptions({
        onSuccess: async (pair) => {
          toast(
            pair.status === 'active'
              ? { title: T.toasts.created }
              : { title: T.toasts.proposed, description: T.toasts.proposedDescription },
          );
          await refresh();
        },
        onError: failed,
      }),
    ),
    respond: useMutation(
      trpc.mentorship.respond.mutationOptions({
        onSuccess: async (pair) => {
          toast({ title: pair.status === 'active' ? T.toasts.accepted : T.toasts.declined });
          await refresh();
        },
        onError: failed,
      }),
    ),
    end: useMutation(
      trpc.mentorship.end.mutationOptions({
        onSuccess: async () => {
          toast({ title: T.toasts.ended });
          await refresh();
        },
        onError: failed,
      }),
    ),
  };
}

export type Mutations = ReturnType<typeof useMentorshipMutations>;
export type Planning = { start: boolean; mentorId?: number; menteeId?: number } | null;
