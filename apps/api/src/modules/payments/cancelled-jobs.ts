import type { Executor } from "../../db/client";
import { conflict } from "../../lib/app-error";
import { jobRecords } from "../tax-preparation";

/**
 * Refuses, in `words`, what would bill a cancelled job or take its money. Called with the job's price
 * held (`lockJobPrice`), which a cancellation holds too: a cancellation that got there first has
 * committed and is seen.
 */
export async function refuseCancelledJob(tx: Executor, quoteId: number, words: string): Promise<void> {
  if (await jobRecords.isCancelled(tx, quoteId)) throw conflict(words);
}
