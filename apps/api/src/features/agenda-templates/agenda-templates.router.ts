import {
  agendaTemplatesApplyRolesToUpcomingAnswer,
  agendaTemplatesCreateAnswer,
  agendaTemplatesDeleteAnswer,
  agendaTemplatesListAnswer,
  agendaTemplatesUpdateAnswer,
} from '@lectern/domain/answers';
import { agendaTemplateSchema, updateAgendaTemplateSchema } from '@lectern/domain';
import { answer, clubProcedure, router } from '../../trpc/init.js';
import { templateProcedure } from '../../trpc/resources.js';
import * as service from './agenda-templates.service.js';

export const agendaTemplatesRouter = router({
  list: clubProcedure('template:read')
    .output(answer(agendaTemplatesListAnswer))
    .query(({ ctx }) => service.listTemplates(ctx.db, ctx.clubId)),
  create: clubProcedure('template:write')
    .input(agendaTemplateSchema)
    .output(answer(agendaTemplatesCreateAnswer))
    .mutation(({ ctx, input }) => service.createTemplate(ctx.db, ctx.clubId, input)),
  update: templateProcedure('template:write')
    .input(updateAgendaTemplateSchema)
    .output(answer(agendaTemplatesUpdateAnswer))
    .mutation(({ ctx, input }) =>
      service.updateTemplate(ctx.db, ctx.clubId, ctx.scope.templateId, input),
    ),
  applyRolesToUpcoming: templateProcedure('template:write')
    .output(answer(agendaTemplatesApplyRolesToUpcomingAnswer))
    .mutation(({ ctx }) =>
      service.applyRolesToUpcoming(ctx.db, ctx.clubId, ctx.scope.templateId, ctx.now()),
    ),
  delete: templateProcedure('template:write')
    .output(answer(agendaTemplatesDeleteAnswer))
    .mutation(({ ctx }) => service.deleteTemplate(ctx.db, ctx.clubId, ctx.scope.templateId)),
});
