import { sql } from 'kysely';
import type { Executor } from '../executor.js';

// The platform's clubs (the super admin's list), new clubs and archiving
// (docs/decisions/032-clubs-come-into-being.md).

/** Every club, archived ones too, with its active member count and its presidents' e-mails. */
export async function listAllClubs(db: Executor) {
  return db
    .selectFrom('clubs as c')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.clubNumber',
      'c.district',
      'c.timeZone',
      'c.meetingDay',
      'c.meetingTime',
      'c.archivedAt',
      'c.createdAt',
      eb
        .selectFrom('clubMemberships as cm')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('cm.clubId', '=', 'c.id')
        .where('cm.status', '=', 'active')
        .as('activeMembers'),
      eb
        .selectFrom('clubMemberships as cm')
        .innerJoin('users as u', 'u.id', 'cm.userId')
        .select(sql<string[]>`coalesce(array_agg(u.email ORDER BY u.email), '{}')`.as('emails'))
        .whereRef('cm.clubId', '=', 'c.id')
        .where('cm.role', '=', 'president')
        .where('cm.status', '=', 'active')
        .as('presidentEmails'),
    ])
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
}

export interface NewClubValues {
  name: string;
  clubNumber: string | null;
  district: string | null;
  timeZone: string;
  meetingDay: string;
  meetingTime: string;
  locale: string;
  currency: string;
}

export async function insertClub(db: Executor, values: NewClubValues): Promise<number> {
  const row = await db.insertInto('clubs').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Archives or restores a club; false when there is no such club. */
export async function setClubArchived(
  db: Executor,
  clubId: number,
  archivedAt: Date | null,
): Promise<boolean> {
  const result = await db
    .updateTable('clubs')
    .set({ archivedAt, updatedAt: new Date() })
    .where('id', '=', clubId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
