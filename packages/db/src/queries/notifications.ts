import { sql } from 'kysely';
import type { Executor } from '../executor.js';
import type { NotificationKind } from '../schema.js';

// Notifications in the app (decision 048). Every query is keyed on the person's own user id: a
// person reads and changes only their own.

const NOTIFICATION_COLUMNS = [
  'id',
  'clubId',
  'kind',
  'title',
  'body',
  'actionLabel',
  'actionHref',
  'createdAt',
  'readAt',
] as const;

export interface NewNotification {
  userId: number;
  clubId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  actionLabel: string | null;
  actionHref: string | null;
}

/**
 * Writes a notification unless the person turned in-app notifications off in that club's
 * profile (no profile counts as on). Returns whether one was written.
 */
export async function insertNotification(db: Executor, row: NewNotification): Promise<boolean> {
  const result = await db
    .insertInto('notifications')
    .columns(['userId', 'clubId', 'kind', 'title', 'body', 'actionLabel', 'actionHref'])
    .expression(
      db
        .selectNoFrom([
          sql<number>`${row.userId}::int`.as('userId'),
          sql<number>`${row.clubId}::int`.as('clubId'),
          sql<string>`${row.kind}::varchar`.as('kind'),
          sql<string>`${row.title}::varchar`.as('title'),
          sql<string>`${row.body}::varchar`.as('body'),
          sql<string | null>`${row.actionLabel}::varchar`.as('actionLabel'),
          sql<string | null>`${row.actionHref}::varchar`.as('actionHref'),
        ])
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('memberProfiles')
                .select('userId')
                .where('userId', '=', row.userId)
                .where('clubId', '=', row.clubId)
                .where('appNotifications', '=', false),
            ),
          ),
        ),
    )
    .returning('id')
    .executeTakeFirst();
  return result !== undefined;
}

/**
 * Writes one message to each of several people of a club, in one statement, leaving out those
 * who turned in-app notifications off in that club's profile. Returns how many were written.
 */
export async function insertNotificationForEach(
  db: Executor,
  userIds: readonly number[],
  message: Omit<NewNotification, 'userId'>,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const rows = await db
    .insertInto('notifications')
    .columns(['userId', 'clubId', 'kind', 'title', 'body', 'actionLabel', 'actionHref'])
    .expression(
      db
        .selectFrom('users as u')
        .select([
          'u.id as userId',
          sql<number>`${message.clubId}::int`.as('clubId'),
          sql<string>`${message.kind}::varchar`.as('kind'),
          sql<string>`${message.title}::varchar`.as('title'),
          sql<string>`${message.body}::varchar`.as('body'),
          sql<string | null>`${message.actionLabel}::varchar`.as('actionLabel'),
          sql<string | null>`${message.actionHref}::varchar`.as('actionHref'),
        ])
        .where('u.id', 'in', userIds)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('memberProfiles as p')
                .select('p.userId')
                .whereRef('p.userId', '=', 'u.id')
                .where('p.clubId', '=', message.clubId)
                .where('p.appNotifications', '=', false),
            ),
          ),
        ),
    )
    .returning('id')
    .execute();
  return rows.length;
}

/** The person's newest notifications that are not dismissed. */
export function listNotifications(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('notifications')
    .select(NOTIFICATION_COLUMNS)
    .where('userId', '=', userId)
    .where('dismissedAt', 'is', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export type NotificationRow = Awaited<ReturnType<typeof listNotifications>>[number];

export async function countUnreadNotifications(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .where('dismissedAt', 'is', null)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks one of the person's notifications read; undefined when they have no such notification. */
export function markNotificationRead(db: Executor, userId: number, id: number, now: Date) {
  return db
    .updateTable('notifications')
    .set({ readAt: sql<Date>`coalesce(read_at, ${now})` })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .where('dismissedAt', 'is', null)
    .returning(NOTIFICATION_COLUMNS)
    .executeTakeFirst();
}

/** Marks every unread notification of the person read; returns how many changed. */
export async function markAllNotificationsRead(
  db: Executor,
  userId: number,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ readAt: now })
    .where('userId', '=', userId)
    .where('dismissedAt', 'is', null)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Dismisses one of the person's notifications; false when they have no such notification. */
export async function dismissNotification(
  db: Executor,
  userId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ dismissedAt: now })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .where('dismissedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every notification of the person, dismissed ones too, for the account export. */
export function listAccountNotifications(db: Executor, userId: number) {
  return db
    .selectFrom('notifications')
    .select([...NOTIFICATION_COLUMNS, 'dismissedAt'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}
