import { listAgendaTemplates } from '@lectern/db/queries/agenda-templates';
import { clubProcedure, router } from '../../trpc/init.js';

export const agendaTemplatesRouter = router({
  list: clubProcedure('template:read').query(({ ctx }) => listAgendaTemplates(ctx.db, ctx.clubId)),
});
