import {
  decideMeetingStatusChange,
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
import { findClubTimeZone } from '@lectern/db/queries/clubs';
import { lockMeetingStatus } from '@lectern/db/queries/credits';
import * as meetings from '@lectern/db/queries/meetings';
import type { Executor } from '@lectern/db/executor';
import { z } from 'zod';
import { appError } from '../../errors.js';
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
export function listUpcomingMeetings(db: Db, clubId: number, now: Date) {
  return meetings.listUpcomingMeetings(db, clubId, now);
}

export async function getMeeting(db: Db, meetingId: number) {
  const meeting = await meetings.findMeeting(db, meetingId);
  if (!meeting) throw appError('NOT_FOUND');
  return meeting;
}

/**
 * Creates one meeting, or one per week when recurring; answers with the first. A date before
 * today (in the club's zone) is refused: such a meeting would be listed nowhere (decision 060).
 */
export async function createMeetings(
  db: Db,
  clubId: number,
  input: CreateMeetingValues,
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    const timeZone = (await findClubTimeZone(trx, clubId)) ?? 'Australia/Sydney';
    const notPast = z.object({
      scheduledDate: z.string().refine((date) => !meetingDateHasPassed(date, now, timeZone), {
        message: MEETING_FIELD_MESSAGES.datePassed,
      }),
    });
    parseOrBadRequest(notPast, { scheduledDate: input.scheduledDate });
    let agenda = input.agenda?.trim() ? input.agenda : null;
    if (input.agendaTemplateId != null) {
      const template = await findAgendaTemplate(trx, clubId, input.agendaTemplateId);
      if (!template)
        throw appError('BAD_REQUEST', 'The agenda template does not exist in this club');
      agenda ??= template.content;
    }
    assertStorableAgenda(agenda);
    const endTime = endTimeFor(input.scheduledTime);
    const ids = await meetings.insertMeetings(
      trx,
      expandRecurringDates(input.scheduledDate, input.recurringWeeks).map((date) => ({
        clubId,
        agendaTemplateId: input.agendaTemplateId ?? null,
        title: input.title,
        agenda,
        date,
        startTime: input.scheduledTime,
        endTime,
        location: input.location || null,
        status: input.status,
        scheduledAt: meetingStartInstant(date, input.scheduledTime, timeZone),
      })),
    );
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
  if (status !== undefined) {
    await db.transaction().execute(async (trx) => {
      await changeStatus(trx, clubId, meetingId, status);
      await meetings.updateMeeting(trx, clubId, meetingId, changes);
    });
  } else if (Object.values(changes).some((value) => value !== undefined)) {
    const updated = await meetings.updateMeeting(db, clubId, meetingId, changes);
    if (!updated) throw appError('NOT_FOUND');
  }
  return getMeeting(db, meetingId);
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
