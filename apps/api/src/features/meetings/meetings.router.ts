import { createMeetingInputSchema, updateMeetingInputSchema } from '@lectern/domain';
import { clubProcedure, router } from '../../trpc/init.js';
import { meetingProcedure } from '../../trpc/resources.js';
import * as service from './meetings.service.js';

export const meetingsRouter = router({
  list: clubProcedure('meeting:read', service.listMeetings).query(({ ctx }) => ctx.read),
  upcoming: clubProcedure('meeting:read', service.readUpcomingMeetings).query(
    ({ ctx }) => ctx.read,
  ),
  get: meetingProcedure('meeting:read', service.getMeeting).query(({ ctx }) => ctx.read),
  create: clubProcedure('meeting:write')
    .input(createMeetingInputSchema)
    .mutation(({ ctx, input }) => service.createMeetings(ctx.db, ctx.clubId, input)),
  update: meetingProcedure('meeting:write')
    .input(updateMeetingInputSchema)
    .mutation(({ ctx, input }) => service.updateMeeting(ctx.db, ctx.clubId, ctx.meetingId, input)),
  delete: meetingProcedure('meeting:write').mutation(({ ctx }) =>
    service.deleteMeeting(ctx.db, ctx.clubId, ctx.meetingId),
  ),
});
