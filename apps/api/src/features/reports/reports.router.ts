import { reportsClubAnswer } from '@lectern/domain/answers';
import { REPORT_PERIODS, DEFAULT_REPORT_PERIOD } from '@lectern/domain';
import { z } from 'zod';
import { answer, clubProcedure, router } from '../../trpc/init.js';
import * as service from './reports.service.js';

export const reportsRouter = router({
  /** The club's report for a period (managers). */
  club: clubProcedure('reports:read')
    .input(z.object({ period: z.enum(REPORT_PERIODS).default(DEFAULT_REPORT_PERIOD) }))
    .output(answer(reportsClubAnswer))
    .query(({ ctx, input }) => service.clubReport(ctx.db, ctx.clubId, input.period, ctx.now())),
});
