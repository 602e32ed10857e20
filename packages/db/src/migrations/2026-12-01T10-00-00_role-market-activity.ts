// Frozen: every change of the role market is in the club's activity and the role's (decision 077).
// - membership_activity: six kinds for the market (an offer made, withdrawn, taken; the waitlist
//   joined, left; a role that went to its waitlist first) and the role an entry is about
//   (`role_id`, kept NULL when the role is deleted), indexed for the role's activity.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE membership_activity DROP CONSTRAINT membership_activity_kind_check;
    ALTER TABLE membership_activity ADD CONSTRAINT membership_activity_kind_check CHECK (kind IN
      ('member_added', 'role_changed', 'guest_converted', 'contact_logged', 'member_inactive',
       'role_asked', 'role_ask_accepted', 'role_ask_declined',
       'role_offered', 'role_offer_withdrawn', 'role_offer_taken',
       'waitlist_joined', 'waitlist_left', 'role_to_waitlist'));
    ALTER TABLE membership_activity
      ADD COLUMN role_id integer,
      ADD CONSTRAINT membership_activity_role FOREIGN KEY (role_id, club_id)
        REFERENCES meeting_roles (id, club_id) ON DELETE SET NULL (role_id);
    CREATE INDEX membership_activity_role ON membership_activity (role_id, id DESC)
      WHERE role_id IS NOT NULL;
    `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    DELETE FROM membership_activity
      WHERE kind IN ('role_offered', 'role_offer_withdrawn', 'role_offer_taken',
        'waitlist_joined', 'waitlist_left', 'role_to_waitlist');
    ALTER TABLE membership_activity DROP COLUMN role_id;
    ALTER TABLE membership_activity DROP CONSTRAINT membership_activity_kind_check;
    ALTER TABLE membership_activity ADD CONSTRAINT membership_activity_kind_check CHECK (kind IN
      ('member_added', 'role_changed', 'guest_converted', 'contact_logged', 'member_inactive',
       'role_asked', 'role_ask_accepted', 'role_ask_declined'));
    `,
  );
}
