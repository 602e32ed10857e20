import {
  agendaFacts,
  computeAchievements,
  formatLongDate,
  fullName,
  PATHWAY_NOT_SELECTED,
  PROGRESS_REPORT_TEXT as T,
  progressReportFileName,
  skillProfile,
  todayInZone,
} from '@lectern/domain';
import type { FastifyInstance } from 'fastify';
import { contextFor, type AppDeps } from '../../http/context.js';
import { sendError } from '../../rest/routes.js';
import { createCaller } from '../../router.js';
import { renderProgressPdf, type ProgressPdfData } from './progress-document.js';

type Caller = ReturnType<typeof createCaller>;

const day = (value: Date | string): string =>
  (value instanceof Date ? value.toISOString() : value).slice(0, 10);

/**
 * Loads the caller's own record through the same procedures as the JSON calls (profile,
 * progress, club), so who may read it is decided there and nowhere else.
 */
async function loadReport(
  caller: Caller,
  clubId: string,
  now: Date,
): Promise<{ data: ProgressPdfData; fileName: string }> {
  const me = await caller.auth.user();
  const [club, profile, progress] = await Promise.all([
    caller.clubs.get({ clubId }),
    caller.profile.get({ clubId }),
    caller.pathways.progress({ clubId, userId: me.id }),
  ]);
  const role = await caller.auth.roleInClub({ clubId });
  const today = todayInZone(now, club.timeZone ?? 'Australia/Sydney');
  const name = fullName(me) || me.email || '';
  return {
    data: {
      memberName: name,
      clubName: club.name,
      clubLine: agendaFacts({ date: null, startTime: null, endTime: null, location: null }, club)
        .clubLine,
      dateText: formatLongDate(today, club.locale),
      pathName: progress.pathway?.name ?? PATHWAY_NOT_SELECTED,
      levelText: progress.pathway ? String(progress.currentLevel) : '—',
      progressText: `${progress.progressPercent}%`,
      counters: [
        { label: T.speeches, value: profile.speechesCompleted },
        { label: T.evaluations, value: profile.evaluationsGiven },
        { label: T.leadershipRoles, value: profile.leadershipRolesFilled },
        { label: T.tableTopics, value: profile.tableTopicsAnswered },
      ],
      completed: progress.completedProjects.map((p) => ({
        date: day(p.date),
        title: p.title,
        detail: [p.speechTitle, p.meetingTitle, p.evaluatorFeedback]
          .filter((part): part is string => !!part)
          .join(' · '),
      })),
      pending: progress.pendingProjects.map((p) => ({ date: day(p.date), title: p.title })),
      skills: skillProfile(profile).map((s) => ({ name: s.name, level: s.level, title: s.title })),
      achievements: computeAchievements(
        {
          memberId: me.id,
          completedSpeeches: profile.speechesCompleted,
          completedRoles: profile.leadershipRolesFilled,
          role: role.role ?? 'member',
        },
        today,
      ).map((a) => a.name),
    },
    fileName: progressReportFileName(name, today),
  };
}

// Rendering a PDF costs far more CPU than a JSON answer, so one client cannot ask for many.
const PDF_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** GET /api/clubs/:clubId/progress-report.pdf: the caller's own Pathways record as a PDF. */
export function registerProgressReportRoute(app: FastifyInstance, deps: AppDeps) {
  app.get<{ Params: { clubId: string } }>(
    '/api/clubs/:clubId/progress-report.pdf',
    { config: { rateLimit: PDF_RATE_LIMIT } },
    async (request, reply) => {
      try {
        const context = contextFor(request, deps);
        const caller = createCaller(context);
        const { data, fileName } = await loadReport(caller, request.params.clubId, context.now());
        const pdf = await renderProgressPdf(data);
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
