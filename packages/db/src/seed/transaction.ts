import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema.js';

/** Runs `fn` in a transaction, or directly inside the caller's when `db` already is one. */
export async function inTransaction<T>(
  db: Kysely<Database>,
  fn: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return fn(db as Transaction<Database>);
  return db.transaction().execute(fn);
}
