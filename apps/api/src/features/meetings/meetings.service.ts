import {
  agendaEndTime,
  agendaFromTemplate,
  moveAgendaStart,
  DEFAULT_TIME_ZONE,
  decideMeetingStatusChange,
  parseStoredAgenda,
  roleTypesForNewMeeting,
  agendaItemCount,
  serializeAgenda,
  structuredItemsOf,
  endTimeFor,
  MEETING_STATUS_TRANSITION_MESSAGE,
  type MeetingStatus,
  expandRecurringDates,
  MEETING_FIELD_MESSAGES,
  meetingDateHasPassed,
  meetingStartInstant,
  storedAgendaTextSchema,
  type CreateMeetingValues,
  type UpdateMeetingValues,
} from '@lectern/domain';
import { findAgendaTemplate } from '@lectern/db/queries/agenda-templates';
import { findClubMeetingDefaults } from '@lectern/db/queries/clubs';
import { insertMissingRoleSlots } from '@lectern/db/queries/meeting-roles';
import { lockMeetingStatus } from '@lectern/db/queries/credits';
import * as meetings from '@lectern/db/queries/meetings';
import type { Executor } from '@lectern/db/executor';
import { z } from 'zod';
import { appError } from '../../errors.js';
import { writeBackMeetingNight } from '../live/write-back.js';
import { parseOrBadRequest } from '../../trpc/validation.js';
import { reconcileMeetingCredits } from '../credits/credits.service.js';

type Db = Executor;

const storedAgendaSchema = z.object({ agenda: storedAgendaTextSchema });

/** Agenda text is checked before it is written: a JSON list must be valid items. */
function assertStorableAgenda(agenda: string | null | undefined): void {
  if (typeof agenda === 'string') parseOrBadRequest(storedAgendaSchema, { agenda });
}

export function listMeetings(db: Db, clubId: number) {
  return meetings.listMeetings(db, clubId);
}

/** Meetings from the club's calendar date at `now` on, not cancelled or completed. */
/** The upcoming meetings as their cards show them: each agenda's item count, not its text. */
/**
 * The club's upcoming meetings, each with its agenda's item count. The count is added to each row
 * in place (copying 50 rows of 14 columns cost more than the rest of the service) and the stored
 * agenda stays on the row: the procedure's declared answer leaves it out.
 */
export async function listUpcomingMeetings(db: Db, clubId: number, now: Date) {
  const rows = await meetings.listUpcomingMeetings(db, clubId, now);
  return rows.map((meeting) =>
    Object.assign(meeting, { agendaItemCount: agendaItemCount(meeting.agenda) }),
  );
}

export async function getMeeting(db: Db, meetingId: number) {
  const meeting = await meetings.findMeeting(db, meetingId);
  if (!meeting) throw appError('NOT_FOUND');
  return meeting;
}

/**
 * What a new meeting is made of: a structured template's items timed from the meeting's start
 * (an agenda list given with the input wins), otherwise the text given or the template's text
 * (shown as the built-in agenda from the start time); the end time from the agenda when it is a
 * list, otherwise start + 1h30; the role slots a structured template names, or the club's
 * standard set when it names none (a text template, or no template).
 */
async function meetingPlan(trx: Db, clubId: number, input: CreateMeetingValues) {
  const given = input.agenda?.trim() ? input.agenda : null;
  assertStorableAgenda(given);
  if (input.agendaTemplateId == null)
    return { agenda: given, roleTypes: roleTypesForNewMeeting(null) };
  const template = await findAgendaTemplate(trx, clubId, input.agendaTemplateId);
  if (!template) throw appError('BAD_REQUEST', 'The agenda template does not exist in this club');
  const structure = structuredItemsOf(template.structure);
  const roleTypes = roleTypesForNewMeeting(structure);
  if (parseStoredAgenda(given) !== null) return { agenda: given, roleTypes };
  if (structure !== null)
    return {
      agenda: serializeAgenda(agendaFromTemplate(structure, input.scheduledTime)),
      roleTypes,
    };
  return { agenda: given ?? template.content, roleTypes };
}

/**
 * Creates one meeting, or one per week when recurring, with its agenda, the club's default theme
 * and its role slots, in one transaction; answers with the first. A date before today (in the
 * club's zone) is refused: such a meeting would be listed nowhere (decision 060). The same request
 * key again makes nothing new and answers with the first meeting it made.
 */
