// Frozen: a club's own place and money, and how many roles a member may hold in one meeting
// (decision 060).
// - clubs.locale (how dates read: en-US month-first, en-AU/en-GB day-first) and clubs.currency (an
//   ISO 4217 code) are chosen when a club is created; the clubs of before keep en-AU and AUD.
// - clubs.no_meal_fee: what attending without a meal costs; the clubs of before keep their $5.00,
//   a new club starts at nothing.
// - clubs.roles_per_member (1 or 2) replaces the unique index (meeting_id, user_id): a trigger
//   takes the holder's membership row FOR NO KEY UPDATE, so two changes giving the same member a
//   role in the same club wait for each other, then counts the roles they already hold in the
//   meeting and refuses (unique_violation, as the index did) one over the club's limit.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE clubs
      ADD COLUMN locale varchar(10) NOT NULL DEFAULT 'en-AU'
        CONSTRAINT clubs_locale CHECK (locale ~ '^[a-z]{2}-[A-Z]{2}$'),
      ADD COLUMN currency varchar(3) NOT NULL DEFAULT 'AUD'
        CONSTRAINT clubs_currency CHECK (currency ~ '^[A-Z]{3}$'),
      ADD COLUMN no_meal_fee numeric(10, 2) NOT NULL DEFAULT 5
        CONSTRAINT clubs_no_meal_fee CHECK (no_meal_fee >= 0),
      ADD COLUMN roles_per_member smallint NOT NULL DEFAULT 1
        CONSTRAINT clubs_roles_per_member CHECK (roles_per_member IN (1, 2));
    ALTER TABLE clubs
      ALTER COLUMN locale DROP DEFAULT,
      ALTER COLUMN currency DROP DEFAULT,
      ALTER COLUMN no_meal_fee SET DEFAULT 0;

    DROP INDEX meeting_roles_one_per_member;
    CREATE INDEX meeting_roles_meeting_user ON meeting_roles (meeting_id, user_id)
      WHERE user_id IS NOT NULL;

    CREATE FUNCTION meeting_roles_within_member_limit() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      role_limit smallint;
      held integer;
    BEGIN
      IF NEW.user_id IS NULL THEN
        RETURN NEW;
      END IF;
      IF TG_OP = 'UPDATE' AND OLD.user_id IS NOT DISTINCT FROM NEW.user_id THEN
        RETURN NEW;
      END IF;
      PERFORM 1 FROM club_memberships
        WHERE club_id = NEW.club_id AND user_id = NEW.user_id
        FOR NO KEY UPDATE;
      SELECT roles_per_member INTO role_limit FROM clubs WHERE id = NEW.club_id;
      SELECT count(*) INTO held FROM meeting_roles
        WHERE meeting_id = NEW.meeting_id AND user_id = NEW.user_id AND id <> NEW.id;
      IF held >= coalesce(role_limit, 1) THEN
        RAISE EXCEPTION 'a member may hold at most % role(s) in a meeting', coalesce(role_limit, 1)
          USING ERRCODE = 'unique_violation', CONSTRAINT = 'meeting_roles_per_member';
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER meeting_roles_per_member BEFORE INSERT OR UPDATE OF user_id ON meeting_roles
      FOR EACH ROW EXECUTE FUNCTION meeting_roles_within_member_limit();
    `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TRIGGER meeting_roles_per_member ON meeting_roles;
    DROP FUNCTION meeting_roles_within_member_limit();
    DROP INDEX meeting_roles_meeting_user;
    CREATE UNIQUE INDEX meeting_roles_one_per_member ON meeting_roles (meeting_id, user_id)
      WHERE user_id IS NOT NULL;
    ALTER TABLE clubs
      DROP COLUMN roles_per_member,
      DROP COLUMN no_meal_fee,
      DROP COLUMN currency,
      DROP COLUMN locale;
    `,
  );
}
