import type { inferOutput } from '@trpc/tanstack-react-query';
import type { LecternTrpc } from '../../lib/trpc';

export type ClubDetails = inferOutput<LecternTrpc['clubs']['get']>;
export type MenuItem = inferOutput<LecternTrpc['menuItems']['list']>[number];
