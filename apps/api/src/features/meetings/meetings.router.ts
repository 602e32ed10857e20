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
import { answer, clubProcedure, router } from '../../trpc/init.js';
import { meetingProcedure } from '../../trpc/resources.js';
import { meetingReport, myTimes } from '../live/report.service.js';
import * as service from './meetings.service.js';

export const meetingsRouter = router({
  list: clubProcedure('meeting:read')
    .output(answer(meetingsListAnswer))
    .query(({ ctx }) => service.listMeetings(ctx.db, ctx.clubId)),
  upcoming: clubProcedure('meeting:read')
    .output(answer(meetingsUpcomingAnswer))
    .query(({ ctx }) => service.listUpcomingMeetings(ctx.db, ctx.clubId, ctx.now())),
  get: meetingProcedure('meeting:read')
    .output(answer(meetingsGetAnswer))
    .query(({ ctx }) => service.getMeeting(ctx.db, ctx.scope.meetingId)),
  /** Attendance and the Timer's results (the meeting report); any member of the club. */
  report: meetingProcedure('meeting:read')
    .output(answer(meetingReportAnswerSchema))
    .query(({ ctx }) => meetingReport(ctx.db, ctx.scope.meetingId, ctx.actor)),
  /** The caller's own measured speeches and evaluations in the club (their progress). */
  myTimes: clubProcedure('profile:own')
    .output(answer(myTimesAnswerSchema))
    .query(({ ctx }) => myTimes(ctx.db, ctx.clubId, ctx.user.id)),
  create: clubProcedure('meeting:write')
    .input(createMeetingInputSchema)
    .output(answer(meetingsCreateAnswer))
    .mutation(({ ctx, input }) => service.createMeetings(ctx.db, ctx.clubId, input, ctx.now())),
  update: meetingProcedure('meeting:write')
    .input(updateMeetingInputSchema)
    .output(answer(meetingsUpdateAnswer))
    .mutation(({ ctx, input }) =>
      service.updateMeeting(ctx.db, ctx.clubId, ctx.scope.meetingId, input),
    ),
  delete: meetingProcedure('meeting:write')
    .output(answer(meetingsDeleteAnswer))
    .mutation(({ ctx }) => service.deleteMeeting(ctx.db, ctx.clubId, ctx.scope.meetingId)),
});
