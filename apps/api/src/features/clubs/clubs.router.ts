import { clubFormSchema, clubMissionSchema } from '@lectern/domain';
import { listClubsOfUser } from '@lectern/db/queries/memberships';
import { authedProcedure, clubProcedure, router } from '../../trpc/init.js';
import { dashboardProcedure } from '../dashboard/dashboard.router.js';
import * as service from './clubs.service.js';

export const clubsRouter = router({
  list: authedProcedure.query(async ({ ctx }) => {
    const rows = await listClubsOfUser(ctx.db, ctx.user.id);
    return rows.map((row) => ({
      clubId: row.clubId,
      role: row.role,
      status: row.status,
      club: {
        id: row.id,
        name: row.name,
        clubNumber: row.clubNumber,
        district: row.district,
        logoUrl: row.logoUrl,
        timeZone: row.timeZone,
      },
    }));
  }),
  get: clubProcedure('club:read', service.getClub).query(({ ctx }) => ctx.read),
  update: clubProcedure('club:write')
    .input(clubFormSchema)
    .mutation(({ ctx, input }) => service.updateClub(ctx.db, ctx.clubId, input)),
  updateMission: clubProcedure('club:write')
    .input(clubMissionSchema)
    .mutation(({ ctx, input }) => service.updateMission(ctx.db, ctx.clubId, input.mission)),
  dashboard: dashboardProcedure,
});
