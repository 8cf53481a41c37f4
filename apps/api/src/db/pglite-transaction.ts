import type { QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { query as templated } from "@electric-sql/pglite/template";
import { t } from "@taxlane/contract/i18n";

/** What a transaction on the embedded database's thread sends: each statement pinned to it. */
export interface TransactionCalls {
  begin(): Promise<unknown>;
  end(commit: boolean): Promise<unknown>;
  query<R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>>;
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
}

/**
 * Runs `callback` in a transaction of the thread, as PGlite's own `transaction` does: committed when
 * it returns, rolled back when it throws or asks to; its handle refuses statements once it ended.
 */
export async function runTransaction<T>(
  calls: TransactionCalls,
  callback: (tx: Transaction) => Promise<T>,
): Promise<T> {
  await calls.begin();
  let ended = false;
  const end = (commit: boolean) => {
    ended = true;
    return calls.end(commit);
  };
  const open = () => {
    if (ended) throw new Error(t("operator.transactionClosed"));
  };
  const tx: Transaction = {
    query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
      open();
      return calls.query<R>(text, params, options);
    },
    sql: async <R>(strings: TemplateStringsArray, ...values: unknown[]) => {
      open();
      const { query, params } = templated(strings, ...values);
      return calls.query<R>(query, params, undefined);
    },
    exec: async (text: string, options?: QueryOptions) => {
      open();
      return calls.exec(text, options);
    },
    rollback: async () => {
      open();
      await end(false);
    },
    // A LISTEN inside a transaction would start with its commit; nothing here needs one.
    listen: async () => {
      throw new Error("LISTEN inside a transaction is not supported on the embedded database's thread");
    },
    get closed() {
      return ended;
    },
  };
  let result: T;
  try {
    result = await callback(tx);
  } catch (error) {
    if (!ended) await end(false);
    throw error;
  }
  if (!ended) await end(true);
  return result;
}
