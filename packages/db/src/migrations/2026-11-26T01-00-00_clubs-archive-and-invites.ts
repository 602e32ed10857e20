// Frozen: clubs can be archived (kept, read-only) and invite people by link (docs/decisions 032, 033).
import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE clubs ADD COLUMN archived_at timestamptz;

    CREATE TABLE club_invites (
      id serial PRIMARY KEY,
      club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      token_hash bytea NOT NULL UNIQUE CHECK (length(token_hash) = 32),
      role varchar(20) NOT NULL CHECK (role IN ('guest', 'member')),
      expires_at timestamptz NOT NULL,
      max_uses integer CHECK (max_uses IS NULL OR max_uses BETWEEN 1 AND 10000),
      uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0 AND (max_uses IS NULL OR uses <= max_uses)),
      revoked_at timestamptz,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX club_invites_club_id ON club_invites (club_id, created_at);
    CREATE INDEX club_invites_created_by ON club_invites (created_by);
    `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE club_invites`.execute(db);
  await sql`ALTER TABLE clubs DROP COLUMN archived_at`.execute(db);
}
