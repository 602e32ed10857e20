import { createContext, use, useSyncExternalStore } from 'react';
import type { ClubMembership, CurrentUser, PublicConfig, PublicSetting } from './api-types';
import {
  BOOT_WAIT_MS,
  callSignal,
  isOffline,
  QUERY_TIMEOUT_MS,
  serverDidNotAnswer,
} from './connection';
import {
  forgetOfflineSnapshot,
  readOfflineSnapshot,
  type OfflineSnapshot,
} from './offline-snapshot';

/**
 * What every first screen needs before it knows whether to show the landing page or the app:
 * who is signed in and the public branding. Read with plain `fetch` so that the landing page
 * never loads TanStack Query or the tRPC client (docs/decisions/006-web-bundle-budgets.md).
 */
export interface BootData {
  /** null when not signed in (any failure of the current-user call). */
  user: CurrentUser | null;
  /** null when it cannot be read; screens fall back to defaults. */
  publicConfig: PublicConfig | null;
  /** When the settings cannot be read, an empty list is used. */
  platformSettings: readonly PublicSetting[];
  /**
   * The signed-in person's clubs, asked for with the rest so the first screen's data need not
   * wait for them (decision 029); null when signed out or unreadable (the app then asks again).
   */
  clubs: ClubMembership[] | null;
  /**
   * Set when the server could not be reached and the app opens from what this device kept of
   * the last visit (decision 068): the screens show it with "Offline — as of …".
   */
  offline?: OfflineSnapshot;
}

export type BootState = { status: 'loading' } | { status: 'ready'; data: BootData };

export interface BootStore {
  getSnapshot: () => BootState;
  subscribe: (listener: () => void) => () => void;
}

/**
 * The state the landing page is prerendered in at build (a visitor with no session, default
 * branding): what React reads while it takes over that markup, before the real boot answer.
 */
export const PRERENDERED_BOOT: BootState = {
  status: 'ready',
  data: { user: null, publicConfig: null, platformSettings: [], clubs: null },
};
const prerenderedBoot = () => PRERENDERED_BOOT;

/** Starts `load` at once and keeps its answer for the life of the page. */
export function createBootStore(load: () => Promise<BootData>): BootStore {
  let state: BootState = { status: 'loading' };
  const listeners = new Set<() => void>();
  void load().then((data) => {
    state = { status: 'ready', data };
    for (const listener of listeners) listener();
  });
  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * One tRPC query over GET (the API has no transformer), or null on any failure. The calls
 * without input are preloaded by index.html under these very URLs.
 */
export async function queryOrNull<T>(path: string, input?: unknown): Promise<T | null> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  try {
    // 'high': ahead of the script chunks asked for at the same time (decision 029).
    const response = await fetch(`/api/trpc/${path}${query}`, {
      credentials: 'include',
      priority: 'high',
      signal: callSignal(QUERY_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { result?: { data?: T } };
    return body.result?.data ?? null;
  } catch {
    return null;
  }
}

/** Like queryOrNull, but tells a server that answered (any status) from one not reached. */
async function userOrUnreachable(): Promise<CurrentUser | null | 'unreachable'> {
  try {
    const response = await fetch('/api/trpc/auth.user', {
      credentials: 'include',
      priority: 'high',
      signal: callSignal(QUERY_TIMEOUT_MS),
    });
    // A server in trouble (or a proxy with no server behind it) has not said who is signed in.
    if (response.status >= 500) return 'unreachable';
    if (!response.ok) return null;
    const body = (await response.json()) as { result?: { data?: CurrentUser } };
    return body.result?.data ?? null;
  } catch {
    return 'unreachable';
  }
}

/** The app opened from what this device kept, branding as far as the server told it. */
function offlineBoot(
  snapshot: OfflineSnapshot,
  publicConfig: PublicConfig | null,
  platformSettings: readonly PublicSetting[] | null,
): BootData {
  return {
    user: snapshot.user,
    publicConfig,
    platformSettings: platformSettings ?? [],
    clubs: snapshot.clubs,
    offline: snapshot,
  };
}

export async function fetchBootData(): Promise<BootData> {
  const answers = Promise.all([
    userOrUnreachable(),
    queryOrNull<PublicConfig>('publicConfig'),
    queryOrNull<PublicSetting[]>('platformSettings.public'),
    queryOrNull<ClubMembership[]>('clubs.list'),
  ]);
  // A network that takes the calls but does not answer them (club-room Wi-Fi behind a sign-in
  // page): after BOOT_WAIT_MS the app opens from what it kept, if it kept anything; a first
  // visit has nothing to show instead, so it waits for the answers (each bounded).
  let waited: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<'slow'>((resolve) => {
    waited = setTimeout(() => resolve('slow'), BOOT_WAIT_MS);
  });
  const first = await Promise.race([answers, slow]);
  clearTimeout(waited);
  if (first === 'slow') {
    const snapshot = await readOfflineSnapshot();
    if (snapshot) {
      serverDidNotAnswer();
      return offlineBoot(snapshot, null, null);
    }
  }
  const [answer, publicConfig, platformSettings, clubs] = first === 'slow' ? await answers : first;
  if (answer === 'unreachable') serverDidNotAnswer();
  if (answer === 'unreachable' || (answer === null && isOffline())) {
    const snapshot = await readOfflineSnapshot();
    if (snapshot) return offlineBoot(snapshot, publicConfig, platformSettings);
  }
  const user = answer === 'unreachable' ? null : answer;
  // The server says nobody is signed in here (signed out elsewhere, session expired).
  if (answer === null) void forgetOfflineSnapshot();
  return {
    user,
    publicConfig,
    platformSettings: platformSettings ?? [],
    clubs: user === null ? null : clubs,
  };
}

export const BootContext = createContext<BootStore | null>(null);

export function useBoot(): BootState {
  const store = use(BootContext);
  if (!store) throw new Error('useBoot needs a BootContext provider above it');
  return useSyncExternalStore(store.subscribe, store.getSnapshot, prerenderedBoot);
}
