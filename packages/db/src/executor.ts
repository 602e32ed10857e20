import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

/** Query functions take the executor first: the pool, or the caller's open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;
