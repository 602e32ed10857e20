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
    settingsSaved: row.settingsSaved === true,
    hasMenu: row.hasMenu === true,
    hasTemplate: row.hasTemplate === true,
    hasMeeting: row.hasMeeting === true,
    hasInvitedSomeone: row.hasInvitedSomeone === true,
    hasOtherOfficer: row.hasOtherOfficer === true,
  };
}
