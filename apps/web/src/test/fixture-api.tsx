import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createTRPCClient, httpLink } from '@trpc/client';
import { Toaster } from '@lectern/ui';
import { createQueryClient } from '../lib/query-client';
import {
  createTrpcOptions,
  TRPCProvider,
  type AppRouter,
  type LecternTrpcClient,
} from '../lib/trpc';
import { ClubSelectionProvider } from '../app/clubs/club-selection-provider';
import { createAppRouter } from '../router';

type ErrorCode = 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'BAD_REQUEST';

const WIRE_ERRORS: Record<ErrorCode, { json: number; http: number }> = {
  BAD_REQUEST: { json: -32600, http: 400 },
  UNAUTHORIZED: { json: -32001, http: 401 },
  FORBIDDEN: { json: -32003, http: 403 },
  NOT_FOUND: { json: -32004, http: 404 },
  CONFLICT: { json: -32009, http: 409 },
};

/** Thrown by a fixture handler to answer like the API does for that error. */
export class FixtureApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = code,
  ) {
    super(message);
  }
}

export type FixtureHandler = (input: unknown) => unknown;
export type FixtureHandlers = Partial<Record<string, FixtureHandler>>;

export interface FixtureCall {
  path: string;
  input: unknown;
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function errorResponse(code: ErrorCode, message: string, path: string): Response {
  const wire = WIRE_ERRORS[code];
  return jsonResponse(wire.http, {
    error: { message, code: wire.json, data: { code, httpStatus: wire.http, path } },
  });
}

/**
 * A tRPC client whose server is a table of handlers, spoken to over the real wire format, so
 * the screens, the query cache and the client's error handling run exactly as in the browser.
 */
export function createFixtureTrpcClient(
  handlers: FixtureHandlers,
  calls: FixtureCall[] = [],
): LecternTrpcClient {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: 'http://lectern.test/api/trpc',
        fetch: async (url, options) => {
          const requestUrl = new URL(
            typeof url === 'string' ? url : url instanceof URL ? url.href : url.url,
          );
          const path = requestUrl.pathname.replace('/api/trpc/', '');
          const rawInput =
            options?.method === 'POST' ? options.body : requestUrl.searchParams.get('input');
          const input: unknown = typeof rawInput === 'string' ? JSON.parse(rawInput) : undefined;
          calls.push({ path, input });
          const handler = handlers[path];
          if (!handler) return errorResponse('NOT_FOUND', `No fixture for ${path}`, path);
          try {
            return jsonResponse(200, { result: { data: await handler(input) } });
          } catch (error) {
            if (error instanceof FixtureApiError)
              return errorResponse(error.code, error.message, path);
            throw error;
          }
        },
      }),
    ],
  });
}

export interface RenderedApp {
  queryClient: QueryClient;
  calls: FixtureCall[];
  router: ReturnType<typeof createAppRouter>;
}

/** Renders the whole app (routes, guard, layout, toasts) at `path` against fixture handlers. */
export function renderAppAt(path: string, handlers: FixtureHandlers): RenderedApp {
  const queryClient = createQueryClient();
  const calls: FixtureCall[] = [];
  const trpcClient = createFixtureTrpcClient(handlers, calls);
  const router = createAppRouter(
    { queryClient, trpc: createTrpcOptions(trpcClient, queryClient) },
    createMemoryHistory({ initialEntries: [path] }),
  );
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <ClubSelectionProvider>
          <RouterProvider router={router} />
        </ClubSelectionProvider>
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return { queryClient, calls, router };
}

/** Renders one component with the query cache and tRPC client but without routes. */
export function renderWithApi(ui: ReactElement, handlers: FixtureHandlers = {}) {
  const queryClient = createQueryClient();
  const trpcClient = createFixtureTrpcClient(handlers);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <ClubSelectionProvider>
          {ui}
          <Toaster />
        </ClubSelectionProvider>
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
