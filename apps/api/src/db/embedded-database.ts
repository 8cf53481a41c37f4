import type { PGlite } from "@electric-sql/pglite";

/** What the app uses of PGlite: Drizzle's driver, the job queue's raw SQL, LISTEN, closing. */
export type EmbeddedDatabase = Pick<
  PGlite,
  "query" | "exec" | "transaction" | "listen" | "close" | "closed"
> & {
  /**
   * Calls `callback` each time a new thread took over from one that stopped (its LISTENs are open
   * again); returns what stops the calls.
   */
  onRestarted(callback: () => void): () => void;
};

export interface ThreadOptions {
  /** Where the one line about a thread that stopped goes (never SQL or its parameters). */
  report?: (line: string) => void;
  /**
   * Seconds the thread may answer nothing while it has work in hand before it is taken as hung,
   * ended and restarted as if it had stopped; 0 turns the watchdog off. `DEFAULT_STALL_SECONDS` unless set.
   */
  stallSeconds?: number;
}
