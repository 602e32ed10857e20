import {
  endTimeFor,
  expandRecurringDates,
  meetingStartInstant,
  todayInZone,
  type CreateMeetingValues,
  type UpdateMeetingValues,
} from '@lectern/domain';
import { findAgendaTemplate } from '@lectern/db/queries/agenda-templates';
import { findClubTimeZone } from '@lectern/db/queries/clubs';
import * as meetings from '@lectern/db/queries/meetings';
import type { Executor } from '@lectern/db/executor';
import { appError } from '../../errors.js';

type Db = Executor;

export function listMeetings(db: Db, clubId: number) {
  return meetings.listMeetings(db, clubId);
}

export async function listUpcomingMeetings(db: Db, clubId: number, now: Date) {
  const timeZone = (await findClubTimeZone(db, clubId)) ?? 'Australia/Sydney';
  return meetings.listUpcomingMeetings(db, clubId, todayInZone(now, timeZone));
}

export async function getMeeting(db: Db, clubId: number, meetingId: number) {
  const meeting = await meetings.findMeeting(db, clubId, meetingId);
  if (!meeting) throw appError('NOT_FOUND');
  return meeting;
}

/** Creates one meeting, or one per week when recurring; answers with the first (SPEC §7). */
export async function createMeetings(db: Db, clubId: number, input: CreateMeetingValues) {
  return db.transaction().execute(async (trx) => {
    const timeZone = (await findClubTimeZone(trx, clubId)) ?? 'Australia/Sydney';
    let agenda = input.agenda?.trim() ? input.agenda : null;
    if (input.agendaTemplateId != null) {
      const template = await findAgendaTemplate(trx, clubId, input.agendaTemplateId);
      if (!template) throw appError('BAD_REQUEST', 'The agenda template does not exist in this club');
      agenda ??= template.content;
    }
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

export async function updateMeeting(db: Db, clubId: number, meetingId: number, input: UpdateMeetingValues) {
  const { startTime, ...rest } = input;
  const changes: meetings.MeetingChanges = { ...rest };
  if (startTime !== undefined) {
    changes.startTime = startTime;
    if (startTime !== null) changes.endTime = endTimeFor(startTime);
  }
  if (Object.keys(changes).length > 0) {
    const updated = await meetings.updateMeeting(db, clubId, meetingId, changes);
    if (!updated) throw appError('NOT_FOUND');
  }
  return getMeeting(db, clubId, meetingId);
}

export async function deleteMeeting(db: Db, clubId: number, meetingId: number) {
  const deleted = await meetings.deleteMeeting(db, clubId, meetingId);
  if (!deleted) throw appError('NOT_FOUND');
  return { id: meetingId };
}
