// A few months of the demo club's past, so the progress screens and reports have records to draw:
// completed fortnightly meetings with their confirmed roles, RSVPs with meals, what those
// meetings credited, and Pathways project completions of some officers (one awaiting approval).
// The profiles' counters were seeded as totals that already include this history, so the credit
// rows are written without moving them (decision 040).
import { creditsOwed, type CreditableRole } from '@lectern/domain';
import type { Insertable, Transaction } from 'kysely';
import type { Database, MeetingRolesTable } from '../schema.js';
import { addDays } from './dates.js';

export type HistoryEmail =
  | 'president@example.org'
  | 'vpe@example.org'
  | 'vpm@example.org'
  | 'secretary@example.org'
  | 'treasurer@example.org'
  | 'sergeant@example.org'
  | 'officer@example.org'
  | 'member@example.org'
  | 'member2@example.org';

/** Past meetings before the latest completed one, a fortnight apart (about five months). */
export const HISTORY_MEETING_COUNT = 10;

const THEMES = [
  'New Beginnings',
  'Voices of the City',
  'Small Wins',
  'The Art of Listening',
  'Mentors We Remember',
  'Bold Moves',
  'Seasons of Change',
  'Stories from Home',
  'Courage in Conversation',
  'Looking Ahead',
];

const SPEAKERS: HistoryEmail[] = ['vpe@example.org', 'president@example.org', 'vpm@example.org'];
const ROTATION: HistoryEmail[] = [
  'president@example.org',
  'vpe@example.org',
  'vpm@example.org',
  'secretary@example.org',
  'treasurer@example.org',
  'sergeant@example.org',
  'officer@example.org',
];

/** Who attended each history meeting (how many of the club's people, in rotation order). */
const ATTENDANCE = [5, 6, 6, 7, 5, 7, 8, 7, 8, 9];

export interface HistoryContext {
  clubId: number;
  /** The latest completed meeting's date; history goes back from a fortnight before it. */
  latestPastDate: string;
  latestPastMeetingId: number;
  templateId: number;
  userIds: Record<HistoryEmail, number>;
  meal: { name: string; price: string };
  altMeal: { name: string; price: string };
  scheduledAt: (date: string, time: string) => unknown;
  now: Date;
}

const HISTORY_ROLE_TYPES = [
  'toastmaster',
  'speaker1',
  'speaker2',
  'table_topics_master',
  'general_evaluator',
  'evaluator1',
  'evaluator2',
  'timer',
  'ah_counter',
] as const;

export async function seedDemoHistory(
  trx: Transaction<Database>,
  ctx: HistoryContext,
): Promise<void> {
  const dates = Array.from({ length: HISTORY_MEETING_COUNT }, (_, i) =>
    addDays(ctx.latestPastDate, -14 * (HISTORY_MEETING_COUNT - i)),
  );
  const meetings = await trx
    .insertInto('meetings')
    .values(
      dates.map((date, i) => ({
        clubId: ctx.clubId,
        agendaTemplateId: ctx.templateId,
        title: 'Weekly Club Meeting',
        date,
        startTime: '18:15',
        endTime: '19:45',
        location: 'Community Center',
        theme: THEMES[i] ?? 'Club Night',
        status: 'completed' as const,
        scheduledAt: ctx.scheduledAt(date, '18:15') as Date,
      })),
    )
    .returning(['id', 'date'])
    .execute();
  const byDate = new Map(meetings.map((m) => [m.date, m.id]));

  const roles: Insertable<MeetingRolesTable>[] = [];
  const rsvps: Insertable<Database['rsvps']>[] = [];
  dates.forEach((date, i) => {
    const meetingId = byDate.get(date);
    if (meetingId === undefined) throw new Error('history meeting insert returned no row');
    const at = new Date(`${date}T07:00:00Z`);
    const speakers: HistoryEmail[] = [
      SPEAKERS[i % SPEAKERS.length]!,
      SPEAKERS[(i + 1) % SPEAKERS.length]!,
    ];
    const others = ROTATION.filter((e) => !speakers.includes(e));
    const other = (k: number): HistoryEmail => others[(i + k) % others.length]!;
    // One person holds one role per meeting; the newer members took roles once they had joined.
    const holders: (HistoryEmail | null)[] = [
      other(0),
      speakers[0]!,
      speakers[1]!,
      other(1),
      other(2),
      other(3),
      other(4),
      i >= 3 ? 'member@example.org' : null,
      i >= HISTORY_MEETING_COUNT - 1 ? 'member2@example.org' : null,
    ];
    HISTORY_ROLE_TYPES.forEach((roleType, r) => {
      const holder = holders[r];
      roles.push(
        holder
          ? {
              meetingId,
              clubId: ctx.clubId,
              roleType,
              userId: ctx.userIds[holder],
              status: 'confirmed',
              assignedAt: at,
              confirmedAt: at,
            }
          : { meetingId, clubId: ctx.clubId, roleType, status: 'open' },
      );
    });
    const attending = ROTATION.concat(['member@example.org', 'member2@example.org']).slice(
      0,
      ATTENDANCE[i] ?? 5,
    );
    attending.forEach((email, a) => {
      const meal = a % 3 === 2 ? ctx.altMeal : ctx.meal;
      rsvps.push({
        meetingId,
        clubId: ctx.clubId,
        userId: ctx.userIds[email],
        status: 'attending',
        mealChoice: meal.name,
        mealPrice: meal.price,
        totalPrice: meal.price,
      });
    });
  });
  await trx.insertInto('meetingRoles').values(roles).execute();
  await trx.insertInto('rsvps').values(rsvps).execute();

  // What the completed meetings credited: the history and the latest completed meeting.
  const creditedMeetings = [...meetings.map((m) => m.id), ctx.latestPastMeetingId];
  const held = await trx
    .selectFrom('meetingRoles')
    .select(['meetingId', 'roleType', 'userId', 'status'])
    .where('clubId', '=', ctx.clubId)
    .where('meetingId', 'in', creditedMeetings)
    .execute();
  const credits = creditedMeetings.flatMap((meetingId) =>
    creditsOwed('completed', held.filter((r) => r.meetingId === meetingId) as CreditableRole[]).map(
      (c) => ({ ...c, meetingId, clubId: ctx.clubId }),
    ),
  );
  if (credits.length > 0) await trx.insertInto('meetingCredits').values(credits).execute();

  await seedCompletions(trx, ctx, dates, byDate);
}

