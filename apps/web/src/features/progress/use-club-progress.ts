import { useSuspenseQuery } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { useTRPC, type LecternTrpc } from '../../lib/trpc';

export type MemberProgress = inferOutput<LecternTrpc['pathways']['club']>[number];

/** The club's active members with counters, path and level (managers read it). */
export function useClubProgress(clubId: number): MemberProgress[] {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.pathways.club.queryOptions({ clubId })).data;
}
