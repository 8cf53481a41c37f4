import type { Executor } from "./client";

/**
 * Ids as one PostgreSQL array literal, for a prepared statement's `= any(…::int[])`: one parameter
 * whatever the number of ids, where `inArray` builds one per id on every call.
 */
export function intArrayParam(ids: Iterable<number>): string {
  return `{${[...ids].map((id) => Math.trunc(id)).join(",")}}`;
}

/**
 * A query built and prepared once per database, then run with its parameters: the busiest list
 * calls skip building their SQL on every request, and PostgreSQL can keep the plan.
 */
export function preparedPerDatabase<T>(build: (db: Executor) => T): (db: Executor) => T {
  const prepared = new WeakMap<Executor, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (statement === undefined) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
