import { clubsDashboardAnswer } from '@lectern/domain/answers';
import { can } from '@lectern/domain';
import { answer, clubProcedure } from '../../trpc/init.js';
import * as service from './dashboard.service.js';

/** `clubs.dashboard`: everyone in the club; the revenue figure only for managers (the permission table). */
export const dashboardProcedure = clubProcedure('dashboard:read')
  .output(answer(clubsDashboardAnswer))
  .query(({ ctx }) =>
    service.getDashboard(ctx.db, ctx.clubId, ctx.now(), can(ctx.actor, 'dashboard:revenue')),
  );
