import { sql } from 'kysely';
import type { Executor } from '../executor.js';
import type { MeetingSettings } from '../schema.js';

export function findClub(db: Executor, clubId: number) {
  return db
    .selectFrom('clubs')
    .select([
      'id',
      'name',
      'clubNumber',
      'district',
      'meetingLocation',
      'meetingDay',
      'meetingTime',
      'endTime',
      'founded',
      'foundedDate',
      'mission',
      'vpeGuidelines',
      'logoUrl',
      'timeZone',
      'locale',
      'currency',
      'noMealFee',
      'rolesPerMember',
      'meetingSettings',
    ])
    .where('id', '=', clubId)
    .executeTakeFirst();
}

export async function findClubTimeZone(db: Executor, clubId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('clubs')
    .select('timeZone')
    .where('id', '=', clubId)
    .executeTakeFirst();
  return row?.timeZone;
}

/** What a new meeting takes from its club: the time zone and the default theme. */
export async function findClubMeetingDefaults(
  db: Executor,
  clubId: number,
): Promise<{ timeZone: string; defaultTheme: string | null; location: string | null } | undefined> {
  const row = await db
    .selectFrom('clubs')
    .select(['timeZone', 'meetingSettings', 'meetingLocation'])
    .where('id', '=', clubId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    timeZone: row.timeZone,
    defaultTheme: row.meetingSettings.defaultTheme?.trim() || null,
    location: row.meetingLocation?.trim() || null,
  };
}

export async function findClubName(db: Executor, clubId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('clubs')
    .select('name')
    .where('id', '=', clubId)
    .executeTakeFirst();
  return row?.name;
}

export async function listPublicPlatformSettings(db: Executor, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return db
    .selectFrom('platformSettings')
    .select(['key', 'value'])
    .where('key', 'in', keys)
    .execute();
}

/** Club fields the settings screen writes (`clubs.update`, PUT /api/clubs/{clubId}). */
export interface ClubChanges {
  name: string;
  clubNumber: string | null;
  district: string | null;
  meetingLocation: string | null;
  meetingDay: string;
  meetingTime: string;
  foundedDate: string | null;
  endTime: string | null;
  mission: string | null;
  vpeGuidelines: string | null;
  logoUrl: string | null;
  timeZone?: string | undefined;
  meetingSettings?: MeetingSettings | undefined;
}

export async function updateClub(
  db: Executor,
  clubId: number,
  changes: ClubChanges,
): Promise<boolean> {
  const { meetingSettings, timeZone, ...fields } = changes;
  const result = await db
    .updateTable('clubs')
    .set({
      ...fields,
      ...(timeZone === undefined ? {} : { timeZone }),
      ...(meetingSettings === undefined
        ? {}
        : { meetingSettings: JSON.stringify(meetingSettings) }),
      updatedAt: new Date(),
    })
    .where('id', '=', clubId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The Meeting Settings card: the stored meeting settings and the roles-per-member limit. */
export async function updateClubMeetingSettings(
  db: Executor,
  clubId: number,
  meetingSettings: MeetingSettings,
  rolesPerMember: number,
): Promise<boolean> {
  const result = await db
    .updateTable('clubs')
    .set({
      meetingSettings: JSON.stringify(meetingSettings),
      rolesPerMember,
      updatedAt: new Date(),
    })
    .where('id', '=', clubId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The club's place and money: locale, currency, time zone, no-meal fee. */
export async function updateClubPlace(
  db: Executor,
  clubId: number,
  place: { locale: string; currency: string; timeZone: string; noMealFee: number },
): Promise<boolean> {
  const result = await db
    .updateTable('clubs')
    .set({ ...place, updatedAt: new Date() })
    .where('id', '=', clubId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * After the club's time zone changes, its meetings keep their calendar date and clock time: the
 * instant each starts is worked out again in the new zone.
 */
export async function rezoneMeetings(db: Executor, clubId: number, timeZone: string) {
  await db
    .updateTable('meetings')
    .set({ scheduledAt: sql<Date>`(date + start_time) AT TIME ZONE ${timeZone}` })
    .where('clubId', '=', clubId)
    .where('date', 'is not', null)
    .where('startTime', 'is not', null)
    .execute();
}

export async function updateClubMission(
  db: Executor,
  clubId: number,
  mission: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('clubs')
    .set({ mission, updatedAt: new Date() })
    .where('id', '=', clubId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * What the first-week checklist ticks, in one statement: each fact an EXISTS on an index led by
 * the club (`updated_at > created_at`: the settings were saved after the club was created).
 */
export async function findClubSetupFacts(db: Executor, clubId: number) {
  const row = await db
    .selectFrom('clubs as c')
    .select((eb) => [
      eb(eb.fn('btrim', [eb.fn.coalesce('c.meetingLocation', eb.val(''))]), '<>', '').as(
        'hasLocation',
      ),
      eb
        .and([eb('c.locale', 'is not', null), eb('c.currency', 'is not', null)])
        .as('hasLocaleAndCurrency'),
      eb('c.noMealFee', '>', '0').as('hasMealFee'),
      eb('c.updatedAt', '>', eb.ref('c.createdAt')).as('settingsSaved'),
      eb
        .exists(eb.selectFrom('menuItems as mi').select('mi.id').whereRef('mi.clubId', '=', 'c.id'))
        .as('hasMenu'),
      eb
        .exists(
          eb.selectFrom('agendaTemplates as t').select('t.id').whereRef('t.clubId', '=', 'c.id'),
        )
        .as('hasTemplate'),
      eb
        .exists(eb.selectFrom('meetings as m').select('m.id').whereRef('m.clubId', '=', 'c.id'))
        .as('hasMeeting'),
      eb
        .or([
          eb.exists(
            eb.selectFrom('clubInvites as i').select('i.id').whereRef('i.clubId', '=', 'c.id'),
          ),
          eb.exists(
            eb
              .selectFrom('clubMemberships as cm')
              .select('cm.id')
              .whereRef('cm.clubId', '=', 'c.id')
              .where('cm.role', '<>', 'president'),
          ),
        ])
        .as('hasInvitedSomeone'),
      eb
        .exists(
          eb
            .selectFrom('clubMemberships as cm')
            .select('cm.id')
            .whereRef('cm.clubId', '=', 'c.id')
            .where('cm.status', '=', 'active')
            .where('cm.role', 'not in', ['president', 'member', 'guest']),
        )
        .as('hasOtherOfficer'),
    ])
    .where('c.id', '=', clubId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    hasLocation: row.hasLocation === true,
    hasLocaleAndCurrency: row.hasLocaleAndCurrency === true,
    hasMealFee: row.hasMealFee === true,
    settingsSaved: row.settingsSaved === true,
    hasMenu: row.hasMenu === true,
    hasTemplate: row.hasTemplate === true,
    hasMeeting: row.hasMeeting === true,
    hasInvitedSomeone: row.hasInvitedSomeone === true,
    hasOtherOfficer: row.hasOtherOfficer === true,
  };
}
