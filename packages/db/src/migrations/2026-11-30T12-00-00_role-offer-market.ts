// Frozen: the role-offer market's second part (decision 075).
// - role_waitlist: members waiting for a role someone holds, in the order they joined; whoever
//   comes to hold the role leaves its waitlist (a trigger).
// - role_offers: the waitlist's first-refusal window (`first_refusal_until`), when everyone
//   eligible was told (`everyone_told_at`), and when the VP Education was alerted that nobody
//   had taken it yet (`alert_sent_at`, once).
// - email_actions: a 'take_offer' one-click link names its offer.
// - member_profiles: the member's "offers and asks" switch.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE role_waitlist (
      id serial PRIMARY KEY,
      club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      role_id integer NOT NULL,
      user_id integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (role_id, club_id) REFERENCES meeting_roles (id, club_id) ON DELETE CASCADE,
      FOREIGN KEY (club_id, user_id) REFERENCES club_memberships (club_id, user_id)
        ON DELETE CASCADE,
      CONSTRAINT role_waitlist_once UNIQUE (role_id, user_id)
    );
    CREATE INDEX role_waitlist_user ON role_waitlist (user_id);
    CREATE INDEX role_waitlist_club ON role_waitlist (club_id);
    -- Whoever comes to hold a role no longer waits for it, in the same statement.
    CREATE FUNCTION role_waitlist_drop_new_holder() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.user_id IS NOT NULL AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
        DELETE FROM role_waitlist WHERE role_id = NEW.id AND user_id = NEW.user_id;
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER role_waitlist_drop_new_holder AFTER UPDATE OF user_id ON meeting_roles
      FOR EACH ROW EXECUTE FUNCTION role_waitlist_drop_new_holder();

    ALTER TABLE role_offers
      ADD COLUMN first_refusal_until timestamptz,
      ADD COLUMN everyone_told_at timestamptz,
      ADD COLUMN alert_sent_at timestamptz;
    CREATE INDEX role_offers_open_expiry ON role_offers (expires_at) WHERE status = 'open';

    ALTER TABLE email_actions DROP CONSTRAINT email_actions_action_check;
    ALTER TABLE email_actions DROP CONSTRAINT email_actions_check;
    ALTER TABLE email_actions
      ADD COLUMN offer_id integer REFERENCES role_offers (id) ON DELETE CASCADE,
      ADD CONSTRAINT email_actions_action_check CHECK (
        action IN ('volunteer', 'confirm_role', 'rsvp_attending', 'rsvp_not_attending',
          'unsubscribe', 'take_offer')
      ),
      ADD CONSTRAINT email_actions_check
        CHECK ((action IN ('volunteer', 'confirm_role', 'take_offer')) = (role_id IS NOT NULL)),
      ADD CONSTRAINT email_actions_offer CHECK ((action = 'take_offer') = (offer_id IS NOT NULL));
    CREATE INDEX email_actions_offer_id ON email_actions (offer_id) WHERE offer_id IS NOT NULL;

    ALTER TABLE member_profiles ADD COLUMN offer_notifications boolean NOT NULL DEFAULT true;
    `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE member_profiles DROP COLUMN offer_notifications;
    DELETE FROM email_actions WHERE action = 'take_offer';
    ALTER TABLE email_actions DROP CONSTRAINT email_actions_offer;
    ALTER TABLE email_actions DROP CONSTRAINT email_actions_check;
    ALTER TABLE email_actions DROP CONSTRAINT email_actions_action_check;
    ALTER TABLE email_actions DROP COLUMN offer_id;
    ALTER TABLE email_actions
      ADD CONSTRAINT email_actions_action_check CHECK (
        action IN ('volunteer', 'confirm_role', 'rsvp_attending', 'rsvp_not_attending', 'unsubscribe')
      ),
      ADD CONSTRAINT email_actions_check
        CHECK ((action IN ('volunteer', 'confirm_role')) = (role_id IS NOT NULL));
    DROP INDEX role_offers_open_expiry;
    ALTER TABLE role_offers
      DROP COLUMN first_refusal_until,
      DROP COLUMN everyone_told_at,
      DROP COLUMN alert_sent_at;
    DROP TRIGGER role_waitlist_drop_new_holder ON meeting_roles;
    DROP FUNCTION role_waitlist_drop_new_holder();
    DROP TABLE role_waitlist;
    `,
  );
}
