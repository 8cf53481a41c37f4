import { t } from "@taxlane/contract/i18n";

/** How many times the embedded database's thread may stop within `RESTART_WINDOW_MS` before it stays down. */
export const STOPS_BEFORE_GIVING_UP = 3;

export const RESTART_WINDOW_MS = 60_000;

/**
 * How long a thread with work in hand may answer nothing before it is taken as hung and ended
 * (PGLITE_STALL_SECONDS; 0: never). Generous: one statement, a migration's included, runs silent.
 */
export const DEFAULT_STALL_SECONDS = 60;

/**
 * Counts the thread's unexpected stops. A thread that keeps dying (a corrupt folder, memory that
 * runs out at every start) is not restarted forever: past the budget the database stays down, the
 * health check says so, and whatever runs the process replaces it.
 */
export class RestartBudget {
  readonly #stops: number[] = [];

  /** Records a stop at `now` (ms); true while another start is still worth trying. */
  allowsRestartAfterStop(now: number): boolean {
    this.#stops.push(now);
    while (this.#stops.length > 0 && (this.#stops[0] ?? now) <= now - RESTART_WINDOW_MS) this.#stops.shift();
    return this.#stops.length < STOPS_BEFORE_GIVING_UP;
  }
}

/** A statement the embedded database could not run because its thread stopped, or stays down. */
export class EmbeddedDatabaseUnavailableError extends Error {
  override readonly name = "EmbeddedDatabaseUnavailableError";
}

/**
 * Whether the database stays down after its thread stopped for `cause`: an in-memory one cannot be
 * recovered, and one past its restart budget is not started again. If so, the one line for the log
 * and the error every statement fails with from now on; null when a new thread is worth starting.
 */
export function staysDown(
  inMemory: boolean,
  restarts: RestartBudget,
  cause: string,
): { line: string; error: EmbeddedDatabaseUnavailableError } | null {
  if (inMemory) {
    return {
      line: t("operator.databaseLostInMemory", { cause }),
      error: new EmbeddedDatabaseUnavailableError(t("operator.databaseLostInMemoryError", { cause })),
    };
  }
  if (!restarts.allowsRestartAfterStop(Date.now())) {
    return {
      line: t("operator.databaseGaveUp", { stops: STOPS_BEFORE_GIVING_UP, cause }),
      error: new EmbeddedDatabaseUnavailableError(
        t("operator.databaseGaveUpError", { stops: STOPS_BEFORE_GIVING_UP }),
      ),
    };
  }
  return null;
}
