import type { Executor } from "../../db/client";

/** The job as its billing is asked about: which quote, and whose settings decide the deposit. */
export interface BilledJob {
  quoteId: number;
  expertUserId: number;
}

/** What the job's payments stand at, as cancelling reads them. */
export interface CancellationMoney {
  /** The professional keeps a paid deposit when the taxpayer cancels (their payment settings). */
  keepsDeposit: boolean;
  /** Paid on the job's invoices and not refunded. */
  paidCents: number;
  /** What refunds made by a cancellation gave back. */
  refundedCents: number;
}

/**
 * The job's billing as cancelling needs it: payments' `cancellationBilling`, given by the composition
 * (payments reads jobs, so jobs cannot import payments).
 */
export interface CancellationBilling {
  moneyOf(executor: Executor, job: BilledJob): Promise<CancellationMoney>;
  /**
   * Ends the job's billing inside the cancellation's transaction: open checkouts ended, sent invoices
   * with nothing paid voided, every paid payment refunded in full unless the professional keeps it.
   */
  settle(tx: Executor, job: BilledJob): Promise<{ refundedCents: number; keptCents: number }>;
}
