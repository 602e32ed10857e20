import type { QueryClient } from '@tanstack/react-query';
import { startLoginRedirect } from '../app/auth/login-redirect';
import { createQueryClient } from './query-client';
import {
  createLecternTrpcClient,
  createTrpcOptions,
  type LecternTrpc,
  type LecternTrpcClient,
} from './trpc';

export { keepOfflineSnapshot, restoreOfflineSnapshot } from './query-persistence';

/**
 * The query cache and tRPC client of the signed-in app. Loaded (as its own chunk) by the
 * signed-in layout and home only, so the landing page stays within its bundle budget.
 */
export interface SignedInApi {
  queryClient: QueryClient;
  trpcClient: LecternTrpcClient;
  trpc: LecternTrpc;
}

export function createSignedInApi(
  trpcClient: LecternTrpcClient = createLecternTrpcClient(),
  // A lost session, wherever it shows, says so once and goes to sign in.
  queryClient: QueryClient = createQueryClient({ onLostSession: () => void startLoginRedirect() }),
): SignedInApi {
  return { queryClient, trpcClient, trpc: createTrpcOptions(trpcClient, queryClient) };
}
