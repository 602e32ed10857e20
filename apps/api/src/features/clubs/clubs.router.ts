import { findClub } from '@lectern/db/queries/clubs';
import { listClubsOfUser } from '@lectern/db/queries/memberships';
import { appError } from '../../errors.js';
import { authedProcedure, clubProcedure, router } from '../../trpc/init.js';

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
  get: clubProcedure('club:read').query(async ({ ctx }) => {
    const club = await findClub(ctx.db, ctx.clubId);
    if (!club) throw appError('NOT_FOUND');
    return club;
  }),
});
