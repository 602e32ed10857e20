import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Executor, Runner } from './executor.js';
import { Pipeline } from './pipeline.js';
import type { Database } from './schema.js';

/** Stands for one argument while the query is built; never sent to the database. */
class Slot {
  constructor(readonly key: string) {
    Object.freeze(this);
  }
}

type Parameter = { slot: string } | { value: unknown };

/**
 * A query built and compiled once, then run with new arguments (decision 007). Kysely builds,
 * transforms (CamelCasePlugin) and compiles a query's whole syntax tree on every call: ~110 µs for
 * the dashboard's, more than PostgreSQL spends executing it. Here `build` runs once, with a slot
 * standing for each argument; each call puts the arguments in the slots' places.
 *
 * Runs on the pool, in a transaction, or in a Pipeline alongside other statements.
 *
 * `build` must use its arguments only as single values (`where(col, '=', args.x)`,
 * `sql\`${args.x}\``, `limit(args.n)`), never in JavaScript logic: an argument that does not reach
 * the parameters fails the first call. Lists are refused (an `in` list's length shapes the SQL).
 */
export function compiledOnce<Args extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, args: Args) => Compilable<Row>,
): (db: Runner, args: Args) => Promise<Row[]> {
  let compiled: { sql: string; parameters: Parameter[] } | undefined;

  const compile = (db: Executor) => {
    const used = new Set<string>();
    const slots = new Proxy({} as Args, {
      get: (_target, key) => {
        if (typeof key !== 'string') throw new TypeError('Query arguments are named by strings');
        used.add(key);
        return new Slot(key);
      },
    });
    const query = build(db, slots).compile();
    const parameters = query.parameters.map((value): Parameter =>
      value instanceof Slot ? { slot: value.key } : { value },
    );
    for (const key of used) {
      if (!parameters.some((parameter) => 'slot' in parameter && parameter.slot === key))
        throw new TypeError(`The query argument "${key}" is not sent as a parameter`);
    }
    return { sql: query.sql, parameters };
  };

  return async (db, args) => {
    compiled ??= compile(db instanceof Pipeline ? db.db : db);
    const values = compiled.parameters.map((parameter) => {
      if (!('slot' in parameter)) return parameter.value;
      const value = args[parameter.slot];
      if (Array.isArray(value)) throw new TypeError('A query argument cannot be a list');
      return value;
    });
    const result = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, values));
    return result.rows;
  };
}
