import {
  notificationsDismissAnswer,
  notificationsListAnswer,
  notificationsMarkAllReadAnswer,
  notificationsMarkReadAnswer,
} from '@lectern/domain/answers';
import { z } from 'zod';
import { answer, authedProcedure, idSchema, router } from '../../trpc/init.js';
import * as service from './notifications.service.js';

const byId = z.object({ notificationId: idSchema });

/**
 * The caller's own notifications: any signed-in person, about themselves only (another
 * person's notification is 404, as one that does not exist).
 */
export const notificationsRouter = router({
  list: authedProcedure
    .output(answer(notificationsListAnswer))
    .query(({ ctx }) => service.listNotifications(ctx.db, ctx.user.id)),
  markRead: authedProcedure
    .input(byId)
    .output(answer(notificationsMarkReadAnswer))
    .mutation(({ ctx, input }) =>
      service.markRead(ctx.db, ctx.user.id, input.notificationId, ctx.now()),
    ),
  markAllRead: authedProcedure
    // No input, but declared: a malformed body must be refused, not ignored.
    .input(z.strictObject({}).optional())
    .output(answer(notificationsMarkAllReadAnswer))
    .mutation(({ ctx }) => service.markAllRead(ctx.db, ctx.user.id, ctx.now())),
  dismiss: authedProcedure
    .input(byId)
    .output(answer(notificationsDismissAnswer))
    .mutation(({ ctx, input }) =>
      service.dismiss(ctx.db, ctx.user.id, input.notificationId, ctx.now()),
    ),
});
