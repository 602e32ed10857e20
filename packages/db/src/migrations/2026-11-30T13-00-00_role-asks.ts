// Frozen: an officer asks a member to take an open role (decision 076).
// - role_asks: one row per request, open until the member accepts or declines it. At most one
//   open request per role and member (a partial unique index).
// - Two one-click answers from the request's e-mail, 'accept_ask' and 'decline_ask': the link
//   names the role and the person, which name their open request.
// - Three entries of the club's activity: a request, its acceptance, its refusal.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE role_asks (
      id serial PRIMARY KEY,
      club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      role_id integer NOT NULL,
      user_id integer NOT NULL,
      asked_by integer REFERENCES users (id) ON DELETE SET NULL,
      status varchar(20) NOT NULL DEFAULT 'open'
        CHECK (status IN ('open', 'accepted', 'declined')),
      created_at timestamptz NOT NULL DEFAULT now(),
      answered_at timestamptz,
      FOREIGN KEY (role_id, club_id) REFERENCES meeting_roles (id, club_id) ON DELETE CASCADE,
      FOREIGN KEY (club_id, user_id) REFERENCES club_memberships (club_id, user_id)
        ON DELETE CASCADE,
      CONSTRAINT role_asks_answered_at CHECK ((status = 'open') = (answered_at IS NULL))
    );
    CREATE UNIQUE INDEX role_asks_one_open ON role_asks (role_id, user_id) WHERE status = 'open';
    CREATE INDEX role_asks_club ON role_asks (club_id);
    CREATE INDEX role_asks_user ON role_asks (user_id);
    CREATE INDEX role_asks_asked_by ON role_asks (asked_by) WHERE asked_by IS NOT NULL;

    ALTER TABLE email_actions DROP CONSTRAINT email_actions_action_check;
    ALTER TABLE email_actions DROP CONSTRAINT email_actions_check;
    ALTER TABLE email_actions ADD CONSTRAINT email_actions_action_check CHECK (action IN
      ('volunteer', 'confirm_role', 'rsvp_attending', 'rsvp_not_attending', 'unsubscribe',
       'take_offer', 'accept_ask', 'decline_ask'));
    ALTER TABLE email_actions ADD CONSTRAINT email_actions_check CHECK (
      (action IN ('volunteer', 'confirm_role', 'take_offer', 'accept_ask', 'decline_ask'))
        = (role_id IS NOT NULL));

    ALTER TABLE membership_activity DROP CONSTRAINT membership_activity_kind_check;
    ALTER TABLE membership_activity ADD CONSTRAINT membership_activity_kind_check CHECK (kind IN
      ('member_added', 'role_changed', 'guest_converted', 'contact_logged', 'member_inactive',
       'role_asked', 'role_ask_accepted', 'role_ask_declined'));
    `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    DELETE FROM membership_activity
      WHERE kind IN ('role_asked', 'role_ask_accepted', 'role_ask_declined');
    ALTER TABLE membership_activity DROP CONSTRAINT membership_activity_kind_check;
    ALTER TABLE membership_activity ADD CONSTRAINT membership_activity_kind_check CHECK (kind IN
      ('member_added', 'role_changed', 'guest_converted', 'contact_logged', 'member_inactive'));
    DELETE FROM email_actions WHERE action IN ('accept_ask', 'decline_ask');
    ALTER TABLE email_actions DROP CONSTRAINT email_actions_check;
    ALTER TABLE email_actions DROP CONSTRAINT email_actions_action_check;
    ALTER TABLE email_actions ADD CONSTRAINT email_actions_action_check CHECK (action IN
      ('volunteer', 'confirm_role', 'rsvp_attending', 'rsvp_not_attending', 'unsubscribe',
       'take_offer'));
    ALTER TABLE email_actions ADD CONSTRAINT email_actions_check CHECK (
      (action IN ('volunteer', 'confirm_role', 'take_offer')) = (role_id IS NOT NULL));
    DROP TABLE role_asks;
    `,
  );
}
