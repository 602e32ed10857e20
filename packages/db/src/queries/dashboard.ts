import type { Executor } from '../executor.js';

/** The club's time zone and its number of active members, in one round trip. */
export async function findDashboardClubFacts(
  db: Executor,
  clubId: number,
): Promise<{ timeZone: string; activeMembers: number } | undefined> {
  return db
    .selectFrom('clubs as c')
    .select((eb) => [
      'c.timeZone',
      eb
        .selectFrom('clubMemberships as cm')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('cm.clubId', '=', 'c.id')
        .where('cm.status', '=', 'active')
        .$asScalar()
        .$notNull()
        .as('activeMembers'),
    ])
    .where('c.id', '=', clubId)
    .executeTakeFirst();
}

/** Role slots of a meeting and how many of them have a holder. */
export async function countMeetingRoles(
  db: Executor,
  clubId: number,
  meetingId: number,
): Promise<{ totalRoles: number; rolesFilled: number }> {
  const row = await db
    .selectFrom('meetingRoles')
    .select((eb) => [
      eb.fn.countAll<number>().as('totalRoles'),
      eb.fn.count<number>('userId').as('rolesFilled'),
    ])
    .where('clubId', '=', clubId)
    .where('meetingId', '=', meetingId)
    .executeTakeFirst();
  return { totalRoles: Number(row?.totalRoles ?? 0), rolesFilled: Number(row?.rolesFilled ?? 0) };
}
