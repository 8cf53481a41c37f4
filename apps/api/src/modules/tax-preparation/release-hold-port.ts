import type { ReleaseHold } from "@taxlane/contract";
import type { Executor } from "../../db/client";

/**
 * What holds a job's return from its taxpayer until an invoice is paid, and why in words: payments'
 * `releaseHoldOf`, given by the composition (payments reads jobs, so jobs cannot import payments).
 */
export type ReleaseHoldOf = (
  executor: Executor,
  quoteId: number,
) => Promise<{ view: ReleaseHold; returnHeld: string } | null>;
