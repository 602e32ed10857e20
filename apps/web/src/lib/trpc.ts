import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import {
  createTRPCContext,
  createTRPCOptionsProxy,
  type TRPCOptionsProxy,
} from '@trpc/tanstack-react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from '@lectern/api';
import {
  callSignal,
  CHANGE_TIMEOUT_MS,
  isOffline,
  QUERY_TIMEOUT_MS,
  serverAnswered,
  serverDidNotAnswer,
} from './connection';
import { NoAnswerError, OfflineError } from './errors';

export type { AppRouter };
export type LecternTrpcClient = TRPCClient<AppRouter>;
export type LecternTrpc = TRPCOptionsProxy<AppRouter>;

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The API refuses mutations without this header (the CSRF guard, apps/api/src/http/request-guards.ts). */
export const CSRF_HEADER = { 'x-lectern-csrf': '1' } as const;
/** Mirrors the server's batch cap so a burst of queries never becomes an oversized batch. */
export const MAX_BATCH_ITEMS = 10;

export function createLecternTrpcClient(): LecternTrpcClient {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/api/trpc',
        maxItems: MAX_BATCH_ITEMS,
        headers: () => CSRF_HEADER,
        fetch: async (url, options) => {
          // Queries are GETs; a change (POST) made offline is refused before anything is sent.
          const change = options?.method === 'POST';
          if (change && isOffline()) throw new OfflineError();
          try {
            const response = await fetch(url, {
              ...options,
              credentials: 'include',
              signal: callSignal(change ? CHANGE_TIMEOUT_MS : QUERY_TIMEOUT_MS, options?.signal),
            });
            serverAnswered();
            return response;
          } catch (error) {
            // The screen that asked no longer needs the answer: nothing to do with the network.
            if (options?.signal?.aborted) throw error;
            serverDidNotAnswer();
            throw new NoAnswerError({ change });
          }
        },
      }),
    ],
  });
}

/** Query options usable outside React (route loaders); same keys as `useTRPC()`. */
export function createTrpcOptions(
  client: LecternTrpcClient,
  queryClient: QueryClient,
): LecternTrpc {
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}
