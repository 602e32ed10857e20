import { createContext, use, useSyncExternalStore } from 'react';
import type { CurrentUser, PublicConfig, PublicSetting } from './api-types';

/**
 * What every first screen needs before it knows whether to show the landing page or the app:
 * who is signed in and the public branding. Read with plain `fetch` so that the landing page
 * never loads TanStack Query or the tRPC client (docs/decisions/0005-landing-without-query.md).
 */
export interface BootData {
  /** null when not signed in (SPEC §7: any failure of the current-user call). */
  user: CurrentUser | null;
  /** null when it cannot be read; screens fall back to defaults. */
  publicConfig: PublicConfig | null;
  /** SPEC §7: when the settings cannot be read, an empty list is used. */
  platformSettings: readonly PublicSetting[];
}

export type BootState = { status: 'loading' } | { status: 'ready'; data: BootData };

export interface BootStore {
  getSnapshot: () => BootState;
  subscribe: (listener: () => void) => () => void;
}

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

/** One tRPC query over GET (the API has no transformer), or null on any failure. */
async function queryOrNull<T>(path: string): Promise<T | null> {
  try {
    const response = await fetch(`/api/trpc/${path}`, { credentials: 'include' });
    if (!response.ok) return null;
    const body = (await response.json()) as { result?: { data?: T } };
    return body.result?.data ?? null;
  } catch {
    return null;
  }
}

export async function fetchBootData(): Promise<BootData> {
  const [user, publicConfig, platformSettings] = await Promise.all([
    queryOrNull<CurrentUser>('auth.user'),
    queryOrNull<PublicConfig>('publicConfig'),
    queryOrNull<PublicSetting[]>('platformSettings.public'),
  ]);
  return { user, publicConfig, platformSettings: platformSettings ?? [] };
}

export const BootContext = createContext<BootStore | null>(null);

export function useBoot(): BootState {
  const store = use(BootContext);
  if (!store) throw new Error('useBoot needs a BootContext provider above it');
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
