// Frozen: the member profile's mentorship choices and in-app notification flag as typed columns
// (decision 025). They were a loose JSON object (`mentorship_interests`) the profile form never
// wrote; each is now a column with its allowed values checked, filled from that object first.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE member_profiles
      ADD COLUMN mentorship_availability varchar(20) NOT NULL DEFAULT 'flexible'
        CHECK (mentorship_availability IN ('weekly', 'bi-weekly', 'monthly', 'flexible', 'as-needed')),
      ADD COLUMN mentorship_format varchar(20) NOT NULL DEFAULT 'hybrid'
        CHECK (mentorship_format IN ('in-person', 'virtual', 'hybrid', 'email', 'phone')),
      ADD COLUMN mentorship_goals text,
      ADD COLUMN mentorship_email_notifications boolean NOT NULL DEFAULT true,
      ADD COLUMN mentorship_app_notifications boolean NOT NULL DEFAULT true,
      ADD COLUMN app_notifications boolean NOT NULL DEFAULT true;

    UPDATE member_profiles SET
      mentorship_availability = CASE
        WHEN mentorship_interests->>'availability' IN ('weekly', 'bi-weekly', 'monthly', 'flexible', 'as-needed')
        THEN mentorship_interests->>'availability' ELSE 'flexible' END,
      mentorship_format = CASE
        WHEN mentorship_interests->>'preferred_format' IN ('in-person', 'virtual', 'hybrid', 'email', 'phone')
        THEN mentorship_interests->>'preferred_format' ELSE 'hybrid' END,
      mentorship_goals = NULLIF(mentorship_interests->>'goals', ''),
      mentorship_email_notifications = CASE jsonb_typeof(mentorship_interests->'emailNotifications')
        WHEN 'boolean' THEN (mentorship_interests->>'emailNotifications')::boolean ELSE true END,
      mentorship_app_notifications = CASE jsonb_typeof(mentorship_interests->'appNotifications')
        WHEN 'boolean' THEN (mentorship_interests->>'appNotifications')::boolean ELSE true END,
      app_notifications = CASE jsonb_typeof(communication_preferences->'app')
        WHEN 'boolean' THEN (communication_preferences->>'app')::boolean ELSE true END;

    ALTER TABLE member_profiles DROP COLUMN mentorship_interests;
  `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE member_profiles
      ADD COLUMN mentorship_interests jsonb NOT NULL DEFAULT '{}'::jsonb
        CHECK (jsonb_typeof(mentorship_interests) = 'object');

    UPDATE member_profiles SET mentorship_interests = jsonb_strip_nulls(jsonb_build_object(
      'availability', mentorship_availability,
      'preferred_format', mentorship_format,
      'goals', mentorship_goals,
      'emailNotifications', mentorship_email_notifications,
      'appNotifications', mentorship_app_notifications));

    ALTER TABLE member_profiles
      DROP COLUMN mentorship_availability,
      DROP COLUMN mentorship_format,
      DROP COLUMN mentorship_goals,
      DROP COLUMN mentorship_email_notifications,
      DROP COLUMN mentorship_app_notifications,
      DROP COLUMN app_notifications;
  `,
  );
}
