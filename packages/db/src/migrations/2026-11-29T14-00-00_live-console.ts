// Frozen: meeting night's live console (decision 069).
// - meeting_live: one row per meeting whose console has been used: the current agenda item, the
//   shared timer (its status, the time counted before the running stretch, the database time the
//   running stretch began) and a version that goes up by one on every change (the live stream's
//   event id). A running timer always has its start; a stopped or paused one never does.
// - meeting_timer_events: every control the Timer pressed, with the version it made.
// - meeting_item_times: the measured time of each agenda item the Timer stopped, and whether it
//   qualified (null for an untimed item), one row per item.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE meeting_live (
      meeting_id integer PRIMARY KEY REFERENCES meetings (id) ON DELETE CASCADE,
      club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      version integer NOT NULL DEFAULT 0 CONSTRAINT meeting_live_version CHECK (version >= 0),
      item_index integer NOT NULL DEFAULT 0
        CONSTRAINT meeting_live_item_index CHECK (item_index >= 0),
      timer_status varchar(10) NOT NULL DEFAULT 'idle'
        CONSTRAINT meeting_live_timer_status
          CHECK (timer_status IN ('idle', 'running', 'paused', 'stopped')),
      elapsed_ms integer NOT NULL DEFAULT 0 CONSTRAINT meeting_live_elapsed CHECK (elapsed_ms >= 0),
      running_since timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT meeting_live_running_has_start
        CHECK ((timer_status = 'running') = (running_since IS NOT NULL))
    );

    CREATE TABLE meeting_timer_events (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
      version integer NOT NULL,
      action varchar(10) NOT NULL
        CONSTRAINT meeting_timer_events_action
          CHECK (action IN ('start', 'pause', 'stop', 'next', 'adjust')),
      item_index integer NOT NULL,
      elapsed_ms integer NOT NULL,
      adjust_seconds integer,
      by_user_id integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT meeting_timer_events_version UNIQUE (meeting_id, version)
    );

    CREATE TABLE meeting_item_times (
      meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
      item_index integer NOT NULL CONSTRAINT meeting_item_times_index CHECK (item_index >= 0),
      agenda_item_id varchar(50) NOT NULL,
      elapsed_ms integer NOT NULL CONSTRAINT meeting_item_times_elapsed CHECK (elapsed_ms >= 0),
      qualified boolean,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (meeting_id, item_index)
    );
    `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE meeting_item_times;
    DROP TABLE meeting_timer_events;
    DROP TABLE meeting_live;
    `,
  );
}
