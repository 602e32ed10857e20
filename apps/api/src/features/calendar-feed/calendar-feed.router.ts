import {
  calendarFeedCreateAnswer,
  calendarFeedGetAnswer,
  calendarFeedRevokeAnswer,
} from '@lectern/domain/answers';
import { z } from 'zod';
import { answer, authedProcedure, browserSessionProcedure, router } from '../../trpc/init.js';
import * as service from './calendar-feed.service.js';

// No input, but declared: a malformed body must be refused, not ignored.
const noInput = z.strictObject({}).optional();

/**
 * The caller's own calendar subscription address: any signed-in person, about themselves only.
 * Making one takes a browser session, as making an API token does: the address is a second
 * bearer secret that would outlive a token's revocation (docs/decisions/057-where-a-secret-may-appear.md).
 * The feed itself (GET /api/calendar/<secret>.ics) needs no session: calendar-feed.route.ts.
 */
export const calendarFeedRouter = router({
  get: authedProcedure
    .output(answer(calendarFeedGetAnswer))
    .query(({ ctx }) => service.feedStatus(ctx.db, ctx.user.id)),
  create: browserSessionProcedure
    .input(noInput)
    .output(answer(calendarFeedCreateAnswer))
    .mutation(({ ctx }) => service.createFeed(ctx.db, ctx.user.id, ctx.config.publicUrl)),
  revoke: authedProcedure
    .input(noInput)
    .output(answer(calendarFeedRevokeAnswer))
    .mutation(({ ctx }) => service.revokeFeed(ctx.db, ctx.user.id)),
});
