import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';

/** At most one toast is shown; a new toast replaces the one on screen. */
export const TOAST_LIMIT = 1;
/** A dismissed toast stays in the store this long (ms) before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** How long a toast stays open (ms) unless the pointer or focus is on it. */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** A <ToastAction altText="…"> element, e.g. an Undo button. */
  action?: ReactElement;
  duration?: number;
}

export interface ToastRecord extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

type Listener = () => void;

let toasts: readonly ToastRecord[] = [];
let nextId = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastRecord[]): void {
  const kept = new Set(next.map((record) => record.id));
  for (const [id, timer] of removalTimers) {
    if (!kept.has(id)) {
      clearTimeout(timer);
      removalTimers.delete(id);
    }
  }
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((record) => record.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast, replacing whichever toast was showing. */
export function toast(options: ToastOptions): ToastHandle {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (update) =>
      setToasts(toasts.map((record) => (record.id === id ? { ...record, ...update } : record))),
  };
}

/** Closes one toast, or all of them when no id is given; they leave the store later. */
export function dismissToast(id?: string): void {
  for (const record of toasts) {
    if (id === undefined || record.id === id) scheduleRemoval(record.id);
  }
  setToasts(
    toasts.map((record) =>
      id === undefined || record.id === id ? { ...record, open: false } : record,
    ),
  );
}

/** Drops every toast at once (e.g. when the page changes hands or between tests). */
export function removeAllToasts(): void {
  setToasts([]);
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastRecord[] {
  return toasts;
}

export function useToasts(): readonly ToastRecord[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
}

export function useToast() {
  return { toasts: useToasts(), toast, dismiss: dismissToast };
}
