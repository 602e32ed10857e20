import type { AppRouter } from '@lectern/api';
import { createTRPCClient, httpBatchLink } from '@trpc/client';

export interface LecternClientOptions {
  /** Where Lectern runs, e.g. http://localhost:3000 */
  baseUrl: string;
  /** A personal API token (`npm run token -- you@example.org` in development). */
  token: string;
  fetch?: typeof fetch;
}

/** The typed client for scripts: every procedure the web app uses, with the token owner's rights. */
export function createLecternClient(options: LecternClientOptions) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${options.baseUrl.replace(/\/+$/, '')}/api/trpc`,
        maxItems: 10,
        headers: { authorization: `Bearer ${options.token}` },
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    ],
  });
}

export type { AppRouter };
