import { performance } from 'node:perf_hooks';

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
/**
 * Weekly meetings: the first PAST_MEETINGS are completed, the rest are upcoming, the first of them
 * the day after tomorrow in the clubs' time zone, so that its RSVP deadline (the day before, at the
 * start time) is still ahead whatever the hour the dataset is generated or benchmarked on that day.
 */
export const PAST_MEETINGS = 50;
/** Generated per meeting: the first two held by members, the last two open (volunteer targets). */
export const ROLE_TYPES = ['toastmaster', 'speaker1', 'speaker2', 'evaluator1'];
export const OPEN_ROLE_TYPES = ['speaker2', 'evaluator1'];

const TIME_ZONE = 'Australia/Sydney';
const M = MEMBERS_PER_CLUB;
const K = MEETINGS_PER_CLUB;

/** The tables the generator fills, largest first (the order the work is handed out in). */
const LOADED_TABLES = [
  'rsvps',
  'meeting_roles',
  'meetings',
  'member_profiles',
  'club_memberships',
  'users',
  'clubs',
];

/**
 * The generator. Ids are explicit and follow from (club, member) and (club, meeting), so
 * references need no lookups: user (c-1)*M+j, meeting (c-1)*K+k. Foreign-key triggers are off
 * during the load (session_replication_role = replica); the ids are consistent by construction.
 */
function loads(clubs, clubColumns) {
  const roleArray = `ARRAY[${ROLE_TYPES.map((r) => `'${r}'`).join(',')}]`;
  // A club's locale and currency have no default: set where the schema has them (a --ref build's
  // older schema may not).
  const local = clubColumns.includes('locale')
    ? [', locale, currency', ", 'en-AU', 'AUD'"]
    : ['', ''];
  return {
    clubs: `INSERT INTO clubs (id, name, club_number, time_zone, meeting_day, meeting_time${local[0]})
       SELECT c, 'Bench club ' || c, 'B' || c, '${TIME_ZONE}', 'Tuesday', '18:30'${local[1]}
       FROM generate_series(1, ${clubs}) c`,
    users: `INSERT INTO users (id, email, first_name, last_name)
       SELECT u, 'u' || u || '@bench.example', 'First' || (u % 997), 'Last' || u
       FROM generate_series(1, ${clubs * M}) u`,
    club_memberships: `INSERT INTO club_memberships (id, club_id, user_id, role, status, joined_at)
       SELECT u, (u - 1) / ${M} + 1, u,
         CASE (u - 1) % ${M} WHEN 0 THEN 'president' WHEN 1 THEN 'vpe' WHEN 2 THEN 'vpm'
           WHEN 3 THEN 'treasurer' WHEN 4 THEN 'secretary' WHEN 99 THEN 'guest' ELSE 'member' END,
         CASE WHEN (u - 1) % ${M} BETWEEN 90 AND 94 THEN 'inactive' ELSE 'active' END,
         now() - ((u - 1) % ${M}) * interval '3 days'
       FROM generate_series(1, ${clubs * M}) u`,
    member_profiles: `INSERT INTO member_profiles (club_id, user_id, membership_status)
       SELECT (u - 1) / ${M} + 1, u, CASE WHEN (u - 1) % ${M} = 99 THEN 'guest' ELSE 'member' END
       FROM generate_series(1, ${clubs * M}) u`,
    meetings: `INSERT INTO meetings (id, club_id, title, date, start_time, end_time, status, location)
       SELECT m, (m - 1) / ${K} + 1, 'Meeting ' || ((m - 1) % ${K} + 1),
         (now() AT TIME ZONE '${TIME_ZONE}')::date + (((m - 1) % ${K}) - ${PAST_MEETINGS}) * 7 + 2,
         time '18:30', time '20:30',
         CASE WHEN ((m - 1) % ${K}) < ${PAST_MEETINGS} THEN 'completed' ELSE 'scheduled' END,
         'Town hall'
       FROM generate_series(1, ${clubs * K}) m`,
    // Two held roles per meeting: members 6..95 rotate through them (never the guest).
    meeting_roles: `INSERT INTO meeting_roles (id, meeting_id, club_id, role_type, user_id, status, assigned_at)
       SELECT (m - 1) * ${ROLE_TYPES.length} + t, m, (m - 1) / ${K} + 1, (${roleArray})[t],
         CASE WHEN t <= 2 THEN ((m - 1) / ${K}) * ${M} + 6 + ((m - 1) % ${K} + t) % 80 END,
         CASE WHEN t <= 2 THEN 'assigned' ELSE 'open' END,
         CASE WHEN t <= 2 THEN now() END
       FROM generate_series(1, ${clubs * K}) m, generate_series(1, ${ROLE_TYPES.length}) t`,
    // Members 11..90 of the club answer (the benchmark's own writers are 1..10 and 61..).
    rsvps: `INSERT INTO rsvps (id, meeting_id, club_id, user_id, status, meal_choice, meal_price, total_price)
       SELECT (m - 1) * ${RSVPS_PER_MEETING} + t, m, (m - 1) / ${K} + 1,
         ((m - 1) / ${K}) * ${M} + 11 + ((m - 1) % ${K} * 3 + t) % 50,
         CASE t % 5 WHEN 0 THEN 'not_attending' WHEN 1 THEN 'tentative' ELSE 'attending' END,
         CASE WHEN t % 2 = 0 THEN 'Chicken' WHEN t % 3 = 0 THEN 'Vegetarian' END,
         CASE WHEN t % 2 = 0 OR t % 3 = 0 THEN 25 ELSE 0 END,
         CASE WHEN t % 2 = 0 OR t % 3 = 0 THEN 25 ELSE 0 END
       FROM generate_series(1, ${clubs * K}) m, generate_series(1, ${RSVPS_PER_MEETING}) t`,
  };
}

