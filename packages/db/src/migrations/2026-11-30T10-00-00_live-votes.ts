// Frozen: meeting night's votes and the Ah-Counter (decision 073).
// - club_live_settings: a club's own vote categories and filler words (besides the standard ones)
//   and whether its guests may vote (off unless a manager turns it on); no row = the defaults.
// - meeting_votes: one row per meeting whose voting was opened: open or closed, who opened and
//   closed it and when, and the winners computed at the close (secret until then: no counts).
// - meeting_ballots: one ballot per voter per category per meeting (a unique key); changing it
//   before the close rewrites the same row.
// - meeting_filler_taps: every Ah-Counter tap (+1, or −1 taking a mistaken one back), unique by the
//   tap id its phone made, so a retried tap is stored once.
// - meeting_awards and meeting_filler_counts: what a completed meeting keeps — each category's
//   winners, and each member's count of each filler word.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE club_live_settings (
      club_id integer PRIMARY KEY REFERENCES clubs (id) ON DELETE CASCADE,
      vote_categories jsonb NOT NULL DEFAULT '[]'::jsonb
        CONSTRAINT club_live_settings_categories CHECK (jsonb_typeof(vote_categories) = 'array'),
      filler_words jsonb NOT NULL DEFAULT '[]'::jsonb
        CONSTRAINT club_live_settings_words CHECK (jsonb_typeof(filler_words) = 'array'),
      guests_may_vote boolean NOT NULL DEFAULT false,
      updated_by integer REFERENCES users (id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE meeting_votes (
      meeting_id integer PRIMARY KEY REFERENCES meetings (id) ON DELETE CASCADE,
      club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      status varchar(10) NOT NULL DEFAULT 'open'
        CONSTRAINT meeting_votes_status CHECK (status IN ('open', 'closed')),
      opened_by integer REFERENCES users (id) ON DELETE SET NULL,
      opened_at timestamptz NOT NULL DEFAULT now(),
      closed_by integer REFERENCES users (id) ON DELETE SET NULL,
      closed_at timestamptz,
      winners jsonb,
      CONSTRAINT meeting_votes_closed_has_winners
        CHECK ((status = 'closed') = (closed_at IS NOT NULL AND winners IS NOT NULL))
    );

    CREATE TABLE meeting_ballots (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
      club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      category varchar(60) NOT NULL,
      voter_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      candidate_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      cast_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT meeting_ballots_one_per_voter UNIQUE (meeting_id, category, voter_id)
    );

    CREATE TABLE meeting_filler_taps (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
      club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      tap_id varchar(64) NOT NULL,
      speaker_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      word varchar(40) NOT NULL,
      delta integer NOT NULL DEFAULT 1 CONSTRAINT meeting_filler_taps_delta CHECK (delta IN (1, -1)),
      by_user_id integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT meeting_filler_taps_once UNIQUE (meeting_id, tap_id)
    );

    CREATE TABLE meeting_awards (
      meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
      club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      category varchar(60) NOT NULL,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      tie boolean NOT NULL DEFAULT false,
      awarded_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (meeting_id, category, user_id)
    );
    CREATE INDEX meeting_awards_member ON meeting_awards (club_id, user_id);

    CREATE TABLE meeting_filler_counts (
      meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
      club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      word varchar(40) NOT NULL,
      count integer NOT NULL CONSTRAINT meeting_filler_counts_count CHECK (count > 0),
      PRIMARY KEY (meeting_id, user_id, word)
    );
    CREATE INDEX meeting_filler_counts_member ON meeting_filler_counts (club_id, user_id);
    `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE meeting_filler_counts;
    DROP TABLE meeting_awards;
    DROP TABLE meeting_filler_taps;
    DROP TABLE meeting_ballots;
    DROP TABLE meeting_votes;
    DROP TABLE club_live_settings;
    `,
  );
}
