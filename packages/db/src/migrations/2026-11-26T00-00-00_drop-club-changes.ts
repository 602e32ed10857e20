// Frozen: the club change log and its triggers go (decision 015). Reads are plain queries again;
// nothing keeps club data between requests, so nothing needs to know when a club changed. The
// migration that made them stays, since databases in the field have applied it.
import type { Kysely } from 'kysely';
import * as changeLog from './2026-11-25T00-00-00_club-changes.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await changeLog.down(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await changeLog.up(db);
}
