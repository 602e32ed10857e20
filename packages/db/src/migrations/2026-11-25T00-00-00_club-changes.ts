// Frozen: the club change log (decision 012). Every committed write to a club's rows leaves a row
// here naming the club and the writing transaction, so a cached read of the club can be checked
// against the snapshot it was read under: unchanged while no transaction invisible to that
// snapshot has written to the club.
import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/** Tables whose rows belong to one club through a `club_id` column. */
const BY_CLUB_ID = [
  'club_memberships',
  'agenda_templates',
  'meetings',
  'meeting_roles',
  'menu_items',
  'rsvps',
  'payment_events',
  'member_profiles',
  'member_pathway_progress',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    -- One row per club and writing transaction; a transaction's second write to a club adds none.
    CREATE TABLE club_changes (
      club_id integer NOT NULL,
      txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
      PRIMARY KEY (club_id, txid)
    );

    -- PL/pgSQL keeps each statement's plan for the session (a SQL function would plan per call).
    CREATE FUNCTION club_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        INSERT INTO club_changes (club_id) VALUES (OLD.club_id) ON CONFLICT DO NOTHING;
      END IF;
      IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.club_id <> OLD.club_id) THEN
        INSERT INTO club_changes (club_id) VALUES (NEW.club_id) ON CONFLICT DO NOTHING;
      END IF;
      RETURN NULL;
    END $$;

    CREATE FUNCTION clubs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        INSERT INTO club_changes (club_id) VALUES (OLD.id) ON CONFLICT DO NOTHING;
      END IF;
      IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.id <> OLD.id) THEN
        INSERT INTO club_changes (club_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
      END IF;
      RETURN NULL;
    END $$;

    -- A person's name or e-mail shows in every club they belong to.
    CREATE FUNCTION users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO club_changes (club_id)
        SELECT club_id FROM club_memberships WHERE user_id = OLD.id
        ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$;

    -- A completed project changes its member's progress in that club.
    CREATE FUNCTION project_completions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO club_changes (club_id)
        SELECT club_id FROM member_pathway_progress
        WHERE id = CASE WHEN TG_OP = 'INSERT' THEN NEW.member_progress_id ELSE OLD.member_progress_id END
           OR (TG_OP = 'UPDATE' AND id = NEW.member_progress_id)
        ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$;

    CREATE TRIGGER clubs_changes AFTER INSERT OR UPDATE OR DELETE ON clubs
      FOR EACH ROW EXECUTE FUNCTION clubs_changed();

    CREATE TRIGGER users_changes AFTER UPDATE OR DELETE ON users
      FOR EACH ROW EXECUTE FUNCTION users_changed();

    CREATE TRIGGER project_completions_changes AFTER INSERT OR UPDATE OR DELETE ON project_completions
      FOR EACH ROW EXECUTE FUNCTION project_completions_changed();

    ${BY_CLUB_ID.map(
      (table) => `
    CREATE TRIGGER ${table}_changes AFTER INSERT OR UPDATE OR DELETE ON ${table}
      FOR EACH ROW EXECUTE FUNCTION club_rows_changed();`,
    ).join('\n')}
  `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...BY_CLUB_ID, 'clubs', 'users', 'project_completions']) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${table}_changes ON ${table}`).execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS club_rows_changed(), clubs_changed(), users_changed(),
    project_completions_changed()`.execute(db);
  await sql`DROP TABLE IF EXISTS club_changes`.execute(db);
}
