import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchBootData } from './boot';
import { BOOT_WAIT_MS, isOffline, serverAnswered } from './connection';
import type { OfflineSnapshot } from './offline-snapshot';

const kept = vi.hoisted(() => ({ snapshot: null as OfflineSnapshot | null }));
// What this device kept of the last visit (IndexedDB, which the test browser does not have).
vi.mock('./offline-snapshot', () => ({
  readOfflineSnapshot: () => Promise.resolve(kept.snapshot),
  forgetOfflineSnapshot: () => Promise.resolve(),
}));

const ANN = { id: 1, name: 'Ann Member' } as unknown as OfflineSnapshot['user'];
const SNAPSHOT: OfflineSnapshot = {
  version: 1,
  savedAt: 0,
  user: ANN,
  clubs: [],
  queries: { queries: [], mutations: [] },
};

/** A network that takes every call and answers after `afterMs` (never: until it is aborted). */
function network(afterMs: number | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
          if (afterMs === null) return;
          const data = url.endsWith('auth.user') ? ANN : null;
          setTimeout(() => resolve(Response.json({ result: { data } })), afterMs);
        }),
    ),
  );
}

describe('the boot on a network that does not answer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    kept.snapshot = null;
    serverAnswered();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens from what the device kept once the wait is over, offline', async () => {
    kept.snapshot = SNAPSHOT;
    network(null);
    const boot = fetchBootData();
    let opened = false;
    void boot.then(() => (opened = true));
    await vi.advanceTimersByTimeAsync(BOOT_WAIT_MS - 100);
    expect(opened).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await boot).toMatchObject({ user: ANN, offline: SNAPSHOT });
    expect(isOffline()).toBe(true);
  });

  it('waits longer on a first visit, with nothing kept to show instead', async () => {
    network(BOOT_WAIT_MS + 2_000);
    const boot = fetchBootData();
    await vi.advanceTimersByTimeAsync(BOOT_WAIT_MS + 2_000);
    const data = await boot;
    expect(data.user).toEqual(ANN);
    expect(data.offline).toBeUndefined();
    expect(isOffline()).toBe(false);
  });

  it('does not wait for ever: with no answer at all, nobody is signed in', async () => {
    network(null);
    const boot = fetchBootData();
    await vi.advanceTimersByTimeAsync(60_000);
    const data = await boot;
    expect(data.user).toBeNull();
    expect(data.offline).toBeUndefined();
    expect(isOffline()).toBe(true);
  });
});
