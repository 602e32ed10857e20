// Run by the harness under tsx, with the project's own code: `migrate` brings a benchmark
// database to the latest schema with the project's migrator; `tokens` resets what the write
// benchmarks changed and issues fresh API tokens (packages/auth) for the benchmark users, printing
// a JSON description of the club the benchmark talks to.
import { createApiToken } from '../../packages/auth/src/api-tokens.js';
import { createDb } from '../../packages/db/src/client.js';
import { migrateToLatest } from '../../packages/db/src/migrate.js';

/** Members 11..60 of a generated club: active, role 'member'; one per connection at most. */
const WRITERS = 50;
const MEMBERS_PER_CLUB = 100;
const OPEN_ROLE_TYPES = ['speaker2', 'evaluator1'];

const [mode, databaseUrl, clubArg] = process.argv.slice(2);
if ((mode !== 'migrate' && mode !== 'tokens') || !databaseUrl) {
  console.error('usage: prepare.ts migrate|tokens <database url> [club id]');
  process.exit(2);
}

const handle = await createDb({ databaseUrl, poolSize: 2 });
const { db } = handle;
try {
  if (mode === 'migrate') await migrateToLatest(db);
  else console.log(JSON.stringify(await prepareClub(Number(clubArg))));
} finally {
  await handle.close();
}

async function prepareClub(club: number) {
  const firstUser = (club - 1) * MEMBERS_PER_CLUB;
  // Undo the previous run's volunteering: the targets are open again.
  await db
    .updateTable('meetingRoles')
    .set({ userId: null, status: 'open', assignedAt: null, confirmedAt: null })
    .where('clubId', '=', club)
    .where('roleType', 'in', OPEN_ROLE_TYPES)
    .where('userId', 'is not', null)
    .execute();
  // Far enough ahead that the RSVP deadline (the day before, at the start time) has not passed,
  // whatever the time of day: a dataset generated weeks ago still has upcoming meetings.
  const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const next = await db
    .selectFrom('meetings')
    .select('id')
    .where('clubId', '=', club)
    .where('status', '=', 'scheduled')
    .where('date', '>=', inThreeDays)
    .orderBy('date')
    .orderBy('id')
    .executeTakeFirst();
  if (!next) throw new Error('the benchmark club has no upcoming meeting');
  const openRoles = await db
    .selectFrom('meetingRoles as r')
    .innerJoin('meetings as m', 'm.id', 'r.meetingId')
    .select('r.id')
    .where('r.clubId', '=', club)
    .where('m.status', '=', 'scheduled')
    .where('m.date', '>=', inThreeDays)
    .where('r.roleType', 'in', OPEN_ROLE_TYPES)
    .orderBy('m.date')
    .orderBy('r.id')
    .limit(WRITERS)
    .execute();
  const tokenOf = async (userId: number) =>
    (await createApiToken(db, userId, 'bench', 'full')).token;
  const writers = [];
  for (let i = 0; i < WRITERS; i += 1) {
    const userId = firstUser + 11 + i;
    writers.push({ userId, token: await tokenOf(userId), roleId: openRoles[i]?.id ?? null });
  }
  const president = firstUser + 1;
  return {
    clubId: club,
    meetingId: next.id,
    reader: { userId: president, token: await tokenOf(president) },
    writers,
  };
}
