// Benchmark datasets, generated in SQL. Every club has the same shape, so S (1 club) and L
// (10,000 clubs) differ only in how much data surrounds the club the benchmark talks to.

/** benchClub: the club every benchmarked call addresses (in the middle of L, not the first rows). */
export const DATASETS = {
  S: { name: 'S', clubs: 1, benchClub: 1 },
  L: { name: 'L', clubs: 10_000, benchClub: 5_000 },
};

export const MEMBERS_PER_CLUB = 100;
export const MEETINGS_PER_CLUB = 100;
export const RSVPS_PER_MEETING = 10;
/** Weekly meetings: the first PAST_MEETINGS are completed, the rest are upcoming. */
export const PAST_MEETINGS = 50;
/** Generated per meeting: the first two held by members, the last two open (volunteer targets). */
export const ROLE_TYPES = ['toastmaster', 'speaker1', 'speaker2', 'evaluator1'];
export const OPEN_ROLE_TYPES = ['speaker2', 'evaluator1'];

const M = MEMBERS_PER_CLUB;
const K = MEETINGS_PER_CLUB;

/**
 * The generator. Ids are explicit and follow from (club, member) and (club, meeting), so
 * references need no lookups: user (c-1)*M+j, meeting (c-1)*K+k. Foreign-key triggers are off
 * during the load (session_replication_role = replica); the ids are consistent by construction.
 */
export function generatorSql(clubs) {
  const all = generatorStatements(clubs);
  const rsvps = all.findIndex((statement) => statement.startsWith('INSERT INTO rsvps'));
  // Two streams on two connections (the machines this runs on have at least two cores): RSVPs,
  // the largest table, load while everything else does. Foreign-key triggers are off in both.
  const off = 'SET session_replication_role = replica';
  return {
    streams: [
      [off, ...all.slice(0, rsvps)],
      [off, all[rsvps]],
    ],
    finish: all.slice(rsvps + 1),
  };
}

function generatorStatements(clubs) {
  const roleArray = `ARRAY[${ROLE_TYPES.map((r) => `'${r}'`).join(',')}]`;
  return [
    `INSERT INTO clubs (id, name, club_number, time_zone, meeting_day, meeting_time)
       SELECT c, 'Bench club ' || c, 'B' || c, 'Australia/Sydney', 'Tuesday', '18:30'
       FROM generate_series(1, ${clubs}) c`,
    `INSERT INTO users (id, email, first_name, last_name)
       SELECT u, 'u' || u || '@bench.example', 'First' || (u % 997), 'Last' || u
       FROM generate_series(1, ${clubs * M}) u`,
    `INSERT INTO club_memberships (id, club_id, user_id, role, status, joined_at)
       SELECT u, (u - 1) / ${M} + 1, u,
         CASE (u - 1) % ${M} WHEN 0 THEN 'president' WHEN 1 THEN 'vpe' WHEN 2 THEN 'vpm'
           WHEN 3 THEN 'treasurer' WHEN 4 THEN 'secretary' WHEN 99 THEN 'guest' ELSE 'member' END,
         CASE WHEN (u - 1) % ${M} BETWEEN 90 AND 94 THEN 'inactive' ELSE 'active' END,
         now() - ((u - 1) % ${M}) * interval '3 days'
       FROM generate_series(1, ${clubs * M}) u`,
    `INSERT INTO member_profiles (club_id, user_id, membership_status)
       SELECT (u - 1) / ${M} + 1, u, CASE WHEN (u - 1) % ${M} = 99 THEN 'guest' ELSE 'member' END
       FROM generate_series(1, ${clubs * M}) u`,
    `INSERT INTO meetings (id, club_id, title, date, start_time, end_time, status, location)
       SELECT m, (m - 1) / ${K} + 1, 'Meeting ' || ((m - 1) % ${K} + 1),
         current_date + (((m - 1) % ${K}) - ${PAST_MEETINGS}) * 7 + 1,
         time '18:30', time '20:30',
         CASE WHEN ((m - 1) % ${K}) < ${PAST_MEETINGS} THEN 'completed' ELSE 'scheduled' END,
         'Town hall'
       FROM generate_series(1, ${clubs * K}) m`,
    // Two held roles per meeting: members 6..95 rotate through them (never the guest).
    `INSERT INTO meeting_roles (id, meeting_id, club_id, role_type, user_id, status, assigned_at)
       SELECT (m - 1) * ${ROLE_TYPES.length} + t, m, (m - 1) / ${K} + 1, (${roleArray})[t],
         CASE WHEN t <= 2 THEN ((m - 1) / ${K}) * ${M} + 6 + ((m - 1) % ${K} + t) % 80 END,
         CASE WHEN t <= 2 THEN 'assigned' ELSE 'open' END,
         CASE WHEN t <= 2 THEN now() END
       FROM generate_series(1, ${clubs * K}) m, generate_series(1, ${ROLE_TYPES.length}) t`,
    // Members 11..90 of the club answer (the benchmark's own writers are 1..10 and 61..).
    `INSERT INTO rsvps (id, meeting_id, club_id, user_id, status, meal_choice, meal_price, total_price)
       SELECT (m - 1) * ${RSVPS_PER_MEETING} + t, m, (m - 1) / ${K} + 1,
         ((m - 1) / ${K}) * ${M} + 11 + ((m - 1) % ${K} * 3 + t) % 50,
         CASE t % 5 WHEN 0 THEN 'not_attending' WHEN 1 THEN 'tentative' ELSE 'attending' END,
         CASE WHEN t % 2 = 0 THEN 'Chicken' WHEN t % 3 = 0 THEN 'Vegetarian' END,
         CASE WHEN t % 2 = 0 OR t % 3 = 0 THEN 25 ELSE 0 END,
         CASE WHEN t % 2 = 0 OR t % 3 = 0 THEN 25 ELSE 0 END
       FROM generate_series(1, ${clubs * K}) m, generate_series(1, ${RSVPS_PER_MEETING}) t`,
    ...['users', 'clubs', 'club_memberships', 'meetings', 'meeting_roles', 'rsvps'].map(
      (table) =>
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
    ),
  ];
}

/** Bump when the generator changes, so old databases are regenerated rather than reused. */
export const GENERATOR_VERSION = 1;
