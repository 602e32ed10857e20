import { del, get, set } from 'idb-keyval';
import type { ClubMembership, CurrentUser } from './api-types';

/**
 * What the signed-in app keeps in IndexedDB so it opens offline (decision 068): who was signed
 * in, their clubs and a few dehydrated queries (the member home, the next meeting's agenda, the
 * member's own roles and RSVP). Never tRPC URLs in the service worker's cache: the snapshot is
 * per person and goes the moment they sign out.
 */
export interface OfflineSnapshot {
  version: 1;
  /** When the newest data in it came from the server (ms since the epoch). */
  savedAt: number;
  user: CurrentUser;
  clubs: ClubMembership[] | null;
  /** TanStack Query's DehydratedState, opaque here (the entry chunk does not load the query cache). */
  queries: unknown;
}

const KEY = 'lectern-offline-snapshot';
let cleared = false;

export async function readOfflineSnapshot(): Promise<OfflineSnapshot | null> {
  try {
    const snapshot = await get<OfflineSnapshot>(KEY);
    return snapshot?.version === 1 ? snapshot : null;
  } catch {
    return null;
  }
}

/** Ignored after sign-out began, so a late write cannot bring the person's data back. */
export async function writeOfflineSnapshot(snapshot: OfflineSnapshot): Promise<void> {
  if (cleared) return;
  try {
    await set(KEY, snapshot);
  } catch {
    // Private windows and full disks: the app still works online.
  }
}

/** Sign-out: nothing of this person's stays on the device, and nothing more is written. */
export async function clearOfflineSnapshot(): Promise<void> {
  cleared = true;
  await forgetOfflineSnapshot();
}

/** The server says nobody is signed in here (signed out elsewhere, session expired). */
export async function forgetOfflineSnapshot(): Promise<void> {
  try {
    await del(KEY);
  } catch {
    // Nothing stored, or no IndexedDB: nothing to clear.
  }
}
