// Frozen: meeting night's check-in and write-back (decision 074).
// - meeting_check_ins: who was at a meeting, one row per meeting and person: how they came in
//   (the rotating code as a member, the guest form, or a manager's tick) and who ticked them.
// - meeting_live.written_back_at: when completing the meeting wrote its night back (attendance,
//   the speakers' times); set once, so completing again writes nothing twice.
// - meeting_item_times.user_id: the speaker or evaluator a measured time belongs to, filled by
//   the write-back from the agenda row's role holder.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE meeting_check_ins (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
      club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      method varchar(10) NOT NULL
        CONSTRAINT meeting_check_ins_method CHECK (method IN ('code', 'guest', 'manual')),
      checked_in_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT meeting_check_ins_once UNIQUE (meeting_id, user_id)
    );
    CREATE INDEX meeting_check_ins_person ON meeting_check_ins (club_id, user_id);

    ALTER TABLE meeting_live ADD COLUMN written_back_at timestamptz;

    ALTER TABLE meeting_item_times
      ADD COLUMN user_id integer REFERENCES users (id) ON DELETE SET NULL;
    CREATE INDEX meeting_item_times_person ON meeting_item_times (user_id)
      WHERE user_id IS NOT NULL;
    `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    DROP INDEX meeting_item_times_person;
    ALTER TABLE meeting_item_times DROP COLUMN user_id;
    ALTER TABLE meeting_live DROP COLUMN written_back_at;
    DROP TABLE meeting_check_ins;
    `,
  );
}
