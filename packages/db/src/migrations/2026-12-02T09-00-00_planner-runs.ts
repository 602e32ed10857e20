// Frozen: the reminder planner's completed runs, newest first (decision 084). Each run plans the
// reminders that fell due since the previous completed one, which it finds through this index;
// it holds only the planner's rows, so the e-mail jobs do not pay for it.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `CREATE INDEX jobs_planner_runs ON jobs (run_at DESC)
       WHERE kind = 'plan-reminders' AND done_at IS NOT NULL;`,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, `DROP INDEX jobs_planner_runs;`);
}
