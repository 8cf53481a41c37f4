import type { Database } from "../../db/client";
import { healthRepository } from "./health.repository";

/**
 * How long the health check waits for the database. One that answers nothing (a hung embedded
 * thread, a server that stopped responding) is as down as one that refuses, and a probe that
 * never returns tells an orchestrator nothing.
 */
export const PING_TIMEOUT_MS = 5_000;

/** Resolves when the database answers within `PING_TIMEOUT_MS`; rejects otherwise. */
export async function pingDatabase(db: Database): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the database did not answer within ${PING_TIMEOUT_MS} ms`)),
      PING_TIMEOUT_MS,
    );
  });
  const ping = healthRepository.ping(db);
  // Past the time, the ping settles unheard; its failure then is nobody's unhandled rejection.
  ping.catch(() => undefined);
  try {
    await Promise.race([ping, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
