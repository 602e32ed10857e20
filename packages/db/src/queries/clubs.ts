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
): Promise<{ timeZone: string; defaultTheme: string | null } | undefined> {
  const row = await db
    .selectFrom('clubs')
    .select(['timeZone', 'meetingSettings'])
    .where('id', '=', clubId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { timeZone: row.timeZone, defaultTheme: row.meetingSettings.defaultTheme?.trim() || null };
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
  clubNumber: string;
  district: string;
  meetingLocation: string;
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