export async function createMeetings(
  db: Db,
  clubId: number,
  input: CreateMeetingValues,
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    const club = await findClubMeetingDefaults(trx, clubId);
    const timeZone = club?.timeZone ?? DEFAULT_TIME_ZONE;
    const notPast = z.object({
      scheduledDate: z.string().refine((date) => !meetingDateHasPassed(date, now, timeZone), {
        message: MEETING_FIELD_MESSAGES.datePassed,
      }),
    });
    parseOrBadRequest(notPast, { scheduledDate: input.scheduledDate });
    const { agenda, roleTypes } = await meetingPlan(trx, clubId, input);
    assertStorableAgenda(agenda);
    const items = parseStoredAgenda(agenda);
    const endTime =
      (items === null ? null : agendaEndTime(items)) ?? endTimeFor(input.scheduledTime);
    const { ids, made } = await meetings.insertMeetings(
      trx,
      expandRecurringDates(input.scheduledDate, input.recurringWeeks).map((date) => ({
        clubId,
        agendaTemplateId: input.agendaTemplateId ?? null,
        title: input.title,
        agenda,
        date,
        startTime: input.scheduledTime,
        endTime,
        // Left empty, the club's usual place (a new club has none until its settings say).
        location: input.location || club?.location || null,
        theme: club?.defaultTheme ?? null,
        status: input.status,
        scheduledAt: meetingStartInstant(date, input.scheduledTime, timeZone),
      })),
      input.requestKey,
    );
    // Only the meetings made now: a repeated request leaves the first one's slots as they are.
    await insertMissingRoleSlots(trx, clubId, made, roleTypes);
    const created = await meetings.findMeetingsByIds(trx, clubId, ids);
    const first = created[0];
    if (!first) throw appError('INTERNAL');
    return first;
  });
}

export async function updateMeeting(
  db: Db,
  clubId: number,
  meetingId: number,
  input: UpdateMeetingValues,
) {
  assertStorableAgenda(input.agenda);
  // Only the meeting's own fields: the procedure's merged input also carries `meetingId`.
  const { title, theme, notes, date, location, status, agenda, startTime } = input;
  const changes: meetings.MeetingChanges = { title, theme, notes, date, location, status, agenda };
  if (startTime !== undefined) {
    changes.startTime = startTime;
    if (startTime !== null) changes.endTime = endTimeFor(startTime);
  }
  // Undefined fields are left as they are (Kysely leaves them out of the SET list).
  if (status !== undefined || (startTime != null && agenda === undefined)) {
    await db.transaction().execute(async (trx) => {
      if (status !== undefined) await changeStatus(trx, clubId, meetingId, status);
      if (startTime != null && agenda === undefined)
        await moveStoredAgenda(trx, clubId, meetingId, startTime, changes);
      agendaSaysTheEnd(changes);
      await meetings.updateMeeting(trx, clubId, meetingId, changes);
    });
  } else if (Object.values(changes).some((value) => value !== undefined)) {
    agendaSaysTheEnd(changes);
    const updated = await meetings.updateMeeting(db, clubId, meetingId, changes);
    if (!updated) throw appError('NOT_FOUND');
  }
  return getMeeting(db, meetingId);
}

/** A meeting whose agenda is a list ends when its agenda does. */
function agendaSaysTheEnd(changes: meetings.MeetingChanges) {
  const end = agendaEndTime(parseStoredAgenda(changes.agenda) ?? []);
  if (end !== null) changes.endTime = end;
}

/** A new start time moves the stored agenda list with it (the row is locked until commit). */
async function moveStoredAgenda(
  trx: Db,
  clubId: number,
  meetingId: number,
  startTime: string,
  changes: meetings.MeetingChanges,
) {
  const current = await meetings.lockMeetingAgenda(trx, clubId, meetingId);
  if (!current) throw appError('NOT_FOUND');
  const items = parseStoredAgenda(current.agenda);
  if (items === null || current.startTime === null) return;
  changes.agenda = serializeAgenda(moveAgendaStart(items, current.startTime, startTime));
}

/**
 * Moves a meeting to another status if the transitions allow it (decision 040), crediting its
 * confirmed role holders when it becomes completed and taking the credits back when it leaves
 * completed. Locks the meeting row for the rest of the transaction.
 */
async function changeStatus(trx: Db, clubId: number, meetingId: number, to: MeetingStatus) {
  const from = await lockMeetingStatus(trx, clubId, meetingId);
  if (from === undefined) throw appError('NOT_FOUND');
  const decision = decideMeetingStatusChange(from, to);
  if (!decision.ok) throw appError('CONFLICT', MEETING_STATUS_TRANSITION_MESSAGE(from, to));
  await reconcileMeetingCredits(trx, clubId, meetingId, to);
  if (to === 'completed') await writeBackMeetingNight(trx, clubId, meetingId);
}

/** Deleting a meeting takes back what it credited, in the same transaction. */
export async function deleteMeeting(db: Db, clubId: number, meetingId: number) {
  return db.transaction().execute(async (trx) => {
    const status = await lockMeetingStatus(trx, clubId, meetingId);
    if (status === undefined) throw appError('NOT_FOUND');
    if (status === 'completed') await reconcileMeetingCredits(trx, clubId, meetingId, 'cancelled');
    await meetings.deleteMeeting(trx, clubId, meetingId);
    return { id: meetingId };
  });
}
