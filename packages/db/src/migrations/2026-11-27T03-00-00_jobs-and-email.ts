// Frozen: a job queue in PostgreSQL, e-mail kept in an outbox when no SMTP server is configured,
// one-click answers from e-mail, and a club's notification settings (decisions 044, 045 and 046).
import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE clubs ADD COLUMN notification_settings jsonb NOT NULL DEFAULT '{}';

    CREATE TABLE jobs (
      id bigserial PRIMARY KEY,
      kind varchar(40) NOT NULL,
      payload jsonb NOT NULL DEFAULT '{}',
      dedup_key varchar(200) UNIQUE,
      run_at timestamptz NOT NULL,
      attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts BETWEEN 1 AND 20),
      locked_until timestamptz,
      last_error text,
      done_at timestamptz,
      failed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX jobs_due ON jobs (run_at, id) WHERE done_at IS NULL AND failed_at IS NULL;
    CREATE INDEX jobs_done_at ON jobs (done_at) WHERE done_at IS NOT NULL;
    CREATE INDEX jobs_failed_at ON jobs (failed_at) WHERE failed_at IS NOT NULL;

    CREATE TABLE email_outbox (
      id bigserial PRIMARY KEY,
      club_id integer REFERENCES clubs (id) ON DELETE CASCADE,
      user_id integer REFERENCES users (id) ON DELETE CASCADE,
      kind varchar(40) NOT NULL,
      to_address varchar(320) NOT NULL,
      subject varchar(300) NOT NULL,
      text text NOT NULL,
      html text NOT NULL,
      headers jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX email_outbox_newest ON email_outbox (created_at DESC, id DESC);
    CREATE INDEX email_outbox_user_id ON email_outbox (user_id);
    CREATE INDEX email_outbox_club_id ON email_outbox (club_id);

    CREATE TABLE email_actions (
      id bigserial PRIMARY KEY,
      token_hash bytea NOT NULL UNIQUE CHECK (length(token_hash) = 32),
      club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      action varchar(30) NOT NULL CHECK (
        action IN ('volunteer', 'confirm_role', 'rsvp_attending', 'rsvp_not_attending', 'unsubscribe')
      ),
      meeting_id integer REFERENCES meetings (id) ON DELETE CASCADE,
      role_id integer REFERENCES meeting_roles (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((action IN ('volunteer', 'confirm_role')) = (role_id IS NOT NULL)),
      CHECK (action = 'unsubscribe' OR meeting_id IS NOT NULL)
    );
    CREATE INDEX email_actions_user_id ON email_actions (user_id);
    CREATE INDEX email_actions_club_id ON email_actions (club_id);
    CREATE INDEX email_actions_meeting_id ON email_actions (meeting_id);
    CREATE INDEX email_actions_role_id ON email_actions (role_id);
    CREATE INDEX email_actions_expires_at ON email_actions (expires_at);

    CREATE INDEX meetings_date ON meetings (date);
    `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX meetings_date`.execute(db);
  await sql`DROP TABLE email_actions`.execute(db);
  await sql`DROP TABLE email_outbox`.execute(db);
  await sql`DROP TABLE jobs`.execute(db);
  await sql`ALTER TABLE clubs DROP COLUMN notification_settings`.execute(db);
}
