import {
  clubSetupChecklist,
  type ClubFormValues,
  type ClubMeetingSettingsValues,
  type ClubPlaceValues,
} from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import * as clubs from '@lectern/db/queries/clubs';
import { listClubsOfUser } from '@lectern/db/queries/memberships';
import type { MeetingSettings } from '@lectern/db/schema';
import { appError } from '../../errors.js';
import { assertLogoContent } from './logo.js';

type Db = Executor;

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && (error as { code?: string }).code === '23505';
}

/** The clubs the person is an active member of, with their role in each. */
export async function listClubsOf(db: Db, userId: number) {
  const rows = await listClubsOfUser(db, userId);
  return rows.map((row) => ({
    clubId: row.clubId,
    role: row.role,
    status: row.status,
    club: {
      id: row.id,
      name: row.name,
      clubNumber: row.clubNumber,
      district: row.district,
      logoUrl: row.logoUrl,
      timeZone: row.timeZone,
      locale: row.locale,
      currency: row.currency,
      rolesPerMember: row.rolesPerMember,
      noMealFee: row.noMealFee,
    },
  }));
}

export async function getClub(db: Db, clubId: number) {
  const club = await clubs.findClub(db, clubId);
  if (!club) throw appError('NOT_FOUND');
  return club;
}

/** The Meeting Settings card: only the meeting settings and the roles-per-member limit change. */
export async function updateMeetingSettings(
  db: Db,
  clubId: number,
  input: ClubMeetingSettingsValues,
) {
  const { rolesPerMember, ...settings } = input;
  const updated = await clubs.updateClubMeetingSettings(
    db,
    clubId,
    storedMeetingSettings(settings),
    rolesPerMember,
  );
  if (!updated) throw appError('NOT_FOUND');
  return getClub(db, clubId);
}

/**
 * The club's locale, currency, time zone and no-meal fee. A new time zone keeps every meeting's
 * date and clock time (7:00 PM stays 7:00 PM): their start instants are worked out again.
 */
export async function updatePlace(db: Db, clubId: number, input: ClubPlaceValues) {
  await db.transaction().execute(async (trx) => {
    const before = await clubs.findClubTimeZone(trx, clubId);
    if (before === undefined) throw appError('NOT_FOUND');
    const { locale, currency, timeZone, noMealFee } = input;
    await clubs.updateClubPlace(trx, clubId, { locale, currency, timeZone, noMealFee });
    if (before !== input.timeZone) await clubs.rezoneMeetings(trx, clubId, input.timeZone);
  });
  return getClub(db, clubId);
}

/** The first-week checklist: each step ticked from the club's records; `complete` once all are. */
export async function getSetupChecklist(db: Db, clubId: number) {
  const facts = await clubs.findClubSetupFacts(db, clubId);
  if (!facts) throw appError('NOT_FOUND');
  const items = clubSetupChecklist(facts);
  return { items, complete: items.every((item) => item.done) };
}

function storedMeetingSettings(
  settings: NonNullable<ClubFormValues['meetingSettings']>,
): MeetingSettings {
  return {
    rsvpDeadline: settings.rsvpDeadline,
    mealDeadline: settings.mealDeadline,
    ...(settings.defaultTheme === null ? {} : { defaultTheme: settings.defaultTheme }),
    ...(settings.meetingFormat === null ? {} : { meetingFormat: settings.meetingFormat }),
  };
}

/** Club information and, when sent, the meeting settings (PUT /api/clubs/{clubId}). */
export async function updateClub(db: Db, clubId: number, input: ClubFormValues) {
  // An empty logo value removes the logo (the settings screen's Remove saves an empty value).
  const logoUrl = input.logoUrl === '' ? null : input.logoUrl;
  assertLogoContent('logoUrl', logoUrl);
  try {
    const updated = await changeClub(db, clubId, {
      name: input.name,
      clubNumber: input.clubNumber,
      district: input.district,
      meetingLocation: input.meetingLocation,
      meetingDay: input.meetingDay,
      meetingTime: input.meetingTime,
      foundedDate: input.foundedDate,
      endTime: input.endTime,
      mission: input.mission,
      vpeGuidelines: input.vpeGuidelines,
      logoUrl,
      timeZone: input.timeZone,
      meetingSettings: input.meetingSettings
        ? storedMeetingSettings(input.meetingSettings)
        : undefined,
    });
    if (!updated) throw appError('NOT_FOUND');
  } catch (error) {
    if (isUniqueViolation(error))
      throw appError('CONFLICT', 'Another club already uses this club number');
    throw error;
  }
  return getClub(db, clubId);
}

/** Writes the club's information; a change of time zone keeps meetings at their clock time. */
function changeClub(db: Db, clubId: number, changes: clubs.ClubChanges) {
  return db.transaction().execute(async (trx) => {
    const before = await clubs.findClubTimeZone(trx, clubId);
    if (before === undefined) return false;
    const updated = await clubs.updateClub(trx, clubId, changes);
    if (changes.timeZone !== undefined && changes.timeZone !== before)
      await clubs.rezoneMeetings(trx, clubId, changes.timeZone);
    return updated;
  });
}

/** PATCH /api/clubs/{id} after an agenda save: the mission only. */
export async function updateMission(db: Db, clubId: number, mission: string | null) {
  if (!(await clubs.updateClubMission(db, clubId, mission))) throw appError('NOT_FOUND');
  return getClub(db, clubId);
}
