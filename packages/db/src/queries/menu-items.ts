import type { Executor } from '../executor.js';
import type { ClubRole, MembershipStatus, MenuCategory } from '../schema.js';

function menuItemColumns(db: Executor) {
  return db
    .selectFrom('menuItems')
    .select(['id', 'clubId', 'name', 'description', 'price', 'category', 'available', 'createdAt']);
}

/** The club's whole menu, unavailable items included (Settings shows them as Inactive). */
export function listMenuItems(db: Executor, clubId: number) {
  return menuItemColumns(db)
    .where('clubId', '=', clubId)
    .orderBy('category')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function findMenuItem(db: Executor, clubId: number, menuItemId: number) {
  return menuItemColumns(db)
    .where('clubId', '=', clubId)
    .where('id', '=', menuItemId)
    .executeTakeFirst();
}

export interface NewMenuItemValues {
  name: string;
  description: string | null;
  /** Decimal string, e.g. '32.00'. */
  price: string;
  category: MenuCategory;
  available: boolean;
}

/**
 * Inserts an item and answers with its id. With a request key, the item the same key already
 * made is not made again (unique in the club; a concurrent twin waits for the first to commit):
 * the answer is that item's id.
 */
export async function insertMenuItem(
  db: Executor,
  clubId: number,
  values: NewMenuItemValues,
  requestKey?: string,
): Promise<number> {
  const row = await db
    .insertInto('menuItems')
    .values({ ...values, clubId, requestKey: requestKey ?? null })
    .onConflict((oc) =>
      oc.columns(['clubId', 'requestKey']).where('requestKey', 'is not', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (row) return row.id;
  const made = await db
    .selectFrom('menuItems')
    .select('id')
    .where('clubId', '=', clubId)
    .where('requestKey', '=', requestKey ?? null)
    .executeTakeFirstOrThrow();
  return made.id;
}

export async function deleteMenuItem(
  db: Executor,
  clubId: number,
  menuItemId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('menuItems')
    .where('clubId', '=', clubId)
    .where('id', '=', menuItemId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface MenuItemScope {
  menuItemId: number;
  clubId: number;
  clubArchivedAt: Date | null;
  role: ClubRole | null;
  membershipStatus: MembershipStatus | null;
}

/** A menu item's club and the caller's membership there, in one round trip. */
export async function findMenuItemScope(
  db: Executor,
  menuItemId: number,
  userId: number,
): Promise<MenuItemScope | undefined> {
  return db
    .selectFrom('menuItems as mi')
    .innerJoin('clubs as c', 'c.id', 'mi.clubId')
    .leftJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.clubId', '=', 'mi.clubId').on('cm.userId', '=', userId),
    )
    .select([
      'mi.id as menuItemId',
      'mi.clubId',
      'c.archivedAt as clubArchivedAt',
      'cm.role',
      'cm.status as membershipStatus',
    ])
    .where('mi.id', '=', menuItemId)
    .executeTakeFirst();
}
