// Frozen: a create that may be sent twice (a double click, a retried request) carries a request
// key, a UUID the screen makes once per thing asked for. The key is stored with what it made and
// is unique in the club, so the same request again makes nothing new and answers with what the
// first made. A recurring series shares one key: one meeting per key and date.
import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE meetings ADD COLUMN request_key uuid;
    CREATE UNIQUE INDEX meetings_request_key ON meetings (club_id, request_key, date)
      WHERE request_key IS NOT NULL;
    ALTER TABLE menu_items ADD COLUMN request_key uuid;
    CREATE UNIQUE INDEX menu_items_request_key ON menu_items (club_id, request_key)
      WHERE request_key IS NOT NULL;
    ALTER TABLE agenda_templates ADD COLUMN request_key uuid;
    CREATE UNIQUE INDEX agenda_templates_request_key ON agenda_templates (club_id, request_key)
      WHERE request_key IS NOT NULL;
    `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE agenda_templates DROP COLUMN request_key`.execute(db);
  await sql`ALTER TABLE menu_items DROP COLUMN request_key`.execute(db);
  await sql`ALTER TABLE meetings DROP COLUMN request_key`.execute(db);
}
