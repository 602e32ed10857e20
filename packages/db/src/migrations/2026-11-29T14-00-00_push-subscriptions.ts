// Frozen: Web Push (decision 068). A person's browsers subscribed to push (several devices each),
// the kinds of push they turned off, and the development server's own VAPID key pair (production
// takes its keys from the environment), one row shared by every instance.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE push_subscriptions (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      -- The push service's address for this browser: https only, one owner at a time.
      endpoint varchar(2048) NOT NULL UNIQUE CHECK (endpoint LIKE 'https://%'),
      public_key varchar(200) NOT NULL CHECK (length(public_key) > 0),
      auth_secret varchar(100) NOT NULL CHECK (length(auth_secret) > 0),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);
    CREATE TABLE push_kinds_off (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind varchar(30) NOT NULL CHECK (
        kind IN ('role_offer', 'role_ask', 'role_reminder', 'meeting_reminder', 'meeting_live')
      ),
      PRIMARY KEY (user_id, kind)
    );
    CREATE TABLE push_vapid_keys (
      only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
      public_key varchar(200) NOT NULL,
      private_key varchar(100) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE push_vapid_keys;
    DROP TABLE push_kinds_off;
    DROP TABLE push_subscriptions;
    `,
  );
}
