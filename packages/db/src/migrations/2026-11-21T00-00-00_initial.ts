// Frozen: the first schema. The invariants the database enforces itself (constraints.test.ts) live
// here as constraints.
import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

const CLUB_ROLES = `'president','vpe','vpm','treasurer','secretary','sergeant','vppr','officer','member','guest'`;
const MENU_CATEGORIES = `'meal','drink_6pm','drink_7pm','snack','coffee_tea','wine_spirits','beer','soft_drink','extras'`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE users (
      id serial PRIMARY KEY,
      email text,
      first_name varchar(100),
      last_name varchar(100),
      profile_image_url varchar(500),
      is_super_admin boolean NOT NULL DEFAULT false,
      oidc_issuer text,
      oidc_subject text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT users_email_length CHECK (email IS NULL OR length(email) BETWEEN 3 AND 254),
      CONSTRAINT users_oidc_pair CHECK ((oidc_issuer IS NULL) = (oidc_subject IS NULL))
    );
    CREATE UNIQUE INDEX users_email_unique ON users (lower(email)) WHERE email IS NOT NULL;
    CREATE UNIQUE INDEX users_oidc_unique ON users (oidc_issuer, oidc_subject) WHERE oidc_issuer IS NOT NULL;

    CREATE TABLE sessions (
      id text PRIMARY KEY,
      secret_hash bytea NOT NULL,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_verified_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX sessions_user_id ON sessions (user_id);

    CREATE TABLE api_tokens (
      id text PRIMARY KEY,
      secret_hash bytea NOT NULL,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name varchar(100) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    );
    CREATE INDEX api_tokens_user_id ON api_tokens (user_id);

    CREATE TABLE platform_settings (
      id serial PRIMARY KEY,
      key varchar(100) NOT NULL UNIQUE,
      value text,
      description text,
      updated_by integer REFERENCES users (id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE clubs (
      id serial PRIMARY KEY,
      name varchar(255) NOT NULL CHECK (length(trim(name)) > 0),
      club_number varchar(50) UNIQUE,
      district varchar(50),
      meeting_location text,
      meeting_time varchar(10),
      meeting_day varchar(20),
      founded text,
      founded_date date,
      end_time varchar(10),
      mission text,
      vpe_guidelines text,
      logo_url text,
      time_zone text NOT NULL DEFAULT 'Australia/Sydney',
      meeting_settings jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT clubs_logo_url CHECK (
        logo_url IS NULL OR logo_url = '' OR (
          length(logo_url) <= 7000000 AND (
            logo_url ~ '^data:image/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$'
            OR (logo_url ~ '^https:' AND length(logo_url) <= 500)
          )
        )
      ),
      CONSTRAINT clubs_meeting_settings_object CHECK (jsonb_typeof(meeting_settings) = 'object')
    );

    CREATE TABLE club_memberships (
      id serial UNIQUE,
      club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      role varchar(20) NOT NULL DEFAULT 'member' CHECK (role IN (${CLUB_ROLES})),
      status varchar(20) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
      tmi_number varchar(50),
      joined_at timestamptz NOT NULL DEFAULT now(),
      membership_expires_at timestamptz,
      PRIMARY KEY (club_id, user_id)
    );
    CREATE INDEX club_memberships_user_id ON club_memberships (user_id);

    CREATE TABLE agenda_templates (
      id serial PRIMARY KEY,
      club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      name varchar(255) NOT NULL CHECK (length(trim(name)) > 0),
      content text NOT NULL CHECK (length(content) BETWEEN 1 AND 100000),
      structure jsonb CHECK (structure IS NULL OR jsonb_typeof(structure) = 'array'),
      meeting_duration integer NOT NULL DEFAULT 120 CHECK (meeting_duration BETWEEN 30 AND 300),
      is_default boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id, club_id)
    );
    CREATE INDEX agenda_templates_club_id ON agenda_templates (club_id);

    CREATE TABLE meetings (
      id serial PRIMARY KEY,
      club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      agenda_template_id integer,
      title varchar(255) NOT NULL CHECK (length(trim(title)) > 0),
      agenda text CHECK (agenda IS NULL OR length(agenda) <= 200000),
      date date,
      start_time time,
      end_time time NOT NULL,
      location varchar(255),
      theme varchar(255),
      notes text CHECK (notes IS NULL OR length(notes) <= 10000),
      status varchar(20) NOT NULL DEFAULT 'scheduled'
        CHECK (status IN ('scheduled', 'active', 'completed', 'cancelled')),
      scheduled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id, club_id),
      FOREIGN KEY (agenda_template_id, club_id) REFERENCES agenda_templates (id, club_id)
        ON DELETE SET NULL (agenda_template_id)
    );
    CREATE INDEX meetings_club_date ON meetings (club_id, date, start_time);

    CREATE TABLE meeting_roles (
      id serial PRIMARY KEY,
      meeting_id integer NOT NULL,
      club_id integer NOT NULL,
      role_type varchar(50) NOT NULL CHECK (role_type ~ '^[a-z][a-z0-9_]{0,49}$'),
      user_id integer,
      status varchar(20) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'assigned', 'confirmed')),
      speech_title varchar(255),
      pathways_project varchar(255),
      notes text,
      assigned_at timestamptz,
      confirmed_at timestamptz,
      FOREIGN KEY (meeting_id, club_id) REFERENCES meetings (id, club_id) ON DELETE CASCADE,
      FOREIGN KEY (club_id, user_id) REFERENCES club_memberships (club_id, user_id) ON DELETE CASCADE,
      CONSTRAINT meeting_roles_open_iff_unassigned CHECK ((status = 'open') = (user_id IS NULL)),
      CONSTRAINT meeting_roles_confirmed_at CHECK ((status = 'confirmed') = (confirmed_at IS NOT NULL)),
      UNIQUE (meeting_id, role_type)
    );
    CREATE UNIQUE INDEX meeting_roles_one_per_member ON meeting_roles (meeting_id, user_id)
      WHERE user_id IS NOT NULL;
    CREATE INDEX meeting_roles_club_user ON meeting_roles (club_id, user_id);

    CREATE TABLE menu_items (
      id serial PRIMARY KEY,
      club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      name varchar(255) NOT NULL CHECK (length(trim(name)) > 0),
      description text,
      price numeric(10, 2) NOT NULL CHECK (price >= 0),
      category varchar(30) NOT NULL CHECK (category IN (${MENU_CATEGORIES})),
      available boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id, club_id)
    );
    CREATE INDEX menu_items_club_id ON menu_items (club_id);

    CREATE TABLE rsvps (
      id serial PRIMARY KEY,
      meeting_id integer NOT NULL,
      club_id integer NOT NULL,
      user_id integer NOT NULL,
      status varchar(20) NOT NULL DEFAULT 'attending'
        CHECK (status IN ('attending', 'not_attending', 'tentative')),
      meal_choice varchar(255),
      drink_6pm varchar(255),
      drink_7pm varchar(255),
      extras varchar(255),
      meal_price numeric(10, 2) NOT NULL DEFAULT 0 CHECK (meal_price >= 0),
      total_price numeric(10, 2) NOT NULL DEFAULT 0 CHECK (total_price >= 0),
      special_requirements text CHECK (special_requirements IS NULL OR length(special_requirements) <= 2000),
      payment_status varchar(20) NOT NULL DEFAULT 'pending' CHECK (payment_status IN ('pending', 'paid')),
      payment_method varchar(30),
      payment_notes text,
      paid_at timestamptz,
      arrival_time varchar(10),
      notes text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (meeting_id, club_id) REFERENCES meetings (id, club_id) ON DELETE CASCADE,
      FOREIGN KEY (club_id, user_id) REFERENCES club_memberships (club_id, user_id) ON DELETE CASCADE,
      CONSTRAINT rsvps_paid_at CHECK ((payment_status = 'paid') = (paid_at IS NOT NULL)),
      UNIQUE (meeting_id, user_id)
    );
    CREATE INDEX rsvps_club_user ON rsvps (club_id, user_id);

    -- Append-only: no foreign keys, so the record outlives the RSVP it describes.
    CREATE TABLE payment_events (
      id bigserial PRIMARY KEY,
      club_id integer NOT NULL,
      rsvp_id integer NOT NULL,
      meeting_id integer NOT NULL,
      user_id integer NOT NULL,
      from_status varchar(20) NOT NULL,
      to_status varchar(20) NOT NULL,
      amount numeric(10, 2) NOT NULL CHECK (amount >= 0),
      method varchar(30),
      actor_user_id integer,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX payment_events_rsvp ON payment_events (rsvp_id);
    CREATE FUNCTION payment_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'payment_events is append-only';
    END $$;
    CREATE TRIGGER payment_events_no_update BEFORE UPDATE OR DELETE ON payment_events
      FOR EACH ROW EXECUTE FUNCTION payment_events_append_only();

    CREATE TABLE member_profiles (
      club_id integer NOT NULL,
      user_id integer NOT NULL,
      tmi_membership_number varchar(50),
      bio text CHECK (bio IS NULL OR length(bio) <= 5000),
      goals text CHECK (goals IS NULL OR length(goals) <= 5000),
      membership_status varchar(20) NOT NULL DEFAULT 'guest' CHECK (membership_status IN ('guest', 'member')),
      pathways_path varchar(100),
      current_level integer NOT NULL DEFAULT 1 CHECK (current_level BETWEEN 0 AND 5),
      current_project varchar(255),
      availability_pattern text,
      available_weekdays text,
      available_weekends boolean NOT NULL DEFAULT false,
      preferred_speech_frequency varchar(20),
      role_preferences text,
      dietary_restrictions text,
      emergency_contact varchar(255),
      emergency_phone varchar(50),
      mentorship_status varchar(30) NOT NULL DEFAULT 'not_participating'
        CHECK (mentorship_status IN ('not_participating', 'seeking_mentor', 'willing_to_mentor', 'both')),
      mentorship_experience text,
      mentoring_areas jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(mentoring_areas) = 'array'),
      seeking_mentorship_in jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(seeking_mentorship_in) = 'array'),
      mentorship_interests jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(mentorship_interests) = 'object'),
      interests text,
      how_heard_about_club text,
      visitation_goals text,
      email_notifications boolean NOT NULL DEFAULT true,
      sms_notifications boolean NOT NULL DEFAULT false,
      communication_preferences jsonb NOT NULL
        DEFAULT '{"email": true, "sms": false, "app": true, "reminderDays": 3}'::jsonb
        CHECK (jsonb_typeof(communication_preferences) = 'object'),
      speeches_completed integer NOT NULL DEFAULT 0 CHECK (speeches_completed >= 0),
      evaluations_given integer NOT NULL DEFAULT 0 CHECK (evaluations_given >= 0),
      leadership_roles_filled integer NOT NULL DEFAULT 0 CHECK (leadership_roles_filled >= 0),
      table_topics_answered integer NOT NULL DEFAULT 0 CHECK (table_topics_answered >= 0),
      competent_communicator boolean NOT NULL DEFAULT false,
      competent_leader boolean NOT NULL DEFAULT false,
      communication_skill integer NOT NULL DEFAULT 1 CHECK (communication_skill BETWEEN 1 AND 5),
      leadership_skill integer NOT NULL DEFAULT 1 CHECK (leadership_skill BETWEEN 1 AND 5),
      listening_skill integer NOT NULL DEFAULT 1 CHECK (listening_skill BETWEEN 1 AND 5),
      critical_thinking_skill integer NOT NULL DEFAULT 1 CHECK (critical_thinking_skill BETWEEN 1 AND 5),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (club_id, user_id),
      FOREIGN KEY (club_id, user_id) REFERENCES club_memberships (club_id, user_id) ON DELETE CASCADE
    );

    CREATE TABLE pathways (
      id serial PRIMARY KEY,
      name varchar(100) NOT NULL UNIQUE,
      description text,
      core_competencies jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(core_competencies) = 'array'),
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE pathway_levels (
      id serial PRIMARY KEY,
      pathway_id integer NOT NULL REFERENCES pathways (id) ON DELETE CASCADE,
      level integer NOT NULL CHECK (level BETWEEN 1 AND 5),
      title varchar(255) NOT NULL,
      description text,
      UNIQUE (pathway_id, level)
    );

    CREATE TABLE pathway_projects (
      id serial PRIMARY KEY,
      title varchar(255) NOT NULL UNIQUE,
      description text,
      type varchar(50),
      path_specific boolean NOT NULL DEFAULT false,
      estimated_speeches integer NOT NULL DEFAULT 1 CHECK (estimated_speeches >= 0),
      estimated_time_minutes integer NOT NULL DEFAULT 7 CHECK (estimated_time_minutes >= 0),
      skills jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(skills) = 'array')
    );

    CREATE TABLE level_projects (
      level_id integer NOT NULL REFERENCES pathway_levels (id) ON DELETE CASCADE,
      project_id integer NOT NULL REFERENCES pathway_projects (id) ON DELETE CASCADE,
      is_required boolean NOT NULL DEFAULT true,
      "order" integer NOT NULL DEFAULT 1,
      PRIMARY KEY (level_id, project_id)
    );

    CREATE TABLE member_pathway_progress (
      id serial PRIMARY KEY,
      club_id integer NOT NULL,
      user_id integer NOT NULL,
      pathway_id integer NOT NULL REFERENCES pathways (id),
      current_level integer NOT NULL DEFAULT 1 CHECK (current_level BETWEEN 1 AND 5),
      started_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      FOREIGN KEY (club_id, user_id) REFERENCES club_memberships (club_id, user_id) ON DELETE CASCADE,
      UNIQUE (club_id, user_id, pathway_id)
    );

    CREATE TABLE project_completions (
      id serial PRIMARY KEY,
      member_progress_id integer NOT NULL REFERENCES member_pathway_progress (id) ON DELETE CASCADE,
      project_id integer NOT NULL REFERENCES pathway_projects (id),
      completed_at timestamptz NOT NULL DEFAULT now(),
      speech_title varchar(255),
      evaluator_feedback text,
      meeting_id integer REFERENCES meetings (id) ON DELETE SET NULL,
      UNIQUE (member_progress_id, project_id)
    );
  `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS project_completions, member_pathway_progress, level_projects, pathway_projects,
      pathway_levels, pathways, member_profiles, payment_events, rsvps, menu_items, meeting_roles,
      meetings, agenda_templates, club_memberships, clubs, platform_settings, api_tokens, sessions, users
      CASCADE`.execute(db);
  await sql`DROP FUNCTION IF EXISTS payment_events_append_only()`.execute(db);
}
