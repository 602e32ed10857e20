// Frozen: a club's own timing presets (decision 082).
// - club_live_settings.timing_presets: the club's own minimum and maximum (whole seconds) per
//   timing kind, one row each, e.g. [{"kind": "speech", "minSeconds": 240, "maxSeconds": 360}]
//   (rows, since the database layer camel-cases object keys it reads); a kind left out keeps the
//   standard preset. The API validates the values; the table only insists on an array.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE club_live_settings ADD COLUMN timing_presets jsonb NOT NULL DEFAULT '[]'::jsonb
      CONSTRAINT club_live_settings_timing_presets CHECK (jsonb_typeof(timing_presets) = 'array');
    `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, `ALTER TABLE club_live_settings DROP COLUMN timing_presets;`);
}
