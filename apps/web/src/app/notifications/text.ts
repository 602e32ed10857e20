export const NOTIFICATIONS_TEXT = {
  title: 'Notifications',
  markAllRead: 'Mark all read',
  markRead: 'Mark read',
  dismiss: (title: string) => `Dismiss ${title}`,
  unread: 'unread',
  empty: 'No notifications yet.',
  loading: 'Loading notifications…',
  loadFailed: 'Notifications could not be loaded.',
  retry: 'Try again',
  changeFailed: 'The notification could not be changed. Please try again.',
  bellLabel: (badge: string | null) =>
    badge === null ? 'Notifications' : `Notifications, ${badge} unread`,
} as const;
