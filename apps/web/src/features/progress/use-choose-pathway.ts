import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@lectern/ui';
import { serverMessageOf } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { COMPLETION_TEXT } from './text';

/** A member with no current path chooses one; their progress and the catalogue refresh. */
export function useChoosePathway(clubId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const choose = useMutation(
    trpc.pathways.choose.mutationOptions({
      onSuccess: async () => {
        toast({ title: COMPLETION_TEXT.pathChosen });
        await queryClient.invalidateQueries({ queryKey: trpc.pathways.pathKey() });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: COMPLETION_TEXT.choosePathFailed,
          description: serverMessageOf(error),
        }),
    }),
  );
  return {
    choose: (pathwayId: number) => choose.mutate({ clubId, pathwayId }),
    pending: choose.isPending,
  };
}
