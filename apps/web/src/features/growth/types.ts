import type { inferOutput } from '@trpc/tanstack-react-query';
import type { LecternTrpc } from '../../lib/trpc';

export type FollowUpPerson = inferOutput<LecternTrpc['growth']['guests']>['guests'][number];
