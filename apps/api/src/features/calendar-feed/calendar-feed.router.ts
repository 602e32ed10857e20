import { z } from 'zod';
import { authedProcedure, router } from '../../trpc/init.js';
import * as service from './calendar-feed.service.js';

// No input, but declared: a malformed body must be refused, not ignored.
const noInput = z.strictObject({}).optional();

/**
 * The caller's own calendar subscription address: any signed-in person, about themselves only.
 * The feed itself (GET /api/calendar/<secret>.ics) needs no session: calendar-feed.route.ts.
 */
export const calendarFeedRouter = router({
  get: authedProcedure.query(({ ctx }) => service.feedStatus(ctx.db, ctx.user.id)),
  create: authedProcedure
    .input(noInput)
    .mutation(({ ctx }) => service.createFeed(ctx.db, ctx.user.id, ctx.config.publicUrl)),
  revoke: authedProcedure
    .input(noInput)
    .mutation(({ ctx }) => service.revokeFeed(ctx.db, ctx.user.id)),
});
