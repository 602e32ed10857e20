import {
  meetingsCreateAnswer,
  meetingsDeleteAnswer,
  meetingsGetAnswer,
  meetingsListAnswer,
  meetingsUpcomingAnswer,
  meetingsUpdateAnswer,
  meetingReportAnswerSchema,
  myTimesAnswerSchema,
} from '@lectern/domain/answers';
import { createMeetingInputSchema, updateMeetingInputSchema } from '@lectern/domain';
import { clubProcedure, router } from '../../trpc/init.js';
import { meetingProcedure } from '../../trpc/resources.js';
import { meetingReport, myTimes } from '../live/report.service.js';
import * as service from './meetings.service.js';

export const meetingsRouter = router({
  list: clubProcedure('meeting:read')
    .output(meetingsListAnswer)
    .query(({ ctx }) => service.listMeetings(ctx.db, ctx.clubId)),
  upcoming: clubProcedure('meeting:read')
    .output(meetingsUpcomingAnswer)
    .query(({ ctx }) => service.listUpcomingMeetings(ctx.db, ctx.clubId, ctx.now())),
  get: meetingProcedure('meeting:read')
    .output(meetingsGetAnswer)
    .query(({ ctx }) => service.getMeeting(ctx.db, ctx.scope.meetingId)),
  /** Attendance and the Timer's results (the meeting report); any member of the club. */
  report: meetingProcedure('meeting:read')
    .output(meetingReportAnswerSchema)
    .query(({ ctx }) => meetingReport(ctx.db, ctx.scope.meetingId, ctx.actor)),
  /** The caller's own measured speeches and evaluations in the club (their progress). */
  myTimes: clubProcedure('profile:own')
    .output(myTimesAnswerSchema)
    .query(({ ctx }) => myTimes(ctx.db, ctx.clubId, ctx.user.id)),
  create: clubProcedure('meeting:write')
    .input(createMeetingInputSchema)
    .output(meetingsCreateAnswer)
    .mutation(({ ctx, input }) => service.createMeetings(ctx.db, ctx.clubId, input, ctx.now())),
  update: meetingProcedure('meeting:write')
    .input(updateMeetingInputSchema)
    .output(meetingsUpdateAnswer)
    .mutation(({ ctx, input }) =>
      service.updateMeeting(ctx.db, ctx.clubId, ctx.scope.meetingId, input),
    ),
  delete: meetingProcedure('meeting:write')
    .output(meetingsDeleteAnswer)
    .mutation(({ ctx }) => service.deleteMeeting(ctx.db, ctx.clubId, ctx.scope.meetingId)),
});
