import { NOTIFICATION_LIST_LIMIT, type NotificationMessage } from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import * as notifications from '@lectern/db/queries/notifications';
import { appError } from '../../errors.js';

type Db = Executor;

// Notifications in the app (decision 048): written by the server when something happens to a
// person, read and changed by that person only.

/**
 * Tells a person something in the app, about one of their clubs. Call it inside the transaction
 * of the change it reports, so both happen or neither. Honours the person's in-app setting of
 * that club (nothing is written when it is off); returns whether a notification was written.
 */
export function notify(
  db: Db,
  recipient: { userId: number; clubId: number },
  message: NotificationMessage,
): Promise<boolean> {
  return notifications.insertNotification(db, {
    userId: recipient.userId,
    clubId: recipient.clubId,
    kind: message.kind,
    title: message.title,
    body: message.body,
    actionLabel: message.action?.label ?? null,
    actionHref: message.action?.href ?? null,
  });
}

function toNotificationDto(row: notifications.NotificationRow) {
  const { actionLabel, actionHref, readAt, ...rest } = row;
  return {
    ...rest,
    read: readAt !== null,
    readAt,
    action:
      actionLabel !== null && actionHref !== null ? { label: actionLabel, href: actionHref } : null,
  };
}

/** The person's newest notifications (not dismissed) and how many of all of them are unread. */
export async function listNotifications(db: Db, userId: number) {
  const [rows, unreadCount] = await Promise.all([
    notifications.listNotifications(db, userId, NOTIFICATION_LIST_LIMIT),
    notifications.countUnreadNotifications(db, userId),
  ]);
  return { items: rows.map(toNotificationDto), unreadCount };
}

export async function markRead(db: Db, userId: number, notificationId: number, now: Date) {
  const row = await notifications.markNotificationRead(db, userId, notificationId, now);
  if (!row) throw appError('NOT_FOUND');
  return toNotificationDto(row);
}

export async function markAllRead(db: Db, userId: number, now: Date) {
  return { marked: await notifications.markAllNotificationsRead(db, userId, now) };
}

export async function dismiss(db: Db, userId: number, notificationId: number, now: Date) {
  if (!(await notifications.dismissNotification(db, userId, notificationId, now)))
    throw appError('NOT_FOUND');
  return { id: notificationId, dismissed: true as const };
}
