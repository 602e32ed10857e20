// Frozen: calendar feeds (decision 049). A person's secret subscription address (only its SHA-256
// is kept, one per person) and the revision counters the feed's SEQUENCE is made of: a meeting's
// and each of its roles' revision go up by one on every change of the row, whichever code path
// makes it (a trigger on the row itself; no other table is touched or locked).
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE calendar_feeds (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      token_hash bytea NOT NULL UNIQUE CHECK (length(token_hash) = 32),
      created_at timestamptz NOT NULL DEFAULT now()
    );

    ALTER TABLE meetings ADD COLUMN revision integer NOT NULL DEFAULT 0;
    ALTER TABLE meeting_roles
      ADD COLUMN revision integer NOT NULL DEFAULT 0,
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

    CREATE FUNCTION meetings_next_revision() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.revision := OLD.revision + 1;
      RETURN NEW;
    END $$;
    CREATE TRIGGER meetings_revision BEFORE UPDATE ON meetings
      FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION meetings_next_revision();

    CREATE FUNCTION meeting_roles_next_revision() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.revision := OLD.revision + 1;
      NEW.updated_at := now();
      RETURN NEW;
    END $$;
    CREATE TRIGGER meeting_roles_revision BEFORE UPDATE ON meeting_roles
      FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION meeting_roles_next_revision();
  `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TRIGGER meeting_roles_revision ON meeting_roles;
    DROP FUNCTION meeting_roles_next_revision();
    DROP TRIGGER meetings_revision ON meetings;
    DROP FUNCTION meetings_next_revision();
    ALTER TABLE meeting_roles DROP COLUMN updated_at, DROP COLUMN revision;
    ALTER TABLE meetings DROP COLUMN revision;
    DROP TABLE calendar_feeds;
  `,
  );
}
