// Frozen: each claim of a job carries its own token, and only the claim holding it may renew,
// complete or fail the job; a job may keep retrying until a given instant (a reminder until its
// meeting starts) instead of a fixed number of attempts (decision 058).
import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE jobs
      ADD COLUMN lock_token varchar(36),
      ADD COLUMN retry_until timestamptz;
    `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE jobs DROP COLUMN retry_until, DROP COLUMN lock_token`.execute(db);
}
