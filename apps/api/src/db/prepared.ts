import type { Executor } from "./client";
import { withCompiledRowMapping } from "./compiled-row-mapping";

/**
 * Ids as one PostgreSQL array literal, for a prepared statement's `= any(…::int[])`: one parameter
 * whatever the number of ids, where `inArray` builds one per id on every call.
 */
export function intArrayParam(ids: Iterable<number>): string {
  return `{${[...ids].map((id) => Math.trunc(id)).join(",")}}`;
}

/**
 * A query built and prepared once per database, then run with its parameters: the busiest list
 * calls skip building their SQL on every request, PostgreSQL can keep the plan, and a flat
 * selection's rows are mapped by a mapper compiled once (`compiled-row-mapping.ts`).
 */
export function preparedPerDatabase<T>(build: (db: Executor) => T): (db: Executor) => T {
  const prepared = new WeakMap<Executor, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (statement === undefined) {
      statement = withCompiledRowMapping(build(db));
      prepared.set(db, statement);
    }
    return statement;
  };
}
