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
 * SPEC §2 Layout: the notification list is local sample data, not fetched; read and dismissed
 * states last for the page view. Kept outside React so every screen's top bar shares it.
 */
const SAMPLE_NOTIFICATIONS: readonly AppNotification[] = [
  {
    id: 'sample-mentorship',
    type: 'mentorship',
    title: 'Mentorship match',
    message: 'A mentor is available for the skills you want to build.',
    actionLabel: 'View mentors',
    actionTo: '/mentorship',
    read: false,
  },
  {
    id: 'sample-meeting',
    type: 'meeting',
    title: 'Meeting reminder',
    message: 'Your next club meeting is coming up. Remember to RSVP.',
    actionLabel: 'View meetings',
    actionTo: '/meetings',
    read: false,
  },
  {
    id: 'sample-role',
    type: 'role',
    title: 'Role assignment',
    message: 'Meeting roles are open for volunteers.',
    actionLabel: 'View roles',
    actionTo: '/roles',
    read: false,
  },
];

let notifications: readonly AppNotification[] = SAMPLE_NOTIFICATIONS;
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

/** SPEC §9: the bell's count shows '9+' above 9. */
export function unreadBadgeLabel(unreadCount: number): string | null {
  if (unreadCount <= 0) return null;
  return unreadCount > 9 ? '9+' : String(unreadCount);
}
