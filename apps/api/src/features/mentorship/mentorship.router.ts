import {
  mentorshipEndAnswer,
  mentorshipOverviewAnswer,
  mentorshipProposeAnswer,
  mentorshipRespondAnswer,
} from '@lectern/domain/answers';
import { PAIR_OUTCOMES, proposePairSchema } from '@lectern/domain';
import { z } from 'zod';
import { answer, clubProcedure, router } from '../../trpc/init.js';
import { pairProcedure } from '../../trpc/resources.js';
import * as service from './mentorship.service.js';

export const mentorshipRouter = router({
  overview: clubProcedure('mentorship:read')
    .output(answer(mentorshipOverviewAnswer))
    .query(({ ctx }) => service.overview(ctx.db, ctx.clubId)),
  propose: clubProcedure('mentorship:takePart')
    .input(proposePairSchema)
    .output(answer(mentorshipProposeAnswer))
    .mutation(({ ctx, input }) => service.propose(ctx.db, ctx.clubId, ctx.actor, input, ctx.now())),
  respond: pairProcedure('mentorship:takePart')
    .input(z.object({ accept: z.boolean() }))
    .output(answer(mentorshipRespondAnswer))
    .mutation(({ ctx, input }) =>
      service.respond(ctx.db, input.pairId, ctx.actor, input.accept, ctx.now()),
    ),
  end: pairProcedure('mentorship:takePart')
    .input(z.object({ outcome: z.enum(PAIR_OUTCOMES) }))
    .output(answer(mentorshipEndAnswer))
    .mutation(({ ctx, input }) =>
      service.end(ctx.db, input.pairId, ctx.actor, input.outcome, ctx.now()),
    ),
});
