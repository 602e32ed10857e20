import type { Kysely, Transaction } from 'kysely';
import type { Pipeline } from './pipeline.js';
import type { Database } from './schema.js';

/** Query functions take the executor first: the pool, or the caller's open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Where a read runs: an Executor, or a Pipeline that sends it alongside the request's other
 * statement (decision 009; compiled statements only).
 */
export type Runner = Executor | Pipeline;
