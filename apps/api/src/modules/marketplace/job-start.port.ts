import type { Executor } from "../../db/client";

/** The quote a taxpayer's confirmation accepted, as the job that begins from it needs it. */
export interface AcceptedQuote {
  id: number;
  requestId: number;
  taxpayerUserId: number;
  expertUserId: number;
  price: number;
  /** The practice whose quote it was, and the member working it: the job's. */
  practiceId: number | null;
  assignedUserId: number | null;
}

/**
 * Where a job begins when an expert's quote is accepted: the tax-preparation module, given at
 * composition. The marketplace comes before the jobs and does not import them.
 */
export interface JobStartPort {
  /** Begins the job in the caller's transaction, so it is there exactly when the quote is accepted. */
  startJob(tx: Executor, quote: AcceptedQuote): Promise<void>;
}
