import {
  agendaExportFileName,
  agendaFacts,
  agendaRows,
  keyRoles,
  roleAssignmentsOf,
  type PresenterProfile,
} from '@lectern/domain';
import type { FastifyInstance } from 'fastify';
import { contextFor, type AppDeps } from '../../http/context.js';
import { sendError } from '../../rest/routes.js';
import { createCaller } from '../../router.js';
import { renderAgendaPdf, type AgendaPdfData } from './agenda-document.js';

type Caller = ReturnType<typeof createCaller>;

/**
 * Loads the agenda through the same procedures as the JSON calls, so who may see which
 * meeting (and the 401/404 answers) is decided there and nowhere else.
 */
export async function loadAgenda(
  caller: Caller,
  meetingId: string,
): Promise<{ data: AgendaPdfData; fileName: string }> {
  const meeting = await caller.meetings.get({ meetingId });
  const [roles, club, members] = await Promise.all([
    caller.meetingRoles.list({ meetingId: meeting.id }),
    caller.clubs.get({ clubId: meeting.clubId }),
    caller.members.list({ clubId: meeting.clubId }),
  ]);
  const profiles = new Map<number, PresenterProfile>(
    members.map((member) => [member.userId, member.profile]),
  );
  return {
    data: {
      title: meeting.title,
      clubName: club.name,
      theme: meeting.theme,
      notes: meeting.notes,
      rows: agendaRows(meeting.agenda, roles, (userId) => profiles.get(userId), meeting.startTime),
      keyRoles: keyRoles(roleAssignmentsOf(roles)),
      ...agendaFacts(meeting, club),
    },
    fileName: agendaExportFileName(club.name, meeting.date, 'pdf'),
  };
}

// Rendering a PDF costs far more CPU than a JSON answer, so one client cannot ask for many.
const PDF_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** GET /api/meetings/:id/agenda.pdf: the meeting's agenda as an A4 PDF. */
export function registerAgendaPdfRoute(app: FastifyInstance, deps: AppDeps) {
  app.get<{ Params: { id: string } }>(
    '/api/meetings/:id/agenda.pdf',
    { config: { rateLimit: PDF_RATE_LIMIT } },
    async (request, reply) => {
      try {
        const caller = createCaller(contextFor(request, deps));
        const { data, fileName } = await loadAgenda(caller, request.params.id);
        const pdf = await renderAgendaPdf(data);
        return await reply
          .code(200)
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(pdf);
      } catch (error) {
        return sendError(reply, error, request.id);
      }
    },
  );
}