/** Officers' and the demo member's paths as progress records, with the projects their levels imply. */
async function seedCompletions(
  trx: Transaction<Database>,
  ctx: HistoryContext,
  dates: string[],
  byDate: Map<string | null, number>,
): Promise<void> {
  const walkers: { email: HistoryEmail; pathway: string; level: number; pending?: boolean }[] = [
    { email: 'president@example.org', pathway: 'Dynamic Leadership', level: 3 },
    { email: 'vpe@example.org', pathway: 'Presentation Mastery', level: 3 },
    { email: 'vpm@example.org', pathway: 'Strategic Relationships', level: 2, pending: true },
    // The demo member's first speech (their profile counts one): the Ice Breaker of their path.
    { email: 'member@example.org', pathway: 'Persuasive Influence', level: 1 },
  ];
  const approver = ctx.userIds['vpe@example.org'];
  for (const [w, walker] of walkers.entries()) {
    const pathway = await trx
      .selectFrom('pathways')
      .select('id')
      .where('name', '=', walker.pathway)
      .executeTakeFirst();
    if (!pathway) continue;
    const progress = await trx
      .insertInto('memberPathwayProgress')
      .values({
        clubId: ctx.clubId,
        userId: ctx.userIds[walker.email],
        pathwayId: pathway.id,
        currentLevel: walker.level,
        startedAt: new Date(`${dates[0]}T07:00:00Z`),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const plan = await trx
      .selectFrom('levelProjects as lp')
      .innerJoin('pathwayLevels as pl', 'pl.id', 'lp.levelId')
      .innerJoin('pathwayProjects as pp', 'pp.id', 'lp.projectId')
      .select(['lp.projectId', 'pl.level', 'lp.isRequired', 'pp.title'])
      .where('pl.pathwayId', '=', pathway.id)
      .orderBy('pl.level')
      .orderBy('lp.order')
      .execute();
    // Every required project below the current level, and the first one of it.
    const done = [
      ...plan.filter((p) => p.level < walker.level && p.isRequired),
      ...plan.filter((p) => p.level === walker.level).slice(0, 1),
    ];
    const rows: Insertable<Database['projectCompletions']>[] = done.map((p, i) => {
      const date = dates[Math.min(dates.length - 1, i + w)]!;
      const approvedAt = new Date(`${date}T10:00:00Z`);
      return {
        memberProgressId: progress.id,
        projectId: p.projectId,
        completedAt: new Date(`${date}T08:00:00Z`),
        meetingId: byDate.get(date) ?? null,
        speechTitle: `${p.title}: my take`,
        evaluatorFeedback: 'Clear opening, strong close; slow down in the middle.',
        status: 'approved',
        submittedBy: approver,
        approvedBy: approver,
        approvedAt,
      };
    });
    if (walker.pending) {
      const next = plan.find((p) => p.level === walker.level && !done.includes(p));
      if (next)
        rows.push({
          memberProgressId: progress.id,
          projectId: next.projectId,
          completedAt: new Date(`${dates[dates.length - 1]}T08:00:00Z`),
          meetingId: byDate.get(dates[dates.length - 1]!) ?? null,
          speechTitle: 'Building Bridges',
          status: 'pending',
          submittedBy: ctx.userIds[walker.email],
        });
    }
    if (rows.length > 0) await trx.insertInto('projectCompletions').values(rows).execute();
  }
}
