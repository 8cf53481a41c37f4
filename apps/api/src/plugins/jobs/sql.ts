import type { Executor } from "../../db/client";

/** What pg-boss runs its SQL on: the database, or the connection of a transaction in progress. */
export interface JobsSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs pg-boss's statements on a Drizzle executor, inside its transaction when it is one, so a job
 * commits or rolls back with the change it belongs to. The text goes to the driver as written:
 * pg-boss numbers its parameters itself and uses one several times.
 */
export function executorSql(executor: Executor): JobsSql {
  const session = executor._.session;
  return {
    async executeSql(text, values = []) {
      const prepared = session.prepareQuery({ sql: text, params: values }, undefined, undefined, false);
      // Without fields Drizzle answers the driver's own result (node-postgres or PGlite): both carry `rows`.
      return (await prepared.execute()) as { rows: unknown[] };
    },
  };
}
