import { useSyncExternalStore } from 'react';
import type { LinkProps } from '@tanstack/react-router';

export type NotificationType = 'mentorship' | 'meeting' | 'role';

export interface AppNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  actionLabel: string;
  actionTo: NonNullable<LinkProps['to']>;
  read: boolean;
}

/**
 * The notifications the bell shows, kept outside React so every screen's top bar shares them.
 * Only real notifications belong here: none exist yet (the reminders will bring the first), so
 * the list starts, honestly, empty. Read and dismissed states last for the page view.
 */
let notifications: readonly AppNotification[] = [];
const listeners = new Set<() => void>();

function update(next: readonly AppNotification[]): void {
  notifications = next;
  for (const listener of listeners) listener();
}

export function markNotificationRead(id: string): void {
  update(notifications.map((item) => (item.id === id ? { ...item, read: true } : item)));
}

export function markAllNotificationsRead(): void {
  update(notifications.map((item) => ({ ...item, read: true })));
}

export function dismissNotification(id: string): void {
  update(notifications.filter((item) => item.id !== id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotifications(): readonly AppNotification[] {
  return useSyncExternalStore(
    subscribe,
    () => notifications,
    () => notifications,
  );
}

/** The bell's count shows '9+' above 9. */
export function unreadBadgeLabel(unreadCount: number): string | null {
  if (unreadCount <= 0) return null;
  return unreadCount > 9 ? '9+' : String(unreadCount);
}
