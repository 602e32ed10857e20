import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createTRPCClient, httpLink } from '@trpc/client';
import { Toaster } from '@lectern/ui';
import type { RouterInputs, RouterOutputs } from '@lectern/api';
import type { AppRouter, LecternTrpcClient } from '../lib/trpc';
import { SignedInProviders } from '../app/auth/signed-in-providers';
import { BootContext, createBootStore, useBoot, type BootStore } from '../lib/boot';
import { createSignedInApi } from '../lib/signed-in-api';
import { createAppRouter } from '../router';

type ErrorCode =
  'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'BAD_REQUEST' | 'TOO_MANY_REQUESTS';

const WIRE_ERRORS: Record<ErrorCode, { json: number; http: number }> = {
  BAD_REQUEST: { json: -32600, http: 400 },
  UNAUTHORIZED: { json: -32001, http: 401 },
  FORBIDDEN: { json: -32003, http: 403 },
  NOT_FOUND: { json: -32004, http: 404 },
  CONFLICT: { json: -32009, http: 409 },
  TOO_MANY_REQUESTS: { json: -32029, http: 429 },
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

type Outputs = RouterOutputs;
type Inputs = RouterInputs;

/** The router's namespaces: every top-level entry but `publicConfig`, the one procedure there. */
type Namespace = Exclude<keyof Outputs, 'publicConfig'>;

/** Every procedure's path as the client sends it: `publicConfig`, `meetings.list`, … */
type ProcedurePath =
  | 'publicConfig'
  | { [Name in Namespace]: `${Name}.${Extract<keyof Outputs[Name], string>}` }[Namespace];

type Lookup<Tree, Path extends string> = Path extends `${infer Name}.${infer Rest}`
  ? Name extends keyof Tree
    ? Lookup<Tree[Name], Rest>
    : never
  : Path extends keyof Tree
    ? Tree[Path]
    : never;

/**
 * A handler answers as the procedure does: its answer is typed from the router's output, so a
 * renamed or retyped field of the API fails the web's type check instead of keeping a test green.
 */
export type FixtureHandler<Path extends ProcedurePath = ProcedurePath> = (
  input: Lookup<Inputs, Path>,
) => Lookup<Outputs, Path> | Promise<Lookup<Outputs, Path>>;
export type FixtureHandlers = { [Path in ProcedurePath]?: FixtureHandler<Path> };

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

/** One event stream's connection: an EventSource whose server is the test (`FixtureStreams`). */
class FixtureEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readonly withCredentials = false;
  readyState = 0;
  /** The stream's path, e.g. `/api/meetings/1/live/events`. */
  readonly path: string;

  constructor(
    readonly url: string,
    private readonly streams: FixtureStreams,
  ) {
    super();
    this.path = new URL(url, 'http://lectern.test').pathname;
    streams.opened(this);
  }

  /** The server accepted the stream. */
  connect(): void {
    if (this.readyState === this.CLOSED) return;
    this.readyState = this.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** One event of type `event` with `data` as its JSON and `id` as its id. */
  send(event: string, data: unknown, id: string): void {
    if (this.readyState !== this.OPEN) return;
    this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data), lastEventId: id }));
  }

  /** The connection dropped; a browser's EventSource keeps trying (CONNECTING). */
  drop(): void {
    if (this.readyState === this.CLOSED) return;
    this.readyState = this.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }

  close(): void {
    this.readyState = this.CLOSED;
    this.streams.closed(this);
  }
}

/**
 * The test's side of the event streams (server-sent events): every stream a screen opens is
 * connected at once; the test sends events to the open streams of a path, drops them (the
 * browser reconnects) and reconnects them. `renderAppAt` installs its EventSource as the
 * browser's.
 */
export class FixtureStreams {
  private readonly open = new Set<FixtureEventSource>();
  /** The EventSource the screens open. */
  readonly EventSource: typeof EventSource;

  constructor() {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the class below needs the streams
    const streams = this;
    this.EventSource = class extends FixtureEventSource {
      constructor(url: string | URL) {
        super(String(url), streams);
      }
    } as unknown as typeof EventSource;
  }

  opened(source: FixtureEventSource): void {
    this.open.add(source);
    queueMicrotask(() => source.connect());
  }

  closed(source: FixtureEventSource): void {
    this.open.delete(source);
  }

  private sources(path: string): FixtureEventSource[] {
    return [...this.open].filter((source) => source.path === path);
  }

  /** How many streams of `path` are open. */
  count(path: string): number {
    return this.sources(path).length;
  }

  /** Sends one event to the open streams of `path`. */
  send(path: string, event: string, data: unknown, id: string): void {
    for (const source of this.sources(path)) source.send(event, data, id);
  }

  drop(path: string): void {
    for (const source of this.sources(path)) source.drop();
  }

  reconnect(path: string): void {
    for (const source of this.sources(path)) source.connect();
  }
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
          // The wire names the procedure by a plain string; the table is typed by its paths.
          const handler = (handlers as Partial<Record<string, (input: unknown) => unknown>>)[path];
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

async function answerOrNull<T>(
  handler: ((input: void) => T | Promise<T>) | undefined,
): Promise<T | null> {
  try {
    return handler ? await handler() : null;
  } catch {
    return null;
  }
}

/** The boot answers (current user, public config, settings) from the same handlers. */
export function createFixtureBootStore(handlers: FixtureHandlers): BootStore {
  return createBootStore(async () => {
    const [user, publicConfig, platformSettings] = await Promise.all([
      answerOrNull(handlers['auth.user']),
      answerOrNull(handlers.publicConfig),
      answerOrNull(handlers['platformSettings.public']),
    ]);
    // No clubs from the boot: the app asks for them itself, as each test's handlers expect.
    return { user, publicConfig, platformSettings: platformSettings ?? [], clubs: null };
  });
}

export interface RenderedApp {
  queryClient: QueryClient;
  calls: FixtureCall[];
  router: ReturnType<typeof createAppRouter>;
}

/** Renders the whole app (routes, guard, layout, toasts) at `path` against fixture handlers. */
export function renderAppAt(
  path: string,
  handlers: FixtureHandlers,
  streams: FixtureStreams = new FixtureStreams(),
): RenderedApp {
  const calls: FixtureCall[] = [];
  vi.stubGlobal('EventSource', streams.EventSource);
  const api = createSignedInApi(createFixtureTrpcClient(handlers, calls));
  const loaded = Promise.resolve(api);
  const router = createAppRouter(
    { loadSignedInApi: () => loaded },
    createMemoryHistory({ initialEntries: [path] }),
  );
  render(
    <BootContext value={createFixtureBootStore(handlers)}>
      <RouterProvider router={router} />
    </BootContext>,
  );
  return { queryClient: api.queryClient, calls, router };
}

/** Holds the screen back until the boot answers are in, as the guard does in the app. */
function BootReady({ children }: { children: ReactNode }) {
  return useBoot().status === 'ready' ? children : null;
}

/** Renders one component with the query cache and tRPC client but without routes. */
export function renderWithApi(ui: ReactElement, handlers: FixtureHandlers = {}) {
  const api = createSignedInApi(createFixtureTrpcClient(handlers));
  const boot = createFixtureBootStore(handlers);
  const result = render(
    <BootContext value={boot}>
      <BootReady>
        <SignedInProviders api={api}>
          {ui}
          <Toaster />
        </SignedInProviders>
      </BootReady>
    </BootContext>,
  );
  return { ...result, queryClient: api.queryClient };
}
