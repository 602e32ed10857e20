// Frozen: a held role that opens again is held for its waitlist (decision 077).
// - meeting_roles.held_for_waitlist_until: until then only the members waiting for the role may
//   volunteer for it (their first refusal); set by the change that opens the role, cleared by
//   every change of its holder.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE meeting_roles ADD COLUMN held_for_waitlist_until timestamptz;
    ALTER TABLE meeting_roles ADD CONSTRAINT meeting_roles_held_only_open
      CHECK (held_for_waitlist_until IS NULL OR status = 'open');
    `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, `ALTER TABLE meeting_roles DROP COLUMN held_for_waitlist_until;`);
}
