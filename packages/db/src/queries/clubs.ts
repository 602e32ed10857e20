import type { Executor } from '../executor.js';

export async function findClub(db: Executor, clubId: number) {
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
  const row = await db.selectFrom('clubs').select('timeZone').where('id', '=', clubId).executeTakeFirst();
  return row?.timeZone;
}

export async function listPublicPlatformSettings(db: Executor, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return db.selectFrom('platformSettings').select(['key', 'value']).where('key', 'in', keys).execute();
}
