import {
  clubsGetAnswer,
  clubsListAnswer,
  clubsSetupChecklistAnswer,
  clubsUpdateAnswer,
  clubsUpdateMeetingSettingsAnswer,
  clubsUpdateMissionAnswer,
  clubsUpdatePlaceAnswer,
} from '@lectern/domain/answers';
import {
  clubFormSchema,
  clubMeetingSettingsSchema,
  clubMissionSchema,
  clubPlaceSchema,
} from '@lectern/domain';
import { answer, authedProcedure, clubProcedure, router } from '../../trpc/init.js';
import { dashboardProcedure } from '../dashboard/dashboard.router.js';
import * as service from './clubs.service.js';

export const clubsRouter = router({
  list: authedProcedure
    .output(answer(clubsListAnswer))
    .query(({ ctx }) => service.listClubsOf(ctx.db, ctx.user.id)),
  get: clubProcedure('club:read')
    .output(answer(clubsGetAnswer))
    .query(({ ctx }) => service.getClub(ctx.db, ctx.clubId)),
  update: clubProcedure('club:write')
    .input(clubFormSchema)
    .output(answer(clubsUpdateAnswer))
    .mutation(({ ctx, input }) => service.updateClub(ctx.db, ctx.clubId, input)),
  updateMeetingSettings: clubProcedure('club:write')
    .input(clubMeetingSettingsSchema)
    .output(answer(clubsUpdateMeetingSettingsAnswer))
    .mutation(({ ctx, input }) => service.updateMeetingSettings(ctx.db, ctx.clubId, input)),
  updatePlace: clubProcedure('club:write')
    .input(clubPlaceSchema)
    .output(answer(clubsUpdatePlaceAnswer))
    .mutation(({ ctx, input }) => service.updatePlace(ctx.db, ctx.clubId, input)),
  updateMission: clubProcedure('club:write')
    .input(clubMissionSchema)
    .output(answer(clubsUpdateMissionAnswer))
    .mutation(({ ctx, input }) => service.updateMission(ctx.db, ctx.clubId, input.mission)),
  dashboard: dashboardProcedure,
  setupChecklist: clubProcedure('club:write')
    .output(answer(clubsSetupChecklistAnswer))
    .query(({ ctx }) => service.getSetupChecklist(ctx.db, ctx.clubId)),
});
