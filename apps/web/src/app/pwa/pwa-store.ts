import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  /** Set when a new version of the app is waiting: activates it and reloads the page. */
  reload: (() => void) | null;
  /** The browser's own install offer, kept until the person uses it. */
  installPrompt: InstallPromptEvent | null;
}

let state: PwaState = {
  reload: null,
  installPrompt: null,
};
const listeners = new Set<() => void>();

export function setPwaState(update: Partial<PwaState>): void {
  state = { ...state, ...update };
  for (const listener of listeners) listener();
}

export function getPwaState(): PwaState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePwaState(): PwaState {
  return useSyncExternalStore(subscribe, getPwaState, getPwaState);
}
