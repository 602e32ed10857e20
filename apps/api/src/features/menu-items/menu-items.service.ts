import { fromCents, toCents, type MenuItemValues } from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import * as menu from '@lectern/db/queries/menu-items';
import { appError } from '../../errors.js';

type Db = Executor;
type MenuItemRow = Awaited<ReturnType<typeof menu.findMenuItem>> & {};

function toMenuItemDto(row: MenuItemRow) {
  return {
    id: row.id,
    clubId: row.clubId,
    name: row.name,
    description: row.description,
    price: fromCents(toCents(row.price)),
    category: row.category,
    available: row.available,
  };
}

export async function listMenuItems(db: Executor, clubId: number) {
  return (await menu.listMenuItems(db, clubId)).map(toMenuItemDto);
}

/**
 * Creates an item in the club of the path; a `clubId` in the body is never read. The same request
 * key again answers with the item it made.
 */
export async function createMenuItem(
  db: Db,
  clubId: number,
  input: Omit<MenuItemValues, 'clubId'>,
) {
  const id = await menu.insertMenuItem(
    db,
    clubId,
    {
      name: input.name,
      description: input.description,
      price: fromCents(toCents(input.price)),
      category: input.category,
      available: input.available,
    },
    input.requestKey,
  );
  const row = await menu.findMenuItem(db, clubId, id);
  if (!row) throw appError('INTERNAL');
  return toMenuItemDto(row);
}

/** RSVPs keep the meal names and prices they were priced with. */
export async function deleteMenuItem(db: Db, clubId: number, menuItemId: number) {
  if (!(await menu.deleteMenuItem(db, clubId, menuItemId))) throw appError('NOT_FOUND');
  return { id: menuItemId };
}
