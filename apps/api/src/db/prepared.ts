import type { Executor } from "./client";
import { withCompiledRowMapping } from "./compiled-row-mapping";

/**
 * Ids as one PostgreSQL array literal, for a prepared statement's `= any(…::int[])`: one parameter
 * whatever the number of ids, where `inArray` builds one per id on every call.
 */
export function intArrayParam(ids: Iterable<number>): string {
  return `{${[...ids].map((id) => Math.trunc(id)).join(",")}}`;
}

/** What a Drizzle database and each of its transactions share: their dialect, one per database. */
function databaseOf(executor: Executor): object {
  const dialect: unknown = Reflect.get(executor, "dialect");
  if (typeof dialect !== "object" || dialect === null) throw new Error("not a Drizzle database");
  return dialect;
}

/** The connection (or pool) an executor's statements run on: a transaction's is its own connection. */
function connectionOf(executor: Executor): unknown {
  const session: unknown = Reflect.get(executor, "session");
  if (typeof session !== "object" || session === null) throw new Error("not a Drizzle database");
  return Reflect.get(session, "client");
}

/**
 * A query built and prepared once per database, then run with its parameters: the busiest calls
 * skip building their SQL on every request, PostgreSQL can keep the plan, and a flat selection's rows
 * are mapped by a mapper compiled once (`compiled-row-mapping.ts`).
 *
 * A transaction runs the same prepared query on its own connection. Drizzle binds a prepared query to
 * the connection it was prepared on and has no call to run it on another, so the query built once is
 * given a view per call whose connection is the transaction's: everything else (its SQL, its name,
 * its row mapping) is the one built. Preparing it again in every transaction would build its SQL on
 * every call, which is what preparing it saves.
 */
export function preparedPerDatabase<T extends object>(build: (db: Executor) => T): (db: Executor) => T {
  const prepared = new WeakMap<object, { statement: T; connection: unknown }>();
  return (executor) => {
    const database = databaseOf(executor);
    const connection = connectionOf(executor);
    let built = prepared.get(database);
    if (built === undefined) {
      const statement = withCompiledRowMapping(build(executor));
      // Run elsewhere, a view that missed its connection would run outside the caller's transaction.
      if (Reflect.get(statement, "client") !== connection) {
        throw new Error("a prepared query that keeps its connection elsewhere cannot run in a transaction");
      }
      built = { statement, connection };
      prepared.set(database, built);
    }
    if (built.connection === connection) return built.statement;
    const onConnection: T = Object.create(built.statement);
    Reflect.set(onConnection, "client", connection);
    return onConnection;
  };
}
