import {
  menuItemsCreateAnswer,
  menuItemsDeleteAnswer,
  menuItemsListAnswer,
} from '@lectern/domain/answers';
import { menuItemSchema } from '@lectern/domain';
import { answer, clubProcedure, router } from '../../trpc/init.js';
import { menuItemProcedure } from '../../trpc/resources.js';
import * as service from './menu-items.service.js';

export const menuItemsRouter = router({
  /** Everyone in the club, guests included: the RSVP form needs the menu. */
  list: clubProcedure('menu:read')
    .output(answer(menuItemsListAnswer))
    .query(({ ctx }) => service.listMenuItems(ctx.db, ctx.clubId)),
  create: clubProcedure('menu:write')
    // The club is the path's; the schema's optional body clubId is not an input here.
    .input(menuItemSchema.omit({ clubId: true }))
    .output(answer(menuItemsCreateAnswer))
    .mutation(({ ctx, input }) => service.createMenuItem(ctx.db, ctx.clubId, input)),
  delete: menuItemProcedure('menu:write')
    .output(answer(menuItemsDeleteAnswer))
    .mutation(({ ctx }) => service.deleteMenuItem(ctx.db, ctx.clubId, ctx.scope.menuItemId)),
});
