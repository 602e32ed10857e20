import { can } from '@lectern/domain';
import { clubProcedure } from '../../trpc/init.js';
import * as service from './dashboard.service.js';

/** `clubs.dashboard`: everyone in the club; the revenue figure only for managers (SECURITY.md §2). */
export const dashboardProcedure = clubProcedure('dashboard:read', service.readDashboard).query(
  ({ ctx }) => service.dashboardFor(ctx.read, ctx.now(), can(ctx.actor, 'dashboard:revenue')),
);
