import {
  checkInAnswerSchema,
  checkInCodeAnswerSchema,
  checkInCodeSchema,
  checkInListAnswerSchema,
  checkInTickSchema,
  guestCheckInSchema,
} from '@lectern/domain';
import { z } from 'zod';
import { appError } from '../../errors.js';
import { answer, idSchema, publicProcedure, router } from '../../trpc/init.js';
import { meetingProcedure } from '../../trpc/resources.js';
import * as service from './check-in.service.js';

/**
 * Open to anyone at the meeting: the code on the screen is the credential. A read-only API token
 * still changes nothing, as everywhere else (checked before the input is read).
 */
const visitorProcedure = publicProcedure.use(async ({ ctx, next }) => {
  if ((await ctx.identity())?.scope === 'read') throw appError('FORBIDDEN');
  return next();
});

export const checkInRouter = router({
  /** The console's current code and page (its QR code); the console's controllers only. */
  code: meetingProcedure('meeting:read')
    .output(answer(checkInCodeAnswerSchema))
    .query(({ ctx }) =>
      service.currentCheckInCode(
        ctx.db,
        ctx.scope.meetingId,
        ctx.actor,
        ctx.config.sessionSecret,
        ctx.now(),
      ),
    ),
  /** The signed-in caller checks themself in with the code on the screen. */
  self: meetingProcedure('meeting:read')
    .input(z.object({ code: checkInCodeSchema }))
    .output(answer(checkInAnswerSchema))
    .mutation(({ ctx, input }) =>
      service.checkInSelf(
        ctx.db,
        ctx.scope,
        ctx.actor,
        input.code,
        ctx.config.sessionSecret,
        ctx.now(),
      ),
    ),
  /** A visitor (signed out) checks in as a guest of the club with a name and e-mail. */
  guest: visitorProcedure
    .input(guestCheckInSchema.extend({ meetingId: idSchema }))
    .output(answer(checkInAnswerSchema))
    .mutation(({ ctx, input }) =>
      service.checkInGuest(ctx.db, input.meetingId, input, ctx.config.sessionSecret, ctx.now()),
    ),
  /** The club's people and who is checked in; the console's controllers only. */
  list: meetingProcedure('meeting:read')
    .output(answer(checkInListAnswerSchema))
    .query(({ ctx }) => service.listCheckIns(ctx.db, ctx.scope.meetingId, ctx.clubId, ctx.actor)),
  /** A manager ticks a person in by hand, or takes the tick away. */
  tick: meetingProcedure('meeting:write')
    .input(checkInTickSchema)
    .output(answer(checkInAnswerSchema))
    .mutation(({ ctx, input }) =>
      service.tickCheckIn(ctx.db, ctx.scope, ctx.actor, input, ctx.now()),
    ),
});
