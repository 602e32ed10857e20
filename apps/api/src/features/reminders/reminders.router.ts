import {
  remindersRemindRoleAnswer,
  remindersSendRsvpRemindersAnswer,
  remindersSettingsAnswer,
  remindersUpdateSettingsAnswer,
} from '@lectern/domain/answers';
import { notificationSettingsInput } from '@lectern/domain';
import { answer, clubProcedure, router } from '../../trpc/init.js';
import { meetingProcedure, meetingRoleProcedure } from '../../trpc/resources.js';
import * as service from './reminders.service.js';

export const remindersRouter = router({
  settings: clubProcedure('club:read')
    .output(answer(remindersSettingsAnswer))
    .query(({ ctx }) => service.getNotificationSettings(ctx.db, ctx.clubId)),
  updateSettings: clubProcedure('club:write')
    .input(notificationSettingsInput)
    .output(answer(remindersUpdateSettingsAnswer))
    .mutation(({ ctx, input }) => {
      const { clubId: _clubId, ...settings } = input;
      return service.updateNotificationSettings(ctx.db, ctx.clubId, settings);
    }),
  sendRsvpReminders: meetingProcedure('rsvp:manage')
    .output(answer(remindersSendRsvpRemindersAnswer))
    .mutation(async ({ ctx }) => {
      const result = await service.sendRsvpReminders(
        ctx.db,
        { clubId: ctx.clubId, meetingId: ctx.scope.meetingId, timeZone: ctx.scope.timeZone },
        ctx.now(),
      );
      ctx.wakeWorker?.();
      return result;
    }),
  remindRole: meetingRoleProcedure('meetingRole:manage')
    .output(answer(remindersRemindRoleAnswer))
    .mutation(async ({ ctx }) => {
      const result = await service.remindRole(ctx.db, ctx.scope, ctx.now());
      ctx.wakeWorker?.();
      return result;
    }),
});
