import type { ReleaseHold } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { formatCents, invoiceNumber } from "./invoice-math";
import { namesOf } from "./invoice-view";
import { payoutsRepository } from "./payouts.repository";
import { unpaidInvoicesRepository } from "./unpaid-invoices.repository";

/** What holds a job's return and 8879 from its taxpayer, and how each refusal says it. */
export interface JobReleaseHold {
  /** What the taxpayer's job view carries. */
  view: ReleaseHold;
  /** Why the return cannot be downloaded yet, and what to do. */
  returnHeld: string;
  /** Why a document that needs an identity check (the 8879) cannot be opened or signed yet. */
  signatureHeld: string;
}

/**
 * Whether the job's professional holds the final return and the 8879 until paid: they chose to
 * release on payment, and the job has a sent or partly paid invoice with something left to pay.
 * The hold names the oldest such invoice; once it is paid, the next one (if any) holds in turn.
 * Null when nothing holds. Only the taxpayer's side is held: the owners of the return and of the
 * signature requests ask this for the taxpayer alone.
 */
export async function releaseHoldOf(executor: Executor, quoteId: number): Promise<JobReleaseHold | null> {
  const [invoice] = await unpaidInvoicesRepository.dueOfJob(executor, quoteId);
  if (!invoice) return null;
  const settings = await payoutsRepository.settingsOf(executor, invoice.expertUserId);
  if (!settings?.releaseOnPayment) return null;
  const view = {
    invoiceId: invoice.id,
    invoiceNumber: invoiceNumber(invoice.numberSeq) ?? "",
    dueCents: invoice.totalCents - invoice.paidCents,
    dueDate: invoice.dueDate,
  };
  const words = {
    professional: (await namesOf(executor, [invoice.expertUserId])).get(invoice.expertUserId) ?? "",
    number: view.invoiceNumber,
    due: formatCents(view.dueCents),
  };
  return {
    view,
    returnHeld: t("releaseHolds.returnHeld", words),
    signatureHeld: t("releaseHolds.signatureHeld", words),
  };
}
