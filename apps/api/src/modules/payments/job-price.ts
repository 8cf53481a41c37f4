import type { JobPrice } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import { jobPriceRepository } from "./job-price.repository";

/**
 * What a job's price stands at: the quote's fee moved by the price changes the taxpayer accepted, and
 * what the invoices sent so far bill and were paid. Invoices may never bill more than `agreedCents`.
 */
export async function jobPriceOf(
  executor: Executor,
  job: { quoteId: number; feeCents: number },
): Promise<JobPrice> {
  const [acceptedChangesCents, billed] = await Promise.all([
    jobPriceRepository.acceptedChangesCents(executor, job.quoteId),
    jobPriceRepository.billedCents(executor, job.quoteId, false),
  ]);
  return {
    quotedCents: job.feeCents,
    acceptedChangesCents,
    agreedCents: job.feeCents + acceptedChangesCents,
    invoicedCents: billed.invoiced,
    paidCents: billed.paid,
    refundedCents: billed.refunded,
  };
}

/** How much more the job's invoices may bill, drafts counted, leaving out `exceptInvoiceCents` (a draft being replaced). */
export async function billableCents(
  executor: Executor,
  job: { quoteId: number; feeCents: number },
  exceptInvoiceCents = 0,
): Promise<number> {
  const [acceptedChangesCents, billed] = await Promise.all([
    jobPriceRepository.acceptedChangesCents(executor, job.quoteId),
    jobPriceRepository.billedCents(executor, job.quoteId, true),
  ]);
  return job.feeCents + acceptedChangesCents - (billed.invoiced - exceptInvoiceCents);
}
