// Frozen: a member offers the role they hold and an eligible member takes it (decision 067).
// - role_offers: one row per offer, kept as the role's history (open, taken, withdrawn, closed).
//   At most one open offer per role, held by the database itself (a partial unique index).
// - A role that changes hands any other way (an officer's assignment, a retract) closes its open
//   offer in the same statement (a trigger), so an offer never outlives its offerer's hold.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE meeting_roles ADD CONSTRAINT meeting_roles_id_club UNIQUE (id, club_id);

    CREATE TABLE role_offers (
      id serial PRIMARY KEY,
      club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      role_id integer NOT NULL,
      offered_by integer NOT NULL,
      note varchar(500),
      status varchar(20) NOT NULL DEFAULT 'open'
        CHECK (status IN ('open', 'taken', 'withdrawn', 'closed')),
      taken_by integer REFERENCES users (id) ON DELETE SET NULL,
      expires_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      closed_at timestamptz,
      FOREIGN KEY (role_id, club_id) REFERENCES meeting_roles (id, club_id) ON DELETE CASCADE,
      FOREIGN KEY (club_id, offered_by) REFERENCES club_memberships (club_id, user_id)
        ON DELETE CASCADE,
      CONSTRAINT role_offers_closed_at CHECK ((status = 'open') = (closed_at IS NULL)),
      CONSTRAINT role_offers_taken_by CHECK (status = 'taken' OR taken_by IS NULL)
    );
    CREATE UNIQUE INDEX role_offers_one_open ON role_offers (role_id) WHERE status = 'open';
    CREATE INDEX role_offers_role ON role_offers (role_id, id);
    CREATE INDEX role_offers_club_open ON role_offers (club_id) WHERE status = 'open';
    CREATE INDEX role_offers_offered_by ON role_offers (offered_by);
    CREATE INDEX role_offers_taken_by ON role_offers (taken_by) WHERE taken_by IS NOT NULL;

    CREATE FUNCTION role_offers_close_on_new_holder() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF OLD.user_id IS DISTINCT FROM NEW.user_id THEN
        UPDATE role_offers SET status = 'closed', closed_at = now()
          WHERE role_id = NEW.id AND status = 'open';
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER role_offers_close_on_new_holder AFTER UPDATE OF user_id ON meeting_roles
      FOR EACH ROW EXECUTE FUNCTION role_offers_close_on_new_holder();
    `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TRIGGER role_offers_close_on_new_holder ON meeting_roles;
    DROP FUNCTION role_offers_close_on_new_holder();
    DROP TABLE role_offers;
    ALTER TABLE meeting_roles DROP CONSTRAINT meeting_roles_id_club;
    `,
  );
}
