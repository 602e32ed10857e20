// Frozen: notifications in the app, one row per person and message (decision 048). A row is
// unread, read (read_at) or dismissed (dismissed_at); the bell lists the newest not dismissed.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE notifications (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      kind varchar(20) NOT NULL CHECK (kind IN ('role', 'meeting', 'mentorship', 'membership')),
      title varchar(200) NOT NULL CHECK (length(title) > 0),
      body varchar(1000) NOT NULL,
      action_label varchar(50),
      -- A path of the web app: never another site ('//host', a scheme, a backslash).
      action_href varchar(300)
        CHECK (action_href LIKE '/%' AND action_href NOT LIKE '//%' AND strpos(action_href, '\\') = 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      read_at timestamptz,
      dismissed_at timestamptz,
      CONSTRAINT notifications_action_whole CHECK ((action_label IS NULL) = (action_href IS NULL))
    );
    CREATE INDEX notifications_user_listed ON notifications (user_id, id DESC)
      WHERE dismissed_at IS NULL;
    CREATE INDEX notifications_user_unread ON notifications (user_id)
      WHERE dismissed_at IS NULL AND read_at IS NULL;
    CREATE INDEX notifications_club ON notifications (club_id);
  `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, `DROP TABLE notifications;`);
}
