export const NOTIFICATIONS_TEXT = {
  title: 'Notifications',
  markAllRead: 'Mark all read',
  markRead: 'Mark read',
  dismiss: (title: string) => `Dismiss ${title}`,
  unread: 'unread',
  empty: 'No notifications yet.',
  bellLabel: (badge: string | null) =>
    badge === null ? 'Notifications' : `Notifications, ${badge} unread`,
} as const;
