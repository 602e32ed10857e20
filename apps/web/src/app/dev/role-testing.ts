import { useSyncExternalStore } from 'react';
import type { ClubRole } from '@lectern/domain';

/**
 * Layout: the hidden role-testing bar simulates president, VP Ed, VP Mem, member or guest
 * (automatic otherwise). Display only: it changes which home, menu and meeting view the screens
 * show, never what is sent to the server (the API keeps using the real role). Development
 * builds only: production builds replace `useRoleOverride` with `() => null`, so none of this
 * reaches their bundle (scripts/web-bundle-check.mjs checks the built files).
 */
export const ROLE_TESTING_OPTIONS = [
  { role: 'president', label: 'President' },
  { role: 'vpe', label: 'VP Ed' },
  { role: 'vpm', label: 'VP Mem' },
  { role: 'member', label: 'Member' },
  { role: 'guest', label: 'Guest' },
] as const satisfies readonly { role: ClubRole; label: string }[];

export const ROLE_TESTING_TEXT = {
  title: 'Role testing',
  automatic: 'Automatic',
  hint: 'Shift+T hides this bar. Display only: the server still uses your real role.',
} as const;

type Listener = () => void;
let override: ClubRole | null = null;
let visible = false;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setRoleOverride(role: ClubRole | null): void {
  override = role;
  emit();
}

export function toggleRoleTestingBar(): void {
  visible = !visible;
  emit();
}

export function useRoleTestingBarVisible(): boolean {
  return useSyncExternalStore(subscribe, () => visible);
}

function useDevRoleOverride(): ClubRole | null {
  return useSyncExternalStore(subscribe, () => override);
}

/** The simulated role, or null for the real one; always null in production builds. */
export const useRoleOverride: () => ClubRole | null = import.meta.env.DEV
  ? useDevRoleOverride
  : () => null;