/**
 * The indexes of the loaded tables that nothing else depends on (no foreign key references them),
 * read from the catalog exactly as the migrations defined them. They are dropped before the load
 * and built again afterwards: one sort per index instead of 10 million insertions into each.
 * A constraint's index is built with its own CREATE UNIQUE INDEX definition and then attached with
 * ADD CONSTRAINT … USING INDEX, so that several indexes of one table can be built at once.
 */
const DROPPABLE_INDEXES = `
  SELECT t.relname AS "table", ci.relname AS "index", con.conname AS "constraint",
    con.contype AS "type", con.condeferrable AS "deferrable", con.condeferred AS "deferred",
    pg_get_indexdef(i.indexrelid) AS "definition"
  FROM pg_index i
  JOIN pg_class t ON t.oid = i.indrelid
  JOIN pg_class ci ON ci.oid = i.indexrelid
  LEFT JOIN pg_constraint con ON con.conindid = i.indexrelid AND con.conrelid = i.indrelid
    AND con.contype IN ('p', 'u')
  WHERE t.relnamespace = 'public'::regnamespace AND t.relname = ANY($1)
    AND NOT i.indisclustered AND NOT i.indisreplident
    AND NOT EXISTS (
      SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conindid = i.indexrelid)
  ORDER BY 1, 2`;

/**
 * Runs tasks on `workers` connections: each free connection takes the first task whose
 * prerequisites are done (tasks are listed largest first, so the small ones fill the gaps).
 */
async function runTasks(connect, workers, tasks, setup, log) {
  const done = new Set();
  const pending = [...tasks];
  let failed = false;
  let waiting = [];
  const wakeAll = () => {
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  const work = async () => {
    const client = await connect();
    try {
      for (const statement of setup) await client.query(statement);
      while (pending.length > 0 && !failed) {
        const next = pending.findIndex((task) => task.after.every((name) => done.has(name)));
        if (next === -1) {
          await new Promise((resolve) => waiting.push(resolve));
          continue;
        }
        const [task] = pending.splice(next, 1);
        const started = performance.now();
        for (const statement of task.sql) await client.query(statement);
        done.add(task.name);
        log(`${task.name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
        wakeAll();
      }
    } catch (error) {
      failed = true;
      wakeAll();
      throw error;
    } finally {
      await client.end();
    }
  };
  await Promise.all(Array.from({ length: workers }, work));
}

/**
 * Fills a freshly migrated database with `clubs` clubs, on `workers` connections opened by
 * `connect()`. Afterwards the schema is exactly the migrations' (the same indexes and constraints,
 * by the catalog's own definitions); statistics are left to the caller's VACUUM (ANALYZE).
 */
export async function generateDataset(connect, clubs, { workers = 2, log = () => {} } = {}) {
  const admin = await connect();
  let indexes;
  let clubColumns;
  try {
    ({ rows: indexes } = await admin.query(DROPPABLE_INDEXES, [LOADED_TABLES]));
    const { rows } = await admin.query(
      `SELECT column_name AS name FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name = 'clubs'`,
    );
    clubColumns = rows.map((row) => row.name);
    await admin.query('BEGIN');
    for (const index of indexes)
      await admin.query(
        index.constraint
          ? `ALTER TABLE ${index.table} DROP CONSTRAINT ${index.constraint}`
          : `DROP INDEX ${index.index}`,
      );
    await admin.query('COMMIT');
  } finally {
    await admin.end();
  }

  // One connection per table at a time (two inserting into one table slow each other down):
  // the RSVPs on one, the meeting roles on the other, then each table's indexes as soon as it
  // is loaded, and the smaller tables filling the gaps.
  const all = loads(clubs, clubColumns);
  const tasks = [];
  for (const table of LOADED_TABLES) {
    tasks.push({ name: `load ${table}`, after: [], sql: [all[table]] });
    for (const index of indexes.filter((i) => i.table === table))
      tasks.push({
        name: `index ${index.index}`,
        after: [`load ${table}`],
        sql: [index.definition],
      });
  }
  await runTasks(
    connect,
    workers,
    tasks,
    [
      'SET session_replication_role = replica',
      'SET synchronous_commit = off',
      "SET maintenance_work_mem = '1GB'",
      'SET max_parallel_maintenance_workers = 0',
    ],
    log,
  );

  const client = await connect();
  try {
    await client.query('BEGIN');
    for (const index of indexes.filter((i) => i.constraint))
      await client.query(
        `ALTER TABLE ${index.table} ADD CONSTRAINT ${index.constraint}
           ${index.type === 'p' ? 'PRIMARY KEY' : 'UNIQUE'} USING INDEX ${index.index}
           ${index.deferrable ? 'DEFERRABLE' : ''} ${index.deferred ? 'INITIALLY DEFERRED' : ''}`,
      );
    for (const table of LOADED_TABLES.filter((t) => t !== 'member_profiles'))
      await client.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
      );
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

/** Statistics and the visibility map, as a long-running database would have them. */
export async function vacuumDataset(connect, { workers = 2, log = () => {} } = {}) {
  // The loaded tables on both connections, largest first; then the whole database (the
  // catalogs, the empty tables) on one.
  await runTasks(
    connect,
    workers,
    LOADED_TABLES.map((table) => ({
      name: table,
      after: [],
      sql: [`VACUUM (ANALYZE) ${table}`],
    })),
    [],
    log,
  );
  const client = await connect();
  try {
    await client.query('VACUUM (ANALYZE)');
  } finally {
    await client.end();
  }
}

/** Bump when the generator changes, so old databases are regenerated rather than reused. */
export const GENERATOR_VERSION = 2;
