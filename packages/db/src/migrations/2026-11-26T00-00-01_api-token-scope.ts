// Frozen: an API token is read-only or full. Tokens issued before keep their owner's full rights.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE api_tokens ADD COLUMN scope varchar(10) NOT NULL DEFAULT 'full'
    CONSTRAINT api_tokens_scope_check CHECK (scope IN ('read', 'full'))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE api_tokens DROP COLUMN scope`.execute(db);
}
