import type { inferOutput } from '@trpc/tanstack-react-query';
import type { LecternTrpc } from '../../lib/trpc';

/**
 * The console's shared state, as `live.state` answers it and its stream
 * (`GET /api/meetings/{id}/live/events`) sends it.
 */
export type LiveState = inferOutput<LecternTrpc['live']['state']>;
export type LiveItem = LiveState['items'][number];
export type LiveResult = LiveState['results'][number];
