import { createMeetingInputSchema, updateMeetingInputSchema } from '@lectern/domain';
import { clubProcedure, router } from '../../trpc/init.js';
import { meetingProcedure } from '../../trpc/resources.js';
import * as service from './meetings.service.js';

export const meetingsRouter = router({
  list: clubProcedure('meeting:read').query(({ ctx }) => service.listMeetings(ctx.db, ctx.clubId)),
  upcoming: clubProcedure('meeting:read').query(({ ctx }) =>
    service.listUpcomingMeetings(ctx.db, ctx.clubId, ctx.now()),
  ),
  get: meetingProcedure('meeting:read').query(({ ctx }) =>
    service.getMeeting(ctx.db, ctx.scope.meetingId),
  ),
  create: clubProcedure('meeting:write')
    .input(createMeetingInputSchema)
    .mutation(({ ctx, input }) => service.createMeetings(ctx.db, ctx.clubId, input, ctx.now())),
  update: meetingProcedure('meeting:write')
    .input(updateMeetingInputSchema)
    .mutation(({ ctx, input }) =>
      service.updateMeeting(ctx.db, ctx.clubId, ctx.scope.meetingId, input),
    ),
  delete: meetingProcedure('meeting:write').mutation(({ ctx }) =>
    service.deleteMeeting(ctx.db, ctx.clubId, ctx.scope.meetingId),
  ),
});
