// Frozen: the records behind the people screens (docs/decisions/036-membership-records.md):
// an officer's "interested" mark on a guest, the contact log, the membership activity log and
// mentorship pairs. Every row names its club; rows about a person go with their membership.
import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE club_memberships
      ADD COLUMN interested_at timestamptz,
      ADD COLUMN interest_marked_by integer REFERENCES users (id) ON DELETE SET NULL;
    CREATE INDEX club_memberships_interest_marked_by ON club_memberships (interest_marked_by)
      WHERE interest_marked_by IS NOT NULL;

    CREATE TABLE guest_contacts (
      id serial PRIMARY KEY,
      club_id integer NOT NULL,
      user_id integer NOT NULL,
      contacted_by integer REFERENCES users (id) ON DELETE SET NULL,
      method varchar(20) NOT NULL CHECK (method IN ('email', 'phone', 'in_person', 'other')),
      notes text NOT NULL CHECK (length(trim(notes)) > 0 AND length(notes) <= 2000),
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (club_id, user_id) REFERENCES club_memberships (club_id, user_id) ON DELETE CASCADE
    );
    CREATE INDEX guest_contacts_club_user ON guest_contacts (club_id, user_id, created_at);
    CREATE INDEX guest_contacts_user ON guest_contacts (user_id);
    CREATE INDEX guest_contacts_contacted_by ON guest_contacts (contacted_by)
      WHERE contacted_by IS NOT NULL;

    CREATE TABLE membership_activity (
      id bigserial PRIMARY KEY,
      club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      kind varchar(30) NOT NULL CHECK (kind IN
        ('member_added', 'role_changed', 'guest_converted', 'contact_logged', 'member_inactive')),
      subject_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      actor_user_id integer REFERENCES users (id) ON DELETE SET NULL,
      detail varchar(30),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX membership_activity_club ON membership_activity (club_id, created_at DESC, id DESC);
    CREATE INDEX membership_activity_subject ON membership_activity (subject_user_id);
    CREATE INDEX membership_activity_actor ON membership_activity (actor_user_id)
      WHERE actor_user_id IS NOT NULL;

    CREATE TABLE mentorship_pairs (
      id serial PRIMARY KEY,
      club_id integer NOT NULL,
      mentor_id integer NOT NULL,
      mentee_id integer NOT NULL,
      status varchar(20) NOT NULL DEFAULT 'proposed'
        CHECK (status IN ('proposed', 'active', 'completed', 'ended_early', 'declined')),
      proposed_by integer REFERENCES users (id) ON DELETE SET NULL,
      proposed_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      ended_at timestamptz,
      CHECK (mentor_id <> mentee_id),
      CONSTRAINT mentorship_pairs_started CHECK
        ((status IN ('active', 'completed', 'ended_early')) = (started_at IS NOT NULL)),
      CONSTRAINT mentorship_pairs_ended CHECK
        ((status IN ('completed', 'ended_early', 'declined')) = (ended_at IS NOT NULL)),
      FOREIGN KEY (club_id, mentor_id) REFERENCES club_memberships (club_id, user_id) ON DELETE CASCADE,
      FOREIGN KEY (club_id, mentee_id) REFERENCES club_memberships (club_id, user_id) ON DELETE CASCADE
    );
    CREATE UNIQUE INDEX mentorship_pairs_one_open ON mentorship_pairs (club_id, mentor_id, mentee_id)
      WHERE status IN ('proposed', 'active');
    CREATE INDEX mentorship_pairs_mentor ON mentorship_pairs (mentor_id, club_id);
    CREATE INDEX mentorship_pairs_mentee ON mentorship_pairs (mentee_id, club_id);
    CREATE INDEX mentorship_pairs_club ON mentorship_pairs (club_id, proposed_at DESC, id DESC);
    CREATE INDEX mentorship_pairs_proposed_by ON mentorship_pairs (proposed_by)
      WHERE proposed_by IS NOT NULL;
    `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE mentorship_pairs`.execute(db);
  await sql`DROP TABLE membership_activity`.execute(db);
  await sql`DROP TABLE guest_contacts`.execute(db);
  await sql`ALTER TABLE club_memberships DROP COLUMN interest_marked_by, DROP COLUMN interested_at`.execute(
    db,
  );
}
