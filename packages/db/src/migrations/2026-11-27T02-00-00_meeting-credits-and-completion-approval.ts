// Frozen: what a completed meeting credits to its role holders, and project completions a member
// submits for the VP Education's approval (decision 040).
import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE meeting_credits (
      meeting_id integer NOT NULL,
      role_type varchar(50) NOT NULL,
      club_id integer NOT NULL,
      user_id integer NOT NULL,
      kind varchar(20) NOT NULL CHECK (kind IN ('speech', 'evaluation', 'table_topics', 'leadership')),
      credited_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (meeting_id, role_type),
      FOREIGN KEY (meeting_id, club_id) REFERENCES meetings (id, club_id) ON DELETE CASCADE,
      FOREIGN KEY (club_id, user_id) REFERENCES club_memberships (club_id, user_id) ON DELETE CASCADE
    );
    CREATE INDEX meeting_credits_member ON meeting_credits (club_id, user_id);

    ALTER TABLE project_completions
      ADD COLUMN status varchar(20) NOT NULL DEFAULT 'approved' CHECK (status IN ('pending', 'approved')),
      ADD COLUMN submitted_by integer REFERENCES users (id) ON DELETE SET NULL,
      ADD COLUMN approved_by integer REFERENCES users (id) ON DELETE SET NULL,
      ADD COLUMN approved_at timestamptz,
      ADD CONSTRAINT project_completions_approved_at CHECK ((status = 'approved') OR (approved_at IS NULL));
    CREATE INDEX project_completions_pending ON project_completions (member_progress_id)
      WHERE status = 'pending';
    CREATE INDEX meetings_club_status_date ON meetings (club_id, status, date);
  `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS meetings_club_status_date`.execute(db);
  await sql`DROP INDEX IF EXISTS project_completions_pending`.execute(db);
  await sql`ALTER TABLE project_completions DROP CONSTRAINT IF EXISTS project_completions_approved_at,
    DROP COLUMN IF EXISTS approved_at, DROP COLUMN IF EXISTS approved_by,
    DROP COLUMN IF EXISTS submitted_by, DROP COLUMN IF EXISTS status`.execute(db);
  await sql`DROP TABLE IF EXISTS meeting_credits`.execute(db);
}
