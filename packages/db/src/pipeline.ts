import {
  createQueryId,
  type CompiledQuery,
  type DatabaseConnection,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { Database } from './schema.js';

/**
 * Statements that travel together (decision 009). The statements a Pipeline runs while another of
 * its statements is still out share one pooled connection: issued in the same tick, they reach
 * PostgreSQL in one write and are answered in one go (the pool's connections pipeline, and the
 * adapter coalesces a tick's writes), where statements run one after the other cost a round trip
 * each. A read that needs the caller's membership and its data sends both at once this way.
 *
 * Only for statements that do not depend on each other's results; the connection goes back to
 * the pool as soon as none is out. Results pass through the database's plugins, as Kysely's own.
 */
export class Pipeline {
  #connection: Promise<DatabaseConnection> | undefined;
  #release: (() => void) | undefined;
  #out = 0;

  constructor(readonly db: Kysely<Database>) {}

  async executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>> {
    this.#out += 1;
    try {
      const connection = await (this.#connection ??= this.#acquire());
      let result = await connection.executeQuery<R>(query);
      const executor = this.db.getExecutor();
      for (const plugin of executor.plugins) {
        result = (await plugin.transformResult({
          result: result as QueryResult<Record<string, unknown>>,
          queryId: createQueryId(),
        })) as QueryResult<R>;
      }
      return result;
    } finally {
      this.#out -= 1;
      if (this.#out === 0) {
        this.#release?.();
        this.#connection = undefined;
        this.#release = undefined;
      }
    }
  }

  /** Checks a connection out and keeps it until `#release` is called. */
  #acquire(): Promise<DatabaseConnection> {
    return new Promise((resolve, reject) => {
      this.db
        .getExecutor()
        .provideConnection((connection) => {
          resolve(connection);
          return new Promise<void>((release) => {
            this.#release = release;
          });
        })
        .catch(reject);
    });
  }
}
